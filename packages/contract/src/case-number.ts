/**
 * The network case number (issue 24, ADR 45): `CB-{year}-{counter}`, the year the case was created (UTC) and that
 * year's counter, zero-padded to six digits. The database gives it (next_network_case_number, migration 0024); this
 * file is how a search term is read as one.
 */
export const NETWORK_CASE_NUMBER_PREFIX = 'CB-';

const searchedNumber = /^(?:cb-?)?(\d{4})-?(\d{1,9})$/i;

/**
 * The network case number a search term names, written as the case carries it, or null when the term is not one:
 * `CB-2026-004213`, `cb-2026-004213`, `2026-004213`, `2026-4213` and `CB2026004213` all name `CB-2026-004213`.
 */
export function networkCaseNumberOf(term: string): string | null {
  const match = searchedNumber.exec(term.trim());
  if (!match) return null;
  const [, year = '', counter = ''] = match;
  const number = Number(counter);
  if (number === 0) return null;
  return `${NETWORK_CASE_NUMBER_PREFIX}${year}-${String(number).padStart(6, '0')}`;
}
