import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type FavoriteToggleBody,
  type NoteStoreBody,
  callerFavoritesToggle,
  callerNotesStore,
  callerPartnerGroupsDocumentsDownload,
} from '@casebridge/contract/case-submission';
import { api } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

/** The submit page's documents answers (and their sub-processes), which carry is_favorite and the note. */
const documentsKey = ['case-submission'] as const;

/** POST /api/caller/favorites/toggle (C-004). */
export const toggleFavorite = (body: FavoriteToggleBody) => api.call(callerFavoritesToggle, { body });

export const useToggleFavorite = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['case-submission', 'favorite'],
    mutationFn: toggleFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
};

/** POST /api/caller/notes/store (C-005): the company's internal note on a process (location document:{id}). */
export const storeNote = (body: NoteStoreBody) => api.call(callerNotesStore, { body });

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
  const { blob, filename } = await api.downloadFile(callerPartnerGroupsDocumentsDownload, {
    params: { community_id: communityId, id },
  });
  saveFile(blob, originalFilename ?? filename);
};
