// The statements the super admin's escalation table (findEscalationPage, S-004, S-005) sends for each page asked
// for, written by the app itself: the API benchmark explains these, not copies of them.
// Usage: tsx scripts/bench/escalation-statements.ts <databaseUrl> '{"page name": {page overrides}}'
// Prints { "page name": [{ sql, params }, ...] } as JSON.
import { findEscalationPage, type EscalationPage } from '../../apps/api/src/modules/cases/escalation-repository.ts';
import { printStatementsOf } from './logged-statements.ts';

await printStatementsOf('escalation-statements.ts <databaseUrl> <pages as JSON>', (db, asked) =>
  findEscalationPage(db, {
    filter: 'open',
    q: '',
    priority: undefined,
    sort: 'created_at',
    dir: 'desc',
    limit: 10,
    position: { kind: 'first' },
    now: new Date(),
    ...(asked as Partial<EscalationPage>),
  }),
);
