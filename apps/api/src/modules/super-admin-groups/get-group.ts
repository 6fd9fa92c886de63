import { GROUP_NOT_FOUND_MESSAGE, type GroupAnswer } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import type { DbOrTx } from '../../db/client.ts';
import { toGroupAnswer } from './group-answers.ts';
import { findGroup, type GroupRow } from './super-admin-groups-repository.ts';

export async function requireGroup(db: DbOrTx, id: number): Promise<GroupRow> {
  const row = await findGroup(db, id);
  if (!row) throw notFound(GROUP_NOT_FOUND_MESSAGE);
  return row;
}

/** S-052: GET /api/super_admin/groups/{id}, the community and its partner group. */
export async function getGroup(deps: AppDeps, actor: Actor | null, id: number): Promise<GroupAnswer> {
  requireSuperAdmin(actor);
  return toGroupAnswer(deps, await requireGroup(deps.db, id));
}
