import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CASE_FILES_FIELD,
  type CaseFilesAnswer,
  callerCaseNote,
  callerCaseFiles,
  callerCaseFilesLink,
  v1CollaborationRequestsAttachments,
} from '@casebridge/contract/case-feed';
import { api } from '@/lib/api-client';
import { putAnswer } from '@/lib/query-client';
import { saveFromUrl } from '@/lib/save-file';
import { caseActivityQueryKey } from './get-case-activity';

/** POST /api/caller/case/{token}/note (C-056). */
export const addCaseNote = (token: string, body: { summary: string; description: string }) =>
  api.call(callerCaseNote, { params: { token }, body });

export const useAddCaseNote = (token: string) =>
  useMutation({
    mutationKey: ['cases', token, 'note'],
    mutationFn: (body: { summary: string; description: string }) => addCaseNote(token, body),
  });

export const caseFilesQuery = (token: string) =>
  queryOptions({
    queryKey: ['cases', token, 'files'],
    queryFn: ({ signal }) => api.call(callerCaseFiles, { params: { token }, signal }),
  });

export const useCaseFiles = (token: string) => useQuery(caseFilesQuery(token));

/** A case upload: its form's fields, and who follows the upload's progress (0 to 1). */
export type CaseFilesUpload = { description: string; files: File[]; onProgress: (fraction: number) => void };

/** POST /api/v1/collaboration-requests/{token}/attachments (C-058, DECISIONS 17): multipart description, files. */
export const uploadCaseFiles = (token: string, input: CaseFilesUpload): Promise<CaseFilesAnswer> => {
  const form = new FormData();
  form.append('description', input.description);
  for (const file of input.files) form.append(CASE_FILES_FIELD, file, file.name);
  return api.call(v1CollaborationRequestsAttachments, {
    params: { token },
    body: form,
    onUploadProgress: input.onProgress,
  });
};

/** The upload shows its own outcome ('File Uploaded Successfully' / 'File upload failed') at its form, not the banner. */
export const useUploadCaseFiles = (token: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['cases', token, 'upload'],
    mutationFn: (input: CaseFilesUpload) => uploadCaseFiles(token, input),
    meta: { showsOwnErrors: true },
    // The answer lists the case's files: the list shows the new ones at once, and the activity stream reloads.
    onSuccess: async (answer) => {
      await putAnswer(queryClient, caseFilesQuery(token).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: caseActivityQueryKey(token) });
    },
  });
};

/** Saves a case file through the browser's download of its signed URL, under the name the server gives. */
export const downloadCaseFile = async (token: string, fileId: number): Promise<void> => {
  const { url } = await api.call(callerCaseFilesLink, { params: { token, fileId } });
  saveFromUrl(url);
};
