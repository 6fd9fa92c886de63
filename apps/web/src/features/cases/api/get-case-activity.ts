import { queryOptions, useQuery } from '@tanstack/react-query';
import { callerCaseActivity } from '@casebridge/contract/case-activity';
import { api } from '@/lib/api-client';
import { caseDetailsQueryKey } from './get-case-details';

/**
 * GET /api/caller/case/{token}/activity (issue 24 §2). Its key sits under the case's details: whatever refreshes the
 * case (a response, a close, an engineer update, a note) refreshes its stream too.
 */
export const caseActivityQueryKey = (token: string) => [...caseDetailsQueryKey(token), 'activity'] as const;

export const useCaseActivity = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: caseActivityQueryKey(token),
      queryFn: ({ signal }) => api.call(callerCaseActivity, { params: { token }, signal }),
    }),
  );
