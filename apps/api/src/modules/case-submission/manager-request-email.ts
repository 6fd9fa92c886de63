import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

/** X-025: a critical escalation request reaches the process's duty managers with the page they answer it on. */
export function managerRequestEmail(input: {
  to: string[];
  cc: string | null;
  submitter: string;
  receiver: string;
  internalReference: string;
  vendorReference: string | null;
  businessImpact: string;
  link: string;
}): EmailMessage {
  const addresses = (...values: (string | null)[]) => [
    ...new Set(values.map((v) => v?.trim() ?? '').filter((v) => v !== '')),
  ];
  return {
    template: 'manager_request',
    to: addresses(...input.to),
    cc: addresses(input.cc),
    subject: `Critical escalation request from ${input.submitter} (${input.internalReference})`.slice(0, 200),
    ...emailLayout({
      greeting: `Hello ${input.receiver} duty manager,`,
      paragraphs: [
        `${input.submitter} asks for a manager's attention on their case ${input.internalReference}${
          input.vendorReference ? ` (your case ${input.vendorReference})` : ''
        }.`,
        `Business impact: ${input.businessImpact}`,
        'Answer the request from the link below.',
      ],
      action: { label: 'Answer the escalation request', url: input.link },
      footer: 'CaseBridge, the partner collaboration network for support teams.',
    }),
  };
}
