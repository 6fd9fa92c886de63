import type { MembershipType, Role, UserType } from '@casebridge/contract/enums';

/** The signed-in caller of a request; the role rule that routes apply to it is the contract's decideAccess. */
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
