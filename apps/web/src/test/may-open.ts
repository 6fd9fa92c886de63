import type { MembershipType, Role } from '@casebridge/contract/enums';
import { opensTo, type MayOpen } from '@/config/paths';

/** What the route guards open to a user of this role at this level: the contract's rule, as the app passes it. */
export const mayOpenAs =
  (role: Role, level: MembershipType): MayOpen =>
  (route) =>
    opensTo(route, { role, membershipType: level });
