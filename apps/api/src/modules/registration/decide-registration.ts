import type { ApprovalAction, ApprovalAnswer, ApprovalBody } from '@casebridge/contract/registration';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { hasVisibleText, htmlToText, sanitizeUserHtml } from '../../lib/sanitize-html.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { consumeEmailToken } from '../auth/email-tokens.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { settleRequestsOfApplicant } from '../onboarding/company-decision.ts';
import { findRegistrationApprovers } from './registration-approvers.ts';
import { accountApprovedEmail, accountRejectedEmail } from './registration-emails.ts';
import { activateUser, findRegistrantById, moveRegistration } from './registration-repository.ts';

export const INVALID_APPROVAL_LINK = 'This approval link is invalid, has expired or has already been used.';
export const ALREADY_DECIDED = 'This registration has already been approved or rejected.';
export const REASON_REQUIRED = 'Please give the reason for the rejection.';

/**
 * H-024..H-026, X-018: a signup manager's emailed link approves or rejects one registration, once. The link names
 * the registrant and the manager it was sent to; it holds only while that manager is still one who decides that
 * company's registrations (findRegistrationApprovers), and only while the registration waits. Whoever decides first
 * wins (the conditional move of the queue row); the other managers' links then answer that it was decided. The
 * transaction locks its own link and then the queue row, never another manager's link: two deciding at once cannot
 * deadlock. On any refusal nothing changes and the link stays as it was.
 */
export async function decideRegistration(
  deps: AppDeps,
  input: { token: string; action: ApprovalAction; body: ApprovalBody },
  ip: string,
): Promise<ApprovalAnswer> {
  await consumeRateLimit(deps.db, `approval:${ip}`, deps.config.authRateLimit, 60);
  const approve = input.action === 'approve';
  const reason = approve ? null : sanitizeUserHtml(input.body.note ?? '');
  if (reason !== null && !hasVisibleText(reason))
    throw new AppError('validation', REASON_REQUIRED, { note: [REASON_REQUIRED] });

  const decided = await deps.db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, 'approval', input.token);
    const registrant = used?.userId ? await findRegistrantById(tx, used.userId) : undefined;
    const company = registrant?.company;
    if (!used || !registrant || !company) throw new AppError('bad_request', INVALID_APPROVAL_LINK);
    const approvers = await findRegistrationApprovers(tx, company);
    const approver = approvers.find((manager) => manager.id === used.subject?.approver);
    if (!approver) throw new AppError('bad_request', INVALID_APPROVAL_LINK);

    const userId = registrant.user.id;
    const moved = await moveRegistration(tx, userId, 'pending', {
      status: approve ? 'approved' : 'rejected',
      decidedByUserId: approver.id,
      ...(reason === null ? {} : { rejectionReason: reason }),
    });
    if (!moved) throw conflict(ALREADY_DECIDED);
    if (approve) await activateUser(tx, userId);
    await settleRequestsOfApplicant(tx, userId, { approved: approve, decidedByUserId: approver.id });
    await writeAuditLog(tx, {
      action: approve ? 'user.registration.approved' : 'user.registration.rejected',
      actorUserId: approver.id,
      subjectUserId: userId,
      companyId: company.id,
      ip,
    });
    const recipient = {
      to: registrant.user.email,
      firstName: registrant.user.firstName,
      companyName: company.name,
      loginLink: `${deps.config.publicUrl}/${company.slug}`,
    };
    const emailId = await insertOutboundEmail(
      tx,
      reason === null
        ? accountApprovedEmail(recipient)
        : accountRejectedEmail({ ...recipient, reason: htmlToText(reason) }),
    );
    return { user: registrant.user, emailId };
  });
  await deps.emails.dispatch([decided.emailId]);
  const name = `${decided.user.firstName} ${decided.user.lastName}`;
  return {
    success: true,
    approved: approve,
    user: { first_name: decided.user.firstName, last_name: decided.user.lastName },
    message: approve ? `${name} has been approved.` : `${name} has been rejected.`,
  };
}
