import type PgBoss from 'pg-boss';
import { emailLinkBody, forgotPasswordBody } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import { sendEmailLink } from './send-email-link.ts';
import { sendPasswordResetLink } from './send-password-reset-link.ts';

/** Data: a ForgotPasswordBody. */
export const PASSWORD_RESET_LINK_QUEUE = 'auth-password-reset-link';
/** Data: an EmailLinkBody. */
export const EMAIL_LINK_QUEUE = 'auth-email-link';

/** The queues the sign-in routes send to: made by every process that sends (pg-boss refuses a job for no queue). */
export async function createAuthQueues(boss: PgBoss): Promise<void> {
  for (const queue of [PASSWORD_RESET_LINK_QUEUE, EMAIL_LINK_QUEUE])
    await boss.createQueue(queue, { name: queue, retryLimit: 5, retryDelay: 5, retryBackoff: true });
}

/** Works the sign-in link queues (ROLE worker or all); createAuthQueues has made them. */
export async function startAuthJobs(boss: PgBoss, deps: AppDeps): Promise<void> {
  const linkJobs = [
    {
      queue: PASSWORD_RESET_LINK_QUEUE,
      run: (data: unknown) => sendPasswordResetLink(deps, forgotPasswordBody.parse(data)),
    },
    { queue: EMAIL_LINK_QUEUE, run: (data: unknown) => sendEmailLink(deps, emailLinkBody.parse(data)) },
  ];
  for (const { queue, run } of linkJobs) {
    // Polled as often as the email queue: the link is what the user waits for.
    await boss.work(queue, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
      if (job) await run(job.data);
    });
  }
}
