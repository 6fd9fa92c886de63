import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import type { MailTransport } from './transport.ts';
import {
  claimOutboundEmail,
  findStalePendingEmailIds,
  markOutboundEmailSent,
  recordOutboundEmailFailure,
} from './outbox.ts';

export const DELIVER_EMAIL_QUEUE = 'email-deliver';
const SWEEP_EMAIL_QUEUE = 'email-sweep';
const RETRY_LIMIT = 12;

export type EmailDispatcher = { dispatch: (emailIds: number[]) => Promise<void> };

type Deps = { boss: PgBoss; db: Db; transport: MailTransport; config: Config; log: FastifyBaseLogger };

/**
 * Every outbox row becomes one queue job (singleton per email id); a failed send throws so the queue retries it
 * with backoff. A sweep every minute re-dispatches rows left pending (a crash between commit and dispatch).
 */
export async function startEmailWorker({ boss, db, transport, config, log }: Deps): Promise<EmailDispatcher> {
  await boss.createQueue(DELIVER_EMAIL_QUEUE, {
    name: DELIVER_EMAIL_QUEUE,
    retryLimit: RETRY_LIMIT,
    retryDelay: config.emailRetryDelay,
    retryBackoff: true,
  });
  await boss.createQueue(SWEEP_EMAIL_QUEUE, { name: SWEEP_EMAIL_QUEUE, policy: 'singleton' });

  const dispatch = async (emailIds: number[]) => {
    for (const id of emailIds) {
      await boss.send(DELIVER_EMAIL_QUEUE, { id }, { singletonKey: String(id) });
    }
  };

  await boss.work<{ id: number }>(
    DELIVER_EMAIL_QUEUE,
    { pollingIntervalSeconds: 0.5, includeMetadata: true },
    async ([job]) => {
      if (!job) return;
      const email = await claimOutboundEmail(db, job.data.id);
      if (!email) return;
      const attempts = email.attempts + 1;
      try {
        await transport.deliver({
          messageId: `<email-${String(email.id)}@${config.appDomain}>`,
          to: email.toAddresses,
          cc: email.ccAddresses,
          bcc: email.bccAddresses,
          subject: email.subject,
          text: email.text,
          html: email.html,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const isFinal = job.retryCount >= job.retryLimit;
        await recordOutboundEmailFailure(db, email.id, attempts, message, isFinal);
        log.warn({ emailId: email.id, attempts, err: message }, 'email delivery failed');
        throw error;
      }
      await markOutboundEmailSent(db, email.id);
    },
  );

  await boss.work(SWEEP_EMAIL_QUEUE, async () => {
    await dispatch(await findStalePendingEmailIds(db, new Date(Date.now() - 60_000)));
  });
  await boss.schedule(SWEEP_EMAIL_QUEUE, '* * * * *');

  return { dispatch };
}
