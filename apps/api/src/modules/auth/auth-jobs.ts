import type PgBoss from 'pg-boss';
import { forgotPasswordBody } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import { sendPasswordResetLink } from './send-password-reset-link.ts';

/** Data: a ForgotPasswordBody. */
export const PASSWORD_RESET_LINK_QUEUE = 'auth-password-reset-link';

export async function startAuthJobs(boss: PgBoss, deps: AppDeps): Promise<void> {
  await boss.createQueue(PASSWORD_RESET_LINK_QUEUE, {
    name: PASSWORD_RESET_LINK_QUEUE,
    retryLimit: 5,
    retryDelay: 5,
    retryBackoff: true,
  });
  // Polled as often as the email queue: the link is what the user waits for.
  await boss.work(PASSWORD_RESET_LINK_QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (job) await sendPasswordResetLink(deps, forgotPasswordBody.parse(job.data));
  });
}
