import type { resultToSearchBody } from '@casebridge/contract/directory';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireMember } from '../../lib/authorize.ts';
import { PARTNER_NOT_FOUND_MESSAGE } from '../case-submission/load-partner-documents.ts';
import { findOwnSavedSearch, isActivePartner } from './directory-repository.ts';
import { insertSearchResult } from './saved-search-writer.ts';

export const SEARCH_NOT_FOUND_MESSAGE = 'Search not found.';

/**
 * D-008: POST /api/caller/result_to_search, the partner chosen from the results of one of the user's own saved
 * searches (another user's search answers 404, as one that does not exist). The partner must be an active company,
 * or an active department of that company.
 */
export async function linkSearchResult(
  deps: AppDeps,
  actor: Actor | null,
  body: z.output<typeof resultToSearchBody>,
): Promise<{ success: true }> {
  const member = requireMember(actor);
  const search = await findOwnSavedSearch(deps.db, member.userId, body.search_id);
  if (!search) throw notFound(SEARCH_NOT_FOUND_MESSAGE);
  const partner = {
    type: body.member.type,
    companyId: body.member.company_id,
    departmentId: body.member.type === 'department' ? body.member.department_id : null,
  };
  if (!(await isActivePartner(deps.db, partner))) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
  await insertSearchResult(deps.db, {
    savedSearchId: search.id,
    companyId: partner.companyId,
    departmentId: partner.departmentId,
  });
  return { success: true };
}
