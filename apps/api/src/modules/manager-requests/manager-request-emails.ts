import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

/** X-025: a critical escalation request reaches the process's manager users with the response link. */
export function managerRequestEmail(input: {
  networkCaseNumber: string;
  to: string[];
  submitter: string;
  internalReference: string;
  vendorReference: string | null;
  businessImpact: string;
  link: string;
}): EmailMessage {
  return {
    template: 'manager_request',
    to: [...new Set(input.to)],
    subject:
      `[${input.networkCaseNumber}] Critical escalation request from ${input.submitter} (${input.internalReference})`.slice(
        0,
        200,
      ),
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `${input.submitter} sent a critical escalation request to you as the manager of this process.`,
        `Their reference: ${input.internalReference}${input.vendorReference ? `; your case: ${input.vendorReference}` : ''}.`,
        `Business impact: ${input.businessImpact}`,
      ],
      action: { label: 'Respond to the escalation', url: input.link },
    }),
  };
}

/** The requester hears that a manager answered. */
export function managerResponseEmail(input: {
  networkCaseNumber: string;
  to: string;
  receiver: string;
  manager: string;
  notes: string;
  link: string;
}): EmailMessage {
  return {
    template: 'manager_response',
    to: [input.to],
    subject: `[${input.networkCaseNumber}] ${input.receiver} answered your escalation request`,
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [`${input.manager} of ${input.receiver} answered your escalation request:`, input.notes],
      action: { label: 'See the response', url: input.link },
    }),
  };
}
