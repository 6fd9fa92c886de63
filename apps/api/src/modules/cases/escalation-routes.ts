import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '@casebridge/contract/fields';
import { messageSchema, validationErrorSchema } from '@casebridge/contract/errors';
import { caseDetailsAnswer } from '@casebridge/contract/cases';
import {
  escalationParams,
  escalationQuery,
  escalationQueueAnswer,
  escalationReportParams,
} from '@casebridge/contract/escalation';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { xlsxFileAnswer } from '../../lib/xlsx.ts';
import { deleteEscalationCase } from './delete-escalation-case.ts';
import { exportEscalationReport } from './export-escalation-report.ts';
import { getEscalationCaseDetails } from './get-case-details.ts';
import { getEscalationQueue } from './get-escalation-queue.ts';

const tags = ['escalation'];

/** S-004..S-008, R-017: the super admin's escalation table of the network's cases, a case's detail and the export. */
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

  routes.get('/api/super_admin/escalation/:id/details', {
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminEscalationDetails',
      summary: 'Read any case of the network, read only, for the console’s case page',
      tags,
      params: z.object({ id: idParam }),
      response: { 200: caseDetailsAnswer, 404: errorAnswer('No case has this id.') },
    },
    handler: (request) => getEscalationCaseDetails(deps, request.actor, request.params.id),
  });

  // the start and the end are optional in the path; a missing start is sent as 0.
  for (const [path, operationId, params] of [
    ['/api/super_admin/escalation/report/:filter', 'superAdminEscalationReport', escalationReportParams.filter],
    [
      '/api/super_admin/escalation/report/:filter/:start',
      'superAdminEscalationReportWithStart',
      escalationReportParams.start,
    ],
    [
      '/api/super_admin/escalation/report/:filter/:start/:end',
      'superAdminEscalationReportWithStartAndEnd',
      escalationReportParams.startAndEnd,
    ],
  ] as const)
    routes.get(path, {
      config: { access: 'super_admin' },
      schema: {
        operationId,
        summary: 'The filter’s cases created from start to end (optional days; a start of 0 is none), as an xlsx',
        tags,
        params,
        response: {
          200: xlsxFileAnswer,
          422: errorAnswer(
            'An unknown filter, a day that is none, or the end before the start.',
            validationErrorSchema,
          ),
        },
      },
      handler: (request, reply) => sendAttachment(reply, exportEscalationReport(deps, request.actor, request.params)),
    });
}
