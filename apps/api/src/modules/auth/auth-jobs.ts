import type PgBoss from 'pg-boss';
import { emailLinkBody, forgotPasswordBody } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import { workInBatches } from '../../jobs/job-queue.ts';
import { sendEmailLink } from './send-email-link.ts';
import { sendPasswordResetLink } from './send-password-reset-link.ts';

/** Data: a ForgotPasswordBody. */
export const PASSWORD_RESET_LINK_QUEUE = 'auth-password-reset-link';
/** Data: an EmailLinkBody. */
export const EMAIL_LINK_QUEUE = 'auth-email-link';

/**
 * A link job writes two rows in milliseconds; one held longer is a worker that died with it, and pg-boss gives it to
 * another worker at the first maintenance run after this (its default, 15 minutes, kept a crashed worker's links
 * from their users that long).
 */
const LINK_JOB_EXPIRE_SECONDS = 60;

/** The queues the sign-in routes send to: made by every process that sends (pg-boss refuses a job for no queue). */
export async function createAuthQueues(boss: PgBoss): Promise<void> {
  for (const name of [PASSWORD_RESET_LINK_QUEUE, EMAIL_LINK_QUEUE]) {
    const queue: PgBoss.Queue = {
      name,
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: LINK_JOB_EXPIRE_SECONDS,
    };
    // createQueue leaves an existing queue as it is; updateQueue gives one made by an earlier release the expiry.
    await boss.createQueue(name, queue);
    await boss.updateQueue(name, queue);
  }
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
  // Polled as often as the email queue: the link is what the user waits for. One job a batch: a link job is not
  // idempotent (a second run makes a second link and email), and the jobs a batch ran are completed only with the
  // batch, so a worker killed mid-batch had its done jobs run again (a CI run saw a second reset email). A batch of one
  // is completed as soon as it has run, and being full it fetches the next at once: a burst of resets is not held to
  // one link per polling interval.
  for (const { queue, run } of linkJobs) await workInBatches(boss, queue, { batchSize: 1, lanes: 1 }, run);
}
