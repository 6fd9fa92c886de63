import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GroupUserAccess, adminCompanyPartnerGroupsUsers } from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/partner_groups/{id}/users (M-042): the company's users given access to the group. */
export const groupUsersQueryKey = (id: number) => ['partner-groups', 'users', id] as const;

export const getGroupUsers = async (id: number): Promise<GroupUserAccess[]> =>
  (await api.call(adminCompanyPartnerGroupsUsers, { params: { id } })).users;

export const useGroupUsers = (id: number) =>
  useQuery(queryOptions({ queryKey: groupUsersQueryKey(id), queryFn: () => getGroupUsers(id) }));
