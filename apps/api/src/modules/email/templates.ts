import type { EmailMessage } from './outbox.ts';

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const NETWORK_FOOTER = 'CaseBridge, the partner collaboration network for support teams.';

/**
 * A plain layout: a greeting, paragraphs, one call to action (or a few, each its own line), and the links written
 * out for copy and paste, above the network's footer. Every text is escaped here, so what a partner typed arrives
 * as text in the HTML part.
 */
export function emailLayout(input: {
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  otherActions?: { label: string; url: string }[];
}) {
  const actions = [input.action, ...(input.otherActions ?? [])];
  const text = [
    input.greeting,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...actions.map((action) => `${action.label}: ${action.url}`),
    '',
    NETWORK_FOOTER,
  ].join('\n');
  const html = `<p>${escapeHtml(input.greeting)}</p>${input.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}
${actions.map((action) => `<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`).join('\n')}
<p style="color:#555">${escapeHtml(NETWORK_FOOTER)}</p>`;
  return { text, html };
}

export function passwordResetEmail(input: {
  to: string;
  firstName: string;
  link: string;
  minutes: number;
}): EmailMessage {
  return {
    template: 'reset_password',
    to: [input.to],
    subject: 'Reset your CaseBridge password',
    ...emailLayout({
      greeting: `Hello ${input.firstName},`,
      paragraphs: [
        'We received a request to reset the password of your CaseBridge account.',
        `The link works once and expires in ${String(input.minutes)} minutes. If you did not ask for it, ignore this email.`,
      ],
      action: { label: 'Reset your password', url: input.link },
    }),
  };
}

/** Issue 24 §4: a new user's invitation, a single-use link to set their password (INVITE_TOKEN_TTL). */
export function userInvitationEmail(input: {
  to: string;
  firstName: string;
  companyName: string;
  link: string;
  days: number;
}): EmailMessage {
  return {
    template: 'user_invitation',
    to: [input.to],
    subject: `You are invited to ${input.companyName} on CaseBridge`,
    ...emailLayout({
      greeting: `Hello ${input.firstName},`,
      paragraphs: [
        `An administrator of ${input.companyName} made you a CaseBridge account with this address.`,
        `Set your password to sign in. The link works once and expires in ${String(input.days)} days.`,
      ],
      action: { label: 'Set your password', url: input.link },
    }),
  };
}

/** X-021: the one-time sign-in link of an email_link company's user. */
export function emailLinkEmail(input: {
  to: string;
  firstName: string;
  companyName: string;
  link: string;
  minutes: number;
}): EmailMessage {
  return {
    template: 'email_link',
    to: [input.to],
    subject: 'Your CaseBridge sign-in link',
    ...emailLayout({
      greeting: `Hello ${input.firstName},`,
      paragraphs: [
        `Someone, hopefully you, asked to sign in to ${input.companyName} on CaseBridge with this address.`,
        `The link signs you in once and expires in ${String(input.minutes)} minutes. If you did not ask for it, ignore this email.`,
      ],
      action: { label: 'Sign in to CaseBridge', url: input.link },
    }),
  };
}
