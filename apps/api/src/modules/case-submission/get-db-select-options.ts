import type { DbSelectOptionsAnswer, DbSelectOptionsBody } from '@casebridge/contract/case-submission';
import type { dbSelectLists as designerLists } from '@casebridge/contract/process-forms';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCountryOptions } from './case-submission-repository.ts';
import { requireUser } from '../../lib/authorize.ts';

/**
 * C-025: the lists a db_select requirement may name, by model and foreign key. An allow-list: the request names a
 * list, never a table or a column. The form designer offers the same lists (issue 25): the type says they match.
 */
type ListLoad = (db: DbOrTx) => Promise<(readonly [string, string])[]>;
const dbSelectLists: {
  [Model in keyof typeof designerLists]: Record<(typeof designerLists)[Model][number], ListLoad>;
} & Record<string, Record<string, ListLoad>> = {
  countries: {
    id: (db) => findCountryOptions(db, 'id'),
    country_code: (db) => findCountryOptions(db, 'country_code'),
  },
};

export const UNKNOWN_LIST_MESSAGE = 'This list is not available.';

/** The option map of an allow-listed list, or undefined for any other model or key. */
export async function findDbSelectOptions(
  db: DbOrTx,
  source: DbSelectOptionsBody,
): Promise<Map<string, string> | undefined> {
  const lists = Object.hasOwn(dbSelectLists, source.model) ? dbSelectLists[source.model] : undefined;
  const load = lists && Object.hasOwn(lists, source.foreign_key) ? lists[source.foreign_key] : undefined;
  return load && new Map(await load(db));
}

/** POST /api/caller/db_select_options {model, foreign_key}: the option value to label map; any other list is a 422. */
export async function getDbSelectOptions(
  deps: AppDeps,
  actor: Actor | null,
  body: DbSelectOptionsBody,
): Promise<DbSelectOptionsAnswer> {
  requireUser(actor);
  const options = await findDbSelectOptions(deps.db, body);
  if (!options) {
    const field = Object.hasOwn(dbSelectLists, body.model) ? 'foreign_key' : 'model';
    throw new AppError('validation', UNKNOWN_LIST_MESSAGE, { [field]: [UNKNOWN_LIST_MESSAGE] });
  }
  return Object.fromEntries(options);
}
