import { casePriorityLabels as priorityLabel } from '@casebridge/contract/cases';
import type { CasePriority } from '@casebridge/contract/enums';
import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

type CaseHeadline = { summary: string; priority: CasePriority; internalCaseNumber: string | null };
const reference = (c: CaseHeadline) => (c.internalCaseNumber ? `#${c.internalCaseNumber} ` : '');
const addresses = (...values: (string | null | undefined)[]) => [
  ...new Set(values.map((v) => v?.trim() ?? '').filter((v) => v !== '')),
];

/** the receiving process's collaborate address gets the new case with its respond link. */
export function newCaseEmail(input: {
  case: CaseHeadline;
  to: string;
  cc: string | null;
  bcc: (string | null)[];
  submitter: string;
  link: string;
}): EmailMessage {
  return {
    template: 'new_receiving_member',
    to: addresses(input.to),
    cc: addresses(input.cc),
    bcc: addresses(...input.bcc),
    subject: `New collaboration request from ${input.submitter}: ${input.case.summary}`.slice(0, 200),
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `${input.submitter} sent you a collaboration request ${reference(input.case)}(${priorityLabel[input.case.priority]}):`,
        input.case.summary,
        'Accept it, ask for more information, or reject it from the link below.',
      ],
      action: { label: 'Respond to the case', url: input.link },
    }),
  };
}

/** the receiver asked for information; the submitter answers from the information link. */
export function informationRequestedEmail(input: {
  case: CaseHeadline;
  to: string[];
  receiver: string;
  note: string;
  link: string;
}): EmailMessage {
  return {
    template: 'case_information_requested',
    to: addresses(...input.to),
    subject: `${input.receiver} needs more information: ${input.case.summary}`.slice(0, 200),
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `${input.receiver} needs more information on your case ${reference(input.case)}"${input.case.summary}":`,
        input.note,
      ],
      action: { label: 'Provide the information', url: input.link },
    }),
  };
}

/** the submitter's reply reaches the receiver with its respond link, for the final decision. */
export function informationReplyEmail(input: {
  case: CaseHeadline;
  to: string;
  cc: string | null;
  submitter: string;
  link: string;
}): EmailMessage {
  return {
    template: 'case_information_reply',
    to: addresses(input.to),
    cc: addresses(input.cc),
    subject: `${input.submitter} sent the information you asked for: ${input.case.summary}`.slice(0, 200),
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `${input.submitter} answered your request for information on "${input.case.summary}".`,
        'Read the answer and accept or reject the case from the link below.',
      ],
      action: { label: 'Respond to the case', url: input.link },
    }),
  };
}

/** the receiver accepted or rejected; the submitter reads the response and the escalation instructions. */
export function decisionEmail(input: {
  case: CaseHeadline;
  to: string[];
  receiver: string;
  decision: 'accepted' | 'rejected';
  detail: string | null;
  link: string;
}): EmailMessage {
  const word = input.decision === 'accepted' ? 'accepted' : 'rejected';
  return {
    template: `case_${word}`,
    to: addresses(...input.to),
    subject: `${input.receiver} ${word} your case: ${input.case.summary}`.slice(0, 200),
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `${input.receiver} ${word} your collaboration request ${reference(input.case)}"${input.case.summary}".`,
        ...(input.detail ? [input.detail] : []),
      ],
      action: { label: 'See the response', url: input.link },
    }),
  };
}
