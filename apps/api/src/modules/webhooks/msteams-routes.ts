import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { msteamsConnected, superAdminGroupsMsteams } from '@casebridge/contract/msteams';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { confirmTeamsConnection } from './confirm-teams-connection.ts';
import { getGroupTeamsChannel } from './get-group-teams-channel.ts';

/** Issue 27 §5, ADR 58: a partner group's Microsoft Teams channel, its connect link and its state in the console. */
export function msteamsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(msteamsConnected),
    config: { access: 'token' },
    schema: {
      operationId: 'msteamsConnected',
      summary: "Confirm a group's Microsoft Teams channel with its manager's emailed connect link (single use)",
      tags: ['msteams'],
      params: msteamsConnected.params,
      response: {
        200: msteamsConnected.answer,
        429: errorAnswer('Too many attempts from this address: try again later.'),
      },
    },
    handler: (request) => confirmTeamsConnection(deps, request.params.token, request.ip),
  });

  r.route({
    ...routeOf(superAdminGroupsMsteams),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminGroupsMsteams',
      summary: "A group's Microsoft Teams channel: its connection state and its latest deliveries",
      tags: ['msteams'],
      params: superAdminGroupsMsteams.params,
      response: { 200: superAdminGroupsMsteams.answer, 404: errorAnswer('No group has this id.') },
    },
    handler: (request) => getGroupTeamsChannel(deps, request.actor, request.params.id),
  });
}
