import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { VerifyEmailAnswer } from '@casebridge/contract/onboarding';
import { showAlert } from '@/lib/alerts';
import { storeOnboarding } from '@/lib/session-storage';

/** How long the warning of an invalid email stays in view before the browser goes where the server says (O-004). */
export const INVALID_EMAIL_REDIRECT_DELAY_MS = 4000;

/**
 * O-002..O-004 and issue 21: where an answer about the work email sends the browser. The email check's answer
 * (valid, no session) goes to the check-email page with its message; the emailed link's valid answer keeps the
 * session's token and step and opens the wizard at that step; an invalid one shows the server's message as a
 * warning, then goes where the answer says.
 */
export const useFollowEmailAnswer = () => {
  const navigate = useNavigate();
  return useCallback(
    async (answer: VerifyEmailAnswer): Promise<void> => {
      if (answer.valid && answer.session !== null) {
        storeOnboarding({ token: answer.session.token, step: answer.session.step });
        await navigate(answer.redirect ?? `/onboarding/${answer.session.step}`, { replace: true });
        return;
      }
      if (answer.valid) {
        await navigate(answer.redirect ?? '/onboarding/check-email', { state: { message: answer.message } });
        return;
      }
      showAlert({ type: 'warning', message: answer.message ?? 'This email cannot register here.' });
      const target = answer.redirect;
      if (target === null || target === window.location.pathname) return;
      if (/^https?:\/\//.test(target))
        window.setTimeout(() => {
          window.location.assign(target);
        }, INVALID_EMAIL_REDIRECT_DELAY_MS);
      else await navigate(target);
    },
    [navigate],
  );
};
