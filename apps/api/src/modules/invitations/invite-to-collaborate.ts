import {
  OWN_COMPANY_INVITE_MESSAGE,
  type CollaborateInviteAnswer,
  type collaborateInviteBody,
} from '@casebridge/contract/invitations';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { requireMember } from '../../lib/authorize.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { hasPartnerAccess } from '../access/partner-access.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { collaborateInviteEmail } from './invitation-emails.ts';
import { findInvitedCompany, findWriter } from './invitations-repository.ts';

/** Invitations and missing-partner requests one member may send an hour. */
export const REQUESTS_PER_HOUR = 20;

/**
 * D-014, X-027: POST /api/collaborate_invite. The invited company's business and program managers are emailed (the
 * membership team in bcc, and alone when the company has no manager), naming the session's user and company. An
 * invitation to a partner the company already works with sends nothing and says so (success false).
 */
export async function inviteToCollaborate(
  deps: AppDeps,
  actor: Actor | null,
  body: z.output<typeof collaborateInviteBody>,
): Promise<CollaborateInviteAnswer> {
  const member = requireMember(actor);
  if (body.company_id === member.companyId)
    throw new AppError('validation', OWN_COMPANY_INVITE_MESSAGE, { company_id: [OWN_COMPANY_INVITE_MESSAGE] });
  const invited = await findInvitedCompany(deps.db, body.company_id);
  if (!invited) throw notFound('This company is not in the network.');
  if (await hasPartnerAccess(deps.db, member, invited.id))
    return {
      success: false,
      message: `Your company already works with ${invited.name}: use Collaborate to send them a case.`,
    };
  await consumeRateLimit(deps.db, `invitation:${String(member.userId)}`, REQUESTS_PER_HOUR, 3600);
  const inviter = await findWriter(deps.db, member.userId);
  if (!inviter) throw forbidden();
  const membership = deps.config.membershipEmail;
  const emailId = await deps.db.transaction(async (tx) => {
    await writeAuditLog(tx, {
      action: 'company.invitation',
      actorUserId: member.userId,
      impersonatorUserId: member.impersonatorId,
      companyId: member.companyId,
      details: { invited_company_id: invited.id },
    });
    return insertOutboundEmail(
      tx,
      collaborateInviteEmail({
        to: invited.managerEmails.length > 0 ? invited.managerEmails : [membership],
        bcc: membership,
        inviter: {
          name: `${inviter.firstName} ${inviter.lastName}`,
          email: inviter.email,
          companyName: inviter.companyName,
        },
        invitedName: invited.name,
        comments: body.comments,
        link: `${deps.config.publicUrl}/${invited.slug}`,
      }),
    );
  });
  await deps.emails.dispatch([emailId]);
  return { success: true, message: `Your invitation has been sent to ${invited.name}.` };
}
