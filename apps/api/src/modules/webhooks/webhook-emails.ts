import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

/** Issue 27: a company's admins hear that one of its webhooks was disabled after three days of failures. */
export function webhookDisabledEmail(input: { to: string[]; url: string; link: string }): EmailMessage {
  return {
    template: 'webhook_disabled',
    to: input.to,
    subject: 'A CaseBridge webhook was disabled',
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `Every delivery to your webhook ${input.url} has failed for three days, so CaseBridge has disabled it.`,
        'Its undelivered events are kept in its delivery log. Fix the receiver, enable the webhook again on the Integrations page, and replay the events you need.',
      ],
      action: { label: 'Open Integrations', url: input.link },
    }),
  };
}

/** ADR 58: a group's Teams manager hears that its channel was disabled after three days of failures. */
export function teamsChannelDisabledEmail(input: { to: string; groupName: string; link: string }): EmailMessage {
  return {
    template: 'msteams_disabled',
    to: [input.to],
    subject: `CaseBridge stopped posting to the Teams channel of ${input.groupName}`,
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `Every card posted to the Microsoft Teams channel of ${input.groupName} has failed for three days, so CaseBridge has stopped posting to it.`,
        'Check the incoming webhook of the channel, then ask the network administrator to save the group with its current address: you will receive a new connect link.',
      ],
      action: { label: 'Open CaseBridge', url: input.link },
    }),
  };
}
