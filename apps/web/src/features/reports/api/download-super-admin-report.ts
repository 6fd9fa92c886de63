import { shortDay, type SuperAdminReport } from '@casebridge/contract/reports';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** R-009..R-011: a network report as an xlsx; a dated one's days go in the path as YY-MM-DD. */
export const downloadSuperAdminReport = async (
  report: SuperAdminReport,
  days: { start: string; end: string } | null,
): Promise<void> => {
  const path = days === null ? report : `${report}/${shortDay(days.start)}/${shortDay(days.end)}`;
  const { blob, filename } = await api.download(`/super_admin/reports/${path}`);
  saveFile(blob, filename);
};
