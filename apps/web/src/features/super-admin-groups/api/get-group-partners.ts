import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  superAdminGroupsPartners,
  superAdminGroupsPartnersExport,
  type SuperAdminGroupPartner,
} from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/super_admin/groups/{id}/partners (S-057). */
export const groupPartnersQueryKey = (id: number) => ['super-admin-groups', 'partners', id] as const;

export const getGroupPartners = async (id: number): Promise<SuperAdminGroupPartner[]> =>
  (await api.call(superAdminGroupsPartners, { params: { id } })).partners;

export const useGroupPartners = (id: number) =>
  useQuery(queryOptions({ queryKey: groupPartnersQueryKey(id), queryFn: () => getGroupPartners(id) }));

/** GET /api/super_admin/groups/{id}/partners/export, saved under the server's name. */
export const downloadGroupPartners = async (id: number): Promise<void> => {
  const { blob, filename } = await api.downloadFile(superAdminGroupsPartnersExport, { params: { id } });
  saveFile(blob, filename);
};
