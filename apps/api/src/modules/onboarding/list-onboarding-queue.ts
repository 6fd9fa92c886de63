import type { OnboardingQueueAnswer } from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { findWaitingOnboardingRequests } from './onboarding-repository.ts';

/** S-002: GET /api/super_admin/onboarding/queue, for the super admin's dashboard. */
export async function listOnboardingQueue(deps: AppDeps, actor: Actor | null): Promise<OnboardingQueueAnswer> {
  requireSuperAdmin(actor);
  const rows = await findWaitingOnboardingRequests(deps.db);
  return {
    queue: rows.map((row) => ({
      id: row.id,
      company_name: row.companyName,
      group_name: row.groupName,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      sf_opportunity: row.sfOpportunity,
    })),
  };
}
