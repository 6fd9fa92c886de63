import { and, asc, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cases } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { departments } from '../../db/schema/departments.ts';
import { favorites, savedSearches } from '../../db/schema/directory.ts';
import { contactDocuments, documentDepartments, documentTags, documentVersions } from '../../db/schema/documents.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** Documents whose current version is approved: the ones a partner offers, whose tags the search matches. */
const offered = and(
  eq(documentVersions.id, contactDocuments.currentVersionId),
  eq(documentVersions.status, 'approved'),
);

/**
 * ADR 16: the directory's change counter, bumped in the same transaction as every write to the tables the directory
 * is made of (migration 0009). Read before the directory itself, an answer is never older than its counter.
 */
export async function findDirectoryVersion(db: DbOrTx): Promise<string> {
  const [row] = await db.select({ version: sql<string>`version::text` }).from(sql`directory_version`);
  if (!row) throw new Error('directory_version has no row: migration 0009 did not run.');
  return row.version;
}

/** D-003: the active companies of the network but `exceptCompanyId`, by name. */
export function findActiveCompanies(db: DbOrTx, exceptCompanyId: number) {
  return db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, domain: companies.domain })
    .from(companies)
    .where(and(eq(companies.status, 'active'), ne(companies.id, exceptCompanyId)))
    .orderBy(sql`lower(${companies.name})`, asc(companies.id));
}

/**
 * D-003: the active departments of the network but `exceptCompanyId`'s, by name. Those of an inactive company are
 * among them: the directory shows a department under its company only, and shows active companies only.
 */
export function findActiveDepartments(db: DbOrTx, exceptCompanyId: number) {
  return db
    .select({ id: departments.id, name: departments.name, companyId: departments.companyId })
    .from(departments)
    .where(and(eq(departments.status, 'active'), ne(departments.companyId, exceptCompanyId)))
    .orderBy(sql`lower(${departments.name})`, asc(departments.id));
}

/** The search tags of the processes each company offers (of `only`, when given), one row per company and tag. */
export function findCompanyTags(db: DbOrTx, only?: readonly number[]) {
  return db
    .selectDistinct({ companyId: contactDocuments.companyId, tag: documentTags.tag })
    .from(contactDocuments)
    .innerJoin(documentVersions, offered)
    .innerJoin(documentTags, eq(documentTags.versionId, documentVersions.id))
    .where(only === undefined ? undefined : inArray(contactDocuments.companyId, [...only]))
    .orderBy(asc(contactDocuments.companyId), asc(documentTags.tag));
}

/**
 * The search tags of the processes each department offers (of `only`, when given): its own process and those that
 * serve it.
 */
export function findDepartmentTags(db: DbOrTx, only?: readonly number[]) {
  return db
    .selectDistinct({ departmentId: departments.id, tag: documentTags.tag })
    .from(departments)
    .innerJoin(
      contactDocuments,
      and(
        eq(contactDocuments.companyId, departments.companyId),
        or(
          eq(contactDocuments.id, departments.contactDocumentId),
          exists(
            db
              .select({ one: sql`1` })
              .from(documentDepartments)
              .where(
                and(
                  eq(documentDepartments.versionId, contactDocuments.currentVersionId),
                  eq(documentDepartments.departmentId, departments.id),
                ),
              ),
          ),
        ),
      ),
    )
    .innerJoin(documentVersions, offered)
    .innerJoin(documentTags, eq(documentTags.versionId, documentVersions.id))
    .where(only === undefined ? undefined : inArray(departments.id, [...only]))
    .orderBy(asc(departments.id), asc(documentTags.tag));
}

/** D-008: whether this names an active company, or an active department of that active company. */
export async function isActivePartner(
  db: DbOrTx,
  partner: { type: 'company' | 'department'; companyId: number; departmentId: number | null },
): Promise<boolean> {
  const activeCompany = and(eq(companies.id, partner.companyId), eq(companies.status, 'active'));
  const [row] =
    partner.type === 'company'
      ? await db.select({ id: companies.id }).from(companies).where(activeCompany)
      : await db
          .select({ id: departments.id })
          .from(departments)
          .innerJoin(companies, eq(companies.id, departments.companyId))
          .where(and(activeCompany, eq(departments.id, partner.departmentId ?? 0), eq(departments.status, 'active')));
  return row !== undefined;
}

/** A search this user saved, if it is theirs. */
export async function findOwnSavedSearch(db: DbOrTx, userId: number, searchId: number) {
  const [row] = await db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, searchId), eq(savedSearches.userId, userId)));
  return row;
}

/** D-009, D-010: the user's starred partners that are still active, with the process each was starred on. */
export function findFavorites(db: DbOrTx, userId: number) {
  return db
    .select({
      companyId: favorites.companyId,
      company: companies.name,
      companySlug: companies.slug,
      companyDomain: companies.domain,
      departmentId: favorites.departmentId,
      department: departments.name,
      documentId: contactDocuments.id,
      documentName: contactDocuments.name,
    })
    .from(favorites)
    .innerJoin(companies, and(eq(companies.id, favorites.companyId), eq(companies.status, 'active')))
    .leftJoin(departments, eq(departments.id, favorites.departmentId))
    .leftJoin(contactDocuments, eq(contactDocuments.id, favorites.contactDocumentId))
    .where(
      and(eq(favorites.userId, userId), sql`(${favorites.departmentId} is null or ${departments.status} = 'active')`),
    )
    .orderBy(sql`lower(${companies.name})`, sql`lower(${departments.name}) nulls first`, asc(favorites.id));
}

/** A partner of the partner search, before its tags and access are added. */
export type PartnerRow = {
  type: 'company' | 'department';
  companyId: number;
  departmentId: number | null;
  companyName: string;
  departmentName: string | null;
  companySlug: string;
  companyDomain: string | null;
};
type RawPartnerRow = {
  type: 'company' | 'department';
  company_id: number;
  department_id: number | null;
  company_name: string;
  department_name: string | null;
  company_slug: string;
  company_domain: string | null;
  total: number | string;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Who the partner search reads for: the caller's company is never listed; a limited member's partners only. */
export type PartnerScope = { exceptCompanyId: number; onlyCompanies: readonly number[] | null };

const within = (column: SQL, scope: PartnerScope): SQL =>
  scope.onlyCompanies === null
    ? sql`${column} <> ${scope.exceptCompanyId}`
    : sql`${column} <> ${scope.exceptCompanyId} and ${column} in (${sql.join(
        scope.onlyCompanies.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/**
 * Issue 26, ADR 47: one page of the partners whose company or department name or offered tag matches `term`
 * (lowercase; '' matches every partner in scope, by name), and how many match in all. A term of 2 characters matches
 * the names and tags with a word starting with it (`term <% name`: pg_trgm's word similarity, which a 2-character
 * term reaches only at the start of a word); a longer one those containing it or with a word similar to it. Each is
 * what the trigram GIN indexes on lower(name) and lower(tag) find (companies_name_trgm_idx, departments_name_trgm_idx,
 * document_tags_tag_trgm_idx): no table is read whole. A department's text is its company's name and its own, as in
 * the directory's search (X-049). The order: a word of the names starting with the term first, then the word
 * similarity of either name to the term, then the names.
 */
export async function searchPartners(
  db: DbOrTx,
  scope: PartnerScope,
  term: string,
  page: { after: number; limit: number },
): Promise<{ rows: PartnerRow[]; total: number }> {
  if (scope.onlyCompanies?.length === 0) return { rows: [], total: 0 };
  const pattern = containsPattern(term);
  const matches = (column: SQL): SQL =>
    term === ''
      ? sql`true`
      : term.length < 3
        ? sql`${term} <% lower(${column})`
        : sql`(lower(${column}) like ${pattern} or ${term} <% lower(${column}))`;
  const wordStart = `% ${pattern.slice(1)}`;
  const result = await db.execute(sql`
    with hit_companies as (
      select c.id from companies c
      where c.status = 'active' and ${within(sql`c.id`, scope)} and ${matches(sql`c.name`)}
    ), hit_departments as (
      select d.id, d.company_id, d.name from departments d
      where d.status = 'active' and ${within(sql`d.company_id`, scope)} and ${matches(sql`d.name`)}
    ), tag_documents as (
      select cd.id, cd.company_id, cd.current_version_id
      from (select distinct t.version_id from document_tags t
        where ${term === '' ? sql`false` : matches(sql`t.tag`)}) t
      cross join lateral (select cd.id, cd.company_id, cd.current_version_id from contact_documents cd
        join document_versions v on v.id = cd.current_version_id and v.status = 'approved'
        where cd.current_version_id = t.version_id and ${within(sql`cd.company_id`, scope)} offset 0) cd
    ), company_hits as (
      select id from hit_companies union select company_id from tag_documents
    ), department_rows as (
      -- Each department with the fields the entries need, read once from the index that finds it.
      select d.id, d.company_id, d.name from hit_companies h
        cross join lateral (select d.id, d.company_id, d.name from departments d where d.company_id = h.id
          and d.status = 'active' and ${within(sql`d.company_id`, scope)} offset 0) d
      union select id, company_id, name from hit_departments
      union select d.id, d.company_id, d.name from tag_documents td
        cross join lateral (select d.id, d.company_id, d.name from departments d where d.company_id = td.company_id
          and d.status = 'active' and ${within(sql`d.company_id`, scope)}
          and (d.contact_document_id = td.id or exists (select 1 from document_departments dd
            where dd.version_id = td.current_version_id and dd.department_id = d.id)) offset 0) d
    ), company_rows as (
      -- Every company an entry names, looked up by its key (the lateral's limit keeps the planner from joining whole
      -- tables instead) and compared with the term once, however many of its departments match.
      select c.id, c.name, c.slug, c.domain,
        ${term === '' ? sql`0::real` : sql`word_similarity(${term}, lower(c.name))`} as similarity
      from (select id from company_hits union select company_id from department_rows) h
      cross join lateral (select c.id, c.name, c.slug, c.domain from companies c
        where c.id = h.id and c.status = 'active' and ${within(sql`c.id`, scope)} limit 1) c
    ), entries as (
      select 'company' as type, c.id as company_id, null::integer as department_id, c.name as company_name,
        null::text as department_name, c.slug as company_slug, c.domain as company_domain, c.similarity
      from company_rows c where c.id in (select id from company_hits)
      union all
      select 'department', c.id, d.id, c.name, d.name, c.slug, c.domain,
        ${term === '' ? sql`0::real` : sql`greatest(c.similarity, word_similarity(${term}, lower(d.name)))`}
      from department_rows d join company_rows c on c.id = d.company_id
    ), ranked as (
      select e.*,
        ${term === '' ? sql`false` : sql`(' ' || regexp_replace(lower(e.company_name || ' ' || coalesce(e.department_name, '')), '[^[:alnum:]]+', ' ', 'g')) like ${wordStart}`} as word_start
      from entries e
    )
    select type, company_id, department_id, company_name, department_name, company_slug, company_domain,
      count(*) over () as total
    from ranked
    order by word_start desc, similarity desc, lower(company_name), company_id, department_id nulls first
    limit ${page.limit} offset ${page.after}`);
  const rows = rowsOf<RawPartnerRow>(result);
  return {
    rows: rows.map((row) => ({
      type: row.type,
      companyId: row.company_id,
      departmentId: row.department_id,
      companyName: row.company_name,
      departmentName: row.department_name,
      companySlug: row.company_slug,
      companyDomain: row.company_domain,
    })),
    total: rows[0] === undefined ? 0 : Number(rows[0].total),
  };
}

/** How many of its latest cases tell which partners a company used recently. */
const RECENT_CASES_READ = 500;

/**
 * Issue 26: the partners `scope`'s company sent its latest cases to (samples aside), most recently used first, at
 * most `limit`: a department the case went to is the partner, else the company. Reads the company's latest cases
 * only (cases_submit_company_idx), whatever their number. Partners no longer active are left out.
 */
export async function findRecentPartners(db: DbOrTx, scope: PartnerScope, limit: number): Promise<PartnerRow[]> {
  if (scope.onlyCompanies?.length === 0) return [];
  const latest = db
    .select({
      companyId: cases.receiverCompanyId,
      departmentId: cases.receiverDepartmentId,
      createdAt: cases.createdAt,
    })
    .from(cases)
    .where(and(eq(cases.submitCompanyId, scope.exceptCompanyId), eq(cases.isSample, false)))
    .orderBy(sql`${cases.createdAt} desc`)
    .limit(RECENT_CASES_READ)
    .as('latest');
  const used = db
    .select({
      companyId: latest.companyId,
      departmentId: latest.departmentId,
      lastUsed: sql<string>`max(${latest.createdAt})`.as('last_used'),
    })
    .from(latest)
    .groupBy(latest.companyId, latest.departmentId)
    .as('used');
  // Each partner used is looked up by its key (lateral, limit 1): the few hundred used partners cost as many index
  // reads, where a join let the planner hash the whole companies and departments tables (issue 26).
  const company = db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, domain: companies.domain })
    .from(companies)
    .where(and(eq(companies.id, used.companyId), eq(companies.status, 'active'), within(sql`${companies.id}`, scope)))
    .limit(1)
    .as('company');
  const department = db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.id, used.departmentId), eq(departments.status, 'active')))
    .limit(1)
    .as('department');
  const rows = await db
    .select({
      companyId: company.id,
      departmentId: department.id,
      companyName: company.name,
      departmentName: department.name,
      companySlug: company.slug,
      companyDomain: company.domain,
    })
    .from(used)
    .innerJoinLateral(company, sql`true`)
    .leftJoinLateral(department, sql`true`)
    .where(sql`(${used.departmentId} is null or ${department.id} is not null)`)
    .orderBy(sql`${used.lastUsed} desc`, asc(company.id), asc(used.departmentId))
    .limit(limit);
  return rows.map((row) => ({ ...row, type: row.departmentId === null ? 'company' : 'department' }));
}
