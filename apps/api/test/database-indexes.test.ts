import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { createTestDatabase } from './test-database.ts';

/** The substring searches (from 2 characters, case-insensitive) run as lower(column) LIKE '%term%'. */
const trigramIndexes = [
  ['companies_name_trgm_idx', 'companies', 'name'],
  ['departments_name_trgm_idx', 'departments', 'name'],
  ['communities_name_trgm_idx', 'communities', 'name'],
  ['contact_documents_name_trgm_idx', 'contact_documents', 'name'],
  ['document_tags_tag_trgm_idx', 'document_tags', 'tag'],
  ['users_first_name_trgm_idx', 'users', 'first_name'],
  ['users_last_name_trgm_idx', 'users', 'last_name'],
  ['users_email_trgm_idx', 'users', 'email'],
] as const;

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function rows<T>(text: string, values?: unknown[]): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

describe('database indexes for searches and lists', () => {
  it('has the pg_trgm extension installed', async () => {
    const found = await rows<{ extname: string }>(`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(found).toEqual([{ extname: 'pg_trgm' }]);
  });

  it.each(trigramIndexes)('has the trigram GIN index %s on lower(%s.%s)', async (name, table, column) => {
    const [index] = await rows<{ tablename: string; indexdef: string }>(
      `select tablename, indexdef from pg_indexes where schemaname = 'public' and indexname = $1`,
      [name],
    );
    expect(index?.tablename).toBe(table);
    expect(index?.indexdef).toContain('USING gin');
    expect(index?.indexdef).toContain(`lower(${column}) gin_trgm_ops`);
  });

  it('serves a case-insensitive substring search on company names from the trigram index', async () => {
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      // node-postgres and PGlite both answer { rows }.
      const result = (await tx.execute(sql`explain select id from companies where lower(name) like '%cme%'`)) as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('companies_name_trgm_idx');
  });

  it('keys a favorite by the user and the partner company or department, not the document', async () => {
    const [constraint] = await rows<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'favorites_user_partner_unique'`,
    );
    expect(constraint?.def).toBe('UNIQUE NULLS NOT DISTINCT (user_id, company_id, department_id)');
  });

  it('clears a company signup manager when that user is deleted', async () => {
    const found = await rows<{ column: string; def: string }>(
      `select a.attname as column, pg_get_constraintdef(c.oid) as def
         from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.conrelid = 'companies'::regclass and c.contype = 'f' order by a.attname`,
    );
    expect(found.map((row) => row.column)).toEqual(['alt_signup_manager_id', 'signup_manager_id']);
    for (const row of found) expect(row.def).toMatch(/REFERENCES users\(id\) ON DELETE SET NULL$/);
  });
});
