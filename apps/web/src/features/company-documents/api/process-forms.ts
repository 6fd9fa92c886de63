import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCompanyDocuments } from '@casebridge/contract/company-documents';
import {
  adminProcessForm,
  adminProcessFormVersion,
  adminProcessFormVersions,
  adminRequirements,
  postAdminFormChangeRequest,
  postAdminFormSample,
  postAdminProcessForm,
  postAdminProcessFormRestore,
  postSuperAdminFormSample,
  postSuperAdminProcessForm,
  postSuperAdminProcessFormRestore,
  postSuperAdminRequirement,
  postSuperAdminRequirementRetire,
  superAdminFormChangeRequests,
  superAdminFormSources,
  superAdminProcessForm,
  superAdminProcessFormVersion,
  superAdminProcessFormVersions,
  superAdminRequirements,
  type FormChangeRequestBody,
  type FormSampleBody,
  type FormSource,
  type LibraryFieldBody,
  type ProcessFormBody,
} from '@casebridge/contract/process-forms';
import { isManagedType } from '@casebridge/contract/super-admin-documents';
import { api } from '@/lib/api-client';
import { useSuperAdminQuery } from '@/lib/super-admin-query';

// Issue 25 (ADR 46, ADR 53): the field library and the process form designer, for the console (any company's
// process) and for a member admin (its own company's processes, where the network turned the designer on). The
// designer is one component; its scope picks the calls.

/** Whose designer: the network's console, or a member admin's own processes. */
export type DesignerScope = 'console' | 'member';

const consoleKey = ['super_admin'] as const;
const memberKey = ['company-documents'] as const;
const scopeKey = (scope: DesignerScope) => (scope === 'console' ? consoleKey : memberKey);
const libraryKey = (scope: DesignerScope) => [...scopeKey(scope), 'requirements'] as const;
const formKey = (scope: DesignerScope, documentId: number) =>
  [...scopeKey(scope), 'documents', documentId, 'form'] as const;

/** GET /api/super_admin/requirements: the network's field library (the console's Fields page). */
export const useLibrary = () =>
  useSuperAdminQuery(libraryKey('console'), (signal) => api.call(superAdminRequirements, { signal }));

/** ADR 53: the form change requests member admins sent, newest first (the console's list). */
export const useFormChangeRequests = () =>
  useSuperAdminQuery([...consoleKey, 'form_change_requests'], (signal) =>
    api.call(superAdminFormChangeRequests, { signal }),
  );

/** The library the designer adds fields from (a member's designer reads it through its own route). */
export const useDesignerLibrary = (scope: DesignerScope) =>
  useSuperAdminQuery(libraryKey(scope), (signal) =>
    scope === 'console' ? api.call(superAdminRequirements, { signal }) : api.call(adminRequirements, { signal }),
  );

/** POST /api/super_admin/requirements/{requirement_id} (0 creates). */
export const useSaveLibraryField = (requirementId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LibraryFieldBody) =>
      api.call(postSuperAdminRequirement, { params: { requirement_id: requirementId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKey('console') }),
  });
};

/** A new field made in place by the console's designer: the library's, then placed on the form. */
export const useCreateLibraryField = () => useSaveLibraryField(0);

export const useRetireLibraryField = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retired }: { id: number; retired: boolean }) =>
      api.call(postSuperAdminRequirementRetire, { params: { requirement_id: id }, body: { retired } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryKey('console') }),
  });
};

/** Another process's form, read once to copy it (or the current one, read again). */
export const readProcessForm = (scope: DesignerScope, documentId: number) =>
  scope === 'console'
    ? api.call(superAdminProcessForm, { params: { document_id: documentId } })
    : api.call(adminProcessForm, { params: { document_id: documentId } });

/** GET .../form: the current version's fields (and, for a member, whether it may design them). */
export const useProcessForm = (scope: DesignerScope, documentId: number) =>
  useSuperAdminQuery(
    formKey(scope, documentId),
    (signal) =>
      scope === 'console'
        ? api.call(superAdminProcessForm, { params: { document_id: documentId }, signal })
        : api.call(adminProcessForm, { params: { document_id: documentId }, signal }),
    { enabled: documentId !== 0 },
  );

/** The member admin's process page: its form as partners see it, and whether the admin may design it. */
export const useMemberProcessForm = (documentId: number) =>
  useSuperAdminQuery([...formKey('member', documentId), 'member'], (signal) =>
    api.call(adminProcessForm, { params: { document_id: documentId }, signal }),
  );

export const useFormHistory = (scope: DesignerScope, documentId: number) =>
  useSuperAdminQuery([...formKey(scope, documentId), 'versions'], (signal) =>
    scope === 'console'
      ? api.call(superAdminProcessFormVersions, { params: { document_id: documentId }, signal })
      : api.call(adminProcessFormVersions, { params: { document_id: documentId }, signal }),
  );

export const useFormVersion = (scope: DesignerScope, documentId: number, versionId: number | null) =>
  useSuperAdminQuery(
    [...formKey(scope, documentId), 'versions', versionId],
    (signal) => {
      const params = { document_id: documentId, version_id: versionId ?? 0 };
      return scope === 'console'
        ? api.call(superAdminProcessFormVersion, { params, signal })
        : api.call(adminProcessFormVersion, { params, signal });
    },
    { enabled: versionId !== null },
  );

/** Saves the form as the next version; the scope's reads (the process, its form, its history) reload. */
export const useSaveProcessForm = (scope: DesignerScope, documentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProcessFormBody) => {
      const params = { document_id: documentId };
      return scope === 'console'
        ? api.call(postSuperAdminProcessForm, { params, body })
        : api.call(postAdminProcessForm, { params, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scopeKey(scope) }),
  });
};

export const useRestoreFormVersion = (scope: DesignerScope, documentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) => {
      const params = { document_id: documentId, version_id: versionId };
      return scope === 'console'
        ? api.call(postSuperAdminProcessFormRestore, { params })
        : api.call(postAdminProcessFormRestore, { params });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scopeKey(scope) }),
  });
};

/**
 * The processes the picker offers to copy from: the network's, searched on the server (console); the admin's own
 * company's processes with a form (member), searched here.
 */
export const useFormSources = (scope: DesignerScope, search: string) =>
  useSuperAdminQuery<{ processes: FormSource[] }>([...scopeKey(scope), 'form-sources', search], async (signal) => {
    if (scope === 'console') return api.call(superAdminFormSources, { query: { search }, signal });
    const { documents } = await api.call(adminCompanyDocuments, { signal });
    const term = search.trim().toLowerCase();
    return {
      processes: documents
        .filter((row) => isManagedType(row.document_type) && row.name.toLowerCase().includes(term))
        .map((row) => ({ id: row.id, name: row.name, company_name: '' })),
    };
  });

/** The preview's sample submission against the draft: the server checks it as a submission; nothing is written. */
export const checkFormSample = (scope: DesignerScope, body: FormSampleBody) =>
  scope === 'console' ? api.call(postSuperAdminFormSample, { body }) : api.call(postAdminFormSample, { body });

/** "Request a change": the admin's note to the network team, with the form's current version. */
export const useRequestFormChange = (documentId: number) =>
  useMutation({
    mutationFn: (body: FormChangeRequestBody) =>
      api.call(postAdminFormChangeRequest, { params: { document_id: documentId }, body }),
  });
