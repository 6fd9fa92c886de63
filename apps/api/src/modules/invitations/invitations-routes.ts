import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema } from '@casebridge/contract/errors';
import { collaborateInviteAnswer, collaborateInviteBody, missingPartnerBody } from '@casebridge/contract/invitations';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { inviteToCollaborate } from './invite-to-collaborate.ts';
import { requestMissingPartner } from './request-missing-partner.ts';

const tooMany = errorAnswer('Too many invitations and requests this hour: try again later.');

export function invitationsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/collaborate_invite', {
    config: { access: 'member' },
    schema: {
      operationId: 'collaborateInvite',
      summary: 'Invite a company the member cannot work with yet',
      tags: ['directory'],
      body: collaborateInviteBody,
      response: { 200: collaborateInviteAnswer, 404: errorAnswer('No active company has this id.'), 429: tooMany },
    },
    handler: (request) => inviteToCollaborate(deps, request.actor, request.body),
  });

  routes.post('/api/missing_partner_request', {
    config: { access: 'member' },
    schema: {
      operationId: 'missingPartnerRequest',
      summary: 'Ask the membership team to bring a missing partner into the network',
      tags: ['directory'],
      body: missingPartnerBody,
      response: { 200: messageSchema, 429: tooMany },
    },
    handler: (request) => requestMissingPartner(deps, request.actor, request.body),
  });
}
