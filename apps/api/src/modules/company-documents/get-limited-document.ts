import { NO_DOCUMENT_MESSAGE, type LimitedDocumentAnswer } from '@casebridge/contract/company-documents';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { findFirstDocumentId } from './company-documents-repository.ts';
import { loadDocumentAnswer } from './get-company-document.ts';

/**
 * M-032: GET /api/admin/company/documents/limited: the company's process, read-only (its first; a limited member
 * has one). Any company admin may read it: it holds nothing the admin's process screen does not (ADR 25).
 */
export async function getLimitedDocument(deps: AppDeps, actor: Actor | null): Promise<LimitedDocumentAnswer> {
  const admin = requireCompanyAdmin(actor);
  const documentId = await findFirstDocumentId(deps.db, admin.companyId);
  if (documentId === undefined) throw notFound(NO_DOCUMENT_MESSAGE);
  return loadDocumentAnswer(deps.db, admin, documentId);
}
