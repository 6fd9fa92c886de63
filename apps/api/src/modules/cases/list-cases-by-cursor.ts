import { CURSOR_INVALID_MESSAGE, type v1CaseListQuery } from '@casebridge/contract/case-api';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireMember } from '../../lib/authorize.ts';
import { findCasesAfter } from './case-repository.ts';

/** The cursor is opaque to clients: the last row's sort key (updated_at to the microsecond) and id, base64url. */
const encodeCursor = (updatedAt: string, id: number) => Buffer.from(`${updatedAt}|${String(id)}`).toString('base64url');

function decodeCursor(cursor: string): { updatedAt: string; id: number } {
  const [updatedAt = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(updatedAt) || !/^\d{1,10}$/.test(id))
    throw new AppError('validation', CURSOR_INVALID_MESSAGE, { cursor: [CURSOR_INVALID_MESSAGE] });
  return { updatedAt, id: Number(id) };
}

/**
 * Issue 27, ADR 50: GET /api/v1/cases, the cases the caller's company sent or received (from the key's user, never
 * the request), filtered, oldest change first, one page and the cursor of the next.
 */
export async function listCasesByCursor(deps: AppDeps, actor: Actor | null, query: z.output<typeof v1CaseListQuery>) {
  const member = requireMember(actor);
  const rows = await findCasesAfter(deps.db, {
    companyId: member.companyId,
    status: query.status ?? null,
    direction: query.direction ?? null,
    updatedSince: query.updatedSince ? new Date(query.updatedSince) : null,
    partnerId: query.partner ?? null,
    internalCaseNumber: query.internalCaseNumber ?? null,
    after: query.cursor === undefined ? null : decodeCursor(query.cursor),
    limit: query.limit,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.updatedAtKey, last.id) : null,
  };
}
