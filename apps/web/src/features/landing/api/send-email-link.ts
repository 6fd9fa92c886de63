import { useMutation } from '@tanstack/react-query';
import { callerLink, type EmailLinkBody } from '@casebridge/contract/auth';
import type { MessageBody } from '@casebridge/contract/errors';
import { api } from '@/lib/api-client';

/** POST /api/caller/link (H-007): emails a one-time sign-in link to the address. */
export const sendEmailLink = (body: EmailLinkBody): Promise<MessageBody> =>
  api.call(callerLink, { body, session: 'none' });

export const useSendEmailLink = () => useMutation({ mutationKey: ['caller', 'link'], mutationFn: sendEmailLink });
