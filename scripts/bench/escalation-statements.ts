// The statements the super admin's escalation table (findEscalationPage, S-004, S-005) sends for each page asked
// for, written by the app itself: the API benchmark explains these, not copies of them.
// Usage: tsx scripts/bench/escalation-statements.ts <databaseUrl> '{"page name": {page overrides}}'
// Prints { "page name": [{ sql, params }, ...] } as JSON.
import { findEscalationPage, type EscalationPage } from '../../apps/api/src/modules/cases/escalation-repository.ts';
import { loggedStatements, type Statement } from './logged-statements.ts';

const [databaseUrl, pages] = process.argv.slice(2);
if (databaseUrl === undefined || pages === undefined)
  throw new Error('usage: escalation-statements.ts <databaseUrl> <pages as JSON>');

const logged = loggedStatements(databaseUrl);
const statements: Record<string, Statement[]> = {};
try {
  for (const [name, overrides] of Object.entries(JSON.parse(pages) as Record<string, Partial<EscalationPage>>))
    statements[name] = await logged.statementsOf((db) =>
      findEscalationPage(db, {
        filter: 'open',
        q: '',
        priority: undefined,
        sort: 'created_at',
        dir: 'desc',
        limit: 10,
        position: { kind: 'first' },
        now: new Date(),
        ...overrides,
      }),
    );
} finally {
  await logged.end();
}
process.stdout.write(JSON.stringify(statements));
