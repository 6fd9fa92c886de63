import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupHeaderAnswer, type GroupHeaderAnswer } from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';

/** GET /api/admin/partner_groups/{id} (M-042): the group whose user access the page manages. */
export const getGroupHeader = async (id: number): Promise<GroupHeaderAnswer['group']> =>
  (await api.request(`/admin/partner_groups/${String(id)}`, { schema: groupHeaderAnswer })).group;

export const useGroupHeader = (id: number) =>
  useQuery(queryOptions({ queryKey: ['partner-groups', 'header', id] as const, queryFn: () => getGroupHeader(id) }));
