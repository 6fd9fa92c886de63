import { queryOptions, useQuery } from '@tanstack/react-query';
import { superAdminGroups, superAdminGroupsExport, type GroupListRow } from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/super_admin/groups (S-050). */
export const groupsQueryKey = ['super-admin-groups', 'list'] as const;

export const getGroups = async (): Promise<GroupListRow[]> => (await api.call(superAdminGroups)).groups;

export const useGroups = () => useQuery(queryOptions({ queryKey: groupsQueryKey, queryFn: getGroups }));

/** GET /api/super_admin/groups/export, saved as groups.xlsx. */
export const downloadGroups = async (): Promise<void> => {
  const { blob, filename } = await api.downloadFile(superAdminGroupsExport);
  saveFile(blob, filename);
};
