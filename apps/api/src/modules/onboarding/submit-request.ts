import type { OnboardingStepAnswer } from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import type { OnboardingData } from '../../db/schema/onboarding.ts';
import { conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { Program, SessionRow } from './onboarding-repository.ts';
import { isFree, saveAtVersion, toSessionView } from './onboarding-session.ts';
import { REQUEST_WAITING_MESSAGE } from './verify-email.ts';

export const SUBMITTED_MESSAGE =
  'Thank you. Your registration has been submitted and will be reviewed by the membership team.';

/**
 * Submits the registration as one company request for the super admin's review (O-027): the session moves to
 * success and pending_approval (pending_payment when paying by invoice, O-020: activation waits for the payment).
 * The version check makes a double submit of one session one request; the partial unique index
 * onboarding_sessions_one_request_unique makes two sessions of one address on one program one request.
 */
export async function submitRequest(
  deps: AppDeps,
  program: Program,
  session: SessionRow,
  version: number,
  token: string,
  data: OnboardingData,
): Promise<OnboardingStepAnswer> {
  const invoice = !isFree(program) && data.payment?.payment_type === 'invoice';
  try {
    const saved = await saveAtVersion(deps.db, session, version, {
      data,
      step: 'success',
      status: invoice && session.companyId === null ? 'pending_payment' : 'pending_approval',
      submittedAt: new Date(),
      restoreTokenHash: null,
      restoreExpiresAt: null,
    });
    return { valid: true, message: SUBMITTED_MESSAGE, session: toSessionView(saved, token) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REQUEST_WAITING_MESSAGE);
    throw error;
  }
}
