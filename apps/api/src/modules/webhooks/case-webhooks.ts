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

/**
 * Issue 27, ADR 56: a case event for the webhooks of the case's two companies that take it, written in the
 * transaction of the change (call it with that transaction): the change and its deliveries commit together, so none
 * is lost when the receiver or this process is down. Each company's payload names the case from its own side, as its
 * /api/v1/cases does; a group's Teams channel (ADR 58) gets the event as an Adaptive Card. Answers the messages to
 * dispatch after the commit (dispatchWebhookMessages).
 */
export async function enqueueCaseWebhooks(
  db: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  event: CaseWebhookEvent,
): Promise<number[]> {
  const webhooks = await findSubscribedWebhooks(db, event.caseId, event.type);
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
