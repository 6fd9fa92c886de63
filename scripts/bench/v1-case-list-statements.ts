// The statements GET /api/v1/cases (findCasesAfter, ADR 50) sends for each page asked for, written by the app itself:
// the API benchmark explains these, not copies of them.
// Usage: tsx scripts/bench/v1-case-list-statements.ts <databaseUrl> <companyId> '{"page name": {filter overrides}}'
// Prints { "page name": [{ sql, params }, ...] } as JSON.
import { findCasesAfter, type CaseCursorFilter } from '../../apps/api/src/modules/cases/case-repository.ts';
import { loggedStatements, type Statement } from './logged-statements.ts';

const [databaseUrl, companyId, pages] = process.argv.slice(2);
if (databaseUrl === undefined || companyId === undefined || pages === undefined)
  throw new Error('usage: v1-case-list-statements.ts <databaseUrl> <companyId> <pages as JSON>');

const logged = loggedStatements(databaseUrl);
const statements: Record<string, Statement[]> = {};
try {
  for (const [name, overrides] of Object.entries(JSON.parse(pages) as Record<string, Partial<CaseCursorFilter>>))
    statements[name] = await logged.statementsOf((db) =>
      findCasesAfter(db, {
        companyId: Number(companyId),
        status: null,
        direction: null,
        updatedSince: null,
        partnerId: null,
        internalCaseNumber: null,
        after: null,
        limit: 25,
        ...overrides,
        ...(overrides.updatedSince ? { updatedSince: new Date(overrides.updatedSince) } : {}),
      }),
    );
} finally {
  await logged.end();
}
process.stdout.write(JSON.stringify(statements));
