// The statements GET /api/v1/cases (findCasesAfter, ADR 50) sends for each page asked for, written by the app itself:
// the API benchmark explains these, not copies of them.
// Usage: tsx scripts/bench/v1-case-list-statements.ts <databaseUrl> <companyId> '{"page name": {filter overrides}}'
// Prints { "page name": [{ sql, params }, ...] } as JSON.
import { findCasesAfter, type CaseCursorFilter } from '../../apps/api/src/modules/cases/case-repository.ts';
import { printStatementsOf } from './logged-statements.ts';

await printStatementsOf(
  'v1-case-list-statements.ts <databaseUrl> <companyId> <pages as JSON>',
  (db, asked, [companyId]) => {
    const overrides = asked as Partial<CaseCursorFilter>;
    return findCasesAfter(db, {
      companyId: Number(companyId),
      status: null,
      direction: null,
      updatedSince: null,
      partnerId: null,
      internalCaseNumber: null,
      after: null,
      limit: 25,
      ...overrides,
      // JSON holds the date as its text.
      ...(overrides.updatedSince ? { updatedSince: new Date(overrides.updatedSince) } : {}),
    });
  },
);
