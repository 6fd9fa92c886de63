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

const shapes = new Map<string, (db: DbOrTx) => unknown>();

/**
 * The kept statement of one shape of a query whose conditions vary (which filters it has): `prepare` builds it with
 * placeholders for its values, and only the first `prepare` given for a key is used, so a key must name everything
 * that changes the statement's text. Keys are shared across modules: prefix them with the query's name.
 */
export function keptShape<T>(db: DbOrTx, key: string, prepare: (db: DbOrTx) => T): T {
  let kept = shapes.get(key) as ((db: DbOrTx) => T) | undefined;
  if (!kept) {
    kept = prepare;
    shapes.set(key, kept);
  }
  return keptStatement(db, kept);
}

/** A value of a statement: the value itself, or the placeholder of a kept statement it is run with. */
export type Bound<T> = T | Placeholder;
