import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  getV1Cases,
  v1Cases,
  v1CasesClose,
  v1CasesInternalCaseNumber,
  v1CasesNotes,
  v1CasesRespond,
  v1PartnersProcesses,
  v1PartnersProcessesCases,
} from '@casebridge/contract/case-api';
import { collaborateHeaders, IDEMPOTENCY_KEY_HEADER } from '@casebridge/contract/case-submission';
import { validationErrorSchema } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { getCaseDetails } from '../cases/get-case-details.ts';
import { listCasesByCursor } from '../cases/list-cases-by-cursor.ts';
import { toV1Case, toV1CaseSummary } from './case-api-mapper.ts';
import { listPartnerProcesses, submitCaseV1 } from './case-api-submission.ts';
import { addNoteV1, closeV1, respondV1, setInternalCaseNumberV1 } from './case-api-writes.ts';

const RATE_LIMITED = errorAnswer('The key made more requests this minute than its limit; see Retry-After.');
const NOT_A_PARTY = errorAnswer('No case has this id, or the caller’s company is not a party to it.');
const WRONG_SIDE = errorAnswer('The other party of the case does this, or our company does not allow notes.');
const STATE_REFUSES = errorAnswer('The case’s status does not allow this now, or another response came first.');

/**
 * Issue 27, ADR 50: /api/v1, the case API for members' ticketing systems, called with an API key (the api_key
 * policy) and each route's scope. Every call is the web app's service for the same use case: the same access check
 * and the same status writer; this module only names the answers in v1's words.
 */
export function caseApiRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(v1Cases),
    config: { access: 'api_key', scope: 'cases:read' },
    schema: {
      operationId: 'v1Cases',
      summary: 'List the cases our company sent or received, oldest change first, by cursor',
      tags: ['case-api'],
      querystring: v1Cases.querystring,
      response: { 200: v1Cases.answer, 429: RATE_LIMITED },
    },
    handler: async (request) => {
      const { rows, nextCursor } = await listCasesByCursor(deps, request.actor, request.query);
      return { data: rows.map(toV1CaseSummary), nextCursor };
    },
  });

  r.route({
    ...routeOf(getV1Cases),
    config: { access: 'api_key', scope: 'cases:read' },
    schema: {
      operationId: 'getV1Cases',
      summary: 'Read a case of our company: its responses, notes and what we may do next',
      tags: ['case-api'],
      params: getV1Cases.params,
      response: { 200: getV1Cases.answer, 404: NOT_A_PARTY, 429: RATE_LIMITED },
    },
    handler: async (request) => ({
      case: toV1Case(await getCaseDetails(deps, request.actor, request.params.token)),
    }),
  });

  r.route({
    ...routeOf(v1CasesRespond),
    config: { access: 'api_key', scope: 'cases:write' },
    schema: {
      operationId: 'v1CasesRespond',
      summary: 'Answer a case: approve, request information or reject it (receiver), or reply with information',
      tags: ['case-api'],
      params: v1CasesRespond.params,
      body: v1CasesRespond.body,
      response: {
        200: v1CasesRespond.answer,
        403: WRONG_SIDE,
        404: NOT_A_PARTY,
        409: STATE_REFUSES,
        429: RATE_LIMITED,
      },
    },
    handler: (request) => respondV1(deps, request.actor, request.params.token, request.body, request.ip),
  });

  r.route({
    ...routeOf(v1CasesClose),
    config: { access: 'api_key', scope: 'cases:write' },
    schema: {
      operationId: 'v1CasesClose',
      summary: 'Close an accepted case we submitted',
      tags: ['case-api'],
      params: v1CasesClose.params,
      response: { 200: v1CasesClose.answer, 403: WRONG_SIDE, 404: NOT_A_PARTY, 409: STATE_REFUSES, 429: RATE_LIMITED },
    },
    handler: (request) => closeV1(deps, request.actor, request.params.token),
  });

  r.route({
    ...routeOf(v1CasesNotes),
    config: { access: 'api_key', scope: 'cases:write' },
    schema: {
      operationId: 'v1CasesNotes',
      summary: 'Add a note to an accepted case or one waiting for information',
      tags: ['case-api'],
      params: v1CasesNotes.params,
      body: v1CasesNotes.body,
      response: { 200: v1CasesNotes.answer, 403: WRONG_SIDE, 404: NOT_A_PARTY, 409: STATE_REFUSES, 429: RATE_LIMITED },
    },
    handler: (request) => addNoteV1(deps, request.actor, request.params.token, request.body),
  });

  r.route({
    ...routeOf(v1PartnersProcesses),
    config: { access: 'api_key', scope: 'cases:read' },
    schema: {
      operationId: 'v1PartnersProcesses',
      summary: 'List the processes a partner offers us, each with its case form’s fields and their types',
      tags: ['case-api'],
      params: v1PartnersProcesses.params,
      response: {
        200: v1PartnersProcesses.answer,
        404: errorAnswer('No partner has this id, or our company has no access to it yet.'),
        429: RATE_LIMITED,
      },
    },
    handler: (request) => listPartnerProcesses(deps, request.actor, request.params.id),
  });

  r.route({
    ...routeOf(v1PartnersProcessesCases),
    config: { access: 'api_key', scope: 'cases:write' },
    schema: {
      operationId: 'v1PartnersProcessesCases',
      summary: 'Submit a case to a partner’s process; an Idempotency-Key makes a retry answer the first case',
      tags: ['case-api'],
      params: v1PartnersProcessesCases.params,
      headers: collaborateHeaders,
      body: v1PartnersProcessesCases.body,
      response: {
        200: v1PartnersProcessesCases.answer,
        404: errorAnswer('No partner has this id, our company has no access to it, or it does not offer the process.'),
        409: errorAnswer('The process takes no cases, or the Idempotency-Key was used with another body.'),
        422: errorAnswer('Field errors, by v1 name (engineer.email, fields.custom_{id}, ...).', validationErrorSchema),
        429: RATE_LIMITED,
      },
    },
    handler: (request) =>
      submitCaseV1(
        deps,
        request.actor,
        request.params.id,
        request.params.processId,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      ),
  });

  r.route({
    ...routeOf(v1CasesInternalCaseNumber),
    config: { access: 'api_key', scope: 'cases:write' },
    schema: {
      operationId: 'v1CasesInternalCaseNumber',
      summary: 'Set our own case number and engineer on an accepted case or one waiting for information',
      tags: ['case-api'],
      params: v1CasesInternalCaseNumber.params,
      body: v1CasesInternalCaseNumber.body,
      response: {
        200: v1CasesInternalCaseNumber.answer,
        404: NOT_A_PARTY,
        409: STATE_REFUSES,
        429: RATE_LIMITED,
      },
    },
    handler: (request) => setInternalCaseNumberV1(deps, request.actor, request.params.token, request.body),
  });
}
