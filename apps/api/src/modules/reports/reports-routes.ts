import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validationErrorSchema } from '@casebridge/contract/errors';
import {
  adminCompanyReportsPartners,
  adminCompanyReportsUsage,
  adminCompanyReportsUsageExport,
} from '@casebridge/contract/reports';
import type { AppDeps } from '../../app-deps.ts';
import { routeOf } from '../../lib/endpoint-route.ts';
import { errorAnswer } from '../../lib/error-answer.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import { xlsxFileAnswer } from '../../lib/xlsx.ts';
import { exportPartners } from './export-partners.ts';
import { exportUsageReport } from './export-usage-report.ts';
import { getUsageReport } from './get-usage-report.ts';

const tags = ['reports'];
const badDates = errorAnswer(
  'A date missing or not YYYY-MM-DD, or the end before the start: the field map.',
  validationErrorSchema,
);

/** R-001..R-005: the member admin's usage report and exports, of the admin's own company (DECISIONS 2). */
export function reportsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.route({
    ...routeOf(adminCompanyReportsUsage),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyReportsUsage',
      summary: "The cases the admin's company sent or received in the date range: the count and the newest",
      tags,
      querystring: adminCompanyReportsUsage.querystring,
      response: { 200: adminCompanyReportsUsage.answer, 422: badDates },
    },
    handler: (request) => getUsageReport(deps, request.actor, request.query),
  });

  routes.route({
    ...routeOf(adminCompanyReportsUsageExport),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyReportsUsageExport',
      summary: 'The usage report of the date range as an xlsx file, every case',
      tags,
      querystring: adminCompanyReportsUsageExport.querystring,
      response: { 200: xlsxFileAnswer, 422: badDates },
    },
    handler: (request, reply) => sendAttachment(reply, exportUsageReport(deps, request.actor, request.query)),
  });

  routes.route({
    ...routeOf(adminCompanyReportsPartners),
    config: { access: 'company_admin' },
    schema: {
      operationId: 'adminCompanyReportsPartners',
      summary: "The companies the admin's company may work with and the groups they share, as an xlsx file",
      tags,
      response: { 200: xlsxFileAnswer },
    },
    handler: async (request, reply) => sendAttachment(reply, await exportPartners(deps, request.actor)),
  });
}
