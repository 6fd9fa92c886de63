import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CaseDetailsAnswer, callerCaseDetails } from '@casebridge/contract/cases';
import { superAdminEscalationDetails } from '@casebridge/contract/escalation';
import { api } from '@/lib/api-client';

/** GET /api/caller/case-details/{token} (C-039): the case for a signed-in party, with what it offers the viewer. */
export const caseDetailsQueryKey = (token: string) => ['cases', 'details', token] as const;

export const getCaseDetails = (token: string): Promise<CaseDetailsAnswer> =>
  api.call(callerCaseDetails, { params: { token } });

export const useCaseDetails = (token: string) =>
  useQuery(queryOptions({ queryKey: caseDetailsQueryKey(token), queryFn: () => getCaseDetails(token) }));

/** GET /api/super_admin/escalation/{case_id}/details (S-008): any case of the network, read only, for the console. */
export const escalationCaseDetailsQueryKey = (caseId: number) => ['cases', 'escalation-details', caseId] as const;

export const useEscalationCaseDetails = (caseId: number) =>
  useQuery(
    queryOptions({
      queryKey: escalationCaseDetailsQueryKey(caseId),
      queryFn: () => api.call(superAdminEscalationDetails, { params: { id: caseId } }),
    }),
  );
