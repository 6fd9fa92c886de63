import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type UsageReportAnswer,
  type UsageReportQuery,
  adminCompanyReportsUsage,
  adminCompanyReportsUsageExport,
  adminCompanyReportsPartners,
} from '@casebridge/contract/reports';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/admin/company/reports/usage: the cases of the admin's company in the range. */
export const usageReportQuery = (range: UsageReportQuery) =>
  queryOptions({
    queryKey: ['reports', 'usage', range.start, range.end] as const,
    queryFn: ({ signal }): Promise<UsageReportAnswer> =>
      api.call(adminCompanyReportsUsage, { query: { start: range.start, end: range.end }, signal }),
  });

/** Keeps the last range's rows on screen while the next range loads. */
export const useUsageReport = (range: UsageReportQuery) =>
  useQuery({ ...usageReportQuery(range), placeholderData: keepPreviousData });

/** the range's usage report as an xlsx, saved under the server's name. */
export const downloadUsageReport = async (range: UsageReportQuery): Promise<void> => {
  const { blob, filename } = await api.downloadFile(adminCompanyReportsUsageExport, {
    query: { start: range.start, end: range.end },
  });
  saveFile(blob, filename);
};

/** the company's partners as an xlsx. */
export const downloadPartnersReport = async (): Promise<void> => {
  const { blob, filename } = await api.downloadFile(adminCompanyReportsPartners);
  saveFile(blob, filename);
};
