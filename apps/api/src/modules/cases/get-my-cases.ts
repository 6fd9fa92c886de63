import type { MyCasesAnswer, myCasesQuery } from '@casebridge/contract/cases';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireMember } from '../../lib/authorize.ts';
import { listPageFields, readListCursor } from '../../lib/list-cursor.ts';
import { toMyCase } from './case-mapper.ts';
import { findCaseListPage } from './case-repository.ts';

/**
 * GET /api/caller/my-cases (C-037): a page of the cases the signed-in user submitted for their company, searched,
 * sorted and paged in the database as the dashboard's list is (the same query, its `mine` scope with every status).
 */
export async function getMyCases(
  deps: AppDeps,
  actor: Actor | null,
  query: z.output<typeof myCasesQuery>,
): Promise<MyCasesAnswer> {
  const member = requireMember(actor);
  const order = { list: 'my-cases', sort: query.sort, dir: query.dir };
  const page = await findCaseListPage(deps.db, {
    companyId: member.companyId,
    submittedBy: member.userId,
    createdSince: null,
    notClosed: false,
    status: query.status ?? null,
    waitingOnUs: query.waiting_on_us,
    awaitingAction: false,
    q: query.q,
    sort: query.sort,
    dir: query.dir,
    limit: query.limit,
    position: readListCursor(deps.config.secret, query.cursor, order),
  });
  return {
    my_cases: page.rows.map(toMyCase),
    ...listPageFields(deps.config.secret, order, page.position, page, query.limit, page),
  };
}
