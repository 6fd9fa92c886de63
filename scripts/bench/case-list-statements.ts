// The statements the dashboard's case list (findCaseListPage) sends for each view asked for, written by the app
// itself: the API benchmark explains these, not copies of them, so its plans are the plans the measured requests get.
// Usage: tsx scripts/bench/case-list-statements.ts <databaseUrl> <companyId> '{"view name": {filter overrides}}'
// Prints { "view name": [{ sql, params }, ...] } as JSON.
import { findCaseListPage, type CaseListFilter } from '../../apps/api/src/modules/cases/case-repository.ts';
import { loggedStatements, type Statement } from './logged-statements.ts';

const [databaseUrl, companyId, views] = process.argv.slice(2);
if (databaseUrl === undefined || companyId === undefined || views === undefined)
  throw new Error('usage: case-list-statements.ts <databaseUrl> <companyId> <views as JSON>');

const logged = loggedStatements(databaseUrl);
const statements: Record<string, Statement[]> = {};
try {
  for (const [name, overrides] of Object.entries(JSON.parse(views) as Record<string, Partial<CaseListFilter>>))
    statements[name] = await logged.statementsOf((db) =>
      findCaseListPage(db, {
        companyId: Number(companyId),
        submittedBy: null,
        createdSince: null,
        notClosed: false,
        status: null,
        waitingOnUs: false,
        awaitingAction: false,
        q: '',
        sort: 'updated_at',
        dir: 'desc',
        limit: 10,
        position: { kind: 'first' },
        ...overrides,
      }),
    );
} finally {
  await logged.end();
}
process.stdout.write(JSON.stringify(statements));
