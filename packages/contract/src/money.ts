import type { ContractLength } from './enums.ts';

/** O-016, S-054, 3 §9: prices are kept in cents and shown as money (the wizard, the review, the receipt). */
export const formatMoney = (cents: number): string =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** A membership's term in words. */
export const contractLengthWords: Record<ContractLength, string> = { one_year: 'one year', three_years: 'three years' };
