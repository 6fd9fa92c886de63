import { sql } from 'drizzle-orm';
import { check, type PgColumn } from 'drizzle-orm/pg-core';

/** PostgreSQL cuts longer identifiers silently, and two names cut alike would collide. */
const maxIdentifierLength = 63;

function sqlLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The CHECK that makes the database refuse a value outside a contract enum, which `text(..., { enum })` only types.
 * The values are written into the SQL as literals, not bound parameters, so the generated migration lists them.
 * A NULL passes a CHECK (the IN test is unknown, not false): nullable columns still accept NULL.
 */
export function enumCheck(name: string, column: PgColumn, values: readonly [string, ...string[]]) {
  if (name.length > maxIdentifierLength) throw new Error(`Constraint name longer than 63 characters: ${name}`);
  return check(name, sql`${sql.identifier(column.name)} in (${sql.raw(values.map(sqlLiteral).join(', '))})`);
}
