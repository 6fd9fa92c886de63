// The statements the dashboard's case list (findCaseListPage) sends for each view asked for, written by the app
// itself: the API benchmark explains these, not copies of them, so its plans are the plans the measured requests get.
// Usage: tsx scripts/bench/case-list-statements.ts <databaseUrl> <companyId> '{"view name": {filter overrides}}'
// Prints { "view name": [{ sql, params }, ...] } as JSON.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import { findCaseListPage, type CaseListFilter } from '../../apps/api/src/modules/cases/case-repository.ts';

type Statement = { sql: string; params: unknown[] };

const [databaseUrl, companyId, views] = process.argv.slice(2);
if (databaseUrl === undefined || companyId === undefined || views === undefined)
  throw new Error('usage: case-list-statements.ts <databaseUrl> <companyId> <views as JSON>');

let logged: Statement[] = [];
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => logged.push({ sql, params }) },
}) as unknown as Db;
const statements: Record<string, Statement[]> = {};
try {
  for (const [name, overrides] of Object.entries(JSON.parse(views) as Record<string, Partial<CaseListFilter>>)) {
    logged = [];
    await findCaseListPage(db, {
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
    });
    statements[name] = logged;
  }
} finally {
  await pool.end();
}
process.stdout.write(JSON.stringify(statements));
