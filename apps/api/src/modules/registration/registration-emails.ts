import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

const days = (seconds: number) => String(Math.round(seconds / 86_400));

/** the link that verifies a registration's email address. */
export function verifyAccountEmail(input: {
  to: string;
  firstName: string;
  companyName: string;
  link: string;
  ttlSeconds: number;
}): EmailMessage {
  return {
    template: 'verify_account',
    to: [input.to],
    subject: 'Verify your CaseBridge account',
    ...emailLayout({
      greeting: `Hello ${input.firstName},`,
      paragraphs: [
        `Thank you for registering with ${input.companyName} on CaseBridge. Please verify your email address.`,
        `The link works once and expires in ${days(input.ttlSeconds)} days. If you did not register, ignore this email.`,
      ],
      action: { label: 'Verify your account', url: input.link },
    }),
  };
}

/** A registration for an address that already has an account: its owner hears of it, nobody else does. */
export function alreadyRegisteredEmail(input: { to: string; firstName: string; loginLink: string }): EmailMessage {
  return {
    template: 'already_registered',
    to: [input.to],
    subject: 'You already have a CaseBridge account',
    ...emailLayout({
      greeting: `Hello ${input.firstName},`,
      paragraphs: [
        'Somebody, probably you, tried to register on CaseBridge with this email address, which already has an account.',
        'Sign in with it instead. If you forgot your password, use Forgot Password on the login page. If you did not try to register, ignore this email.',
      ],
      action: { label: 'Go to your login page', url: input.loginLink },
    }),
  };
}

/** a signup manager decides on a verified registration; each manager's links are their own. */
export function approvalRequestEmail(input: {
  to: string;
  managerFirstName: string;
  registrant: { name: string; email: string };
  companyName: string;
  approveLink: string;
  rejectLink: string;
  ttlSeconds: number;
}): EmailMessage {
  return {
    template: 'registration_approval',
    to: [input.to],
    subject: `Approve ${input.registrant.name} for ${input.companyName} on CaseBridge`.slice(0, 200),
    ...emailLayout({
      greeting: `Hello ${input.managerFirstName},`,
      paragraphs: [
        `${input.registrant.name} (${input.registrant.email}) registered as a user of ${input.companyName} on CaseBridge and verified the address.`,
        `Approve the account, or reject it with a reason. The links work once and expire in ${days(input.ttlSeconds)} days.`,
      ],
      action: { label: 'Approve the account', url: input.approveLink },
      otherActions: [{ label: 'Reject the account', url: input.rejectLink }],
    }),
  };
}

/** the user hears that their account was approved. */
export function accountApprovedEmail(input: {
  to: string;
  firstName: string;
  companyName: string;
  loginLink: string;
}): EmailMessage {
  return {
    template: 'account_approved',
    to: [input.to],
    subject: 'Your CaseBridge account has been approved',
    ...emailLayout({
      greeting: `Hello ${input.firstName},`,
      paragraphs: [`Your account with ${input.companyName} on CaseBridge has been approved. You can now sign in.`],
      action: { label: 'Sign in', url: input.loginLink },
    }),
  };
}

/** H-025: the user hears that their registration was rejected, and why (the reason as text). */
export function accountRejectedEmail(input: {
  to: string;
  firstName: string;
  companyName: string;
  /** None when an admin rejects from the registration queue (M-018), which asks for no reason. */
  reason?: string;
  loginLink: string;
}): EmailMessage {
  return {
    template: 'account_rejected',
    to: [input.to],
    subject: 'Your CaseBridge registration was not approved',
    ...emailLayout({
      greeting: `Hello ${input.firstName},`,
      paragraphs: [
        `Your registration with ${input.companyName} on CaseBridge was not approved.`,
        ...(input.reason === undefined ? [] : [`The reason given: ${input.reason}`]),
        'If you think this is a mistake, contact your company or the CaseBridge membership team.',
      ],
      action: { label: `Open the ${input.companyName} page`, url: input.loginLink },
    }),
  };
}
