import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { collaborateInvite, missingPartnerRequest } from '@casebridge/contract/invitations';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { inviteToCollaborate } from './invite-to-collaborate.ts';
import { requestMissingPartner } from './request-missing-partner.ts';

const tooMany = errorAnswer('Too many invitations and requests this hour: try again later.');

export function invitationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(collaborateInvite),
    config: { access: 'member' },
    schema: {
      operationId: 'collaborateInvite',
      summary: 'Invite a company the member cannot work with yet',
      tags: ['directory'],
      body: collaborateInvite.body,
      response: { 200: collaborateInvite.answer, 404: errorAnswer('No active company has this id.'), 429: tooMany },
    },
    handler: (request) => inviteToCollaborate(deps, request.actor, request.body),
  });

  routes.route({
    ...routeOf(missingPartnerRequest),
    config: { access: 'member' },
    schema: {
      operationId: 'missingPartnerRequest',
      summary: 'Ask the membership team to bring a missing partner into the network',
      tags: ['directory'],
      body: missingPartnerRequest.body,
      response: { 200: missingPartnerRequest.answer, 429: tooMany },
    },
    handler: (request) => requestMissingPartner(deps, request.actor, request.body),
  });
}
