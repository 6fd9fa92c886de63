import type { OnboardingStepAnswer } from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { OnboardingData } from '../../db/schema/onboarding.ts';
import { conflict } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import type { Program, SessionRow } from './onboarding-repository.ts';
import { isFree, saveAtVersion, toSessionView } from './onboarding-session.ts';
import { REQUEST_WAITING_MESSAGE } from './verify-email.ts';

export const SUBMITTED_MESSAGE =
  'Thank you. Your registration has been submitted and will be reviewed by the membership team.';
export const COMPANY_DECIDES_MESSAGE =
  "Thank you. Your company's administrators approve your account first; then the membership team reviews the registration.";

/** Who the applicant of an existing company's request is to that company (issue 21). */
export type Applicant = {
  /** The user the request is for (the company's, or the one waiting for its approval); none for an SSO company. */
  userId: number | null;
  /** The company's signup managers decide on the user first (pending_company). */
  waitsForCompany: boolean;
  /** Emails to send once the submission is committed. */
  emailIds: number[];
};

/**
 * Submits the registration as one company request for the super admin's review (O-027): the session moves to
 * success and pending_approval (pending_payment when paying by invoice, O-020: activation waits for the payment;
 * pending_company while an existing company's signup managers decide on its new user). The version check makes a
 * double submit of one session one request; the partial unique index onboarding_sessions_one_request_unique makes
 * two sessions of one address on one program one request. `applicant` runs in the submission's transaction.
 */
export async function submitRequest(
  deps: AppDeps,
  program: Program,
  session: SessionRow,
  version: number,
  token: string,
  data: OnboardingData,
  applicant?: (tx: DbOrTx) => Promise<Applicant>,
): Promise<OnboardingStepAnswer> {
  const invoice = !isFree(program) && data.payment?.payment_type === 'invoice';
  try {
    const { saved, emailIds } = await deps.db.transaction(async (tx) => {
      const joining = applicant ? await applicant(tx) : undefined;
      const status = joining?.waitsForCompany
        ? 'pending_company'
        : invoice && session.companyId === null
          ? 'pending_payment'
          : 'pending_approval';
      const row = await saveAtVersion(tx, session, version, {
        data,
        step: 'success',
        status,
        userId: joining?.userId ?? null,
        submittedAt: new Date(),
        restoreTokenHash: null,
        restoreExpiresAt: null,
      });
      return { saved: row, emailIds: joining?.emailIds ?? [] };
    });
    await deps.emails.dispatch(emailIds);
    const message = saved.status === 'pending_company' ? COMPANY_DECIDES_MESSAGE : SUBMITTED_MESSAGE;
    return { valid: true, message, session: toSessionView(saved, token) };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(REQUEST_WAITING_MESSAGE);
    throw error;
  }
}
