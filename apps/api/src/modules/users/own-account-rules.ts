import type { Member } from '../../lib/access-policy.ts';

/**
 * M-017: whether a company admin may delete this user of their company here: anyone but themself (their own account
 * they delete from the profile, P-006). The delete refuses by it, and the users list answers it as each row's
 * can_delete.
 */
export const mayDeleteCompanyUser = (admin: Member, userId: number): boolean => userId !== admin.userId;

/**
 * M-023: whether a company admin may Disable/Enable this user of their company: anyone but themself (the company keeps
 * the admin who is acting). The status call refuses by it, and the user form's answer says it as can_change_status.
 */
export const mayChangeCompanyUserStatus = (admin: Member, userId: number): boolean => userId !== admin.userId;
