import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postSuperAdminProcessForm,
  postSuperAdminProcessFormRestore,
  postSuperAdminRequirement,
  postSuperAdminRequirementRetire,
  superAdminProcessForm,
  superAdminProcessFormVersion,
  superAdminProcessFormVersions,
  superAdminRequirements,
  type LibraryFieldBody,
  type ProcessFormBody,
} from '@casebridge/contract/process-forms';
import { api } from '@/lib/api-client';
import { useSuperAdminQuery } from '@/lib/super-admin-query';

// Issue 25 (ADR 46): the console's field library and process form designer.

const consoleKey = ['super_admin'] as const;
const libraryKey = [...consoleKey, 'requirements'] as const;
const formKey = (documentId: number) => [...consoleKey, 'documents', documentId, 'form'] as const;

/** GET /api/super_admin/requirements: the network's field library. */
export const useLibrary = () =>
  useSuperAdminQuery(libraryKey, (signal) => api.call(superAdminRequirements, { signal }));

/** POST /api/super_admin/requirements/{requirement_id} (0 creates). */
export const useSaveLibraryField = (requirementId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LibraryFieldBody) =>
      api.call(postSuperAdminRequirement, { params: { requirement_id: requirementId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
};

/** A new field made in place by the designer: the library's, then placed on the form. */
export const useCreateLibraryField = () => useSaveLibraryField(0);

export const useRetireLibraryField = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retired }: { id: number; retired: boolean }) =>
      api.call(postSuperAdminRequirementRetire, { params: { requirement_id: id }, body: { retired } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKey }),
  });
};

/** GET .../contact_documents/{document_id}/form: the current version's fields. */
export const useProcessForm = (documentId: number, enabled = true) =>
  useSuperAdminQuery(
    formKey(documentId),
    (signal) => api.call(superAdminProcessForm, { params: { document_id: documentId }, signal }),
    { enabled: enabled && documentId !== 0 },
  );

/** Another process's form, read once to copy it. */
export const readProcessForm = (documentId: number) =>
  api.call(superAdminProcessForm, { params: { document_id: documentId } });

export const useFormHistory = (documentId: number) =>
  useSuperAdminQuery([...formKey(documentId), 'versions'], (signal) =>
    api.call(superAdminProcessFormVersions, { params: { document_id: documentId }, signal }),
  );

export const useFormVersion = (documentId: number, versionId: number | null) =>
  useSuperAdminQuery(
    [...formKey(documentId), 'versions', versionId],
    (signal) =>
      api.call(superAdminProcessFormVersion, {
        params: { document_id: documentId, version_id: versionId ?? 0 },
        signal,
      }),
    { enabled: versionId !== null },
  );

/** Saves the form as the next version; the console's reads (the process, its form, its history) reload. */
export const useSaveProcessForm = (documentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcessFormBody) =>
      api.call(postSuperAdminProcessForm, { params: { document_id: documentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKey }),
  });
};

export const useRestoreFormVersion = (documentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) =>
      api.call(postSuperAdminProcessFormRestore, { params: { document_id: documentId, version_id: versionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKey }),
  });
};
