import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ESCALATION_REPORT_NO_START,
  type EscalationFilter,
  type EscalationQueueAnswer,
  superAdminEscalationQueue,
  superAdminEscalationDelete,
  superAdminEscalationReport,
  superAdminEscalationReportWithStart,
  superAdminEscalationReportWithStartAndEnd,
} from '@casebridge/contract/escalation';
import type { CasePriority } from '@casebridge/contract/enums';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type EscalationRequest = {
  filter: EscalationFilter;
  q: string;
  /** Issue 24 §4: one priority's cases; undefined: every priority. */
  priority: CasePriority | undefined;
  sort: string;
  dir: 'asc' | 'desc';
  /** Issue 26: the page's cursor (the server's next_cursor or prev_cursor, or `last`); undefined: the first. */
  cursor: string | undefined;
  limit: number;
};

const escalationKey = ['super-admin', 'escalation'] as const;

/** GET /api/super_admin/escalation/queue/{filter} (S-004, S-005). */
export const getEscalationQueue = (
  { filter, ...rest }: EscalationRequest,
  signal?: AbortSignal,
): Promise<EscalationQueueAnswer> => api.call(superAdminEscalationQueue, { params: { filter }, query: rest, signal });

/** The page shown stays while the next one loads. */
export const useEscalationQueue = (request: EscalationRequest) =>
  useQuery(
    queryOptions({
      queryKey: [...escalationKey, request] as const,
      queryFn: ({ signal }) => getEscalationQueue(request, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** S-007: GET /api/super_admin/escalation/{id}/delete; the table reloads afterwards. */
export const useDeleteEscalationCase = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (caseId: number) => api.call(superAdminEscalationDelete, { params: { id: caseId } }),
    meta: { showsOwnErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: escalationKey }),
  });
};

/**
 * GET /api/super_admin/escalation/report/{filter}[/{start}[/{end}]], the filter's cases of the days chosen as an
 * xlsx; both days are optional, and a missing start is sent as 0 when an end is given.
 */
export const downloadEscalationReport = async (
  filter: EscalationFilter,
  days: { start: string; end: string },
): Promise<void> => {
  const { blob, filename } = await escalationReportFile(filter, days);
  saveFile(blob, filename);
};

/** The call of the report's form that carries the days given. */
const escalationReportFile = (filter: EscalationFilter, { start, end }: { start: string; end: string }) => {
  if (end !== '')
    return api.downloadFile(superAdminEscalationReportWithStartAndEnd, {
      params: { filter, start: start === '' ? ESCALATION_REPORT_NO_START : start, end },
    });
  if (start !== '') return api.downloadFile(superAdminEscalationReportWithStart, { params: { filter, start } });
  return api.downloadFile(superAdminEscalationReport, { params: { filter } });
};
