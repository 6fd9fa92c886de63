import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ESCALATION_REPORT_NO_START,
  escalationQueueAnswer,
  type EscalationFilter,
  type EscalationQueueAnswer,
} from '@casebridge/contract/escalation';
import { messageSchema } from '@casebridge/contract/errors';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export type EscalationRequest = {
  filter: EscalationFilter;
  q: string;
  sort: string;
  dir: 'asc' | 'desc';
  page: number;
  limit: number;
};

const escalationKey = ['super-admin', 'escalation'] as const;

/** GET /api/super_admin/escalation/queue/{filter} (S-004, S-005). */
export const getEscalationQueue = (
  { filter, ...rest }: EscalationRequest,
  signal?: AbortSignal,
): Promise<EscalationQueueAnswer> => {
  const query = new URLSearchParams({ ...rest, page: String(rest.page), limit: String(rest.limit) });
  return api.request(`/super_admin/escalation/queue/${filter}?${query.toString()}`, {
    schema: escalationQueueAnswer,
    signal,
  });
};

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
    mutationFn: (caseId: number) =>
      api.request(`/super_admin/escalation/${String(caseId)}/delete`, { schema: messageSchema }),
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
  const parts: string[] = [filter];
  if (days.start !== '' || days.end !== '') parts.push(days.start === '' ? ESCALATION_REPORT_NO_START : days.start);
  if (days.end !== '') parts.push(days.end);
  const { blob, filename } = await api.download(`/super_admin/escalation/report/${parts.join('/')}`);
  saveFile(blob, filename);
};
