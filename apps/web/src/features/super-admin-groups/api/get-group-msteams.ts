import { queryOptions, useQuery } from '@tanstack/react-query';
import { superAdminGroupsMsteams, type GroupMsteamsAnswer } from '@casebridge/contract/msteams';
import { api } from '@/lib/api-client';

/** GET /api/super_admin/groups/{id}/msteams (ADR 58): the group's Teams channel and its latest deliveries. */
export const groupMsteamsQueryKey = (id: number) => ['super-admin-groups', 'msteams', id] as const;

export const getGroupMsteams = (id: number): Promise<GroupMsteamsAnswer> =>
  api.call(superAdminGroupsMsteams, { params: { id } });

export const useGroupMsteams = (id: number) =>
  useQuery(queryOptions({ queryKey: groupMsteamsQueryKey(id), queryFn: () => getGroupMsteams(id) }));
