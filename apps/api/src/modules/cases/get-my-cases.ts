import type { MyCasesAnswer } from '@casebridge/contract/cases';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { toMyCase } from './case-mapper.ts';
import { findCasesSubmittedBy } from './case-repository.ts';

/** GET /api/caller/my-cases (C-037): the cases the signed-in user submitted for their company. */
export async function getMyCases(deps: AppDeps, actor: Actor | null): Promise<MyCasesAnswer> {
  if (!actor) throw unauthorized();
  if (actor.companyId === null) return { my_cases: [] };
  const rows = await findCasesSubmittedBy(deps.db, actor.userId, actor.companyId);
  return { my_cases: rows.map(toMyCase) };
}
