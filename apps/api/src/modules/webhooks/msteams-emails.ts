import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

/** ADR 58: the group's Teams manager confirms that the channel may receive the group's cases. */
export function teamsConnectEmail(input: { to: string; groupName: string; url: string; link: string }): EmailMessage {
  return {
    template: 'msteams_connect',
    to: [input.to],
    subject: `Connect Microsoft Teams to ${input.groupName} on CaseBridge`,
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `You are the Microsoft Teams manager of ${input.groupName}. CaseBridge will post the group's cases as cards to the Teams channel whose incoming webhook is ${input.url}.`,
        'Nothing is posted until you confirm: open the link below (it works once). If you did not expect this email, ignore it.',
      ],
      action: { label: 'Connect Microsoft Teams', url: input.link },
    }),
  };
}
