import type { z } from 'zod';
import type { OnboardingStepAnswer, paymentBody } from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import {
  SESSION_CHANGED_MESSAGE,
  countOnboardingRequest,
  isFree,
  requireInProgress,
  requireSession,
  saveAtVersion,
  toSessionView,
} from './onboarding-session.ts';
import { NO_CARD_PAYMENTS_MESSAGE, paymentProviderFor } from './payment-provider.ts';

export const NOTHING_TO_PAY_MESSAGE = 'This registration has nothing to pay by card.';

/**
 * O-017, O-018: a new member of a paid program pays by card after the agreements. The provider charges the token
 * the browser's provider script made (the card number never reaches us) for the chosen contract length's price; a
 * refusal is a field error on the card and changes nothing; a charge moves the wizard on to the process.
 */
export async function payByCard(
  deps: AppDeps,
  vhost: string,
  body: z.output<typeof paymentBody>,
  ip: string,
): Promise<OnboardingStepAnswer> {
  await countOnboardingRequest(deps, ip);
  const { program, session } = await requireSession(deps, vhost, body.session_token);
  requireInProgress(session);
  const payment = session.data.payment;
  if (
    session.companyId !== null ||
    isFree(program) ||
    session.data.agreements === undefined ||
    payment?.payment_type !== 'credit_card' ||
    payment.paid_at !== undefined
  )
    throw conflict(NOTHING_TO_PAY_MESSAGE);
  // Checked before charging, so that a stale tab never pays; the save below checks it again.
  if (session.version !== body.version) throw conflict(SESSION_CHANGED_MESSAGE);
  const provider = paymentProviderFor(deps.config);
  if (!provider) throw conflict(NO_CARD_PAYMENTS_MESSAGE);

  const amountCents = body.contract_length === 'one_year' ? program.price : program.priceThreeYears;
  const charge = await provider.charge({
    token: body.card_token,
    amountCents,
    currency: 'usd',
    description: `${program.name} membership (${body.contract_length.replace('_', ' ')})`,
    idempotencyKey: `onboarding-${String(session.id)}-${String(session.version)}`,
  });
  if (!charge.ok) throw new AppError('validation', charge.message, { card_token: [charge.message] });

  const saved = await saveAtVersion(deps.db, session, body.version, {
    step: 'process',
    data: {
      ...session.data,
      payment: {
        ...payment,
        contract_length: body.contract_length,
        name_on_card: body.name_on_card,
        payment_reference: charge.reference,
        paid_at: new Date().toISOString(),
        amount_cents: amountCents,
      },
    },
  });
  return { valid: true, message: null, session: toSessionView(saved, body.session_token) };
}
