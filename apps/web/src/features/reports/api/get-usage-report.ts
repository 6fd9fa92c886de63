import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { usageReportAnswer, type UsageReportAnswer, type UsageReportQuery } from '@casebridge/contract/reports';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

const rangeQuery = ({ start, end }: UsageReportQuery) => new URLSearchParams({ start, end }).toString();

/** GET /api/admin/company/reports/usage: the cases of the admin's company in the range. */
export const usageReportQuery = (range: UsageReportQuery) =>
  queryOptions({
    queryKey: ['reports', 'usage', range.start, range.end] as const,
    queryFn: ({ signal }): Promise<UsageReportAnswer> =>
      api.request(`/admin/company/reports/usage?${rangeQuery(range)}`, { schema: usageReportAnswer, signal }),
  });

/** Keeps the last range's rows on screen while the next range loads. */
export const useUsageReport = (range: UsageReportQuery) =>
  useQuery({ ...usageReportQuery(range), placeholderData: keepPreviousData });

/** the range's usage report as an xlsx, saved under the server's name. */
export const downloadUsageReport = async (range: UsageReportQuery): Promise<void> => {
  const { blob, filename } = await api.download(`/admin/company/reports/usage/export?${rangeQuery(range)}`);
  saveFile(blob, filename);
};

/** the company's partners as an xlsx. */
export const downloadPartnersReport = async (): Promise<void> => {
  const { blob, filename } = await api.download('/admin/company/reports/partners');
  saveFile(blob, filename);
};
