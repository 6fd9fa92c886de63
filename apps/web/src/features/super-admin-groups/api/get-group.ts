import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getSuperAdminGroups,
  superAdminGroupsAddendum,
  type GroupAnswer,
} from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/super_admin/groups/{id} (S-052): the community and its partner group. */
export const groupQueryKey = (id: number) => ['super-admin-groups', 'group', id] as const;

export const getGroup = (id: number): Promise<GroupAnswer> => api.call(getSuperAdminGroups, { params: { id } });

export const useGroup = (id: number) =>
  useQuery(queryOptions({ queryKey: groupQueryKey(id), queryFn: () => getGroup(id) }));

/** S-061: GET /api/super_admin/groups/{id}/addendum. */
export const downloadGroupAddendum = async (id: number): Promise<void> => {
  const { blob, filename } = await api.downloadFile(superAdminGroupsAddendum, { params: { id } });
  saveFile(blob, filename);
};
