import type { OnboardingStepAnswer } from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import type { OnboardingData } from '../../db/schema/onboarding.ts';
import { createSecureToken, hashToken } from '../../lib/secure-token.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { restoreLinkEmail } from './onboarding-emails.ts';
import type { Program, SessionRow } from './onboarding-repository.ts';
import { saveAtVersion, tenantHostUrl, toSessionView } from './onboarding-session.ts';

export const SAVED_FOR_LATER_MESSAGE =
  'Your registration has been saved. We have emailed you a link to finish it later.';

/**
 * O-010: keeps the draft at the same step and emails a restore link (single use, ONBOARDING_RESTORE_TTL) to the
 * session's address; a newer link replaces an older one. The email is queued in the save's transaction.
 */
export async function saveForLater(
  deps: AppDeps,
  program: Program,
  session: SessionRow,
  version: number,
  token: string,
  data: OnboardingData,
): Promise<OnboardingStepAnswer> {
  const restoreToken = createSecureToken();
  const ttl = deps.config.onboardingRestoreTtl;
  const { saved, emailId } = await deps.db.transaction(async (tx) => {
    const row = await saveAtVersion(tx, session, version, {
      data,
      restoreTokenHash: hashToken(restoreToken),
      restoreExpiresAt: new Date(Date.now() + ttl * 1000),
    });
    const id = await insertOutboundEmail(
      tx,
      restoreLinkEmail({
        to: session.email,
        programName: program.name,
        link: `${tenantHostUrl(deps.config.publicUrl, program.vhost)}onboarding/restore/${restoreToken}`,
        ttlSeconds: ttl,
      }),
    );
    return { saved: row, emailId: id };
  });
  await deps.emails.dispatch([emailId]);
  return { valid: true, message: SAVED_FOR_LATER_MESSAGE, session: toSessionView(saved, token) };
}
