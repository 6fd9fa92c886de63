/** What the payer types into the card fields: it stays in the browser, only the provider's token leaves. */
export type CardDetails = { number: string; expiry: string; cvc: string };

export type TokenizeResult = { token: string; last4: string } | { error: string };

/**
 * O-017, ADR 24: the card payment provider's script on the browser's side. It turns card details into a token
 * that the server charges through its PaymentProvider; a real provider's script (loaded from its own origin, its
 * card fields in its own frames) implements the same shape.
 */
export type CardTokenizer = { tokenize: (card: CardDetails) => Promise<TokenizeResult> };
