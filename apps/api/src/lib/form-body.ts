import { parse as parseQuery } from 'node:querystring';
import type { FastifyInstance } from 'fastify';

/**
 * HTML form posts (application/x-www-form-urlencoded) for the routes of one encapsulated scope only: SAML's
 * HTTP-POST binding arrives that way; the rest of the API takes JSON and multipart.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, parsed) => {
    parsed(null, parseQuery(body as string));
  });
}
