import type { OnboardingState } from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { createSecureToken, hashToken } from '../../lib/secure-token.ts';
import { findProgramOfSession, takeRestoreLink } from './onboarding-repository.ts';
import { requireOpenProgram, toStateAnswer } from './onboarding-session.ts';

export const INVALID_RESTORE_LINK =
  'This link is no longer valid. It works once and expires; save your registration again for a new link.';

/**
 * O-006, O-007: GET /api/onboarding/restore/{token}. The emailed link works once and until it expires; it hands
 * the browser a new session token (the saved one stays in the database, so a restart loses nothing) and the
 * session as it was saved. Guesses count against the client's token budget.
 */
export async function restoreSession(deps: AppDeps, restoreToken: string, ip: string): Promise<OnboardingState> {
  await consumeRateLimit(deps.db, `onboarding-restore:${ip}`, deps.config.authRateLimit, 60);
  const token = createSecureToken();
  const session = await takeRestoreLink(deps.db, hashToken(restoreToken), hashToken(token));
  if (!session) throw new AppError('not_found', INVALID_RESTORE_LINK);
  const link = await findProgramOfSession(deps.db, session.partnerGroupId);
  const program = await requireOpenProgram(deps.db, link?.vhost ?? '');
  return toStateAnswer(deps, program, session, token);
}
