import {
  DOCUMENT_NOT_FOUND_MESSAGE as SAMPLE_NOT_FOUND_MESSAGE,
  type DocumentSampleAnswer,
} from '@casebridge/contract/company-documents';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { findCompanyDocumentForSample, findPartner } from './case-submission-repository.ts';
import { findPriorityMessages, toContactDocuments } from './load-partner-documents.ts';

/**
 * M-031: GET /api/admin/company/documents/{id}/sample: a process of the admin's own company (another company's is not
 * found) exactly as the submit page reads it, with the priority messages the form shows.
 */
export async function getDocumentSample(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
): Promise<DocumentSampleAnswer> {
  const admin = requireCompanyAdmin(actor);
  const [rows, partner] = await Promise.all([
    findCompanyDocumentForSample(deps.db, admin.companyId, documentId),
    findPartner(deps.db, 'company', admin.companyId),
  ]);
  if (rows.length === 0 || !partner) throw notFound(SAMPLE_NOT_FOUND_MESSAGE);
  const [documents, messages] = await Promise.all([
    toContactDocuments(deps.db, admin, partner, rows),
    findPriorityMessages(deps.db, admin, partner, documentId),
  ]);
  const [document] = documents;
  if (!document) throw notFound(SAMPLE_NOT_FOUND_MESSAGE);
  return { document, messages };
}
