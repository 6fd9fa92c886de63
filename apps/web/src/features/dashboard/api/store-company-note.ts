import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyNoteLocation, type NoteStoreAnswer, callerNotesStore } from '@casebridge/contract/case-submission';
import { api } from '@/lib/api-client';

/** POST /api/caller/notes/store with location company:{id} (D-013): the company note of the user's company. */
export const storeCompanyNote = (companyId: number, note: string): Promise<NoteStoreAnswer> =>
  api.call(callerNotesStore, { body: { location: companyNoteLocation(companyId), note } });

/** The session's answer carries the note: it is read again after a save (the panel shows the answer at once). */
export const useStoreCompanyNote = (companyId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['dashboard', 'company-note'],
    mutationFn: (note: string) => storeCompanyNote(companyId, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth', 'me'] }),
  });
};
