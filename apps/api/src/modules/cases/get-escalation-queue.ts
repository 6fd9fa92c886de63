import type { EscalationQueueAnswer, escalationQuery, EscalationFilter } from '@casebridge/contract/escalation';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { listPageFields, readListCursor } from '../../lib/list-cursor.ts';
import { findEscalationPage } from './escalation-repository.ts';

/** S-004, S-005: GET /api/super_admin/escalation/queue/{filter}, the network's cases for the super admin. */
export async function getEscalationQueue(
  deps: AppDeps,
  actor: Actor | null,
  filter: EscalationFilter,
  query: z.output<typeof escalationQuery>,
  now: Date = new Date(),
): Promise<EscalationQueueAnswer> {
  requireSuperAdmin(actor);
  const order = { list: `escalation-${filter}`, sort: query.sort, dir: query.dir };
  const page = await findEscalationPage(deps.db, {
    filter,
    q: query.q,
    priority: query.priority,
    sort: query.sort,
    dir: query.dir,
    limit: query.limit,
    position: readListCursor(deps.config.secret, query.cursor, order),
    now,
  });
  return {
    data: page.rows.map((row) => ({
      id: row.id,
      token: row.token,
      network_case_number: row.networkCaseNumber,
      internal_case_number: row.internalCaseNumber,
      company: row.company,
      receiver: row.receiver,
      priority: row.priority,
      created_at: row.createdAt.toISOString(),
      status: row.status,
      document: row.document,
    })),
    ...listPageFields(deps.config.secret, order, page.position, page, query.limit, page),
  };
}
