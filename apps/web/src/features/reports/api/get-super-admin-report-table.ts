import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  isDatedSuperAdminReport,
  superAdminReportTable,
  type SuperAdminReport,
  type SuperAdminReportTableAnswer,
} from '@casebridge/contract/reports';
import type { DayRange } from '@/components/day-range-inputs';
import { api } from '@/lib/api-client';

/**
 * Issue 24 §4: GET /api/super_admin/report_tables/{report}, a network report on screen; a dated one of the days,
 * an undated one of the whole network (its key holds no days, so a new range does not read it again).
 */
export const superAdminReportTableQuery = (report: SuperAdminReport, days: DayRange) => {
  const query = isDatedSuperAdminReport(report) ? days : {};
  return queryOptions({
    queryKey: ['super-admin', 'report-table', report, query] as const,
    queryFn: ({ signal }): Promise<SuperAdminReportTableAnswer> =>
      api.call(superAdminReportTable, { params: { report }, query, signal }),
  });
};

/** The last range's rows stay on screen while the next range loads. */
export const useSuperAdminReportTable = (report: SuperAdminReport, days: DayRange) =>
  useQuery({ ...superAdminReportTableQuery(report, days), placeholderData: keepPreviousData });
