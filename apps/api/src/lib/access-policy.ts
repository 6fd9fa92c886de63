import type { AccessPolicy } from '@casebridge/contract/access';
import { companyAdminRoles, type MembershipType, type Role, type UserType } from '@casebridge/contract/enums';

export type Actor = {
  userId: number;
  firstName: string;
  lastName: string;
  role: Role;
  type: UserType;
  companyId: number | null;
  companySlug: string | null;
  membershipType: MembershipType | null;
  /** The super admin acting as this user, during impersonation. */
  impersonatorId: number | null;
  /** The session (refresh family) of the access token: logout ends it. */
  sessionId: string;
};

/** The actor of a member route: a user of a company (the member policy already refused super admins). */
export type Member = Actor & { companyId: number };

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden' | 'membership';

export function isCompanyAdmin(actor: Actor): boolean {
  return (companyAdminRoles as readonly Role[]).includes(actor.role);
}

/** The rule behind every route's policy (named in the contract), as a pure function so the matrix can be read off it. */
export function decideAccess(policy: AccessPolicy, actor: Actor | null): AccessDecision {
  switch (policy) {
    // dev: development routes are not registered in production at all.
    case 'public':
    case 'token':
    case 'dev':
      return 'allow';
    case 'user':
      return actor ? 'allow' : 'unauthenticated';
    case 'member':
      if (!actor) return 'unauthenticated';
      return actor.role === 'super_admin' ? 'forbidden' : 'allow';
    case 'member_non_limited':
      if (!actor) return 'unauthenticated';
      if (actor.role === 'super_admin') return 'forbidden';
      return actor.membershipType === 'limited' ? 'membership' : 'allow';
    case 'company_admin':
      if (!actor) return 'unauthenticated';
      return isCompanyAdmin(actor) ? 'allow' : 'forbidden';
    case 'company_admin_non_limited':
      if (!actor) return 'unauthenticated';
      if (!isCompanyAdmin(actor)) return 'forbidden';
      return actor.membershipType === 'limited' ? 'membership' : 'allow';
    case 'super_admin':
      if (!actor) return 'unauthenticated';
      return actor.role === 'super_admin' ? 'allow' : 'forbidden';
  }
}
