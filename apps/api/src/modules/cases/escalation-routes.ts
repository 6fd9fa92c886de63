import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { superAdminEscalationActivity } from '@casebridge/contract/case-activity';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  superAdminEscalationDelete,
  superAdminEscalationDetails,
  superAdminEscalationQueue,
  superAdminEscalationReport,
  superAdminEscalationReportWithStart,
  superAdminEscalationReportWithStartAndEnd,
} from '@casebridge/contract/escalation';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { xlsxFileAnswer } from '../../lib/xlsx.ts';
import { deleteEscalationCase } from './delete-escalation-case.ts';
import { exportEscalationReport } from './export-escalation-report.ts';
import { getEscalationCaseActivity } from './get-case-activity.ts';
import { getEscalationCaseDetails } from './get-case-details.ts';
import { getEscalationQueue } from './get-escalation-queue.ts';

const tags = ['escalation'];

/** S-004..S-008, R-017: the super admin's escalation table of the network's cases, a case's detail and the export. */
export function escalationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(superAdminEscalationQueue),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminEscalationQueue',
      summary: 'A page of the network’s cases: all of the last 10 days, the open or the late ones',
      tags,
      params: superAdminEscalationQueue.params,
      querystring: superAdminEscalationQueue.querystring,
      response: {
        200: superAdminEscalationQueue.answer,
        422: errorAnswer('An unknown filter, sort or page: the field map.', validationErrorSchema),
      },
    },
    handler: (request) => getEscalationQueue(deps, request.actor, request.params.filter, request.query),
  });

  routes.route({
    ...routeOf(superAdminEscalationDelete),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminEscalationDelete',
      summary: 'Delete a case with its responses, notes, files and events',
      tags,
      params: superAdminEscalationDelete.params,
      response: { 200: superAdminEscalationDelete.answer, 404: errorAnswer('No case has this id.') },
    },
    handler: (request) => deleteEscalationCase(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(superAdminEscalationDetails),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminEscalationDetails',
      summary: 'Read any case of the network, read only, for the console’s case page',
      tags,
      params: superAdminEscalationDetails.params,
      response: { 200: superAdminEscalationDetails.answer, 404: errorAnswer('No case has this id.') },
    },
    handler: (request) => getEscalationCaseDetails(deps, request.actor, request.params.id),
  });

  routes.route({
    ...routeOf(superAdminEscalationActivity),
    config: { access: 'super_admin' },
    schema: {
      operationId: 'superAdminEscalationActivity',
      summary: 'Read any case’s activity stream, read only, for the console’s case page',
      tags,
      params: superAdminEscalationActivity.params,
      response: { 200: superAdminEscalationActivity.answer, 404: errorAnswer('No case has this id.') },
    },
    handler: (request) => getEscalationCaseActivity(deps, request.actor, request.params.id),
  });

  // the start and the end are optional in the path; a missing start is sent as 0.
  for (const [endpoint, operationId] of [
    [superAdminEscalationReport, 'superAdminEscalationReport'],
    [superAdminEscalationReportWithStart, 'superAdminEscalationReportWithStart'],
    [superAdminEscalationReportWithStartAndEnd, 'superAdminEscalationReportWithStartAndEnd'],
  ] as const)
    routes.route({
      ...routeOf(endpoint),
      config: { access: 'super_admin' },
      schema: {
        operationId,
        summary: 'The filter’s cases created from start to end (optional days; a start of 0 is none), as an xlsx',
        tags,
        params: endpoint.params,
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
