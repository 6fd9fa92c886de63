import { and, asc, eq, exists, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keptStatement } from '../../db/prepared.ts';
import { cases } from '../../db/schema/cases.ts';
import { companies } from '../../db/schema/companies.ts';
import { departments } from '../../db/schema/departments.ts';
import { favorites, savedSearches } from '../../db/schema/directory.ts';
import { contactDocuments, documentDepartments, documentTags, documentVersions } from '../../db/schema/documents.ts';

/** Documents whose current version is approved: the ones a partner offers, whose tags the search matches. */
const offered = and(
  eq(documentVersions.id, contactDocuments.currentVersionId),
  eq(documentVersions.status, 'approved'),
);

const directoryVersion = (db: DbOrTx) =>
  db
    .select({ version: sql<string>`version::text` })
    .from(sql`directory_version`)
    .prepare('directory_version');

/**
 * ADR 16: the directory's change counter, bumped in the same transaction as every write to the tables the directory
 * is made of (migration 0009). Read before the directory itself, an answer is never older than its counter.
 */
export async function findDirectoryVersion(db: DbOrTx): Promise<string> {
  const [row] = await keptStatement(db, directoryVersion).execute();
  if (!row) throw new Error('directory_version has no row: migration 0009 did not run.');
  return row.version;
}

/** D-003: the active companies of the network (but `exceptCompanyId`, when given), by name. */
export function findActiveCompanies(db: DbOrTx, exceptCompanyId?: number) {
  return db
    .select({ id: companies.id, name: companies.name, slug: companies.slug, domain: companies.domain })
    .from(companies)
    .where(
      and(
        eq(companies.status, 'active'),
        exceptCompanyId === undefined ? undefined : ne(companies.id, exceptCompanyId),
      ),
    )
    .orderBy(sql`lower(${companies.name})`, asc(companies.id));
}

/**
 * D-003: the active departments of the network (but `exceptCompanyId`'s, when given), by name. Those of an inactive
 * company are among them: the directory shows a department under its company only, and shows active companies only.
 */
export function findActiveDepartments(db: DbOrTx, exceptCompanyId?: number) {
  return db
    .select({ id: departments.id, name: departments.name, companyId: departments.companyId })
    .from(departments)
    .where(
      and(
        eq(departments.status, 'active'),
        exceptCompanyId === undefined ? undefined : ne(departments.companyId, exceptCompanyId),
      ),
    )
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
/** Who the partner search reads for: the caller's company is never listed; a limited member's partners only. */
export type PartnerScope = { exceptCompanyId: number; onlyCompanies: ReadonlySet<number> | null };

/** How many of its latest cases tell which partners a company used recently. */
export const RECENT_CASES_READ = 500;

/** A partner of a company's latest cases, and when it was last sent a case (microseconds since 1970). */
export type RecentlyUsedPartner = { companyId: number; departmentId: number | null; lastUsed: bigint };

/**
 * Issue 26, ADR 59: the partners `companyId` sent its latest `casesRead` cases to (samples aside, at most
 * RECENT_CASES_READ), most recently used first: a department the case went to is the partner, else the company
 * (departmentId null); with how many cases were read and the oldest one's time, which tell whether a longer read could
 * put another partner before one of these. Reads the company's latest cases only (cases_submit_company_idx); whether
 * each partner is still active and in the caller's scope is the directory index's to say.
 */
export async function findRecentlyUsedPartners(
  db: DbOrTx,
  companyId: number,
  casesRead: number,
): Promise<{ partners: RecentlyUsedPartner[]; casesRead: number; oldest: bigint | null }> {
  const rows = await keptStatement(db, recentlyUsedPartners).execute({
    companyId,
    casesRead: Math.min(casesRead, RECENT_CASES_READ),
  });
  return {
    partners: rows.map((row) => ({
      companyId: row.companyId,
      departmentId: row.departmentId,
      lastUsed: BigInt(row.lastUsed),
    })),
    casesRead: Number(rows[0]?.casesRead ?? 0),
    oldest: rows[0] === undefined ? null : BigInt(rows[0].oldest),
  };
}

/** findRecentlyUsedPartners' statement, kept (ADR 64): on the dashboard's every first visit. */
function recentlyUsedPartners(db: DbOrTx) {
  const latest = db
    .select({
      companyId: cases.receiverCompanyId,
      departmentId: cases.receiverDepartmentId,
      createdAt: cases.createdAt,
    })
    .from(cases)
    .where(and(eq(cases.submitCompanyId, sql.placeholder('companyId')), eq(cases.isSample, false)))
    .orderBy(sql`${cases.createdAt} desc`)
    .limit(sql.placeholder('casesRead'))
    .as('latest');
  const micros = (time: SQL) => sql<string>`(extract(epoch from ${time}) * 1000000)::bigint::text`;
  return db
    .select({
      companyId: latest.companyId,
      departmentId: latest.departmentId,
      lastUsed: micros(sql`max(${latest.createdAt})`),
      oldest: micros(sql`min(min(${latest.createdAt})) over ()`),
      casesRead: sql<string>`sum(count(*)) over ()`,
    })
    .from(latest)
    .groupBy(latest.companyId, latest.departmentId)
    .orderBy(sql`max(${latest.createdAt}) desc`, asc(latest.companyId), asc(latest.departmentId))
    .prepare('recently_used_partners');
}
