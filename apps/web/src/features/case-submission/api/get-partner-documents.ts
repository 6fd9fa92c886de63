import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PartnerDocumentsAnswer, type PartnerType, callerDocuments } from '@casebridge/contract/case-submission';
import { api } from '@/lib/api-client';

/** GET /api/caller/documents/{type}/{entity_id} (C-001): the partner's processes and the priority rule. */
export const partnerDocumentsQueryKey = (type: PartnerType, entityId: number) =>
  ['case-submission', 'documents', type, entityId] as const;

export const getPartnerDocuments = (type: PartnerType, entityId: number): Promise<PartnerDocumentsAnswer> =>
  api.call(callerDocuments, { params: { type, entity_id: entityId } });

export const usePartnerDocuments = (type: PartnerType, entityId: number) =>
  useQuery(
    queryOptions({
      queryKey: partnerDocumentsQueryKey(type, entityId),
      queryFn: () => getPartnerDocuments(type, entityId),
    }),
  );
