import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, countries } from '../../db/schema/companies.ts';
import { users } from '../../db/schema/users.ts';
import { communities, partnerGroups } from '../../db/schema/groups.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import { companySummaryColumns } from '../companies/to-company-summary.ts';

/** A company as its login page shows it. */
const landingCompanyColumns = {
  ...companySummaryColumns,
  loginPageText: companies.loginPageText,
  ssoLoginSection: companies.ssoLoginSection,
  ssoRegistrationSection: companies.ssoRegistrationSection,
};

export async function findCompanyBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select(landingCompanyColumns)
    .from(companies)
    .where(eq(sql`lower(${companies.slug})`, slug.toLowerCase()));
  return row;
}

/** The business manager first, then the program managers: the managers block of the login page (H-016). */
export async function findCompanyManagers(db: DbOrTx, companyId: number) {
  return db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      city: users.city,
      countryCode: countries.countryCode,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 'active'),
        inArray(users.role, ['business_manager', 'program_manager']),
      ),
    )
    .orderBy(asc(users.role), asc(users.lastName));
}

export async function listCountries(db: DbOrTx) {
  return db
    .select({ id: countries.id, name: countries.name, country_code: countries.countryCode })
    .from(countries)
    .orderBy(asc(countries.name));
}

/** A partner program's vhost, with the sponsoring company when it has one. */
export async function findPartnerGroupByVhost(db: DbOrTx, vhost: string) {
  const [row] = await db
    .select({
      id: communities.id,
      name: communities.name,
      status: communities.status,
      type: communities.type,
      sponsorCompanyId: communities.sponsorCompanyId,
      vhost: partnerGroups.vhost,
      instructions: partnerGroups.instructions,
      links: partnerGroups.links,
      hostEmail: partnerGroups.hostEmail,
    })
    .from(partnerGroups)
    .innerJoin(communities, eq(communities.id, partnerGroups.communityId))
    .where(eq(sql`lower(${partnerGroups.vhost})`, vhost.toLowerCase()));
  return row;
}

export async function findCompanyById(db: DbOrTx, id: number) {
  const [row] = await db.select(landingCompanyColumns).from(companies).where(eq(companies.id, id));
  return row;
}

/**
 * H-001: the companies the public home lists: active, shown in the public web, the name containing the term (any
 * case; companies_name_trgm_idx serves the lower(name) LIKE). Only their name and slug.
 */
export async function searchPublicCompanies(db: DbOrTx, term: string, limit: number) {
  return db
    .select({ name: companies.name, slug: companies.slug })
    .from(companies)
    .where(
      and(
        sql`lower(${companies.name}) like ${containsPattern(term.toLowerCase())}`,
        eq(companies.showInPublicWeb, true),
        eq(companies.status, 'active'),
      ),
    )
    .orderBy(asc(companies.name))
    .limit(limit);
}
