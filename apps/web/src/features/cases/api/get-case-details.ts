import { queryOptions, useQuery } from '@tanstack/react-query';
import { caseDetailsAnswer, type CaseDetailsAnswer } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';

/** GET /api/caller/case-details/{token} (C-039): the case for a signed-in party, with what it offers the viewer. */
export const caseDetailsQueryKey = (token: string) => ['cases', 'details', token] as const;

export const getCaseDetails = (token: string): Promise<CaseDetailsAnswer> =>
  api.request(`/caller/case-details/${encodeURIComponent(token)}`, { schema: caseDetailsAnswer });

export const useCaseDetails = (token: string) =>
  useQuery(queryOptions({ queryKey: caseDetailsQueryKey(token), queryFn: () => getCaseDetails(token) }));

/** GET /api/super_admin/escalation/{case_id}/details (S-008): any case of the network, read only, for the console. */
export const useEscalationCaseDetails = (caseId: number) =>
  useQuery(
    queryOptions({
      queryKey: ['cases', 'escalation-details', caseId] as const,
      queryFn: () => api.request(`/super_admin/escalation/${String(caseId)}/details`, { schema: caseDetailsAnswer }),
    }),
  );
