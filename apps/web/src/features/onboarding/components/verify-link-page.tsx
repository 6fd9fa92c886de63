import { useCallback } from 'react';
import { PageSkeleton } from '@/components/page-skeleton';
import { openVerifyLink } from '../api/onboarding-api';
import { useFollowEmailAnswer } from './use-follow-email-answer';
import { LinkRefused } from './link-refused';
import { useSingleUseLink } from './use-single-use-link';

/**
 * Issue 21: /onboarding/verify/{token}, the email check's emailed link. The server starts the session (the wizard
 * opens at its step) or says why this address cannot register (O-004); a used or expired link says so.
 */
export const VerifyLinkPage = ({ vhost, linkToken }: { vhost: string; linkToken: string }) => {
  const open = useCallback((token: string) => openVerifyLink(vhost, token), [vhost]);
  const error = useSingleUseLink(linkToken, open, useFollowEmailAnswer());
  if (error === null) return <PageSkeleton rows={4} />;
  return <LinkRefused title="Confirm your email" error={error} />;
};
