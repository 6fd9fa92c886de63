import type { CompanyUserChanges } from '@casebridge/contract/users';
import type { Member } from '../../lib/access-policy.ts';

/**
 * M-017: whether a company admin may delete this user of their company here: anyone but themself (their own account
 * they delete from the profile, P-006). The delete refuses by it, and the users list answers it as each row's
 * can_delete.
 */
export const mayDeleteCompanyUser = (admin: Member, userId: number): boolean => userId !== admin.userId;

/**
 * M-022, M-023: what a company admin may change of this user of their company (0: a new one): all of anyone's but
 * their own role, type and status (the company keeps the admin who is acting, so it never loses its last one here).
 * The save refuses a change it does not allow (422 under the field), the status call a status change (409), and the
 * user form's answer carries it, so the form disables what the admin may not change.
 */
export const companyUserChanges = (admin: Member, userId: number): CompanyUserChanges => {
  const another = userId !== admin.userId;
  return { can_change_role: another, can_change_type: another, can_change_status: another };
};
