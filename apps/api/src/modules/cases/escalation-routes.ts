import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@casebridge/contract/fields';
import { messageSchema, validationErrorSchema } from '@casebridge/contract/errors';
import { escalationParams, escalationQuery, escalationQueueAnswer } from '@casebridge/contract/escalation';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { deleteEscalationCase } from './delete-escalation-case.ts';
import { getEscalationQueue } from './get-escalation-queue.ts';

const tags = ['escalation'];

/** S-004..S-007: the super admin's escalation table of the network's cases. */
export function escalationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/super_admin/escalation/queue/:filter', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminEscalationQueue',
      summary: 'A page of the network’s cases: all of the last 10 days, the open or the late ones',
      tags,
      params: escalationParams,
      querystring: escalationQuery,
      response: {
        200: escalationQueueAnswer,
        422: errorAnswer('An unknown filter, sort or page: the field map.', validationErrorSchema),
      },
    },
    handler: (request) => getEscalationQueue(deps, request.actor, request.params.filter, request.query),
  });

  routes.get('/api/super_admin/escalation/:id/delete', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminEscalationDelete',
      summary: 'Delete a case with its responses, notes, files and events',
      tags,
      params: z.object({ id: idParam }),
      response: { 200: messageSchema, 404: errorAnswer('No case has this id.') },
    },
    handler: (request) => deleteEscalationCase(deps, request.actor, request.params.id),
  });
}
