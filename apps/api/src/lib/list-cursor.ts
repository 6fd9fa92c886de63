import { timingSafeEqual } from 'node:crypto';
import { LAST_PAGE_CURSOR, LIST_COUNT_CAP } from '@casebridge/contract/cases';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { serverHmac } from './server-hmac.ts';

/**
 * Issue 26 (ADR 48): where a page of a list starts. `first` and `last` are the list's ends; a cursor names a row by its
 * sort key (as PostgreSQL writes it: text, cast back by the reader) and id, and says whether the page comes after it
 * or ends before it; `at` is the 0-based position in the list of the page's first row (after) or of the row itself
 * (before), when known, for "Showing 11–20".
 */
export type ListPosition =
  { kind: 'first' } | { kind: 'last' } | { kind: 'after' | 'before'; key: string; id: number; at: number | null };

/** Which list a cursor belongs to and in which order: a cursor of another list or order is refused. */
export type ListOrder = { list: string; sort: string; dir: 'asc' | 'desc' };

const payloadSchema = z.tuple([
  z.literal(1),
  z.string(),
  z.string(),
  z.enum(['asc', 'desc']),
  z.enum(['after', 'before']),
  z.string().max(300),
  z.number().int().positive(),
  z.number().int().nonnegative().nullable(),
]);

const INVALID_CURSOR = 'Not a valid cursor.';
const invalidCursor = () => new AppError('validation', INVALID_CURSOR, { cursor: [INVALID_CURSOR] });

const signatureOf = (secret: string, payload: string) => serverHmac(secret, `list-cursor.${payload}`);

function writeCursor(secret: string, order: ListOrder, position: Extract<ListPosition, { key: string }>): string {
  const payload = Buffer.from(
    JSON.stringify([1, order.list, order.sort, order.dir, position.kind, position.key, position.id, position.at]),
  ).toString('base64url');
  return `${payload}.${signatureOf(secret, payload)}`;
}

/**
 * The page a request asks for: none, the first; `last`; or a cursor this server signed for the same list and order.
 * Anything else (altered, another list's, another sort's) is a 422 on `cursor`: its key is cast to the sort's type in
 * SQL, so only values the server wrote may reach it.
 */
export function readListCursor(secret: string, cursor: string | undefined, order: ListOrder): ListPosition {
  if (cursor === undefined || cursor === '') return { kind: 'first' };
  if (cursor === LAST_PAGE_CURSOR) return { kind: 'last' };
  const [payload = '', signature = '', extra] = cursor.split('.');
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (extra !== undefined || given.length !== expected.length || !timingSafeEqual(given, expected))
    throw invalidCursor();
  let parsed;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
  } catch {
    throw invalidCursor();
  }
  if (!parsed.success) throw invalidCursor();
  const [, list, sort, dir, kind, key, id, at] = parsed.data;
  if (list !== order.list || sort !== order.sort || dir !== order.dir) throw invalidCursor();
  return { kind, key, id, at };
}

/** A page read from the database: its rows in the list's order, and whether the scan found more beyond them. */
export type FetchedPage<Row> = { rows: Row[]; more: boolean };

/** A list's total: exact, or capped (at least LIST_COUNT_CAP rows, from counts that stop there). */
export type ListTotal = { total: number; capped: boolean };

/** A count that read at most LIST_COUNT_CAP + 1 rows (per part), as the answer's total. */
export const cappedTotal = (counted: number): ListTotal =>
  counted > LIST_COUNT_CAP ? { total: LIST_COUNT_CAP, capped: true } : { total: counted, capped: false };

/**
 * The answer's paging fields for a page read at `position`: where its first row is, and the cursors of the pages
 * before and after it (none past either end).
 */
export function listPageFields<Row extends { id: number; sortKey: string }>(
  secret: string,
  order: ListOrder,
  position: ListPosition,
  page: FetchedPage<Row>,
  limit: number,
  { total, capped }: ListTotal,
) {
  const { rows, more } = page;
  const first = rows[0];
  const last = rows.at(-1);
  let start: number | null;
  if (position.kind === 'first' || position.kind === 'after') start = position.kind === 'first' ? 0 : position.at;
  // Read backwards: without more rows before them, these are the list's first.
  else if (!more) start = 0;
  else if (position.kind === 'last') start = capped ? null : Math.max(0, total - rows.length);
  else start = position.at === null ? null : Math.max(0, position.at - rows.length);
  const forward = position.kind === 'first' || position.kind === 'after';
  const hasNext = forward ? more : position.kind === 'before';
  const hasPrevious = forward ? position.kind === 'after' : more;
  return {
    total,
    total_capped: capped,
    first_row: start === null ? null : start + 1,
    per_page: limit,
    next_cursor:
      hasNext && last
        ? writeCursor(secret, order, {
            kind: 'after',
            key: last.sortKey,
            id: last.id,
            at: start === null ? null : start + rows.length,
          })
        : null,
    prev_cursor:
      hasPrevious && first && start !== 0
        ? writeCursor(secret, order, { kind: 'before', key: first.sortKey, id: first.id, at: start })
        : null,
  };
}
