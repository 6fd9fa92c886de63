import {
  DOCUMENT_NOT_FOUND_MESSAGE as SAMPLE_NOT_FOUND_MESSAGE,
  type DocumentSampleAnswer,
} from '@casebridge/contract/company-documents';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin, requireSuperAdmin } from '../../lib/authorize.ts';
import { requireAccess } from '../access/require-access.ts';
import { findCompanyDocumentForSample, findPartner } from './case-submission-repository.ts';
import {
  findPriorityMessages,
  memberViewer,
  toContactDocuments,
  type DocumentViewer,
} from './load-partner-documents.ts';

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
  await requireAccess(deps.db, admin, 'process.manage', [documentId]);
  // A sample shows the page; its internal note is edited on the partners' own page.
  return documentSample(deps, { ...memberViewer(admin), mayEditNote: false }, admin.companyId, documentId);
}

/**
 * S-039: GET /api/super_admin/companies/{id}/documents/{id}/sample: any process of the company as a partner's submit
 * page shows it, whatever its status, with its managers and instructions, and the priority rule by the company alone.
 */
export async function getConsoleDocumentSample(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  documentId: number,
): Promise<DocumentSampleAnswer> {
  const admin = requireSuperAdmin(actor);
  return documentSample(
    deps,
    { userId: admin.userId, companyId: null, admin: true, mayEditNote: false },
    companyId,
    documentId,
  );
}

async function documentSample(
  deps: AppDeps,
  viewer: DocumentViewer,
  companyId: number,
  documentId: number,
): Promise<DocumentSampleAnswer> {
  const [rows, partner] = await Promise.all([
    findCompanyDocumentForSample(deps.db, companyId, documentId),
    findPartner(deps.db, 'company', companyId),
  ]);
  if (rows.length === 0 || !partner) throw notFound(SAMPLE_NOT_FOUND_MESSAGE);
  const [documents, messages] = await Promise.all([
    toContactDocuments(deps.db, viewer, partner, rows),
    findPriorityMessages(deps.db, viewer.companyId, partner, documentId),
  ]);
  const [document] = documents;
  if (!document) throw notFound(SAMPLE_NOT_FOUND_MESSAGE);
  return { document, messages };
}
