import type { GroupType, UserAccessFlag } from '@casebridge/contract/enums';

export const groupTypeLabels: Record<GroupType, string> = {
  solution_support: 'Solution Support',
  partner_program: 'Partner Program',
  open_group: 'Open Group',
};

/** M-036: the internal user access of the company in a group. */
export const userAccessLabels: Record<UserAccessFlag, string> = {
  all: 'All users',
  limit: 'Limited to selected users',
};
