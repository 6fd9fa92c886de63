import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callerCompanyDirectory,
  callerFavorites,
  callerPartnerSearch,
  callerResultToSearch,
  callerSaveSearch,
  type CompanyDirectoryAnswer,
} from '@casebridge/contract/directory';
import { validationErrorSchema } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import { chosenEncoding } from '../../lib/accept-encoding.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { getCompanyDirectory } from './get-company-directory.ts';
import { getFavorites } from './get-favorites.ts';
import { linkSearchResult } from './link-search-result.ts';
import { saveSearch } from './save-search.ts';
import { searchPartnerDirectory } from './search-partners.ts';

const tags = ['directory'];

export function directoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(callerCompanyDirectory),
    config: { access: 'member' },
    schema: {
      operationId: 'callerCompanyDirectory',
      summary: "The network's companies and departments with has_access; a limited member's partners only",
      tags,
      response: {
        200: callerCompanyDirectory.answer,
        304: z.undefined().describe('Not Modified: the directory of the If-None-Match ETag is still the current one.'),
      },
    },
    handler: async (request, reply) => {
      const { etag, answer } = await getCompanyDirectory(deps, request.actor, request.headers['if-none-match']);
      // Kept by the browser and revalidated on every use (ADR 16): private to the user, never served unasked.
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
      if (answer === null) return reply.code(304).send(undefined);
      // Sent as the kept answer's bytes in the encoding asked for (ADR 19), not compressed again on the way.
      const encoding = chosenEncoding(request.headers['accept-encoding']);
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      const body = encoding === 'br' ? answer.br : await answer[encoding]();
      // The bytes are the schema's answer, checked against it when it was built (kept-directory-answers.ts).
      return reply.type('application/json; charset=utf-8').send(body as unknown as CompanyDirectoryAnswer);
    },
  });

  routes.route({
    ...routeOf(callerPartnerSearch),
    config: { access: 'member' },
    schema: {
      operationId: 'callerPartnerSearch',
      summary:
        'A page of the partners matching a term (word-prefix, then trigram similarity), or the recently used ones',
      tags,
      querystring: callerPartnerSearch.querystring,
      response: {
        200: callerPartnerSearch.answer,
        304: z.undefined().describe('Not Modified: the list of the If-None-Match ETag is still the current one.'),
        422: errorAnswer(
          'A term of 1 or more than 100 characters, or an after that is not 0 to 950.',
          validationErrorSchema,
        ),
      },
    },
    handler: async (request, reply) => {
      const { etag, answer } = await searchPartnerDirectory(
        deps,
        request.actor,
        request.query,
        request.headers['if-none-match'],
      );
      // Kept by the browser and revalidated on every use, as the directory is (ADR 16, ADR 47).
      reply.header('cache-control', 'private, no-cache');
      if (etag !== null) reply.header('etag', etag);
      if (answer === null) return reply.code(304).send(undefined);
      // The answer's JSON text, its entries checked against the schema when they were first answered (ADR 64).
      return reply.type('application/json; charset=utf-8').send(answer);
    },
  });

  routes.route({
    ...routeOf(callerSaveSearch),
    config: { access: 'member_non_limited' },
    schema: {
      operationId: 'callerSaveSearch',
      summary: 'Save a term typed into the partner search',
      tags,
      body: callerSaveSearch.body,
      response: {
        200: callerSaveSearch.answer,
        422: errorAnswer(
          'The term is shorter than 2 or longer than 100 characters; no location.',
          validationErrorSchema,
        ),
      },
    },
    handler: (request) => saveSearch(deps, request.actor, request.body),
  });

  routes.route({
    ...routeOf(callerResultToSearch),
    config: { access: 'member_non_limited' },
    schema: {
      operationId: 'callerResultToSearch',
      summary: 'Link the partner chosen from the results to your saved search',
      tags,
      body: callerResultToSearch.body,
      response: {
        200: callerResultToSearch.answer,
        404: errorAnswer(
          'No saved search of yours has this id, or the partner is not an active company or department.',
        ),
        422: errorAnswer('A missing or malformed search_id or member.', validationErrorSchema),
      },
    },
    handler: (request) => linkSearchResult(deps, request.actor, request.body),
  });

  routes.route({
    ...routeOf(callerFavorites),
    config: { access: 'member' },
    schema: {
      operationId: 'callerFavorites',
      summary: 'Your starred partners with the process each was starred on',
      tags,
      response: { 200: callerFavorites.answer },
    },
    handler: (request) => getFavorites(deps, request.actor),
  });
}
