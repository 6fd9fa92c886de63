import type { CardDetails, CardTokenizer, TokenizeResult } from './card-tokenizer';

/**
 * The built-in test provider's documented cards (docs/configuration.md, ADR 24): one the server's test provider charges, one it
 * declines. Any other number is refused here, as a real provider refuses a card it cannot read.
 */
export const TEST_CARDS = {
  accepted: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const NOT_A_TEST_CARD_MESSAGE =
  'This is not a test card. Use 4242 4242 4242 4242 (accepted) or 4000 0000 0000 0002 (declined).';
export const INVALID_EXPIRY_MESSAGE = 'Enter the expiry date as MM/YY, not in the past.';
export const INVALID_CVC_MESSAGE = 'Enter the 3 or 4 digits of the security code.';

const digitsOf = (value: string) => value.replace(/[\s-]/g, '');

const isFuture = (expiry: string, now: Date): boolean => {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
};

const randomId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** Tokenises the documented test cards in the browser; the number itself is never sent anywhere. */
export const createTestCardProvider = (now: () => Date = () => new Date()): CardTokenizer => ({
  tokenize: ({ number, expiry, cvc }: CardDetails): Promise<TokenizeResult> => {
    const digits = digitsOf(number);
    if (digits !== TEST_CARDS.accepted && digits !== TEST_CARDS.declined)
      return Promise.resolve({ error: NOT_A_TEST_CARD_MESSAGE });
    if (!isFuture(expiry, now())) return Promise.resolve({ error: INVALID_EXPIRY_MESSAGE });
    if (!/^\d{3,4}$/.test(cvc.trim())) return Promise.resolve({ error: INVALID_CVC_MESSAGE });
    const outcome = digits === TEST_CARDS.accepted ? 'ok' : 'declined';
    return Promise.resolve({ token: `tok_test_${outcome}_${randomId()}`, last4: digits.slice(-4) });
  },
});
