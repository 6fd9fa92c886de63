import type { MembershipType, Role, UserType } from '@casebridge/contract/enums';

/**
 * Who may call a route, declared in every route's options (`config: { access }`).
 * - public: anyone; token: anyone holding the emailed token in the path (the service checks it);
 * - user: any signed-in user; member: a signed-in user who is not a super admin;
 * - company_admin: business or program manager; company_admin_non_limited: the same, not at a limited company;
 * - super_admin: the platform administrator; dev: outside production only.
 */
export const accessPolicies = [
  'public',
  'token',
  'user',
  'member',
  'company_admin',
  'company_admin_non_limited',
  'super_admin',
  'dev',
] as const;
export type AccessPolicy = (typeof accessPolicies)[number];

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
};

export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden' | 'membership' | 'not_found';

export function isCompanyAdmin(actor: Actor): boolean {
  return actor.role === 'business_manager' || actor.role === 'program_manager';
}

/** The rule behind every route's policy, as a pure function so the matrix can be read off it. */
export function decideAccess(policy: AccessPolicy, actor: Actor | null, isProduction: boolean): AccessDecision {
  switch (policy) {
    case 'public':
    case 'token':
      return 'allow';
    case 'dev':
      return isProduction ? 'not_found' : 'allow';
    case 'user':
      return actor ? 'allow' : 'unauthenticated';
    case 'member':
      if (!actor) return 'unauthenticated';
      return actor.role === 'super_admin' ? 'forbidden' : 'allow';
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
