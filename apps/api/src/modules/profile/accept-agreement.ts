import type { ProfileAnswer } from '@casebridge/contract/profile';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireOwnUser } from '../../lib/authorize.ts';
import { getCurrentSession } from '../auth/get-current-session.ts';
import { recordAgreement } from '../users/user-writer.ts';

/**
 * P-008, P-009: the user accepts the privacy agreement (the body's tick, checked by the contract): its date is
 * recorded and the forced agreement update ends. Only the user may agree; a super admin logged in as them may not.
 */
export async function acceptAgreement(deps: AppDeps, actorOrNull: Actor | null): Promise<ProfileAnswer> {
  const actor = requireOwnUser(actorOrNull);
  await recordAgreement(deps.db, actor.userId, new Date());
  return { user: (await getCurrentSession(deps, actor)).user };
}
