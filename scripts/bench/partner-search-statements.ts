// The statements the dashboard's partner search (searchPartnerDirectory, issue 26, ADR 59) sends per request for each
// term asked for ('' for the recently used partners), written by the app itself: the API benchmark explains these,
// not copies of them. A term is searched in the instance's directory index, read once per directory version.
// Usage: tsx scripts/bench/partner-search-statements.ts <databaseUrl> <companyId> '["term", ...]'
// Prints { "term": [{ sql, params }, ...] } as JSON.
import {
  findDirectoryVersion,
  findRecentlyUsedPartners,
} from '../../apps/api/src/modules/directory/directory-repository.ts';
import { RECENT_PARTNERS_READ } from '../../apps/api/src/modules/directory/search-partners.ts';
import { loggedStatements, type Statement } from './logged-statements.ts';

const [databaseUrl, companyId, terms] = process.argv.slice(2);
if (databaseUrl === undefined || companyId === undefined || terms === undefined)
  throw new Error('usage: partner-search-statements.ts <databaseUrl> <companyId> <terms as JSON>');

const logged = loggedStatements(databaseUrl);
const statements: Record<string, Statement[]> = {};
try {
  for (const term of JSON.parse(terms) as string[])
    statements[term] = await logged.statementsOf((db) =>
      Promise.all([
        findDirectoryVersion(db),
        term === '' ? findRecentlyUsedPartners(db, Number(companyId), RECENT_PARTNERS_READ) : Promise.resolve(null),
      ]),
    );
} finally {
  await logged.end();
}
process.stdout.write(JSON.stringify(statements));
