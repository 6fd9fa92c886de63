import type { SaveSearchAnswer, SaveSearchBody } from '@casebridge/contract/directory';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireMember } from '../../lib/authorize.ts';
import { insertSavedSearch } from './saved-search-writer.ts';

/** D-007: POST /api/caller/save_search, a term typed into the partner search, kept with its user and company. */
export async function saveSearch(deps: AppDeps, actor: Actor | null, body: SaveSearchBody): Promise<SaveSearchAnswer> {
  const member = requireMember(actor);
  const id = await insertSavedSearch(deps.db, {
    userId: member.userId,
    companyId: member.companyId,
    term: body.term,
    location: body.location,
  });
  return { search: { id } };
}
