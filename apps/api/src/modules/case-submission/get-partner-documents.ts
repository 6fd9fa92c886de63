import type { PartnerDocumentsAnswer, PartnerType } from '@casebridge/contract/case-submission';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { findPartnerDocuments } from './case-submission-repository.ts';
import { insertDocumentViews } from './document-view-writer.ts';
import { requirePartner, toPartnerDocumentsAnswer } from './load-partner-documents.ts';
import { requireMember } from '../../lib/authorize.ts';

/** C-001, C-002: GET /api/caller/documents/{type}/{entity_id}, the processes a partner offers and the priority rule. */
export async function getPartnerDocuments(
  deps: AppDeps,
  actor: Actor | null,
  type: PartnerType,
  entityId: number,
): Promise<PartnerDocumentsAnswer> {
  const member = requireMember(actor);
  const partner = await requirePartner(deps.db, member, type, entityId);
  const rows = await findPartnerDocuments(deps.db, partner);
  await insertDocumentViews(
    deps.db,
    rows.map((row) => row.id),
    { userId: member.userId, companyId: member.companyId },
  );
  return toPartnerDocumentsAnswer(deps.db, member, partner, rows);
}
