import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';

/**
 * Issue 23, ADR 8: each table has one owning module (a folder under apps/api/src) and only its files insert, update
 * or delete the table's rows; every other module calls the owner's writer functions. A table no code writes
 * (countries: the migrations' reference data; case_list_counts, case_inbound_awaiting_counts and company_recent_partners:
 * triggers) has its owner all the same.
 */
const OWNERS: Record<string, string> = {
  users: 'modules/users',
  companies: 'modules/companies',
  countries: 'modules/reference-data',
  departments: 'modules/super-admin-companies',
  communities: 'modules/super-admin-groups',
  partner_groups: 'modules/super-admin-groups',
  group_relations: 'modules/super-admin-groups',
  group_user_access: 'modules/super-admin-groups',
  group_documents: 'modules/super-admin-groups',
  company_registration_groups: 'modules/super-admin-groups',
  contact_documents: 'modules/company-documents',
  document_versions: 'modules/company-documents',
  document_managers: 'modules/company-documents',
  document_tags: 'modules/company-documents',
  document_departments: 'modules/company-documents',
  document_email_templates: 'modules/company-documents',
  document_requirements: 'modules/company-documents',
  doc_linkages: 'modules/company-documents',
  document_notes: 'modules/company-documents',
  document_files: 'modules/company-documents',
  email_templates: 'modules/company-documents',
  requirements: 'modules/company-documents',
  cases: 'modules/cases',
  case_list_counts: 'modules/cases',
  case_inbound_awaiting_counts: 'modules/cases',
  case_customer_data: 'modules/cases',
  case_responses: 'modules/cases',
  case_notes: 'modules/cases',
  case_files: 'modules/cases',
  case_events: 'modules/cases',
  case_submission_keys: 'modules/case-submission',
  case_file_upload_keys: 'modules/case-feed',
  manager_requests: 'modules/manager-requests',
  manager_request_responses: 'modules/manager-requests',
  favorites: 'modules/case-submission',
  saved_searches: 'modules/directory',
  company_recent_partners: 'modules/directory',
  saved_search_results: 'modules/directory',
  document_views: 'modules/case-submission',
  onboarding_sessions: 'modules/onboarding',
  invites: 'modules/invitations',
  missing_partner_requests: 'modules/invitations',
  change_requests: 'modules/companies',
  registration_queue: 'modules/registration',
  help_hints: 'modules/reference-data',
  audit_log: 'modules/audit',
  outbound_emails: 'modules/email',
  refresh_sessions: 'modules/auth',
  email_tokens: 'modules/auth',
  saml_seen_assertions: 'modules/sso',
  saml_authn_requests: 'modules/sso',
  api_keys: 'modules/api-keys',
  webhooks: 'modules/webhooks',
  webhook_messages: 'modules/webhooks',
  webhook_attempts: 'modules/webhooks',
  // Infrastructure below the modules: the request rate limit and the upload slots are lib's own.
  rate_limit_hits: 'lib',
  upload_slots: 'lib',
};

const srcDir = fileURLToPath(new URL('..', import.meta.url));

const tables = Object.entries(schema).flatMap(([name, value]) =>
  is(value, PgTable) ? [{ name, sqlName: getTableName(value) }] : [],
);
const sqlNameOf = new Map(tables.map((table) => [table.name, table.sqlName]));
const sqlNames = new Set<string>(tables.map((table) => table.sqlName));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The module folder a file belongs to (modules/<name>), or its top folder (lib, seed, db...). */
function ownerDirOf(file: string): string {
  const parts = file.split('/');
  return parts[0] === 'modules' ? parts.slice(0, 2).join('/') : (parts[0] ?? file);
}

/** The tables a source text writes: Drizzle's insert/update/delete on a schema table, and raw SQL statements. */
function writtenTables(text: string): Set<string> {
  const written = new Set<string>();
  for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)) {
    const sqlName = sqlNameOf.get(match[1] ?? '');
    if (sqlName) written.add(sqlName);
  }
  // Raw SQL names the table, or interpolates the schema's table object (sql`insert into ${documentTags} ...`).
  for (const match of text.matchAll(
    /\b(?:insert\s+into|update|delete\s+from)\s+(?:"?(\w+)"?|\$\{(?:schema\.)?(\w+)\})/gi,
  )) {
    const name = match[1] ?? sqlNameOf.get(match[2] ?? '') ?? '';
    if (sqlNames.has(name)) written.add(name);
  }
  return written;
}

/** Every write outside its table's owner, as `file writes table (owner: ...)`. */
function foreignWrites(): string[] {
  const found: string[] = [];
  for (const path of sourceFiles(srcDir)) {
    const file = relative(srcDir, path).split('\\').join('/');
    for (const table of writtenTables(readFileSync(path, 'utf8'))) {
      const owner = OWNERS[table];
      if (ownerDirOf(file) !== owner) found.push(`${file} writes ${table} (owner: ${owner ?? 'none'})`);
    }
  }
  return found.sort();
}

describe('table owners', () => {
  it('names one owner for every table of the schema, and only for those', () => {
    expect(Object.keys(OWNERS).sort()).toEqual([...sqlNames].sort());
  });

  it('finds the writes it looks for', () => {
    expect([...writtenTables('await tx.insert(users).values(x); await db.delete(caseNotes).where(y);')]).toEqual([
      'users',
      'case_notes',
    ]);
    expect([...writtenTables('sql`UPDATE companies SET x = 1`; sql`delete from "audit_log"`')]).toEqual([
      'companies',
      'audit_log',
    ]);
    expect([...writtenTables('sql`insert into ${documentTags} (version_id, tag) select ...`')]).toEqual([
      'document_tags',
    ]);
    expect([...writtenTables('db.update(token); sql`on conflict do update set n = 1`')]).toEqual([]);
  });

  it('lets only the owning module write a table', () => {
    expect(foreignWrites(), 'a file writes a table its module does not own: call the owner').toEqual([]);
  });
});
