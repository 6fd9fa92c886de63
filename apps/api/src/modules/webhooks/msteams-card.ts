import { casePriorityLabels } from '@casebridge/contract/cases';
import type { CasePriority, CaseStatus } from '@casebridge/contract/enums';
import { webhookEventLabels, type WebhookEventType } from '@casebridge/contract/webhooks';

/**
 * ADR 58: the message a Teams incoming webhook takes, an Adaptive Card 1.4 in a `message` attachment, as typed plain
 * objects (the `adaptivecards` package does not load on Node ESM). Only the elements used here are typed; the test
 * fixture `adaptive-card-1.4.schema.json` holds the same subset of the card schema and checks every card sent.
 */
type TextBlock = {
  type: 'TextBlock';
  text: string;
  wrap?: boolean;
  size?: 'Default' | 'Small' | 'Medium' | 'Large' | 'ExtraLarge';
  weight?: 'Default' | 'Lighter' | 'Bolder';
  isSubtle?: boolean;
  spacing?: 'None' | 'Small' | 'Default' | 'Medium' | 'Large' | 'ExtraLarge' | 'Padding';
};
type FactSet = { type: 'FactSet'; facts: { title: string; value: string }[] };
type OpenUrlAction = { type: 'Action.OpenUrl'; title: string; url: string };

export type AdaptiveCard = {
  type: 'AdaptiveCard';
  $schema: 'http://adaptivecards.io/schemas/adaptive-card.json';
  version: '1.4';
  body: (TextBlock | FactSet)[];
  actions: OpenUrlAction[];
};

export type TeamsMessage = {
  type: 'message';
  attachments: [{ contentType: 'application/vnd.microsoft.card.adaptive'; contentUrl: null; content: AdaptiveCard }];
};

export type TeamsCaseEvent = {
  type: WebhookEventType;
  groupName: string;
  networkCaseNumber: string;
  submitCompanyName: string;
  receiverCompanyName: string;
  summary: string;
  status: CaseStatus;
  priority: CasePriority;
  caseUrl: string;
};

const statusLabels: Record<CaseStatus, string> = {
  open: 'Open',
  information: 'Information requested',
  accepted: 'Accepted',
  rejected: 'Rejected',
  closed: 'Closed',
};

/**
 * What a member typed (a summary, a company's or a group's name), shown as it was typed: Teams reads a TextBlock's
 * and a fact's text as markdown, where `[text](url)` would put a link of the sender's choosing under words of their
 * choosing in another company's channel. The characters that open markdown's emphasis, links, code, headings and
 * HTML are escaped with a backslash (CommonMark's escape).
 */
const asPlainText = (text: string): string => text.replace(/[\\`*_~[\]<>#]/g, '\\$&');

/** One case event as the group's channel sees it: what happened, to which case, between whom, and a link to it. */
export function teamsCaseCard(event: TeamsCaseEvent): TeamsMessage {
  return {
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          type: 'AdaptiveCard',
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          version: '1.4',
          body: [
            { type: 'TextBlock', text: asPlainText(event.groupName), size: 'Small', isSubtle: true, wrap: true },
            {
              type: 'TextBlock',
              text: `${webhookEventLabels[event.type]}: case ${event.networkCaseNumber}`,
              size: 'Medium',
              weight: 'Bolder',
              wrap: true,
              spacing: 'None',
            },
            { type: 'TextBlock', text: asPlainText(event.summary), wrap: true },
            {
              type: 'FactSet',
              facts: [
                { title: 'Case', value: event.networkCaseNumber },
                { title: 'Submitted by', value: asPlainText(event.submitCompanyName) },
                { title: 'Partner', value: asPlainText(event.receiverCompanyName) },
                { title: 'Status', value: statusLabels[event.status] },
                { title: 'Priority', value: casePriorityLabels[event.priority] },
              ],
            },
          ],
          actions: [{ type: 'Action.OpenUrl', title: 'Open the case', url: event.caseUrl }],
        },
      },
    ],
  };
}
