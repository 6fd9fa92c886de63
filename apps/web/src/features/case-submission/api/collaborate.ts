import { useMutation } from '@tanstack/react-query';
import { collaborateAnswer, type CollaborateAnswer, type CollaborateBody } from '@casebridge/contract/case-submission';
import { api } from '@/lib/api-client';

/** POST /api/caller/collaborate/{document_id} (C-028): sends the case; a 422 is shown under the fields (C-029). */
export const collaborate = (documentId: number, body: CollaborateBody): Promise<CollaborateAnswer> =>
  api.request(`/caller/collaborate/${String(documentId)}`, { method: 'POST', body, schema: collaborateAnswer });

export const useCollaborate = (documentId: number) =>
  useMutation({
    mutationKey: ['case-submission', 'collaborate', documentId],
    mutationFn: (body: CollaborateBody) => collaborate(documentId, body),
  });
