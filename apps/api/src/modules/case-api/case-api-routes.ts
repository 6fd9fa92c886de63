import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getV1Cases, v1Cases } from '@casebridge/contract/case-api';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { getCaseDetails } from '../cases/get-case-details.ts';
import { listCasesByCursor } from '../cases/list-cases-by-cursor.ts';
import { toV1Case, toV1CaseSummary } from './case-api-mapper.ts';

const RATE_LIMITED = errorAnswer('The key made more requests this minute than its limit; see Retry-After.');
const NOT_A_PARTY = errorAnswer('No case has this id, or the caller’s company is not a party to it.');

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
      tags: ['v1'],
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
      tags: ['v1'],
      params: getV1Cases.params,
      response: { 200: getV1Cases.answer, 404: NOT_A_PARTY, 429: RATE_LIMITED },
    },
    handler: async (request) => ({
      case: toV1Case(await getCaseDetails(deps, request.actor, request.params.token)),
    }),
  });
}
