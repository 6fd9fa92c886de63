import { and, asc, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { keptStatement } from '../../db/prepared.ts';
import { companies } from '../../db/schema/companies.ts';
import { departments } from '../../db/schema/departments.ts';
import { companyRecentPartners, favorites, savedSearches } from '../../db/schema/directory.ts';
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

/** A partner the company sent cases to (a department, or the company when departmentId is null). */
export type RecentlyUsedPartner = { companyId: number; departmentId: number | null };

/**
 * Issue 26, ADR 67: the first `count` partners `companyId` sent cases to (samples aside), the most recently used
 * first, from the kept company_recent_partners (its (company, last_used) index: `count` rows, however many cases the
 * company sent). Whether each partner is still active and in the caller's scope is the directory index's to say.
 */
export function findRecentlyUsedPartners(db: DbOrTx, companyId: number, count: number): Promise<RecentlyUsedPartner[]> {
  return keptStatement(db, recentlyUsedPartners).execute({ companyId, count });
}

/** findRecentlyUsedPartners' statement, kept (ADR 64): on the dashboard's every first visit. */
function recentlyUsedPartners(db: DbOrTx) {
  return db
    .select({
      companyId: companyRecentPartners.partnerCompanyId,
      departmentId: companyRecentPartners.partnerDepartmentId,
    })
    .from(companyRecentPartners)
    .where(eq(companyRecentPartners.companyId, sql.placeholder('companyId')))
    .orderBy(
      sql`${companyRecentPartners.lastUsed} desc`,
      asc(companyRecentPartners.partnerCompanyId),
      asc(companyRecentPartners.partnerDepartmentId),
    )
    .limit(sql.placeholder('count'))
    .prepare('recently_used_partners');
}
