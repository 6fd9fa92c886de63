import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailDispatcher } from '../../app-deps.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { Config } from '../../config.ts';
import { JOB_MAINTENANCE_INTERVAL_SECONDS, rowJobData, workInBatches } from '../../jobs/job-queue.ts';
import type { AppMetrics } from '../../lib/metrics.ts';
import type { MailTransport } from './transport.ts';
import {
  claimOutboundEmail,
  findStrandedEmailIds,
  markOutboundEmailSent,
  recordOutboundEmailFailure,
} from './outbox.ts';

export const DELIVER_EMAIL_QUEUE = 'email-deliver';
const SWEEP_EMAIL_QUEUE = 'email-sweep';
/** The jobs a delivery worker fetches at once (workInBatches: a full batch fetches the next at once). */
const DELIVERY_BATCH = 50;
/** How long past its due time a row must be before the sweep treats it as held by no job. */
const SWEEP_GRACE_SECONDS = 60;

type Deps = {
  boss: PgBoss;
  db: Db;
  transport: MailTransport;
  config: Config;
  log: FastifyBaseLogger;
  metrics: Pick<AppMetrics, 'countEmail'>;
};

/** One Message-ID per outbox row, the same on every attempt: the receiving side can tell a repeat delivery. */
export const outboundMessageId = (emailId: number, appDomain: string) => `<email-${String(emailId)}@${appDomain}>`;

/**
 * The longest wait pg-boss 10 puts before the retry that follows failure number `attempts` (failJobs in
 * pg-boss/src/plans.js: delay * 2^min(16, retry_count + 1) / 2 * (1 + random()), retry_count = attempts - 1).
 */
export const maxRetryWaitSeconds = (retryDelay: number, attempts: number) => retryDelay * 2 ** Math.min(16, attempts);

/**
 * Re-dispatches the rows no job holds: a crash between commit and dispatch, a lost job, a worker that died mid-send.
 * Run every minute by the sweep job; callable directly.
 */
export async function sweepStrandedEmails(db: DbOrTx, emails: EmailDispatcher): Promise<number[]> {
  const ids = await findStrandedEmailIds(db, SWEEP_GRACE_SECONDS);
  await emails.dispatch(ids);
  return ids;
}

/**
 * Every outbox row becomes one job of a 'stately' queue keyed by email id: pg-boss keeps at most one queued and one
 * active job per id (a unique index on name, state, singleton_key). Made by every process that sends (ROLE web
 * included: its requests dispatch the emails they commit).
 */
export async function createEmailQueues(boss: PgBoss, config: Config): Promise<void> {
  const deliverQueue: PgBoss.Queue = {
    name: DELIVER_EMAIL_QUEUE,
    policy: 'stately',
    retryLimit: config.emailRetryLimit,
    retryDelay: config.emailRetryDelay,
    retryBackoff: true,
    // A job that outlives its claim is failed (and retried) by pg-boss, so job and claim expire together.
    expireInSeconds: config.emailClaimStaleSeconds,
  };
  // createQueue leaves an existing queue as it is; updateQueue moves one created by an earlier release to 'stately'.
  await boss.createQueue(DELIVER_EMAIL_QUEUE, deliverQueue);
  await boss.updateQueue(DELIVER_EMAIL_QUEUE, deliverQueue);
}

/** Hands committed outbox rows to whichever process works the delivery queue. */
export const emailDispatcher = (boss: PgBoss): EmailDispatcher => ({
  dispatch: async (emailIds) => {
    if (emailIds.length === 0) return;
    // One statement for all of a change's emails; a job already queued for an id is left as it is (the stately
    // policy's unique key, and pg-boss's insert does nothing on the conflict).
    await boss.insert(emailIds.map((id) => ({ name: DELIVER_EMAIL_QUEUE, data: { id }, singletonKey: String(id) })));
  },
});

/**
 * Works the delivery queue (ROLE worker or all; createEmailQueues has made it). A worker first claims the row
 * atomically, so a message is sent at most once per claim even when two instances run a job for it; a failed send
 * throws so the queue retries with backoff, until the retry limit marks the row failed. Also runs the minute's sweep
 * of stranded rows.
 */
export async function startEmailWorker({ boss, db, transport, config, log, metrics }: Deps): Promise<void> {
  const staleSeconds = config.emailClaimStaleSeconds;
  await boss.createQueue(SWEEP_EMAIL_QUEUE, { name: SWEEP_EMAIL_QUEUE, policy: 'singleton' });

  /** One job's email: claimed, sent, marked; a failed send is recorded and thrown. */
  const deliver = async (emailId: number) => {
    const email = await claimOutboundEmail(db, emailId, {
      staleSeconds,
      // If this claim never ends, pg-boss expires the job after staleSeconds at its next maintenance run.
      reclaimAfterSeconds: staleSeconds + JOB_MAINTENANCE_INTERVAL_SECONDS,
    });
    if (!email) return;
    try {
      await transport.deliver({
        messageId: outboundMessageId(email.id, config.appDomain),
        to: email.toAddresses,
        cc: email.ccAddresses,
        bcc: email.bccAddresses,
        subject: email.subject,
        text: email.text,
        html: email.html,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const final = email.attempts > config.emailRetryLimit;
      await recordOutboundEmailFailure(
        db,
        email,
        message,
        final
          ? { final: true }
          : { final: false, retryAfterSeconds: maxRetryWaitSeconds(config.emailRetryDelay, email.attempts) },
      );
      metrics.countEmail(final ? 'failed' : 'retried');
      if (final) log.error({ emailId: email.id, attempts: email.attempts, err: message }, 'email delivery failed');
      else log.warn({ emailId: email.id, attempts: email.attempts, err: message }, 'email delivery failed, retrying');
      throw error;
    }
    await markOutboundEmailSent(db, email.id);
    metrics.countEmail('sent');
  };

  // A fetch takes up to DELIVERY_BATCH jobs, sent over the transport's connections at once (one lane per
  // connection). No send starts after half the claim's stale interval (one send's timeouts add up to 2 minutes), so
  // a batch against an SMTP server that times out ends within the interval; its untried jobs are retried.
  await workInBatches(
    boss,
    DELIVER_EMAIL_QUEUE,
    { batchSize: DELIVERY_BATCH, lanes: config.smtpConnections, startWithinMs: (staleSeconds * 1000) / 2 },
    (data) => deliver(rowJobData.parse(data).id),
  );

  await boss.work(SWEEP_EMAIL_QUEUE, async () => {
    await sweepStrandedEmails(db, emailDispatcher(boss));
  });
  await boss.schedule(SWEEP_EMAIL_QUEUE, '* * * * *');
}
