import type { RegistrationQueueItem } from '@casebridge/contract/users';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { findPendingRegistrations } from './registration-repository.ts';

/** M-018: GET /api/admin/company/registration/queue, the admin's own company's registrations awaiting approval. */
export async function listRegistrationQueue(
  deps: AppDeps,
  actor: Actor | null,
): Promise<{ queue: RegistrationQueueItem[] }> {
  const admin = requireCompanyAdmin(actor);
  const rows = await findPendingRegistrations(deps.db, admin.companyId);
  return {
    queue: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
