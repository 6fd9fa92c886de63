import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GroupHeaderAnswer, adminPartnerGroups } from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';

/** GET /api/admin/partner_groups/{id} (M-042): the group whose user access the page manages. */
export const getGroupHeader = async (id: number): Promise<GroupHeaderAnswer['group']> =>
  (await api.call(adminPartnerGroups, { params: { id } })).group;

export const useGroupHeader = (id: number) =>
  useQuery(queryOptions({ queryKey: ['partner-groups', 'header', id] as const, queryFn: () => getGroupHeader(id) }));
