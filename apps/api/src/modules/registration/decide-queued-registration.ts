import { objectKinds } from '@casebridge/contract/access';
import type { ApprovalAction } from '@casebridge/contract/registration';
import type { SuccessAnswer } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin, requireSuperAdmin } from '../../lib/authorize.ts';
import { requireAccess } from '../access/require-access.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { settleRequestsOfApplicant } from '../onboarding/company-decision.ts';
import { ALREADY_DECIDED } from './decide-registration.ts';
import { accountApprovedEmail, accountRejectedEmail } from './registration-emails.ts';
import { activateUser, findCompanyRegistration, moveRegistration } from './registration-repository.ts';

export const REGISTRATION_NOT_FOUND = objectKinds.registration.notFound;

/**
 * Whose registrations the actor decides: a company admin their own company's (requireAccess), a super admin any
 * company's (null).
 */
async function decidingScope(deps: AppDeps, actor: Actor | null, scope: 'company' | 'network', id: number) {
  if (scope === 'network') return { admin: requireSuperAdmin(actor), companyId: null };
  const admin = requireCompanyAdmin(actor);
  await requireAccess(deps.db, admin, 'registration.decide', [id]);
  return { admin, companyId: admin.companyId };
}

/**
 * M-018, S-003, X-019: a company admin approves or rejects a registration of their own company from the Users page's
 * queue (GET /api/admin/company/registration/{id}/approve or /reject), a super admin any company's from the
 * dashboard's (GET /api/super_admin/registration/{id}/approve or /reject). Another company's entry is not found by a
 * company admin; one that is not waiting for approval (unverified, or decided by a signup manager's link first) is a
 * conflict. The registrant hears of the decision by email, as after the emailed link.
 */
export async function decideQueuedRegistration(
  deps: AppDeps,
  actor: Actor | null,
  input: { id: number; action: ApprovalAction; scope: 'company' | 'network' },
  ip: string,
): Promise<SuccessAnswer> {
  const { admin, companyId } = await decidingScope(deps, actor, input.scope, input.id);
  const approve = input.action === 'approve';
  const decided = await deps.db.transaction(async (tx) => {
    const entry = await findCompanyRegistration(tx, companyId, input.id);
    if (!entry) throw notFound(REGISTRATION_NOT_FOUND);
    const moved = await moveRegistration(tx, entry.userId, 'pending', {
      status: approve ? 'approved' : 'rejected',
      decidedByUserId: admin.userId,
    });
    if (!moved) throw conflict(ALREADY_DECIDED);
    if (approve) await activateUser(tx, entry.userId);
    await settleRequestsOfApplicant(tx, entry.userId, { approved: approve, decidedByUserId: admin.userId });
    await writeAuditLog(tx, {
      action: approve ? 'user.registration.approved' : 'user.registration.rejected',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      subjectUserId: entry.userId,
      companyId: entry.companyId,
      ip,
    });
    const recipient = {
      to: entry.email,
      firstName: entry.firstName,
      companyName: entry.companyName,
      loginLink: `${deps.config.publicUrl}/${entry.companySlug}`,
    };
    const emailId = await insertOutboundEmail(
      tx,
      approve ? accountApprovedEmail(recipient) : accountRejectedEmail(recipient),
    );
    return { entry, emailId };
  });
  await deps.emails.dispatch([decided.emailId]);
  const name = `${decided.entry.firstName} ${decided.entry.lastName}`;
  return { success: true, message: approve ? `${name} has been approved.` : `${name} has been rejected.` };
}
