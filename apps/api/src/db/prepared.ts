import type { Placeholder } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

const kept = new WeakMap<object, Map<unknown, unknown>>();

/**
 * What a statement kept for `db` runs on: the database (any of its pool's connections) or, in a transaction, the
 * transaction's connection. A pooled node-postgres connection serves one transaction at a time and stays the same
 * client object across them, so a statement built in an earlier transaction of the connection runs in a later one;
 * PGlite gives each transaction a client of its own (kept for that transaction alone). drizzle keeps the client on
 * the session (a field its types call private; `prepared.test.ts` proves what is relied on).
 */
function statementOwner(db: DbOrTx): object {
  if (!(db instanceof PgTransaction)) return db;
  return (db._.session as unknown as { client: object }).client;
}

/**
 * A prepared statement built once per database and kept: for the queries on every request's path (the actor's
 * lookup), which then skip drizzle's query building and, under a name, PostgreSQL's parse and plan on each pooled
 * connection. In a transaction it runs on the transaction's connection: kept for that connection, built in the first
 * transaction that asks for it there (a submission's transaction built its statements anew every time).
 */
export function keptStatement<T>(db: DbOrTx, prepare: (db: DbOrTx) => T): T {
  const owner = statementOwner(db);
  let statements = kept.get(owner);
  if (!statements) {
    statements = new Map();
    kept.set(owner, statements);
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
