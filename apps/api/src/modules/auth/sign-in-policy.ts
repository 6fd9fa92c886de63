import type { RegistrationQueueStatus } from '@casebridge/contract/enums';
import type { UserWithCompany } from './auth-repository.ts';

export const ACCOUNT_DISABLED = 'Your account is disabled.';
export const COMPANY_DISABLED = 'Your account is disabled. Contact membership to re-activate.';
export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
export const USE_SSO = 'Your company signs in through single sign-on. Use the login button on your company page.';
export const VERIFY_FIRST = 'Please verify your email address before signing in.';
export const AWAITING_APPROVAL = 'Your Account Requires Approval. You can sign in once your company has approved it.';
export const REGISTRATION_REJECTED = 'Your registration was not approved. Contact your company or membership.';

/** X-037, the one place that says whether an account may hold a session at all (sign-in, refresh, every request). */
export function sessionRefusal(row: NonNullable<UserWithCompany>): string | null {
  if (row.user.status !== 'active') return ACCOUNT_DISABLED;
  if (row.company && row.company.status !== 'active') return COMPANY_DISABLED;
  return null;
}

/**
 * A password reset or change ends the access tokens issued before it (users.tokens_valid_after). Both times are
 * whole seconds: a token's iat has no more, and a sign-in in the same second as the reset must hold.
 */
export function predatesPasswordChange(row: NonNullable<UserWithCompany>, issuedAt: number): boolean {
  return issuedAt * 1000 < (row.user.tokensValidAfter?.getTime() ?? 0);
}

/** The super admin behind an impersonated session must still be an active super admin (checked on every use). */
export function mayImpersonate(admin: UserWithCompany): boolean {
  return admin?.user.role === 'super_admin' && sessionRefusal(admin) === null;
}

/** Whether the account may use a password at all: users of sso companies use their IdP (api users excepted). */
export function passwordResetRefusal(row: NonNullable<UserWithCompany>): string | null {
  const refusal = sessionRefusal(row);
  if (refusal) return refusal;
  return row.company?.loginMethod === 'sso' && row.user.role !== 'api' ? USE_SSO : null;
}

/** Why an inactive self-registered account cannot sign in (H-014, X-019); null once approved or for other accounts. */
function registrationRefusal(status: RegistrationQueueStatus | null | undefined): string | null {
  switch (status) {
    case 'unverified':
      return VERIFY_FIRST;
    case 'pending':
      return AWAITING_APPROVAL;
    case 'rejected':
      return REGISTRATION_REJECTED;
    case 'approved':
    case null:
    case undefined:
      return null;
  }
}

/**
 * What else a password sign-in needs: a registration verified and approved, a verified email address (the super
 * admin is never asked). Asked only after the password matched, so a stranger learns nothing of the account.
 */
export function passwordSignInRefusal(
  row: NonNullable<UserWithCompany> & { registrationStatus?: RegistrationQueueStatus | null },
): string | null {
  // An inactive self-registered account is waiting for its verification or approval, or was rejected: say which.
  const pending = row.user.status === 'active' ? null : registrationRefusal(row.registrationStatus);
  if (pending) return pending;
  const refusal = passwordResetRefusal(row);
  if (refusal) return refusal;
  if (!row.user.emailVerifiedAt && row.user.role !== 'super_admin') return VERIFY_FIRST;
  return null;
}
