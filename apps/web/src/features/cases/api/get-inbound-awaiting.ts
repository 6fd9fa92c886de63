import { queryOptions, useQuery } from '@tanstack/react-query';
import { callerCasesInboundAwaiting } from '@casebridge/contract/cases';
import { api } from '@/lib/api-client';

/** GET /api/caller/cases/inbound-awaiting (issue 24): the company's inbound cases waiting on it, and the high ones. */
export const useInboundAwaiting = () =>
  useQuery(
    queryOptions({
      queryKey: ['cases', 'inbound-awaiting'] as const,
      queryFn: ({ signal }) => api.call(callerCasesInboundAwaiting, { signal }),
    }),
  );
