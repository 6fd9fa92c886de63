import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

/** D-014, X-027: a member asks the managers of a company it cannot work with yet to connect. */
export function collaborateInviteEmail(input: {
  to: string[];
  bcc: string;
  inviter: { name: string; email: string; companyName: string };
  invitedName: string;
  comments: string | null;
  link: string;
}): EmailMessage {
  return {
    template: 'collaborate_invite',
    to: [...new Set(input.to)],
    bcc: [input.bcc],
    subject: `${input.inviter.companyName} invites ${input.invitedName} to collaborate on CaseBridge`.slice(0, 200),
    ...emailLayout({
      greeting: 'Hello,',
      paragraphs: [
        `${input.inviter.name} (${input.inviter.email}) of ${input.inviter.companyName} would like to exchange support cases with ${input.invitedName} on CaseBridge.`,
        ...(input.comments ? [`Their comments: ${input.comments}`] : []),
        'Join a partner group that you both belong to, or ask our membership team to connect your companies.',
      ],
      action: { label: 'Open CaseBridge', url: input.link },
    }),
  };
}

/** D-015, X-027: a member names a partner the network lacks; the membership team reaches out. */
export function missingPartnerEmail(input: {
  to: string;
  requester: { name: string; email: string; companyName: string };
  partner: {
    companyName: string;
    website: string | null;
    contactName: string | null;
    contactEmail: string | null;
    comment: string | null;
  };
  link: string;
}): EmailMessage {
  const { partner } = input;
  return {
    template: 'missing_partner_request',
    to: [input.to],
    subject: `Missing partner: ${partner.companyName} (asked by ${input.requester.companyName})`.slice(0, 200),
    ...emailLayout({
      greeting: 'Hello membership team,',
      paragraphs: [
        `${input.requester.name} (${input.requester.email}) of ${input.requester.companyName} cannot find ${partner.companyName} in the network.`,
        `Website: ${partner.website ?? 'not given'}. Contact: ${partner.contactName ?? 'not given'}${partner.contactEmail ? ` <${partner.contactEmail}>` : ''}.`,
        ...(partner.comment ? [`Comment: ${partner.comment}`] : []),
      ],
      action: { label: 'Open the companies in the console', url: input.link },
    }),
  };
}
