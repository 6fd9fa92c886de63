import type { FavoriteToggleAnswer, FavoriteToggleBody } from '@casebridge/contract/case-submission';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findLinkedDocuments, findPartnerDocuments } from './case-submission-repository.ts';
import { deleteFavorite, upsertFavorite } from './favorite-writer.ts';
import { requireAccess } from '../access/require-access.ts';
import { DOCUMENT_NOT_FOUND_MESSAGE, PARTNER_NOT_FOUND_MESSAGE, requirePartner } from './load-partner-documents.ts';
import { requireMember } from '../../lib/authorize.ts';

/**
 * C-004: POST /api/caller/favorites/toggle, the viewer's star on a partner (company, or department of that company),
 * given on one of the partner's current processes (one it offers, or a sub-process its parent processes link to).
 * Setting it twice, or removing it when absent, changes nothing.
 */
export async function toggleFavorite(
  deps: AppDeps,
  actor: Actor | null,
  body: FavoriteToggleBody & { department_id: number | null },
): Promise<FavoriteToggleAnswer> {
  const member = requireMember(actor);
  if (body.type === 'department' && body.department_id === null) {
    throw new AppError('validation', 'A department partner needs its department.', {
      department_id: ['This field is required.'],
    });
  }
  const partner = await requirePartner(
    deps.db,
    member,
    body.type,
    body.type === 'company' ? body.company_id : (body.department_id ?? 0),
  );
  if (partner.company.id !== body.company_id) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
  await requireAccess(deps.db, member, 'process.use', [body.document_id]);

  const offered = await findPartnerDocuments(deps.db, partner);
  const current =
    offered.some((row) => row.id === body.document_id) ||
    (
      await findLinkedDocuments(
        deps.db,
        offered.filter((row) => row.version.documentType === 'parent').map((row) => row.id),
        partner.company.id,
      )
    ).some((row) => row.id === body.document_id);
  if (!current) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);

  const star = { userId: member.userId, companyId: partner.company.id, departmentId: partner.department?.id ?? null };
  if (body.is_favorite) await upsertFavorite(deps.db, star, body.document_id);
  else await deleteFavorite(deps.db, star);
  return { is_favorite: body.is_favorite };
}
