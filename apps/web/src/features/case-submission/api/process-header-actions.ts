import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  favoriteToggleAnswer,
  noteStoreAnswer,
  type FavoriteToggleBody,
  type NoteStoreBody,
} from '@casebridge/contract/case-submission';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The submit page's documents answers (and their sub-processes), which carry is_favorite and the note. */
const documentsKey = ['case-submission'] as const;

/** POST /api/caller/favorites/toggle (C-004). */
export const toggleFavorite = (body: FavoriteToggleBody) =>
  api.request('/caller/favorites/toggle', { method: 'POST', body, schema: favoriteToggleAnswer });

export const useToggleFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['case-submission', 'favorite'],
    mutationFn: toggleFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
};

/** POST /api/caller/notes/store (C-005): the company's internal note on a process (location document:{id}). */
export const storeNote = (body: NoteStoreBody) =>
  api.request('/caller/notes/store', { method: 'POST', body, schema: noteStoreAnswer });

export const useStoreNote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['case-submission', 'note'],
    mutationFn: storeNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
};

/** GET /api/caller/partner_groups/{community_id}/documents/{id}/download (C-007), saved under the server's name. */
export const downloadGroupDocument = async (
  communityId: number,
  id: number,
  originalFilename: string | null,
): Promise<void> => {
  const { blob, filename } = await api.download(
    `/caller/partner_groups/${String(communityId)}/documents/${String(id)}/download`,
  );
  saveFile(blob, originalFilename ?? filename);
};
