import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { type CollaborateAnswer, type CollaborateBody, callerCollaborate } from '@casebridge/contract/case-submission';
import { api } from '@/lib/api-client';
import { randomKey } from '@/lib/random-key';

/**
 * POST /api/caller/collaborate/{document_id} (C-028): sends the case; a 422 is shown under the fields (C-029). The
 * Idempotency-Key names this submission: sent again with the same key (after a 503, a lost answer) the server
 * answers the first result instead of making a second case.
 */
export const collaborate = (documentId: number, body: CollaborateBody, key: string): Promise<CollaborateAnswer> =>
  api.call(callerCollaborate, { params: { document_id: documentId }, body, headers: { 'Idempotency-Key': key } });

/**
 * One key per content: pressing Send again with the same values repeats the submission under its key; changed values
 * are a new submission (the server answers a key reused for another request with 409).
 */
export const useCollaborate = (documentId: number) => {
  const last = useRef<{ content: string; key: string } | null>(null);
  return useMutation({
    mutationKey: ['case-submission', 'collaborate', documentId],
    mutationFn: (body: CollaborateBody) => {
      const content = JSON.stringify(body);
      if (last.current?.content !== content) last.current = { content, key: randomKey(32) };
      return collaborate(documentId, body, last.current.key);
    },
  });
};
