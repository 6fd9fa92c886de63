import { DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/company-documents';
import { COMPANY_NOT_FOUND_MESSAGE } from '@casebridge/contract/super-admin-companies';
import {
  CONSOLE_DOCUMENT_SAVED_MESSAGE,
  type ConsoleDocument,
  type ConsoleDocumentBody,
  type ConsoleDocumentFormData,
  type ConsoleDocumentSavedAnswer,
  type ParentFormData,
} from '@casebridge/contract/super-admin-documents';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import {
  readParentFormData,
  readProcessDocument,
  readProcessFormData,
} from '../company-documents/read-process-document.ts';
import { saveProcessDocumentOfCompany } from '../company-documents/save-process-document.ts';
import { requireCompany } from './get-console-company.ts';

// S-027..S-038 (ADR 31): the console's process editor, on the member admin's process services with the company of
// the path.

/** S-029: GET /api/super_admin/contact_documents/{document_id}, a process of any company read whole. */
export async function getConsoleDocument(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
): Promise<{ document: ConsoleDocument }> {
  requireSuperAdmin(actor);
  const document = await readProcessDocument(deps.db, documentId);
  if (!document) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return { document };
}

/** S-029: GET .../companies/{id}/contact_documents/form_data, the managed form's choices. */
export async function getConsoleDocumentFormData(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<ConsoleDocumentFormData> {
  requireSuperAdmin(actor);
  const data = await readProcessFormData(deps.db, companyId);
  if (!data) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  return data;
}

/** S-037: GET .../companies/{id}/contact_documents/form_data/parent, the processes a parent's rows may choose. */
export async function getParentFormData(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
): Promise<ParentFormData> {
  requireSuperAdmin(actor);
  const data = await readParentFormData(deps.db, companyId);
  if (!data) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  return data;
}

/** S-034, S-036, S-038: POST .../companies/{id}/contact_documents/{document_id} (0 creates). */
export async function saveConsoleDocument(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  documentId: number,
  body: ConsoleDocumentBody,
): Promise<ConsoleDocumentSavedAnswer> {
  const admin = requireSuperAdmin(actor);
  await requireCompany(deps, companyId);
  const document = await saveProcessDocumentOfCompany(deps, admin, companyId, documentId, body);
  return { message: CONSOLE_DOCUMENT_SAVED_MESSAGE, document };
}
