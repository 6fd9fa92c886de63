import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devMailbox } from '@casebridge/contract/dev-mailbox';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { isFromThisMachine } from '../../lib/client-address.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { listOutboundEmails } from '../email/outbox.ts';

const LINK = /https?:\/\/[^\s<>"')]+/g;

/**
 * Outside production every email the app writes can be read here, so a new user can follow every emailed link.
 * Those links sign in and reset passwords: only a client on this machine may read them.
 */
export function devMailboxRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(devMailbox),
    config: { access: 'dev' },
    onRequest: (request, _reply, done) => {
      done(isFromThisMachine(request) ? undefined : notFound('Not found.'));
    },
    schema: {
      operationId: 'devMailbox',
      summary: 'List the emails the app wrote (outside production only)',
      tags: ['dev'],
      response: { 200: devMailbox.answer },
    },
    handler: async () => {
      const rows = await listOutboundEmails(deps.db, 200);
      return {
        messages: rows.map((row) => ({
          id: row.id,
          to: row.toAddresses,
          cc: row.ccAddresses,
          subject: row.subject,
          text: row.text,
          links: [...new Set(row.text.match(LINK) ?? [])],
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  });
}
