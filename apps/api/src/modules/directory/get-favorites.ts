import type { FavoritesAnswer } from '@casebridge/contract/directory';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireMember } from '../../lib/authorize.ts';
import { findAccessiblePartners } from '../access/partner-access.ts';
import { findFavorites } from './directory-repository.ts';

/**
 * D-009, D-010: GET /api/caller/favorites, the user's starred partners (C-004 stars them) with the process each was
 * starred on. A partner the user's company can no longer reach (ADR 13) is left out: its Collaborate link would
 * lead nowhere.
 */
export async function getFavorites(deps: AppDeps, actor: Actor | null): Promise<FavoritesAnswer> {
  const member = requireMember(actor);
  const [rows, accessible] = await Promise.all([
    findFavorites(deps.db, member.userId),
    findAccessiblePartners(deps.db, member),
  ]);
  const reach = new Set(accessible);
  return {
    favorites: rows
      .filter((row) => reach.has(row.companyId))
      .map((row) => ({
        type: row.departmentId === null ? 'company' : 'department',
        company_id: row.companyId,
        company: row.company,
        company_slug: row.companySlug,
        company_domain: row.companyDomain,
        department_id: row.departmentId,
        department: row.department,
        document:
          row.documentId === null || row.documentName === null ? null : { id: row.documentId, name: row.documentName },
      })),
  };
}
