// The statements the dashboard's case list (findCaseListPage) sends for each view asked for, written by the app
// itself: the API benchmark explains these, not copies of them, so its plans are the plans the measured requests get.
// Usage: tsx scripts/bench/case-list-statements.ts <databaseUrl> <companyId> '{"view name": {filter overrides}}'
// Prints { "view name": [{ sql, params }, ...] } as JSON.
import { findCaseListPage, type CaseListFilter } from '../../apps/api/src/modules/cases/case-repository.ts';
import { printStatementsOf } from './logged-statements.ts';

await printStatementsOf('case-list-statements.ts <databaseUrl> <companyId> <views as JSON>', (db, asked, [companyId]) =>
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
    ...(asked as Partial<CaseListFilter>),
  }),
);
