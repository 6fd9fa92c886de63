import type { missingPartnerBody } from '@casebridge/contract/invitations';
import type { MessageBody } from '@casebridge/contract/errors';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { forbidden } from '../../lib/app-error.ts';
import { requireMember } from '../../lib/authorize.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { missingPartnerEmail } from './invitation-emails.ts';
import { findWriter } from './invitations-repository.ts';
import { REQUESTS_PER_HOUR } from './invite-to-collaborate.ts';

/** D-015, X-027: POST /api/missing_partner_request, emailed to the membership team (MEMBERSHIP_EMAIL). */
export async function requestMissingPartner(
  deps: AppDeps,
  actor: Actor | null,
  body: z.output<typeof missingPartnerBody>,
): Promise<MessageBody> {
  const member = requireMember(actor);
  await consumeRateLimit(deps.db, `invitation:${String(member.userId)}`, REQUESTS_PER_HOUR, 3600);
  const requester = await findWriter(deps.db, member.userId);
  if (!requester) throw forbidden();
  const emailId = await insertOutboundEmail(
    deps.db,
    missingPartnerEmail({
      to: deps.config.membershipEmail,
      requester: {
        name: `${requester.firstName} ${requester.lastName}`,
        email: requester.email,
        companyName: requester.companyName,
      },
      partner: {
        companyName: body.company_name,
        website: body.company_website,
        contactName: body.contact_name,
        contactEmail: body.contact_email,
        comment: body.comment,
      },
      link: `${deps.config.publicUrl}/super_admin/companies`,
    }),
  );
  await deps.emails.dispatch([emailId]);
  return { message: `Thank you. Our membership team will reach out to ${body.company_name}.` };
}
