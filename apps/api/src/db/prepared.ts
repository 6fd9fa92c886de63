import type { Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

const kept = new WeakMap<object, Map<unknown, unknown>>();

/**
 * A prepared statement built once per database and kept: for the queries on every request's path (the actor's
 * lookup), which then skip drizzle's query building and, under a name, PostgreSQL's parse and plan on each pooled
 * connection. In a transaction it is built for that transaction, so that it runs on the transaction's connection.
 */
export function keptStatement<T>(db: DbOrTx, prepare: (db: DbOrTx) => T): T {
  if (db instanceof PgTransaction) return prepare(db);
  let statements = kept.get(db);
  if (!statements) {
    statements = new Map();
    kept.set(db, statements);
  }
  if (!statements.has(prepare)) statements.set(prepare, prepare(db));
  return statements.get(prepare) as T;
}

/** A value of a statement: the value itself, or the placeholder of a kept statement it is run with. */
export type Bound<T> = T | Placeholder;
