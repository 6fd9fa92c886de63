import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { companyAdminRoles } from '@casebridge/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { keptStatement } from '../../db/prepared.ts';
import { caseGroupIds } from '../access/group-pair-rule.ts';
import { cases } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { communities } from '../../db/schema/groups.ts';
import { webhookAttempts, webhookMessages, webhooks } from '../../db/schema/integrations.ts';
import { users } from '../../db/schema/users.ts';

export type WebhookRow = typeof webhooks.$inferSelect;

export function findWebhooks(db: DbOrTx, companyId: number): Promise<WebhookRow[]> {
  return db.select().from(webhooks).where(eq(webhooks.companyId, companyId)).orderBy(asc(webhooks.id));
}

export async function findWebhook(db: DbOrTx, companyId: number, id: number): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.companyId, companyId), eq(webhooks.id, id)));
  return row;
}

const subscribedWebhooksStatement = (db: DbOrTx) => {
  const caseId = sql.placeholder('caseId');
  const parties = sql`(select unnest(array[${cases.submitCompanyId}, ${cases.receiverCompanyId}]) from ${cases} where ${cases.id} = ${caseId})`;
  return db
    .select({ id: webhooks.id, kind: webhooks.kind, companyId: webhooks.companyId, groupName: communities.name })
    .from(webhooks)
    .leftJoin(communities, eq(communities.id, webhooks.communityId))
    .where(
      and(
        eq(webhooks.enabled, true),
        sql`${sql.placeholder('eventType')}::text = any(${webhooks.eventTypes})`,
        or(
          and(eq(webhooks.kind, 'standard'), sql`${webhooks.companyId} in ${parties}`),
          and(
            eq(webhooks.kind, 'msteams'),
            isNotNull(webhooks.confirmedAt),
            inArray(webhooks.communityId, caseGroupIds(db, caseId)),
          ),
        ),
      ),
    )
    .orderBy(asc(webhooks.id))
    .prepare('subscribed_webhooks');
};

/**
 * Who hears of a case event, in one query: the enabled webhooks of the case's two companies that take its type, and
 * (ADR 58) the confirmed Teams channels of the groups the case was made within. A kept statement: every case write
 * asks it, and its plan (the group pair rule's joins) costs more than its run.
 */
export function findSubscribedWebhooks(db: DbOrTx, caseId: number, eventType: string) {
  return keptStatement(db, subscribedWebhooksStatement).execute({ caseId, eventType });
}

/** A group's Teams channel (ADR 58), if it has one. */
export async function findTeamsChannel(db: DbOrTx, communityId: number): Promise<WebhookRow | undefined> {
  const [row] = await db
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.kind, 'msteams'), eq(webhooks.communityId, communityId)));
  return row;
}

/** The group a Teams channel posts for: its name and its Teams manager. */
export async function findTeamsChannelGroup(db: DbOrTx, communityId: number) {
  const [row] = await db
    .select({ name: communities.name, managerEmail: communities.msteamsManagerEmail })
    .from(communities)
    .where(eq(communities.id, communityId));
  return row;
}

/** A Teams channel by its id, with its group's name (the connect link names the channel). */
export async function findTeamsChannelById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ channel: webhooks, groupName: communities.name, managerEmail: communities.msteamsManagerEmail })
    .from(webhooks)
    .innerJoin(communities, eq(communities.id, webhooks.communityId))
    .where(and(eq(webhooks.kind, 'msteams'), eq(webhooks.id, id)));
  return row;
}

/** What a case event's payload says of the case, read in the event's transaction (its state after the change). */
export async function findCaseForEvent(db: DbOrTx, caseId: number) {
  const submitter = sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${cases.submitCompanyId})`;
  const receiver = sql<string>`(select ${companies.name} from ${companies} where ${companies.id} = ${cases.receiverCompanyId})`;
  const [row] = await db
    .select({
      token: cases.token,
      networkCaseNumber: cases.networkCaseNumber,
      internalCaseNumber: cases.internalCaseNumber,
      partnerCaseNumber: cases.partnerCaseNumber,
      submitCompanyId: cases.submitCompanyId,
      submitCompanyName: submitter,
      receiverCompanyId: cases.receiverCompanyId,
      receiverCompanyName: receiver,
      summary: cases.summary,
      priority: cases.priority,
      status: cases.status,
      createdAt: cases.createdAt,
      updatedAt: cases.updatedAt,
    })
    .from(cases)
    .where(eq(cases.id, caseId));
  return row;
}

/** How many messages this webhook has had for the case: the next one's sequence follows. */
export async function countCaseMessages(db: DbOrTx, webhookId: number, caseId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::integer` })
    .from(webhookMessages)
    .where(and(eq(webhookMessages.webhookId, webhookId), eq(webhookMessages.caseId, caseId)));
  return row?.count ?? 0;
}

/** The message a job names, with what sending it needs of its webhook. */
export async function findMessageToSend(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      webhookId: webhooks.id,
      kind: webhooks.kind,
      companyId: webhooks.companyId,
      communityId: webhooks.communityId,
      url: webhooks.url,
      enabled: webhooks.enabled,
      confirmedAt: webhooks.confirmedAt,
      secretSealed: webhooks.secretSealed,
      previousSecretSealed: webhooks.previousSecretSealed,
      previousSecretExpiresAt: webhooks.previousSecretExpiresAt,
      caseId: webhookMessages.caseId,
    })
    .from(webhookMessages)
    .innerJoin(webhooks, eq(webhooks.id, webhookMessages.webhookId))
    .where(eq(webhookMessages.id, id));
  return row;
}

/** The next message of the same webhook and case still waiting, once one is settled (it goes out next). */
export async function findNextCaseMessage(db: DbOrTx, webhookId: number, caseId: number) {
  const [row] = await db
    .select({ id: webhookMessages.id, nextAttemptAt: webhookMessages.nextAttemptAt })
    .from(webhookMessages)
    .where(
      and(
        eq(webhookMessages.webhookId, webhookId),
        eq(webhookMessages.caseId, caseId),
        eq(webhookMessages.status, 'pending'),
      ),
    )
    .orderBy(asc(webhookMessages.id))
    .limit(1);
  return row;
}

/** Messages no job holds any more: pending and more than graceSeconds past due, or claimed and stale. */
export async function findStrandedMessageIds(db: DbOrTx, now: Date, graceSeconds: number, staleSeconds: number) {
  const rows = await db
    .select({ id: webhookMessages.id })
    .from(webhookMessages)
    .where(
      sql`(${webhookMessages.status} = 'pending' and ${webhookMessages.nextAttemptAt} < ${new Date(now.getTime() - graceSeconds * 1000).toISOString()})
        or (${webhookMessages.status} = 'sending' and ${lt(webhookMessages.claimedAt, new Date(now.getTime() - staleSeconds * 1000))})`,
    )
    .orderBy(asc(webhookMessages.id))
    .limit(500);
  return rows.map((row) => row.id);
}

/** A webhook's messages, newest first, each with its attempts (newest first). */
export async function findWebhookDeliveries(db: DbOrTx, webhookId: number, limit: number, messageId?: number) {
  const messages = await db
    .select({
      id: webhookMessages.id,
      messageId: webhookMessages.messageId,
      eventType: webhookMessages.eventType,
      caseToken: cases.token,
      status: webhookMessages.status,
      attempts: webhookMessages.attempts,
      nextAttemptAt: webhookMessages.nextAttemptAt,
      createdAt: webhookMessages.createdAt,
      deliveredAt: webhookMessages.deliveredAt,
    })
    .from(webhookMessages)
    .leftJoin(cases, eq(cases.id, webhookMessages.caseId))
    .where(
      and(
        eq(webhookMessages.webhookId, webhookId),
        messageId === undefined ? undefined : eq(webhookMessages.id, messageId),
      ),
    )
    .orderBy(desc(webhookMessages.id))
    .limit(limit);
  const attempts =
    messages.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.messageId,
              messages.map((message) => message.id),
            ),
          )
          .orderBy(desc(webhookAttempts.id));
  return messages.map((message) => ({
    ...message,
    attemptLog: attempts.filter((attempt) => attempt.messageId === message.id),
  }));
}

/** Who hears that a webhook was disabled: the company's active admins. */
export async function findCompanyAdminEmails(db: DbOrTx, companyId: number) {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, companyId), inArray(users.role, [...companyAdminRoles]), eq(users.status, 'active')))
    .orderBy(asc(users.id));
  return rows.map((row) => row.email);
}
