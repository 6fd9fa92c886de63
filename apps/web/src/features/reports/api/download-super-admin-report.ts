import {
  datedSuperAdminReportCalls,
  isDatedSuperAdminReport,
  shortDay,
  undatedSuperAdminReportCalls,
  type SuperAdminReport,
} from '@casebridge/contract/reports';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** R-009..R-011: a network report as an xlsx; a dated one's days go in the path as YY-MM-DD. */
export const downloadSuperAdminReport = async (
  report: SuperAdminReport,
  days: { start: string; end: string },
): Promise<void> => {
  const { blob, filename } = isDatedSuperAdminReport(report)
    ? await api.downloadFile(datedSuperAdminReportCalls[report], {
        params: { start: shortDay(days.start), end: shortDay(days.end) },
      })
    : await api.downloadFile(undatedSuperAdminReportCalls[report]);
  saveFile(blob, filename);
};
