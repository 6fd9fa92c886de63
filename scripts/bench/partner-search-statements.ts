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
import { printStatementsOf } from './logged-statements.ts';

await printStatementsOf(
  'partner-search-statements.ts <databaseUrl> <companyId> <terms as JSON>',
  (db, term, [companyId]) =>
    Promise.all([
      findDirectoryVersion(db),
      (term as string) === ''
        ? findRecentlyUsedPartners(db, Number(companyId), RECENT_PARTNERS_READ)
        : Promise.resolve(null),
    ]),
);
