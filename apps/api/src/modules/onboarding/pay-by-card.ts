import type { z } from 'zod';
import type { OnboardingStepAnswer, paymentBody } from '@casebridge/contract/onboarding';
import { contractLengthWords, formatMoney } from '@casebridge/contract/money';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import {
  SESSION_CHANGED_MESSAGE,
  amountDue,
  countOnboardingRequest,
  isFree,
  priceOf,
  requireInProgress,
  requireSession,
  saveAtVersion,
  tenantHostUrl,
  toSessionView,
} from './onboarding-session.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { paymentReceiptEmail } from './onboarding-emails.ts';
import { NO_CARD_PAYMENTS_MESSAGE, paymentProviderFor } from './payment-provider.ts';

export const NOTHING_TO_PAY_MESSAGE = 'This registration has nothing to pay by card.';

/**
 * O-017, O-018: a new member of a paid program pays by card after the agreements. The provider charges the token
 * the browser's provider script made (the card number never reaches us) for what the chosen contract length still
 * costs: its price, less what earlier charges paid when the choice changed after a payment (issue 21); a refusal is
 * a field error on the card and changes nothing; a charge is recorded with its amount, term and reference, the
 * applicant is sent its receipt (issue 24 §4), and the wizard moves on to the process.
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
  const length = payment?.contract_length;
  if (
    session.companyId !== null ||
    isFree(program) ||
    session.data.agreements === undefined ||
    payment?.payment_type !== 'credit_card' ||
    length === undefined
  )
    throw conflict(NOTHING_TO_PAY_MESSAGE);
  // Checked before charging, so that a stale tab never pays (nor pays for a term it no longer shows); the save
  // below checks the version again.
  if (session.version !== body.version || body.contract_length !== length) throw conflict(SESSION_CHANGED_MESSAGE);
  // Issue 21: the server alone sets the amount: the chosen term's price now, less what earlier charges paid.
  const priced = { ...payment, price_cents: priceOf(program, length) };
  const amountCents = amountDue(priced);
  if (amountCents === 0) throw conflict(NOTHING_TO_PAY_MESSAGE);
  const provider = paymentProviderFor(deps.config);
  if (!provider) throw conflict(NO_CARD_PAYMENTS_MESSAGE);

  const charge = await provider.charge({
    token: body.card_token,
    amountCents,
    currency: 'usd',
    description: `${program.name} membership (${length.replace('_', ' ')})`,
    idempotencyKey: `onboarding-${String(session.id)}-${String(session.version)}`,
  });
  if (!charge.ok) throw new AppError('validation', charge.message, { card_token: [charge.message] });

  const paidAt = new Date();
  const charges = [
    ...(priced.charges ?? []),
    { amount_cents: amountCents, contract_length: length, reference: charge.reference, paid_at: paidAt.toISOString() },
  ];
  // Issue 24 §4: the receipt goes with the recorded charge, or neither does.
  const { saved, emailId } = await deps.db.transaction(async (tx) => {
    const row = await saveAtVersion(tx, session, body.version, {
      step: 'process',
      data: { ...session.data, payment: { ...priced, name_on_card: body.name_on_card, charges } },
    });
    const id = await insertOutboundEmail(
      tx,
      paymentReceiptEmail({
        to: session.email,
        programName: program.name,
        companyName: session.data.company?.name ?? 'your company',
        amount: formatMoney(amountCents),
        term: contractLengthWords[length],
        reference: charge.reference,
        paidAt,
        programUrl: tenantHostUrl(deps.config.publicUrl, program.vhost),
      }),
    );
    return { saved: row, emailId: id };
  });
  await deps.emails.dispatch([emailId]);
  return { valid: true, message: null, session: toSessionView(saved, body.session_token) };
}
