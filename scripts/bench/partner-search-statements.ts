// The statement the dashboard's partner search (searchPartners, issue 26) sends for each term asked for, written by
// the app itself: the API benchmark explains these, not copies of them.
// Usage: tsx scripts/bench/partner-search-statements.ts <databaseUrl> <companyId> '["term", ...]'
// Prints { "term": [{ sql, params }, ...] } as JSON.
import { searchPartners } from '../../apps/api/src/modules/directory/directory-repository.ts';
import { loggedStatements, type Statement } from './logged-statements.ts';

const [databaseUrl, companyId, terms] = process.argv.slice(2);
if (databaseUrl === undefined || companyId === undefined || terms === undefined)
  throw new Error('usage: partner-search-statements.ts <databaseUrl> <companyId> <terms as JSON>');

const logged = loggedStatements(databaseUrl);
const statements: Record<string, Statement[]> = {};
try {
  for (const term of JSON.parse(terms) as string[])
    statements[term] = await logged.statementsOf((db) =>
      searchPartners(db, { exceptCompanyId: Number(companyId), onlyCompanies: null }, term, { after: 0, limit: 50 }),
    );
} finally {
  await logged.end();
}
process.stdout.write(JSON.stringify(statements));
