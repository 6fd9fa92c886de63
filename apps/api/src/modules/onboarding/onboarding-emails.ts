import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

const days = (seconds: number) => String(Math.max(1, Math.round(seconds / 86_400)));

/** O-010: 'Save and finish later' sends the way back into the wizard. */
export function restoreLinkEmail(input: {
  to: string;
  programName: string;
  link: string;
  ttlSeconds: number;
}): EmailMessage {
  return {
    template: 'onboarding_restore',
    to: [input.to],
    subject: `Finish your ${input.programName} registration`,
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `Your registration for ${input.programName} on CaseBridge is saved. Follow the link to continue where you left off.`,
        `The link works once and expires in ${days(input.ttlSeconds)} days. If you did not start this registration, ignore this email.`,
      ],
      action: { label: 'Finish your registration', url: input.link },
      footer: 'CaseBridge, the partner collaboration network for support teams.',
    }),
  };
}
