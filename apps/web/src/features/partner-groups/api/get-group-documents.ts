import { queryOptions, useQuery } from '@tanstack/react-query';
import { type GroupDocument, adminCompanyPartnerGroupsDocuments } from '@casebridge/contract/partner-groups';
import { callerPartnerGroupsDocumentsDownload } from '@casebridge/contract/case-submission';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** GET /api/admin/company/partner_groups/{id}/documents (M-039). */
export const groupDocumentsQueryKey = (id: number) => ['partner-groups', 'documents', id] as const;

export const getGroupDocuments = async (id: number): Promise<GroupDocument[]> =>
  (await api.call(adminCompanyPartnerGroupsDocuments, { params: { id } })).documents;

export const useGroupDocuments = (id: number) =>
  useQuery(queryOptions({ queryKey: groupDocumentsQueryKey(id), queryFn: () => getGroupDocuments(id) }));

/** C-007: a group's stored file, downloaded with the session (GET /api/caller/partner_groups/{id}/documents/{docId}/download). */
export const downloadGroupDocument = async (groupId: number, documentId: number): Promise<void> => {
  const { blob, filename } = await api.downloadFile(callerPartnerGroupsDocumentsDownload, {
    params: { community_id: groupId, id: documentId },
  });
  saveFile(blob, filename);
};
