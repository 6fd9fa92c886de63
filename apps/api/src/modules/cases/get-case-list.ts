import type { CaseListAnswer, caseListQuery, InboundAwaitingAnswer } from '@casebridge/contract/cases';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireMember } from '../../lib/authorize.ts';
import { listPageFields, readListCursor } from '../../lib/list-cursor.ts';
import { isWaitingOnViewer } from './case-mapper.ts';
import { countInboundAwaiting, findCaseListPage } from './case-repository.ts';

const DAY = 24 * 3600 * 1000;

/**
 * D-019..D-022: GET /api/caller/get-cases/{mine|company}[/30], the dashboard's case list of the signed-in user's
 * company (from the session, never the request): `mine` the cases the user submitted, `company` every case the
 * company sent or received; `recentDays` the last 30 days.
 */
export async function getCaseList(
  deps: AppDeps,
  actor: Actor | null,
  input: { scope: 'mine' | 'company'; recentDays: number | null; query: z.output<typeof caseListQuery> },
  now: Date = new Date(),
): Promise<CaseListAnswer> {
  const member = requireMember(actor);
  const { query } = input;
  const order = { list: 'cases', sort: query.sort, dir: query.dir };
  const page = await findCaseListPage(deps.db, {
    companyId: member.companyId,
    submittedBy: input.scope === 'mine' ? member.userId : null,
    createdSince: input.recentDays === null ? null : new Date(now.getTime() - input.recentDays * DAY),
    notClosed: query.not_closed,
    status: query.status ?? null,
    waitingOnUs: query.waiting_on_us,
    awaitingAction: query.filter === 'inbound-action',
    q: query.q,
    sort: query.sort,
    dir: query.dir,
    limit: query.limit,
    position: readListCursor(deps.config.secret, query.cursor, order),
  });
  return {
    data: page.rows.map((row) => ({
      token: row.token,
      network_case_number: row.networkCaseNumber,
      internal_case_number: row.internalCaseNumber,
      direction: row.outbound ? 'outbound' : 'inbound',
      partner: { name: row.partner },
      partner_case_number: row.partnerCaseNumber,
      summary: row.summary,
      priority: row.priority,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      waiting_on_us: isWaitingOnViewer(row),
    })),
    ...listPageFields(deps.config.secret, order, page.position, page, query.limit, page),
  };
}

/**
 * Issue 24: GET /api/caller/cases/inbound-awaiting, the count of the company's inbound cases waiting on its action and
 * of the high-priority ones among them, for the dashboard whatever view its table shows.
 */
export async function getInboundAwaiting(deps: AppDeps, actor: Actor | null): Promise<InboundAwaitingAnswer> {
  const member = requireMember(actor);
  return countInboundAwaiting(deps.db, member.companyId);
}
