import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type PartnerDocumentsAnswer,
  type PartnerType,
  callerSubDocuments,
} from '@casebridge/contract/case-submission';
import { api } from '@/lib/api-client';

/** GET /api/caller/sub_documents/{id}/{type}/{entity_id} (C-011): the sub-process chosen on a parent process. */
export const subDocumentsQueryKey = (documentId: number, type: PartnerType, entityId: number) =>
  ['case-submission', 'sub-documents', documentId, type, entityId] as const;

export const getSubDocuments = (
  documentId: number,
  type: PartnerType,
  entityId: number,
): Promise<PartnerDocumentsAnswer> =>
  api.call(callerSubDocuments, { params: { id: documentId, type, entity_id: entityId } });

export const useSubDocuments = (documentId: number, type: PartnerType, entityId: number) =>
  useQuery(
    queryOptions({
      queryKey: subDocumentsQueryKey(documentId, type, entityId),
      queryFn: () => getSubDocuments(documentId, type, entityId),
    }),
  );
