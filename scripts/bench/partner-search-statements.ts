// The statement the dashboard's partner search (searchPartners, issue 26) sends for each term asked for, written by
// the app itself: the API benchmark explains these, not copies of them.
// Usage: tsx scripts/bench/partner-search-statements.ts <databaseUrl> <companyId> '["term", ...]'
// Prints { "term": [{ sql, params }, ...] } as JSON.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client.ts';
import * as schema from '../../apps/api/src/db/schema/index.ts';
import { searchPartners } from '../../apps/api/src/modules/directory/directory-repository.ts';

type Statement = { sql: string; params: unknown[] };

const [databaseUrl, companyId, terms] = process.argv.slice(2);
if (databaseUrl === undefined || companyId === undefined || terms === undefined)
  throw new Error('usage: partner-search-statements.ts <databaseUrl> <companyId> <terms as JSON>');

let logged: Statement[] = [];
const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (sql, params) => logged.push({ sql, params }) },
}) as unknown as Db;
const statements: Record<string, Statement[]> = {};
try {
  for (const term of JSON.parse(terms) as string[]) {
    logged = [];
    await searchPartners(db, { exceptCompanyId: Number(companyId), onlyCompanies: null }, term, {
      after: 0,
      limit: 50,
    });
    statements[term] = logged;
  }
} finally {
  await pool.end();
}
process.stdout.write(JSON.stringify(statements));
