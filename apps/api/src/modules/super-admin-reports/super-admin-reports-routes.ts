import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  datedSuperAdminReportCalls,
  datedSuperAdminReports,
  superAdminReportLabels,
  superAdminReportTable,
  undatedSuperAdminReportCalls,
  undatedSuperAdminReports,
  type SuperAdminReport,
} from '@casebridge/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { operationIdOf, routeOf } from '../../lib/endpoint-route.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { xlsxFileAnswer } from '../../lib/xlsx.ts';
import { exportSuperAdminReport, readSuperAdminReportTable } from './export-super-admin-report.ts';

const tags = ['super-admin-reports'];
const operationId = (report: SuperAdminReport) => operationIdOf('superAdminReports', report);

/**
 * R-008..R-011: the super admin's network reports as xlsx files (the dated ones take their days in the path), and
 * each on screen (issue 24 §4).
 */
export function superAdminReportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.route({
    ...routeOf(superAdminReportTable),
    config: { access: 'super_admin' },
    schema: {
      operationId: operationIdOf('superAdmin', 'report_tables'),
      summary: 'A network report on screen: the first rows its xlsx holds (a dated report: of the days start to end)',
      tags,
      params: superAdminReportTable.params,
      querystring: superAdminReportTable.querystring,
      response: {
        200: superAdminReportTable.answer,
        422: errorAnswer(
          'A day that is none or missing, or the end before the start: the field map.',
          validationErrorSchema,
        ),
      },
    },
    handler: (request) => readSuperAdminReportTable(deps, request.actor, request.params.report, request.query),
  });
  for (const report of datedSuperAdminReports) {
    const endpoint = datedSuperAdminReportCalls[report];
    routes.route({
      ...routeOf(endpoint),
      config: { access: 'super_admin' },
      schema: {
        operationId: operationId(report),
        summary: `The ${superAdminReportLabels[report]} report of the days from start to end (YYYY-MM-DD or YY-MM-DD)`,
        tags,
        params: endpoint.params,
        response: {
          200: xlsxFileAnswer,
          422: errorAnswer('A day that is none, or the end before the start: the field map.', validationErrorSchema),
        },
      },
      handler: (request, reply) =>
        sendAttachment(reply, exportSuperAdminReport(deps, request.actor, report, request.params)),
    });
  }
  for (const report of undatedSuperAdminReports)
    routes.route({
      ...routeOf(undatedSuperAdminReportCalls[report]),
      config: { access: 'super_admin' },
      schema: {
        operationId: operationId(report),
        summary: `The ${superAdminReportLabels[report]} report of the whole network`,
        tags,
        response: { 200: xlsxFileAnswer },
      },
      handler: (request, reply) => {
        void sendAttachment(reply, exportSuperAdminReport(deps, request.actor, report, null));
      },
    });
}
