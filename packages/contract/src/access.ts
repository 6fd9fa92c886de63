import { companyAdminRoles, type MembershipType, type Role } from './enums.ts';

/**
 * Who may call an API route (its `config: { access }`) or open a page of the web's route table (document 3
 * "Route guards"), with the data its caller acts on:
 * - public: anyone; token: anyone holding the token the request carries, an emailed one or the operator's
 *   METRICS_TOKEN (the service checks it);
 * - user: any signed-in user, on their own account;
 * - member: a signed-in user who is not a super admin; member_non_limited: the same, not at a limited
 *   membership level (D-002: partner search and saved searches);
 * - company_admin: business or program manager; company_admin_non_limited: the same, not at a limited
 *   membership level;
 * - super_admin: the platform administrator; dev: the development tools, registered outside production only.
 * A 'company' policy acts for the caller's own company: its answers never hold another company's data (the
 * authorization matrix checks each such route as the admin of a foreign company).
 */
const accessPolicyScopes = {
  public: 'anyone',
  token: 'anyone',
  dev: 'anyone',
  user: 'own_account',
  member: 'company',
  member_non_limited: 'company',
  company_admin: 'company',
  company_admin_non_limited: 'company',
  super_admin: 'platform',
} as const;

export type AccessPolicy = keyof typeof accessPolicyScopes;

export const isCompanyScoped = (policy: AccessPolicy): boolean => accessPolicyScopes[policy] === 'company';

/** business and program managers are the company admins. */
export const isCompanyAdmin = (role: Role | null | undefined): boolean =>
  role !== null && role !== undefined && (companyAdminRoles as readonly Role[]).includes(role);

/** What a policy answers a caller: allowed, not signed in, not their role, or not at their membership level. */
export type AccessDecision = 'allow' | 'unauthenticated' | 'forbidden' | 'membership';

/** What the role rule reads of a signed-in caller (null: nobody is signed in). */
export type AccessHolder = { role: Role; membershipType: MembershipType | null } | null;

/**
 * The role rule behind every policy, the one the API enforces on each route and the web's route guards follow
 * (document 3 "Route guards"); a pure function, so the authorization matrix and the API document read off it.
 */
export function decideAccess(policy: AccessPolicy, holder: AccessHolder): AccessDecision {
  switch (policy) {
    // dev: development routes are not registered in production at all.
    case 'public':
    case 'token':
    case 'dev':
      return 'allow';
    case 'user':
      return holder ? 'allow' : 'unauthenticated';
    case 'member':
      if (!holder) return 'unauthenticated';
      return holder.role === 'super_admin' ? 'forbidden' : 'allow';
    case 'member_non_limited':
      if (!holder) return 'unauthenticated';
      if (holder.role === 'super_admin') return 'forbidden';
      return holder.membershipType === 'limited' ? 'membership' : 'allow';
    case 'company_admin':
      if (!holder) return 'unauthenticated';
      return isCompanyAdmin(holder.role) ? 'allow' : 'forbidden';
    case 'company_admin_non_limited':
      if (!holder) return 'unauthenticated';
      if (!isCompanyAdmin(holder.role)) return 'forbidden';
      return holder.membershipType === 'limited' ? 'membership' : 'allow';
    case 'super_admin':
      if (!holder) return 'unauthenticated';
      return holder.role === 'super_admin' ? 'allow' : 'forbidden';
  }
}

/** The refusals of the policies: the API answers them, the route guards show them as alerts. */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';
export const LOGIN_REQUIRED_MESSAGE = 'Access denied. You must be logged in to see this page.';
export const NO_ACCESS_MESSAGE = 'You do not have access to see this page.';
export const LEVEL_DISABLED_MESSAGE = 'Your membership level disables access to this feature.';

/**
 * The object permissions a service names when it asks the object-access check (requireAccess) whether its actor may
 * touch the objects it names, with the party of the case each one needs: any party (a user of the submitting or the
 * receiving company), or one side only. A super admin may read a case, nothing more.
 */
export const casePermissions = {
  'case.read': 'party',
  'case.note': 'party',
  'case.file': 'party',
  'case.update_submission': 'submitter',
  'case.update_response': 'receiver',
  'case.close': 'submitter',
} as const;
export type CasePermission = keyof typeof casePermissions;
