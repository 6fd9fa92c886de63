import type { UserAccessFlag } from '@casebridge/contract/enums';

/** M-036: the internal user access of the company in a group. */
export const userAccessLabels: Record<UserAccessFlag, string> = {
  all: 'All users',
  limit: 'Limited to selected users',
};
