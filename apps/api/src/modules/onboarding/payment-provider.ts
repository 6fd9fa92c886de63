import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';

/** What a charge comes to: the provider's reference for it, or the reason it was refused (shown to the payer). */
export type ChargeResult = { ok: true; reference: string } | { ok: false; message: string };

/**
 * The card payment provider on the server's side (ADR 24). The browser's provider script turns the card details
 * into a token; the server only ever sees that token and asks the provider to charge it. `idempotencyKey` names the
 * attempt, so that a provider that supports it charges a retried attempt once.
 */
export type PaymentProvider = {
  charge: (input: {
    token: string;
    amountCents: number;
    currency: 'usd';
    description: string;
    idempotencyKey: string;
  }) => Promise<ChargeResult>;
};

export const CARD_DECLINED_MESSAGE = 'Your card was declined. Please use another card or choose invoice.';
export const INVALID_CARD_TOKEN_MESSAGE = 'The card could not be verified. Please enter it again.';
export const NO_CARD_PAYMENTS_MESSAGE = 'Card payments are not available. Please choose invoice.';

/**
 * The built-in test provider: it charges the tokens its browser script (web: test-card-provider.ts) issues for the
 * documented test cards, 'ok' ones succeed and 'declined' ones are declined; no money moves. Anyone can make such a
 * token, so production runs without it unless PAYMENT_PROVIDER=test says otherwise.
 */
const testProvider: PaymentProvider = {
  charge: ({ token }) => {
    const outcome = /^tok_test_(ok|declined)_[A-Za-z0-9]{16,64}$/.exec(token)?.[1];
    if (outcome === undefined) return Promise.resolve({ ok: false, message: INVALID_CARD_TOKEN_MESSAGE });
    if (outcome === 'declined') return Promise.resolve({ ok: false, message: CARD_DECLINED_MESSAGE });
    return Promise.resolve({ ok: true, reference: `ch_test_${randomBytes(12).toString('hex')}` });
  },
};

/** The configured provider (PAYMENT_PROVIDER); null: no card payments. A real provider plugs in here. */
export function paymentProviderFor(config: Pick<Config, 'paymentProvider'>): PaymentProvider | null {
  switch (config.paymentProvider) {
    case 'test':
      return testProvider;
    case 'none':
      return null;
  }
}
