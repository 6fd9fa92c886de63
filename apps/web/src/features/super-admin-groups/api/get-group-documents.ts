import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDocument } from '@casebridge/contract/partner-groups';
import { superAdminGroupsDocuments, superAdminGroupsDocumentsDownload } from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/super_admin/groups/{id}/documents (S-060). */
export const groupDocumentsQueryKey = (id: number) => ['super-admin-groups', 'documents', id] as const;

export const getGroupDocuments = async (id: number): Promise<GroupDocument[]> =>
  (await api.call(superAdminGroupsDocuments, { params: { id } })).documents;

export const useGroupDocuments = (id: number) =>
  useQuery(queryOptions({ queryKey: groupDocumentsQueryKey(id), queryFn: () => getGroupDocuments(id) }));

/** S-061: GET /api/super_admin/groups/documents/{id}/download, a blob saved under the server's name. */
export const downloadGroupDocument = async (documentId: number): Promise<void> => {
  const { blob, filename } = await api.downloadFile(superAdminGroupsDocumentsDownload, { params: { id: documentId } });
  saveFile(blob, filename);
};
