import { casePriorityLabels as priorityLabel } from '@casebridge/contract/cases';
import type { CaseAction } from '@casebridge/contract/case-status';
import type { CasePriority } from '@casebridge/contract/enums';
import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

type CaseHeadline = {
  networkCaseNumber: string;
  summary: string;
  priority: CasePriority;
  internalCaseNumber: string | null;
};
const reference = (c: CaseHeadline) => (c.internalCaseNumber ? `#${c.internalCaseNumber} ` : '');
const addresses = (...values: (string | null | undefined)[]) => [
  ...new Set(values.map((v) => v?.trim() ?? '').filter((v) => v !== '')),
];
/** Issue 24: every case email's subject starts with the network case number, so a mail client threads and finds it. */
const caseSubject = (c: CaseHeadline, text: string) => `[${c.networkCaseNumber}] ${text}`.slice(0, 200);

const actionPhrases = {
  accept: 'accept it',
  request_information: 'ask for more information',
  reject: 'reject it',
  reply_information: 'provide the information asked for',
  close: 'close it',
} satisfies Record<CaseAction, string>;

/**
 * Issue 24: what an email offers is what the case can take next, as the contract's status rule gives it to the
 * caller (linkActions): never a hand-written list. No action, no offer.
 */
export function offeredActionsSentence(actions: readonly CaseAction[]): string | null {
  const phrases = actions.map((action) => actionPhrases[action]);
  const last = phrases.pop();
  if (last === undefined) return null;
  const list = phrases.length === 0 ? last : `${phrases.join(', ')} or ${last}`;
  return `From the link below you can ${list}.`;
}
const offerParagraph = (actions: readonly CaseAction[]) => {
  const sentence = offeredActionsSentence(actions);
  return sentence === null ? [] : [sentence];
};

/** the receiving process's collaborate address gets the new case with its respond link. */
export function newCaseEmail(input: {
  case: CaseHeadline;
  to: string;
  cc: string | null;
  bcc: (string | null)[];
  submitter: string;
  actions: readonly CaseAction[];
  link: string;
}): EmailMessage {
  return {
    template: 'new_receiving_member',
    to: addresses(input.to),
    cc: addresses(input.cc),
    bcc: addresses(...input.bcc),
    subject: caseSubject(input.case, `New collaboration request from ${input.submitter}: ${input.case.summary}`),
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `${input.submitter} sent you a collaboration request ${reference(input.case)}(${priorityLabel[input.case.priority]}), case ${input.case.networkCaseNumber}:`,
        input.case.summary,
        ...offerParagraph(input.actions),
      ],
      action: { label: 'Respond to the case', url: input.link },
    }),
  };
}

/** Issue 24: the engineer who submitted hears that the case was sent, with its number and its page. */
export function caseSubmittedEmail(input: {
  case: CaseHeadline;
  to: string;
  receiver: string;
  actions: readonly CaseAction[];
  link: string;
}): EmailMessage {
  return {
    template: 'case_submitted',
    to: addresses(input.to),
    subject: caseSubject(input.case, `Your case was sent to ${input.receiver}: ${input.case.summary}`),
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `Your collaboration request ${reference(input.case)}"${input.case.summary}" (${priorityLabel[input.case.priority]}) was sent to ${input.receiver}.`,
        `Its network case number is ${input.case.networkCaseNumber}: quote it to ${input.receiver} and search for it in CaseBridge.`,
        offeredActionsSentence(input.actions) ?? `You will get an email when ${input.receiver} answers.`,
      ],
      action: { label: 'Open the case', url: input.link },
    }),
  };
}

/** the receiver asked for information; the submitter answers from the information link. */
export function informationRequestedEmail(input: {
  case: CaseHeadline;
  to: string[];
  receiver: string;
  note: string;
  actions: readonly CaseAction[];
  link: string;
}): EmailMessage {
  return {
    template: 'case_information_requested',
    to: addresses(...input.to),
    subject: caseSubject(input.case, `${input.receiver} needs more information: ${input.case.summary}`),
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `${input.receiver} needs more information on your case ${reference(input.case)}"${input.case.summary}":`,
        input.note,
        ...offerParagraph(input.actions),
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
  actions: readonly CaseAction[];
  link: string;
}): EmailMessage {
  return {
    template: 'case_information_reply',
    to: addresses(input.to),
    cc: addresses(input.cc),
    subject: caseSubject(input.case, `${input.submitter} sent the information you asked for: ${input.case.summary}`),
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `${input.submitter} answered your request for information on "${input.case.summary}".`,
        ...offerParagraph(input.actions),
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
  actions: readonly CaseAction[];
  link: string;
}): EmailMessage {
  const word = input.decision === 'accepted' ? 'accepted' : 'rejected';
  return {
    template: `case_${word}`,
    to: addresses(...input.to),
    subject: caseSubject(input.case, `${input.receiver} ${word} your case: ${input.case.summary}`),
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `${input.receiver} ${word} your collaboration request ${reference(input.case)}"${input.case.summary}".`,
        ...(input.detail ? [input.detail] : []),
        ...offerParagraph(input.actions),
      ],
      action: { label: 'See the response', url: input.link },
    }),
  };
}
