import { and, asc, eq, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import { companies } from '../../db/schema/companies.ts';
import { savedSearches, savedSearchResults, documentViews } from '../../db/schema/directory.ts';
import { departments } from '../../db/schema/departments.ts';
import { contactDocuments } from '../../db/schema/documents.ts';
import { users } from '../../db/schema/users.ts';

/** A page of a report: the rows after the id `after`, by id. */
export type ReportPage = { after: number; limit: number };
/** The UTC moments a dated report covers: [from, to). */
export type ReportRange = { from: Date; to: Date };

const documentCompany = alias(companies, 'document_company');
const chosenCompany = alias(companies, 'chosen_company');

/** R-009 user logins: each sign-in (password, email link, single sign-on) in the range, with who signed in. */
export function findUserLogins(db: DbOrTx, range: ReportRange, page: ReportPage) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      company: companies.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .leftJoin(companies, eq(companies.id, auditLog.companyId))
    .where(
      and(
        eq(auditLog.action, 'user.login'),
        gte(auditLog.createdAt, range.from),
        lt(auditLog.createdAt, range.to),
        gt(auditLog.id, page.after),
      ),
    )
    .orderBy(asc(auditLog.id))
    .limit(page.limit);
}

/** processes viewed: each opening of a partner's process in the range, by whom. */
export function findProcessesViewed(db: DbOrTx, range: ReportRange, page: ReportPage) {
  return db
    .select({
      id: documentViews.id,
      at: documentViews.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: companies.name,
      process: contactDocuments.name,
      processCompany: documentCompany.name,
    })
    .from(documentViews)
    .innerJoin(contactDocuments, eq(contactDocuments.id, documentViews.contactDocumentId))
    .innerJoin(documentCompany, eq(documentCompany.id, contactDocuments.companyId))
    .leftJoin(users, eq(users.id, documentViews.userId))
    .leftJoin(companies, eq(companies.id, documentViews.companyId))
    .where(
      and(
        gte(documentViews.createdAt, range.from),
        lt(documentViews.createdAt, range.to),
        gt(documentViews.id, page.after),
      ),
    )
    .orderBy(asc(documentViews.id))
    .limit(page.limit);
}

/** word search: each search saved from the dashboard in the range, and the partners chosen from it. */
export function findWordSearches(db: DbOrTx, range: ReportRange, page: ReportPage) {
  return db
    .select({
      id: savedSearches.id,
      at: savedSearches.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      company: companies.name,
      term: savedSearches.term,
      location: savedSearches.location,
      chosen: sql<string | null>`(select string_agg(${chosenCompany.name}
          || coalesce(' | ' || ${departments.name}, ''), ', ' order by ${savedSearchResults.id})
        from ${savedSearchResults}
        join ${companies} as chosen_company on ${chosenCompany.id} = ${savedSearchResults.companyId}
        left join ${departments} on ${departments.id} = ${savedSearchResults.departmentId}
        where ${savedSearchResults.savedSearchId} = ${savedSearches.id})`,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .leftJoin(companies, eq(companies.id, savedSearches.companyId))
    .where(
      and(
        gte(savedSearches.createdAt, range.from),
        lt(savedSearches.createdAt, range.to),
        gt(savedSearches.id, page.after),
      ),
    )
    .orderBy(asc(savedSearches.id))
    .limit(page.limit);
}

const memberUser = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  status: users.status,
  lastLoginAt: users.lastLoginAt,
  company: companies.name,
};

/** R-010 managers: the business and program managers of every company. */
export function findManagers(db: DbOrTx, page: ReportPage) {
  return db
    .select(memberUser)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(inArray(users.role, ['business_manager', 'program_manager']), gt(users.id, page.after)))
    .orderBy(asc(users.id))
    .limit(page.limit);
}

/** R-010 user aged logins: every member user with the last time they signed in (never: null). */
export function findUserLastLogins(db: DbOrTx, page: ReportPage) {
  return db
    .select(memberUser)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(ne(users.role, 'super_admin'), gt(users.id, page.after)))
    .orderBy(asc(users.id))
    .limit(page.limit);
}

/** R-010 mail domain: each domain of the users' addresses, the companies whose users have it and how many. */
export function findMailDomains(db: DbOrTx) {
  const domain = sql<string>`lower(split_part(${users.email}, '@', 2))`;
  return db
    .select({
      domain,
      companies: sql<string>`string_agg(distinct ${companies.name}, ', ')`,
      users: sql<number>`count(*)::int`,
      activeUsers: sql<number>`(count(*) filter (where ${users.status} = 'active'))::int`,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .groupBy(domain)
    .orderBy(domain);
}
