import type { VerifyAnswer } from '@casebridge/contract/registration';
import type { AppDeps } from '../../app-deps.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { consumeEmailToken, invalidateEmailTokensOfUser } from '../auth/email-tokens.ts';
import { queueApprovalRequests } from './approval-requests.ts';
import { markEmailVerified } from '../users/user-writer.ts';
import { activateUser, findRegistrantById, moveRegistration } from './registration-repository.ts';

export const INVALID_VERIFICATION = 'This verification link is invalid or has expired. Request a new one below.';
export const VERIFIED_MESSAGE = 'Your account has been verified. You can now sign in.';
export const APPROVAL_MESSAGE =
  'Your email address has been verified. Your company approves new accounts: you will get an email once yours is approved.';

/**
 * H-018, X-019: an emailed verification link, used once. The address is verified; a company that approves its users
 * puts the registration in its queue and emails its signup managers their approve and reject links, any other
 * company activates the account at once.
 */
export async function verifyAccount(deps: AppDeps, token: string, ip: string): Promise<VerifyAnswer> {
  await consumeRateLimit(deps.db, `verify:${ip}`, deps.config.authRateLimit, 60);
  const outcome = await deps.db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, 'verify_account', token);
    const registrant = used?.userId ? await findRegistrantById(tx, used.userId) : undefined;
    const company = registrant?.company;
    if (!registrant || !company || registrant.registration?.status !== 'unverified') return null;
    const userId = registrant.user.id;
    await markEmailVerified(tx, userId);
    await invalidateEmailTokensOfUser(tx, 'verify_account', userId);
    await writeAuditLog(tx, { action: 'user.verified', actorUserId: userId, companyId: company.id, ip });
    if (!company.requiresApproval) {
      await moveRegistration(tx, userId, 'unverified', { status: 'approved' });
      await activateUser(tx, userId);
      return { company, emailIds: [] };
    }
    await moveRegistration(tx, userId, 'unverified', { status: 'pending' });
    return { company, emailIds: await queueApprovalRequests(deps, tx, registrant.user, company) };
  });
  if (!outcome) return { action: 'invalid', error: INVALID_VERIFICATION, message: null, company: null };
  await deps.emails.dispatch(outcome.emailIds);
  const company = { name: outcome.company.name, slug: outcome.company.slug };
  return outcome.company.requiresApproval
    ? { action: 'approval', error: null, message: APPROVAL_MESSAGE, company }
    : { action: 'verified', error: null, message: VERIFIED_MESSAGE, company };
}
