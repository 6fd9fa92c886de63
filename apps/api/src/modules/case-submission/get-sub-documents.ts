import type { PartnerDocumentsAnswer, PartnerType } from '@casebridge/contract/case-submission';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { findLinkedDocuments, findPartnerDocuments } from './case-submission-repository.ts';
import { insertDocumentViews } from './document-view-writer.ts';
import { requireAccess } from '../access/require-access.ts';
import { DOCUMENT_NOT_FOUND_MESSAGE, requirePartner, toPartnerDocumentsAnswer } from './load-partner-documents.ts';
import { requireMember } from '../../lib/authorize.ts';

/**
 * C-011: GET /api/caller/sub_documents/{id}/{type}/{entity_id}, the sub-process `id` that a parent process of the
 * partner links to (by its chooser's option), with its own layout.
 */
export async function getSubDocuments(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
  type: PartnerType,
  entityId: number,
): Promise<PartnerDocumentsAnswer> {
  const member = requireMember(actor);
  const partner = await requirePartner(deps.db, member, type, entityId);
  await requireAccess(deps.db, member, 'process.use', [documentId]);
  const parents = (await findPartnerDocuments(deps.db, partner)).filter((row) => row.version.documentType === 'parent');
  const linked = await findLinkedDocuments(
    deps.db,
    parents.map((row) => row.id),
    partner.company.id,
  );
  const chosen = linked.filter((row) => row.id === documentId);
  if (chosen.length === 0) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  await insertDocumentViews(deps.db, [documentId], { userId: member.userId, companyId: member.companyId });
  return toPartnerDocumentsAnswer(deps.db, member, partner, chosen);
}
