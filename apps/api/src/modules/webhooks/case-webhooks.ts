import type { WebhookEventType, WebhookPayload } from '@casebridge/contract/webhooks';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { toV1CaseSummary } from '../case-api/case-api-mapper.ts';
import { casePages } from '../cases/case-links.ts';
import { teamsCaseCard } from './msteams-card.ts';
import { newWebhookMessageId } from './webhook-secret.ts';
import { countCaseMessages, findCaseForEvent, findSubscribedWebhooks } from './webhook-repository.ts';
import { insertWebhookMessages } from './webhook-writer.ts';

export type CaseWebhookEvent = { caseId: number; type: WebhookEventType; at: Date };
/** The webhooks of a case's two companies that take an event (findSubscribedWebhooks). */
export type CaseSubscribers = Awaited<ReturnType<typeof findSubscribedWebhooks>>;

/**
 * The webhooks that take `type` for the case: read apart from the enqueue by a writer that must keep the statements
 * after one point few (a submission, whose case number is taken last: ADR 55), and passed to enqueueCaseWebhooks.
 */
export const findCaseSubscribers = (db: DbOrTx, caseId: number, type: WebhookEventType): Promise<CaseSubscribers> =>
  findSubscribedWebhooks(db, caseId, type);

/**
 * Issue 27, ADR 56: a case event for the webhooks of the case's two companies that take it, written in the
 * transaction of the change (call it with that transaction): the change and its deliveries commit together, so none
 * is lost when the receiver or this process is down. Each company's payload names the case from its own side, as its
 * /api/v1/cases does; a group's Teams channel (ADR 58) gets the event as an Adaptive Card. Answers the messages to
 * dispatch after the commit (dispatchWebhookMessages). `subscribed`: the webhooks findCaseSubscribers read earlier in
 * the same transaction; none: no statement at all.
 */
export async function enqueueCaseWebhooks(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  event: CaseWebhookEvent,
  subscribed?: CaseSubscribers,
): Promise<number[]> {
  const webhooks = subscribed ?? (await findSubscribedWebhooks(db, event.caseId, event.type));
  if (webhooks.length === 0) return [];
  const kase = await findCaseForEvent(db, event.caseId);
  if (!kase) return [];
  const messages = [];
  for (const webhook of webhooks) {
    const payload =
      webhook.kind === 'msteams'
        ? teamsCaseCard({
            ...kase,
            type: event.type,
            groupName: webhook.groupName ?? '',
            caseUrl: casePages.signedIn(config.publicUrl, kase.token),
          })
        : companyPayload(webhook.companyId, kase, event, await countCaseMessages(db, webhook.id, event.caseId));
    messages.push({
      webhookId: webhook.id,
      messageId: newWebhookMessageId(),
      eventType: event.type,
      caseId: event.caseId,
      payload: JSON.stringify(payload),
      nextAttemptAt: event.at,
      createdAt: event.at,
    });
  }
  return insertWebhookMessages(db, messages);
}

type CaseOfEvent = NonNullable<Awaited<ReturnType<typeof findCaseForEvent>>>;

function companyPayload(
  companyId: number | null,
  kase: CaseOfEvent,
  event: CaseWebhookEvent,
  earlierMessages: number,
): WebhookPayload {
  const outbound = companyId === kase.submitCompanyId;
  return {
    type: event.type,
    timestamp: event.at.toISOString(),
    data: {
      case: toV1CaseSummary({
        ...kase,
        outbound,
        partnerId: outbound ? kase.receiverCompanyId : kase.submitCompanyId,
        partnerName: outbound ? kase.receiverCompanyName : kase.submitCompanyName,
      }),
      sequence: earlierMessages + 1,
    },
  };
}
