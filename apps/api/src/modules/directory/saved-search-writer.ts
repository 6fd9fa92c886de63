import type { DbOrTx } from '../../db/client.ts';
import { savedSearches, savedSearchResults } from '../../db/schema/directory.ts';

/**
 * The one writer of `saved_searches` and `saved_search_results` (issue 23): the dashboard's partner search and the
 * demo seed. A row is made `at` (now, unless the demo seed dates it); the word search report reads them.
 */

/** D-007: a term typed into the partner search, with its user and the user's company; answers its id. */
export async function insertSavedSearch(
  db: DbOrTx,
  search: { userId: number; companyId: number | null; term: string; location: string; at?: Date },
): Promise<number> {
  const { at, ...columns } = search;
  const [row] = await db
    .insert(savedSearches)
    .values({ ...columns, createdAt: at })
    .returning({ id: savedSearches.id });
  if (!row) throw new Error('The saved search was not stored.');
  return row.id;
}

/** D-008: the partner chosen from a saved search's results. */
export async function insertSearchResult(
  db: DbOrTx,
  result: { savedSearchId: number; companyId: number; departmentId: number | null; at?: Date },
): Promise<void> {
  const { at, ...columns } = result;
  await db.insert(savedSearchResults).values({ ...columns, createdAt: at });
}
