import { queryOptions, useQuery } from '@tanstack/react-query';
import { groupDocumentsAnswer, type GroupDocument } from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/partner_groups/{id}/documents (M-039). */
export const groupDocumentsQueryKey = (id: number) => ['partner-groups', 'documents', id] as const;

export const getGroupDocuments = async (id: number): Promise<GroupDocument[]> =>
  (await api.request(`/admin/company/partner_groups/${String(id)}/documents`, { schema: groupDocumentsAnswer }))
    .documents;

export const useGroupDocuments = (id: number) =>
  useQuery(queryOptions({ queryKey: groupDocumentsQueryKey(id), queryFn: () => getGroupDocuments(id) }));

/** C-007: where a member downloads a group's stored file. */
export const groupDocumentDownloadUrl = (groupId: number, documentId: number): string =>
  `/api/caller/partner_groups/${String(groupId)}/documents/${String(documentId)}/download`;
