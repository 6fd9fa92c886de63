import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getIntegrationsKeys, integrationsKeysRevoke, postIntegrationsKeys } from '@casebridge/contract/integrations';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys.ts';

/**
 * Issue 27, ADR 49: the company's API keys (Admin > Integrations). The policy lets members through; the service
 * admits a company admin (every key of the company) and an API user (their own keys) and refuses the others.
 */
export function apiKeyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const notManager = errorAnswer('Only the company’s admins and its API users manage API keys.');

  r.route({
    ...routeOf(getIntegrationsKeys),
    config: { access: 'member' },
    schema: {
      operationId: 'getIntegrationsKeys',
      summary: 'List the API keys the caller manages and the API users a key may act as',
      tags: ['integrations'],
      response: { 200: getIntegrationsKeys.answer, 403: notManager },
    },
    handler: (request) => listApiKeys(deps, request.actor),
  });

  r.route({
    ...routeOf(postIntegrationsKeys),
    config: { access: 'member' },
    schema: {
      operationId: 'postIntegrationsKeys',
      summary: 'Create an API key for an API user of the company; the answer holds its secret, shown this once',
      tags: ['integrations'],
      body: postIntegrationsKeys.body,
      response: { 200: postIntegrationsKeys.answer, 403: notManager },
    },
    handler: (request) => createApiKey(deps, request.actor, request.body, request.ip),
  });

  r.route({
    ...routeOf(integrationsKeysRevoke),
    config: { access: 'member' },
    schema: {
      operationId: 'integrationsKeysRevoke',
      summary: 'Revoke an API key at once',
      tags: ['integrations'],
      params: integrationsKeysRevoke.params,
      response: {
        200: integrationsKeysRevoke.answer,
        403: notManager,
        404: errorAnswer('No key of the caller’s company has this id.'),
      },
    },
    handler: (request) => revokeApiKey(deps, request.actor, request.params.id, request.ip),
  });
}
