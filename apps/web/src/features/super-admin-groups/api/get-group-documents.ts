import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDocument } from '@casebridge/contract/partner-groups';
import { superAdminGroupDocumentsAnswer } from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/super_admin/groups/{id}/documents (S-060). */
export const groupDocumentsQueryKey = (id: number) => ['super-admin-groups', 'documents', id] as const;

export const getGroupDocuments = async (id: number): Promise<GroupDocument[]> =>
  (await api.request(`/super_admin/groups/${String(id)}/documents`, { schema: superAdminGroupDocumentsAnswer }))
    .documents;

export const useGroupDocuments = (id: number) =>
  useQuery(queryOptions({ queryKey: groupDocumentsQueryKey(id), queryFn: () => getGroupDocuments(id) }));

/** S-061: GET /api/super_admin/groups/documents/{id}/download, a blob saved under the server's name. */
export const downloadGroupDocument = async (documentId: number): Promise<void> => {
  const { blob, filename } = await api.download(`/super_admin/groups/documents/${String(documentId)}/download`);
  saveFile(blob, filename);
};
