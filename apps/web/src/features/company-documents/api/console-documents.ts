import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  postSuperAdminCompaniesContactDocuments,
  superAdminCompaniesContactDocumentsFormData,
  superAdminCompaniesContactDocumentsFormDataParent,
  superAdminContactDocuments,
  type ConsoleDocumentBody,
} from '@casebridge/contract/super-admin-documents';
import { superAdminCompaniesContactDocumentsNotes } from '@casebridge/contract/super-admin-companies';
import { api } from '@/lib/api-client';
import { useSuperAdminQuery } from '@/lib/super-admin-query';

/** Every console query starts with this key: a save reloads the company's panels and the processes read here. */
const consoleKey = ['super_admin'] as const;

/** S-029: GET /api/super_admin/contact_documents/{document_id}; not read for a new process (0). */
export const useConsoleDocument = (documentId: number) =>
  useSuperAdminQuery(
    [...consoleKey, 'documents', documentId],
    (signal) => api.call(superAdminContactDocuments, { params: { document_id: documentId }, signal }),
    { enabled: documentId !== 0 },
  );

/** S-029: GET .../companies/{id}/contact_documents/form_data, the managed form's choices (and the company's name). */
export const useConsoleDocumentFormData = (companyId: number) =>
  useSuperAdminQuery([...consoleKey, 'companies', companyId, 'document_form_data'], (signal) =>
    api.call(superAdminCompaniesContactDocumentsFormData, { params: { id: companyId }, signal }),
  );

/** S-037: GET .../companies/{id}/contact_documents/form_data/parent, the processes a parent's rows may choose. */
export const useParentFormData = (companyId: number) =>
  useSuperAdminQuery([...consoleKey, 'companies', companyId, 'document_form_data', 'parent'], (signal) =>
    api.call(superAdminCompaniesContactDocumentsFormDataParent, { params: { id: companyId }, signal }),
  );

/** S-030: the internal notes member companies keep on the process (GET .../contact_documents/{doc}/notes). */
export const useConsoleDocumentNotes = (companyId: number, documentId: number) =>
  useSuperAdminQuery(
    [...consoleKey, 'companies', companyId, 'document_notes', documentId],
    (signal) =>
      api.call(superAdminCompaniesContactDocumentsNotes, { params: { id: companyId, doc: documentId }, signal }),
    { enabled: documentId !== 0 },
  );

/** S-034, S-036, S-038: POST .../companies/{id}/contact_documents/{document_id} (0 creates); the console reloads. */
export const useSaveConsoleDocument = (companyId: number, documentId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsoleDocumentBody) =>
      api.call(postSuperAdminCompaniesContactDocuments, { params: { id: companyId, document_id: documentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consoleKey }),
  });
};
