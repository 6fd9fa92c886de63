import { isCompanyAdmin, objectKinds } from '@casebridge/contract/access';
import {
  WEBHOOK_TEST_EVENT,
  webhookEventTypeSchema,
  type Webhook,
  type WebhookDelivery,
  type WebhookPayload,
  type WebhookSecretAnswer,
  type createWebhookBody,
  type rotateWebhookSecretBody,
  type updateWebhookBody,
} from '@casebridge/contract/webhooks';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor, Member } from '../../lib/access-policy.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { OWN_ACCOUNT_ONLY_MESSAGE, requireMember } from '../../lib/authorize.ts';
import { requireAccess } from '../access/require-access.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { webhookUrlRefusal } from './webhook-address.ts';
import { findWebhook, findWebhookDeliveries, findWebhooks, type WebhookRow } from './webhook-repository.ts';
import { newWebhookMessageId, newWebhookSecret, sealWebhookSecret } from './webhook-secret.ts';
import { dispatchWebhookMessages } from './webhook-worker.ts';
import {
  deleteWebhookRow,
  failWaitingMessages,
  insertWebhook,
  insertWebhookMessages,
  requeueWebhookMessage,
  updateWebhookRow,
} from './webhook-writer.ts';

export const WEBHOOK_DISABLED_MESSAGE = 'The webhook is disabled: enable it first.';
const ADMIN_DISABLED_REASON = 'Disabled by an admin.';

/**
 * Issue 27, ADR 56: who manages webhooks: the company's admins (the Integrations page) and its API users (the page's
 * calls, or /api/v1/webhooks with a key holding webhooks:manage). A webhook's secret is a credential: nobody changes
 * webhooks while logged in as another user.
 */
function requireWebhookManager(actor: Actor | null): Member {
  const member = requireMember(actor);
  if (!isCompanyAdmin(member.role) && member.role !== 'api') throw forbidden();
  return member;
}

function requireOwnWebhookManager(actor: Actor | null): Member {
  const manager = requireWebhookManager(actor);
  if (manager.impersonatorId !== null) throw forbidden(OWN_ACCOUNT_ONLY_MESSAGE);
  return manager;
}

/** The webhook a route names, of the caller's company (another company's id is 404, ADR 41). */
async function requireWebhook(deps: AppDeps, manager: Member, id: number): Promise<WebhookRow> {
  await requireAccess(deps.db, manager, 'webhook.manage', [id]);
  const row = await findWebhook(deps.db, manager.companyId, id);
  if (!row) throw notFound(objectKinds.webhook.notFound);
  return row;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toWebhook(row: WebhookRow, now = new Date()): Webhook {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes.flatMap((type) => {
      const parsed = webhookEventTypeSchema.safeParse(type);
      return parsed.success ? [parsed.data] : [];
    }),
    status: row.enabled ? 'enabled' : 'disabled',
    disabledReason: row.enabled ? null : row.disabledReason,
    disabledAt: row.enabled ? null : iso(row.disabledAt),
    failingSince: iso(row.failingSince),
    previousSecretExpiresAt:
      row.previousSecretExpiresAt && row.previousSecretExpiresAt > now
        ? row.previousSecretExpiresAt.toISOString()
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

type DeliveryRow = Awaited<ReturnType<typeof findWebhookDeliveries>>[number];

export function toDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    eventType: row.eventType,
    caseId: row.caseToken,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: iso(row.deliveredAt),
    attemptLog: row.attemptLog.map((attempt) => ({
      id: attempt.id,
      at: attempt.at.toISOString(),
      succeeded: attempt.succeeded,
      responseStatus: attempt.responseStatus,
      responseBody: attempt.responseBody,
      error: attempt.error,
      durationMs: attempt.durationMs,
      trigger: attempt.trigger,
    })),
  };
}

function checkUrl(deps: AppDeps, url: string): void {
  const refusal = webhookUrlRefusal(url, deps.config.webhookAllowLoopback);
  if (refusal) throw new AppError('validation', refusal, { url: [refusal] });
}

async function reread(deps: AppDeps, manager: Member, id: number, now: Date): Promise<Webhook> {
  const row = await findWebhook(deps.db, manager.companyId, id);
  if (!row) throw notFound(objectKinds.webhook.notFound);
  return toWebhook(row, now);
}

export async function listWebhooks(deps: AppDeps, actor: Actor | null, now = new Date()) {
  const manager = requireWebhookManager(actor);
  return { webhooks: (await findWebhooks(deps.db, manager.companyId)).map((row) => toWebhook(row, now)) };
}

/** A new webhook: its secret is made here and answered this once (kept sealed, to sign). */
export async function createWebhook(
  deps: AppDeps,
  actor: Actor | null,
  body: z.output<typeof createWebhookBody>,
  ip: string,
  now = new Date(),
): Promise<WebhookSecretAnswer> {
  const manager = requireOwnWebhookManager(actor);
  checkUrl(deps, body.url);
  const secret = newWebhookSecret();
  const id = await deps.db.transaction(async (tx) => {
    const webhookId = await insertWebhook(tx, {
      companyId: manager.companyId,
      url: body.url,
      description: body.description ?? '',
      eventTypes: body.eventTypes,
      secretSealed: sealWebhookSecret(deps.config.secret, secret),
      createdByUserId: manager.userId,
      createdAt: now,
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      action: 'webhook.create',
      actorUserId: manager.userId,
      companyId: manager.companyId,
      details: { webhookId, url: body.url, eventTypes: body.eventTypes },
      ip,
    });
    return webhookId;
  });
  return { webhook: await reread(deps, manager, id, now), secret };
}

/** A change: the address, the events, the description; `enabled` turns it off or on again (a clean slate). */
export async function updateWebhook(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  body: z.output<typeof updateWebhookBody>,
  ip: string,
  now = new Date(),
): Promise<{ webhook: Webhook }> {
  const manager = requireOwnWebhookManager(actor);
  const before = await requireWebhook(deps, manager, id);
  if (body.url !== undefined) checkUrl(deps, body.url);
  await deps.db.transaction(async (tx) => {
    const enabling = body.enabled === true && !before.enabled;
    const disabling = body.enabled === false && before.enabled;
    await updateWebhookRow(tx, manager.companyId, id, {
      ...(body.url === undefined ? {} : { url: body.url }),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.eventTypes === undefined ? {} : { eventTypes: body.eventTypes }),
      ...(enabling ? { enabled: true, disabledReason: null, disabledAt: null, failingSince: null } : {}),
      ...(disabling ? { enabled: false, disabledReason: ADMIN_DISABLED_REASON, disabledAt: now } : {}),
      updatedAt: now,
    });
    if (disabling) await failWaitingMessages(tx, id);
    await writeAuditLog(tx, {
      action: 'webhook.update',
      actorUserId: manager.userId,
      companyId: manager.companyId,
      details: { webhookId: id, ...body },
      ip,
    });
  });
  return { webhook: await reread(deps, manager, id, now) };
}

export async function deleteWebhook(deps: AppDeps, actor: Actor | null, id: number, ip: string) {
  const manager = requireOwnWebhookManager(actor);
  const before = await requireWebhook(deps, manager, id);
  await deps.db.transaction(async (tx) => {
    if (await deleteWebhookRow(tx, manager.companyId, id))
      await writeAuditLog(tx, {
        action: 'webhook.delete',
        actorUserId: manager.userId,
        companyId: manager.companyId,
        details: { webhookId: id, url: before.url },
        ip,
      });
  });
  return { deleted: id };
}

/**
 * A new secret; the previous one keeps signing beside it (a second signature in webhook-signature) for the overlap,
 * so receivers switch without losing a delivery. A rotation during an overlap ends the older secret at once.
 */
export async function rotateWebhookSecret(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  body: z.output<typeof rotateWebhookSecretBody>,
  ip: string,
  now = new Date(),
): Promise<WebhookSecretAnswer> {
  const manager = requireOwnWebhookManager(actor);
  const before = await requireWebhook(deps, manager, id);
  const secret = newWebhookSecret();
  const overlapEnds = body.overlapHours > 0 ? new Date(now.getTime() + body.overlapHours * 3600 * 1000) : null;
  await deps.db.transaction(async (tx) => {
    await updateWebhookRow(tx, manager.companyId, id, {
      secretSealed: sealWebhookSecret(deps.config.secret, secret),
      previousSecretSealed: overlapEnds ? before.secretSealed : null,
      previousSecretExpiresAt: overlapEnds,
      updatedAt: now,
    });
    await writeAuditLog(tx, {
      action: 'webhook.rotate_secret',
      actorUserId: manager.userId,
      companyId: manager.companyId,
      details: { webhookId: id, overlapHours: body.overlapHours },
      ip,
    });
  });
  return { webhook: await reread(deps, manager, id, now), secret };
}

async function readDelivery(deps: AppDeps, webhookId: number, deliveryId: number): Promise<WebhookDelivery> {
  const [row] = await findWebhookDeliveries(deps.db, webhookId, 1, deliveryId);
  if (!row) throw notFound('No delivery of this webhook has this id.');
  return toDelivery(row);
}

/** "Send test event": a webhook.test message through the queue, like any event, logged like any delivery. */
export async function sendTestEvent(deps: AppDeps, actor: Actor | null, id: number, ip: string, now = new Date()) {
  const manager = requireOwnWebhookManager(actor);
  const webhook = await requireWebhook(deps, manager, id);
  if (!webhook.enabled) throw conflict(WEBHOOK_DISABLED_MESSAGE);
  const payload: WebhookPayload = {
    type: WEBHOOK_TEST_EVENT,
    timestamp: now.toISOString(),
    data: { case: null, sequence: 0 },
  };
  const [messageId] = await deps.db.transaction(async (tx) => {
    const ids = await insertWebhookMessages(tx, [
      {
        webhookId: id,
        messageId: newWebhookMessageId(),
        eventType: WEBHOOK_TEST_EVENT,
        payload: JSON.stringify(payload),
        nextAttemptAt: now,
        createdAt: now,
      },
    ]);
    await writeAuditLog(tx, {
      action: 'webhook.test',
      actorUserId: manager.userId,
      companyId: manager.companyId,
      details: { webhookId: id },
      ip,
    });
    return ids;
  });
  if (messageId === undefined) throw new Error('test message not stored');
  await dispatchWebhookMessages(deps.jobs, [messageId]);
  return { delivery: await readDelivery(deps, id, messageId) };
}

export async function listWebhookDeliveries(deps: AppDeps, actor: Actor | null, id: number, limit: number) {
  const manager = requireWebhookManager(actor);
  await requireWebhook(deps, manager, id);
  return { deliveries: (await findWebhookDeliveries(deps.db, id, limit)).map(toDelivery) };
}

/** A replay: the message goes out again now under its same webhook-id (a receiver that has it drops the copy). */
export async function replayWebhookDelivery(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  deliveryId: number,
  ip: string,
  now = new Date(),
) {
  const manager = requireOwnWebhookManager(actor);
  const webhook = await requireWebhook(deps, manager, id);
  if (!webhook.enabled) throw conflict(WEBHOOK_DISABLED_MESSAGE);
  const before = await readDelivery(deps, id, deliveryId);
  const requeued = await deps.db.transaction(async (tx) => {
    if (!(await requeueWebhookMessage(tx, id, deliveryId, now))) return false;
    await writeAuditLog(tx, {
      action: 'webhook.replay',
      actorUserId: manager.userId,
      companyId: manager.companyId,
      details: { webhookId: id, deliveryId, messageId: before.messageId },
      ip,
    });
    return true;
  });
  if (!requeued) throw conflict('The delivery is being sent right now; replay it once this attempt ends.');
  await dispatchWebhookMessages(deps.jobs, [deliveryId]);
  return { delivery: await readDelivery(deps, id, deliveryId) };
}
