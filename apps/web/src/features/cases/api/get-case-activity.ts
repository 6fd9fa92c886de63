import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type CaseActivityAnswer,
  callerCaseActivity,
  callerCaseLinkActivity,
  superAdminEscalationActivity,
} from '@casebridge/contract/case-activity';
import { api } from '@/lib/api-client';
import { caseDetailsQueryKey, escalationCaseDetailsQueryKey } from './get-case-details';
import { partyCaseQueryKey } from './get-party-case';

/**
 * The way a viewer came to a case, and so the route that answers its activity stream (issue 24 §2): a signed-in
 * party by the case's token, a holder of a party's emailed link by the link, the console by the case's id. The
 * server decides from it what the viewer sees and may do.
 */
export type CaseActivitySource =
  { via: 'session'; token: string } | { via: 'link'; link: string } | { via: 'console'; caseId: number };

/**
 * Each stream's key sits under the query of its page's case: whatever refreshes the case (a response, a close, an
 * engineer update, a note) refreshes its stream too.
 */
export const caseActivityQueryKey = (token: string) => [...caseDetailsQueryKey(token), 'activity'] as const;
export const linkActivityQueryKey = (link: string) => [...partyCaseQueryKey(link), 'activity'] as const;

/**
 * GET /api/caller/case/{token}/activity, GET /api/caller/case/{link}/link-activity (no session: the link is the
 * credential) or GET /api/super_admin/escalation/{id}/activity.
 */
const activityKey = (source: CaseActivitySource): readonly unknown[] => {
  switch (source.via) {
    case 'session':
      return caseActivityQueryKey(source.token);
    case 'link':
      return linkActivityQueryKey(source.link);
    case 'console':
      return [...escalationCaseDetailsQueryKey(source.caseId), 'activity'];
  }
};

const fetchActivity = (source: CaseActivitySource, signal: AbortSignal): Promise<CaseActivityAnswer> => {
  switch (source.via) {
    case 'session':
      return api.call(callerCaseActivity, { params: { token: source.token }, signal });
    case 'link':
      return api.call(callerCaseLinkActivity, { params: { token: source.link }, session: 'none', signal });
    case 'console':
      return api.call(superAdminEscalationActivity, { params: { id: source.caseId }, signal });
  }
};

export const useCaseActivity = (source: CaseActivitySource) =>
  useQuery(queryOptions({ queryKey: activityKey(source), queryFn: ({ signal }) => fetchActivity(source, signal) }));
