import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MailboxAnswer, devMailbox } from '@casebridge/contract/dev-mailbox';
import { api } from '@/lib/api-client';

/** GET /api/dev/mailbox: the mail the app would have sent (outside production). */
export const mailboxQueryKey = ['dev', 'mailbox'] as const;

export const getMailbox = (): Promise<MailboxAnswer> => api.call(devMailbox, { session: 'none' });

export const useMailbox = () =>
  useQuery(queryOptions({ queryKey: mailboxQueryKey, queryFn: getMailbox, staleTime: 0, refetchInterval: 10_000 }));
