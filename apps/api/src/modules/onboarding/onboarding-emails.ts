import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

const days = (seconds: number) => String(Math.max(1, Math.round(seconds / 86_400)));

/** An email carrying one single-use link into a program's wizard. */
type ProgramLinkEmail = { to: string; programName: string; link: string; ttlSeconds: number };

/** O-002 (issue 21): the email check sends the way into the wizard, to the address only. */
export function addressLinkEmail(input: ProgramLinkEmail): EmailMessage {
  return {
    template: 'onboarding_verify',
    to: [input.to],
    subject: `Confirm your email to register for ${input.programName}`,
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `Somebody, probably you, started a registration for ${input.programName} on CaseBridge with this address. Follow the link to confirm the address and continue.`,
        `The link works once and expires in ${days(input.ttlSeconds)} days. If you did not start this registration, ignore this email.`,
      ],
      action: { label: 'Confirm and continue', url: input.link },
    }),
  };
}

/** O-010: 'Save and finish later' sends the way back into the wizard. */
export function restoreLinkEmail(input: ProgramLinkEmail): EmailMessage {
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
    }),
  };
}

/** Issue 24 §4: the receipt of a card payment in the wizard, to the applicant's address. */
export function paymentReceiptEmail(input: {
  to: string;
  programName: string;
  companyName: string;
  amount: string;
  term: string;
  reference: string;
  paidAt: Date;
  programUrl: string;
}): EmailMessage {
  return {
    template: 'onboarding_receipt',
    to: [input.to],
    subject: `Your payment of ${input.amount} for ${input.programName}`,
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `We received ${input.amount} for ${input.companyName}'s membership of ${input.programName} on CaseBridge for ${input.term}, paid by card on ${input.paidAt.toISOString().slice(0, 10)}.`,
        `Payment reference: ${input.reference}. Keep this email as your receipt.`,
        'The network team reviews your registration next; you hear from us when the membership is active.',
      ],
      action: { label: `Open ${input.programName}`, url: input.programUrl },
    }),
  };
}

/** S-065: the applicant hears that the membership is active, as the wizard's thank-you page promises (O-025). */
export function membershipApprovedEmail(input: {
  to: string;
  firstName: string | null;
  programName: string;
  companyName: string;
  loginLink: string;
}): EmailMessage {
  return {
    template: 'onboarding_approved',
    to: [input.to],
    subject: `Your ${input.programName} membership is active`,
    ...emailLayout({
      greeting: input.firstName === null ? 'Hello,' : `Hello ${input.firstName},`,
      paragraphs: [
        `${input.companyName} is now a member of ${input.programName} on CaseBridge.`,
        'Sign in on your company page to find partners and send collaboration cases.',
      ],
      action: { label: `Open the ${input.companyName} page`, url: input.loginLink },
    }),
  };
}

/** S-063: the applicant hears that the request was declined. */
export function membershipDeclinedEmail(input: { to: string; programName: string; programLink: string }): EmailMessage {
  return {
    template: 'onboarding_declined',
    to: [input.to],
    subject: `Your ${input.programName} registration was not approved`,
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `Your registration for ${input.programName} on CaseBridge was not approved.`,
        "If you think this is a mistake, contact the program's membership team from its page.",
      ],
      action: { label: `Open the ${input.programName} page`, url: input.programLink },
    }),
  };
}
