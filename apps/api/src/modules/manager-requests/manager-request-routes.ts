import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  managerRequestCreate,
  managerRequestGet,
  managerRequestResponse,
  managerRequestResponseGet,
} from '@casebridge/contract/manager-requests';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { createManagerRequest } from './create-manager-request.ts';
import { getManagerRequest, getManagerResponses } from './get-manager-request.ts';
import { respondToManagerRequest } from './respond-to-manager-request.ts';

const unknownLink = errorAnswer('No escalation request has this link.');

export function managerRequestRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(managerRequestCreate),
    config: { access: 'member' },
    schema: {
      operationId: 'managerRequestCreate',
      summary: "Send a critical escalation request through a partner's manager process",
      tags: ['cases'],
      body: managerRequestCreate.body,
      response: { 200: managerRequestCreate.answer, 404: errorAnswer('No active process has this id.') },
    },
    handler: (request) => createManagerRequest(deps, request.actor, request.body),
  });

  routes.route({
    ...routeOf(managerRequestGet),
    config: { access: 'token' },
    schema: {
      operationId: 'managerRequestGet',
      summary: 'Read the escalation request of an emailed manager link',
      tags: ['cases'],
      params: managerRequestGet.params,
      response: { 200: managerRequestGet.answer, 404: unknownLink },
    },
    handler: (request) => getManagerRequest(deps, request.params.token),
  });

  routes.route({
    ...routeOf(managerRequestResponseGet),
    config: { access: 'token' },
    schema: {
      operationId: 'managerRequestResponseGet',
      summary: 'Read the answers an escalation request already has',
      tags: ['cases'],
      params: managerRequestResponseGet.params,
      response: { 200: managerRequestResponseGet.answer, 404: unknownLink },
    },
    handler: (request) => getManagerResponses(deps, request.params.token),
  });

  routes.route({
    ...routeOf(managerRequestResponse),
    config: { access: 'token' },
    schema: {
      operationId: 'managerRequestResponse',
      summary: 'Answer an escalation request (once)',
      tags: ['cases'],
      params: managerRequestResponse.params,
      body: managerRequestResponse.body,
      response: {
        200: managerRequestResponse.answer,
        404: unknownLink,
        409: errorAnswer('The request has already been answered.'),
      },
    },
    handler: (request) => respondToManagerRequest(deps, request.params.token, request.body),
  });
}
