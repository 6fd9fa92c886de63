import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  managerRequestAnswer,
  managerRequestBody,
  managerRequestCreatedAnswer,
  managerRequestTokenParams,
  managerResponseAnswer,
  managerResponseBody,
  managerResponsesAnswer,
} from '@casebridge/contract/manager-requests';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { createManagerRequest } from './create-manager-request.ts';
import { getManagerRequest, getManagerResponses } from './get-manager-request.ts';
import { respondToManagerRequest } from './respond-to-manager-request.ts';

const unknownLink = errorAnswer('No escalation request has this link.');

export function managerRequestRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/manager/request/create', {
    config: { access: 'member' },
    schema: {
      operationId: 'managerRequestCreate',
      summary: "Send a critical escalation request through a partner's manager process",
      tags: ['cases'],
      body: managerRequestBody,
      response: { 200: managerRequestCreatedAnswer, 404: errorAnswer('No active process has this id.') },
    },
    handler: (request) => createManagerRequest(deps, request.actor, request.body),
  });

  routes.get('/api/manager/request/get/:token', {
    config: { access: 'token' },
    schema: {
      operationId: 'managerRequestGet',
      summary: 'Read the escalation request of an emailed manager link',
      tags: ['cases'],
      params: managerRequestTokenParams,
      response: { 200: managerRequestAnswer, 404: unknownLink },
    },
    handler: (request) => getManagerRequest(deps, request.params.token),
  });

  routes.get('/api/manager/request/response/get/:token', {
    config: { access: 'token' },
    schema: {
      operationId: 'managerRequestResponseGet',
      summary: 'Read the answers an escalation request already has',
      tags: ['cases'],
      params: managerRequestTokenParams,
      response: { 200: managerResponsesAnswer, 404: unknownLink },
    },
    handler: (request) => getManagerResponses(deps, request.params.token),
  });

  routes.post('/api/manager/request/response/:token', {
    config: { access: 'token' },
    schema: {
      operationId: 'managerRequestResponse',
      summary: 'Answer an escalation request (once)',
      tags: ['cases'],
      params: managerRequestTokenParams,
      body: managerResponseBody,
      response: {
        200: managerResponseAnswer,
        404: unknownLink,
        409: errorAnswer('The request has already been answered.'),
      },
    },
    handler: (request) => respondToManagerRequest(deps, request.params.token, request.body),
  });
}
