import type PgBoss from 'pg-boss';
import type { AppDeps } from '../../app-deps.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowJobData, workInBatches, type JobSender } from '../../jobs/job-queue.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { sendWebhook } from './send-webhook.ts';
import { teamsChannelDisabledEmail, webhookDisabledEmail } from './webhook-emails.ts';
import { openWebhookSecret, signWebhook } from './webhook-secret.ts';
import {
  findCompanyAdminEmails,
  findMessageToSend,
  findNextCaseMessage,
  findStrandedMessageIds,
  findTeamsChannelGroup,
} from './webhook-repository.ts';
import {
  claimWebhookMessage,
  disableWebhookRow,
  failWaitingMessages,
  insertWebhookAttempt,
  recordWebhookFailure,
  recordWebhookSuccess,
  settleWebhookMessage,
  type WebhookMessageClaim,
} from './webhook-writer.ts';

export const DELIVER_WEBHOOK_QUEUE = 'webhook-deliver';
const SWEEP_WEBHOOK_QUEUE = 'webhook-sweep';
/** A claim older than this belongs to a worker that died: a send takes at most 10 seconds. */
const CLAIM_STALE_SECONDS = 60;
/** How long past due a pending message must be before the sweep treats it as held by no job. */
const SWEEP_GRACE_SECONDS = 60;
/** An endpoint failing this long (every attempt since its last success) is disabled and its admins emailed. */
export const DISABLE_AFTER_MS = 3 * 24 * 3600 * 1000;
export const DISABLED_REASON = 'Every delivery failed for three days.';

/**
 * The wait before the retry that follows failed attempt number `attempts` (1, 2, ...): WEBHOOK_RETRY_DELAY doubled
 * each time, with full jitter over its upper half (so that many endpoints failing at once do not retry in step).
 * With 90 s and 10 retries the last is about a day after the event.
 */
export function webhookRetryDelaySeconds(
  config: Pick<Config, 'webhookRetryDelay'>,
  attempts: number,
  random = Math.random(),
): number {
  const ceiling = config.webhookRetryDelay * 2 ** Math.min(20, attempts - 1);
  return ceiling / 2 + (ceiling / 2) * random;
}

/** Hands committed messages to the delivery queue (or to nobody, when jobs are off: a test runs them itself). */
export async function dispatchWebhookMessages(jobs: JobSender, ids: readonly number[]): Promise<void> {
  for (const id of ids) await jobs.send(DELIVER_WEBHOOK_QUEUE, { id });
}

export async function createWebhookQueues(boss: PgBoss): Promise<void> {
  // Retries are the worker's own (its backoff and its delivery log), so pg-boss retries nothing.
  await boss.createQueue(DELIVER_WEBHOOK_QUEUE, { name: DELIVER_WEBHOOK_QUEUE, policy: 'standard', retryLimit: 0 });
}

type DeliverDeps = Pick<AppDeps, 'db' | 'config' | 'jobs' | 'emails'>;

/**
 * One attempt of one message: claimed (due, not held, and no earlier message of its webhook and case waiting), signed
 * with the webhook's secret (and the previous one while a rotation's overlap lasts), sent, logged. A failure is retried
 * from the queue with backoff until the retry limit; three days of failures disable the webhook. Answers what it did.
 * `now`: the attempt's time (the tests' clock).
 */
export async function deliverWebhookMessage(
  deps: DeliverDeps,
  id: number,
  now = new Date(),
): Promise<'skipped' | 'delivered' | 'retrying' | 'failed' | 'disabled'> {
  const { db, config } = deps;
  const claim = await claimWebhookMessage(db, id, now, CLAIM_STALE_SECONDS);
  if (!claim) return 'skipped';
  const target = await findMessageToSend(db, id);
  // A Teams channel whose URL is not confirmed (ADR 58) receives nothing, like a disabled endpoint.
  if (!target?.enabled || (target.kind === 'msteams' && target.confirmedAt === null)) {
    await settleWebhookMessage(db, claim, { status: 'failed' });
    return 'failed';
  }
  const outcome = await sendWebhook(target.url, signatureHeaders(config, target, claim, now), claim.payload, {
    allowLoopback: config.webhookAllowLoopback,
  });
  const succeeded = outcome.error === null;
  await insertWebhookAttempt(db, {
    messageId: claim.id,
    at: now,
    succeeded,
    responseStatus: outcome.status,
    responseBody: outcome.body,
    error: outcome.error,
    durationMs: outcome.durationMs,
    trigger: claim.attempts === 1 && claim.replayed ? 'replay' : 'scheduled',
  });

  if (succeeded) {
    await settleWebhookMessage(db, claim, { status: 'delivered', at: now });
    await recordWebhookSuccess(db, target.webhookId);
    await dispatchNextOfCase(deps, target.webhookId, target.caseId);
    return 'delivered';
  }

  const streak = await recordWebhookFailure(db, target.webhookId, now);
  if (streak?.failingSince && now.getTime() - streak.failingSince.getTime() >= DISABLE_AFTER_MS) {
    await settleWebhookMessage(db, claim, { status: 'failed' });
    await disableFailingWebhook(deps, target, now);
    return 'disabled';
  }
  if (claim.attempts > config.webhookRetryLimit) {
    await settleWebhookMessage(db, claim, { status: 'failed' });
    await dispatchNextOfCase(deps, target.webhookId, target.caseId);
    return 'failed';
  }
  const delay = webhookRetryDelaySeconds(config, claim.attempts);
  const retryAt = new Date(now.getTime() + delay * 1000);
  if (await settleWebhookMessage(db, claim, { status: 'pending', nextAttemptAt: retryAt }))
    await deps.jobs.send(DELIVER_WEBHOOK_QUEUE, { id }, { startAfterSeconds: Math.ceil(delay) });
  return 'retrying';
}

/**
 * Standard Webhooks' headers of a company's delivery, signed with its secret (and the previous one while a rotation's
 * overlap lasts). A Teams channel's post carries none: Teams checks nothing, its URL is the credential (ADR 58).
 */
function signatureHeaders(
  config: Pick<Config, 'secret'>,
  target: Pick<MessageTarget, 'secretSealed' | 'previousSecretSealed' | 'previousSecretExpiresAt'>,
  claim: Pick<WebhookMessageClaim, 'messageId' | 'payload'>,
  now: Date,
): Record<string, string> {
  if (target.secretSealed === null) return {};
  const secrets = [openWebhookSecret(config.secret, target.secretSealed)];
  if (target.previousSecretSealed && target.previousSecretExpiresAt && target.previousSecretExpiresAt > now)
    secrets.push(openWebhookSecret(config.secret, target.previousSecretSealed));
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': claim.messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets
      .map((secret) => signWebhook(secret, claim.messageId, timestamp, claim.payload))
      .join(' '),
  };
}

/** Once a message of a case is settled, the case's next waiting message goes out (deliveries keep the case's order). */
async function dispatchNextOfCase(deps: DeliverDeps, webhookId: number, caseId: number | null): Promise<void> {
  if (caseId === null) return;
  const next = await findNextCaseMessage(deps.db, webhookId, caseId);
  if (next) await dispatchWebhookMessages(deps.jobs, [next.id]);
}

type MessageTarget = NonNullable<Awaited<ReturnType<typeof findMessageToSend>>>;

/**
 * Three days failing: the endpoint is disabled, its waiting messages failed, and whoever keeps it hears of it once: a
 * company's active admins, or a group's Teams manager (ADR 58).
 */
async function disableFailingWebhook(
  deps: DeliverDeps,
  target: Pick<MessageTarget, 'webhookId' | 'kind' | 'companyId' | 'communityId' | 'url'>,
  now: Date,
): Promise<void> {
  const emailIds = await deps.db.transaction(async (tx) => {
    if (!(await disableWebhookRow(tx, target.webhookId, DISABLED_REASON, now))) return [];
    await failWaitingMessages(tx, target.webhookId);
    await writeAuditLog(tx, {
      action: 'webhook.disable',
      actorUserId: null,
      companyId: target.companyId,
      details: { webhookId: target.webhookId, url: target.url, reason: DISABLED_REASON },
    });
    const email =
      target.kind === 'msteams'
        ? await teamsDisabledEmailOf(tx, deps.config, target.communityId)
        : await companyDisabledEmailOf(tx, deps.config, target.companyId, target.url);
    return email ? [await insertOutboundEmail(tx, email)] : [];
  });
  await deps.emails.dispatch(emailIds);
}

async function companyDisabledEmailOf(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  companyId: number | null,
  url: string,
) {
  const admins = companyId === null ? [] : await findCompanyAdminEmails(db, companyId);
  if (admins.length === 0) return null;
  return webhookDisabledEmail({ to: admins, url, link: `${config.publicUrl}/admin/integrations` });
}

async function teamsDisabledEmailOf(db: DbOrTx, config: Pick<Config, 'publicUrl'>, communityId: number | null) {
  const group = communityId === null ? undefined : await findTeamsChannelGroup(db, communityId);
  if (!group?.managerEmail) return null;
  return teamsChannelDisabledEmail({ to: group.managerEmail, groupName: group.name, link: config.publicUrl });
}

/** Re-dispatches messages no job holds: a crash between commit and dispatch, a lost job, a worker that died. */
export async function sweepStrandedWebhooks(deps: Pick<AppDeps, 'db' | 'jobs'>, now = new Date()): Promise<number[]> {
  const ids = await findStrandedMessageIds(deps.db, now, SWEEP_GRACE_SECONDS, CLAIM_STALE_SECONDS);
  await dispatchWebhookMessages(deps.jobs, ids);
  return ids;
}

/** Works the delivery queue (ROLE worker or all): a few sends at once, and the minute's sweep. */
export async function startWebhookWorker(boss: PgBoss, deps: DeliverDeps): Promise<void> {
  await boss.createQueue(SWEEP_WEBHOOK_QUEUE, { name: SWEEP_WEBHOOK_QUEUE, policy: 'singleton' });
  await workInBatches(boss, DELIVER_WEBHOOK_QUEUE, { batchSize: 10, lanes: 10 }, (data) =>
    deliverWebhookMessage(deps, rowJobData.parse(data).id),
  );
  await boss.work(SWEEP_WEBHOOK_QUEUE, async () => {
    await sweepStrandedWebhooks(deps);
  });
  await boss.schedule(SWEEP_WEBHOOK_QUEUE, '* * * * *');
}
