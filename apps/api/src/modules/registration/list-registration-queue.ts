import type { NetworkRegistrationQueueItem, RegistrationQueueItem } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin, requireSuperAdmin } from '../../lib/authorize.ts';
import { findPendingRegistrations } from './registration-repository.ts';

const toQueueItem = (row: Awaited<ReturnType<typeof findPendingRegistrations>>[number]) => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  created_at: row.createdAt.toISOString(),
});

/** M-018: GET /api/admin/company/registration/queue, the admin's own company's registrations awaiting approval. */
export async function listRegistrationQueue(
  deps: AppDeps,
  actor: Actor | null,
): Promise<{ queue: RegistrationQueueItem[] }> {
  const admin = requireCompanyAdmin(actor);
  return { queue: (await findPendingRegistrations(deps.db, admin.companyId)).map(toQueueItem) };
}

/** S-003: GET /api/super_admin/registration/queue, every company's registrations awaiting approval. */
export async function listNetworkRegistrationQueue(
  deps: AppDeps,
  actor: Actor | null,
): Promise<{ queue: NetworkRegistrationQueueItem[] }> {
  requireSuperAdmin(actor);
  const rows = await findPendingRegistrations(deps.db, null);
  return { queue: rows.map((row) => ({ ...toQueueItem(row), company: row.company })) };
}
