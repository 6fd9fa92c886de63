import type { z } from 'zod';
import {
  AGREEMENTS_REQUIRED_MESSAGE,
  CHOOSE_CONTRACT_LENGTH_MESSAGE,
  DEFAULT_PAYMENT_TYPE,
  type agreementsBody,
  type OnboardingStepAnswer,
} from '@casebridge/contract/onboarding';
import type { OnboardingStep } from '@casebridge/contract/enums';
import type { AppDeps } from '../../app-deps.ts';
import type { OnboardingData } from '../../db/schema/onboarding.ts';
import { AppError, conflict, type FieldErrors } from '../../lib/app-error.ts';
import { findCompanySummary } from './onboarding-repository.ts';
import {
  addendumApplies,
  countOnboardingRequest,
  isFree,
  isPaidByCard,
  priceOf,
  registersAtAgreements,
  requireInProgress,
  requireSession,
  saveAtVersion,
  toSessionView,
} from './onboarding-session.ts';

export const CONTACT_FIRST_MESSAGE = 'Please complete your contact details first.';
const REQUIRED = 'This field is required.';

type Body = z.output<typeof agreementsBody>;

/** Whether a new member still has to pay before the wizard goes on: a paid program, by card, not yet covered. */
export const awaitsCardPayment = (free: boolean, payment: OnboardingData['payment']): boolean =>
  !free && payment?.payment_type === 'credit_card' && !isPaidByCard(payment);

/**
 * O-011..O-014, O-016, O-024: the agreements (and for an existing paid member the basic-premium step). Every
 * agreement that applies must be accepted; the names are asked only when the user has none (O-013). A new member's
 * payment choices are kept (the contract length as chosen, never a default: issue 24 §4; credit_card by default); by card on a paid program the wizard stays here
 * until the payment is made (O-017), otherwise it moves on: a new member to process, an existing one to
 * choose-process; a limited member registers from here (O-015).
 */
export async function saveAgreements(
  deps: AppDeps,
  vhost: string,
  body: Body,
  ip: string,
): Promise<OnboardingStepAnswer> {
  await countOnboardingRequest(deps, ip);
  const { program, session } = await requireSession(deps, vhost, body.session_token);
  requireInProgress(session);
  const isNew = session.companyId === null;
  if (isNew && session.data.company?.name === undefined) throw conflict(CONTACT_FIRST_MESSAGE);

  const user = session.data.user ?? {};
  const errors: FieldErrors = {};
  const accepted =
    body.code_of_conduct && body.database_license && (body.addendum || !addendumApplies(program, session.companyId));
  if (!accepted) errors.agreements = [AGREEMENTS_REQUIRED_MESSAGE];
  const firstName = user.first_name ?? body.first_name;
  const lastName = user.last_name ?? body.last_name;
  if (firstName === undefined) errors.first_name = [REQUIRED];
  if (lastName === undefined) errors.last_name = [REQUIRED];
  // Issue 21: the price follows the choice as saved now; charges made for an earlier choice count towards it only.
  const contractLength = body.contract_length ?? session.data.payment?.contract_length;
  if (isNew && !isFree(program) && contractLength === undefined)
    errors.contract_length = [CHOOSE_CONTRACT_LENGTH_MESSAGE];
  if (Object.keys(errors).length > 0)
    throw new AppError('validation', errors.agreements?.[0] ?? 'Please check the highlighted fields.', errors);

  const payment =
    isNew && contractLength !== undefined
      ? {
          ...session.data.payment,
          contract_length: contractLength,
          payment_type: body.payment_type ?? session.data.payment?.payment_type ?? DEFAULT_PAYMENT_TYPE,
          price_cents: priceOf(program, contractLength),
        }
      : session.data.payment;
  const company = session.companyId === null ? undefined : await findCompanySummary(deps.db, session.companyId);
  // A card payment still due keeps the wizard here, also when a changed choice (issue 21) took it back from process.
  const next: OnboardingStep = isNew
    ? awaitsCardPayment(isFree(program), payment)
      ? 'agreements'
      : 'process'
    : company && registersAtAgreements(company)
      ? session.step
      : 'choose-process';

  const saved = await saveAtVersion(deps.db, session, body.version, {
    step: next,
    data: {
      ...session.data,
      user: { ...user, first_name: firstName, last_name: lastName },
      agreements: {
        code_of_conduct: body.code_of_conduct,
        database_license: body.database_license,
        addendum: body.addendum,
      },
      ...(payment === undefined ? {} : { payment }),
    },
  });
  return { valid: true, message: null, session: toSessionView(saved, body.session_token) };
}
