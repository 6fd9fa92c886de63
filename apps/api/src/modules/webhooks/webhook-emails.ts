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
