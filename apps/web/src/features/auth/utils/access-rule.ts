import { decideAccess, type AccessHolder, type AccessPolicy } from '@casebridge/contract/access';
import type { MeAnswer } from '@casebridge/contract/auth';
import { opensTo, type RouteName } from '@/config/paths';

/** What the contract's role rule reads of the signed-in user: the role and the company's membership level. */
export const accessHolderOf = (me: MeAnswer): AccessHolder => ({
  role: me.user.role,
  membershipType: me.company?.membership_type ?? null,
});

/**
 * Issue 23: whether the signed-in user may use what `policy` guards, by the contract's decideAccess: the rule the API
 * enforces on every route of that policy and the route guards follow. The web never compares a role or a level itself.
 */
export const mayUse = (policy: AccessPolicy, me: MeAnswer): boolean =>
  decideAccess(policy, accessHolderOf(me)) === 'allow';

/** Whether the route guard opens the page to the signed-in user: a link to it shows only then. */
export const mayOpen = (route: RouteName, me: MeAnswer): boolean => opensTo(route, accessHolderOf(me));
