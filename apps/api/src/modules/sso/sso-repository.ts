import { eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { samlSeenAssertions } from '../../db/schema/sso.ts';
import { users } from '../../db/schema/users.ts';
import { companySummaryColumns } from '../companies/to-company-summary.ts';

const ssoCompanyColumns = {
  ...companySummaryColumns,
  additionalDomains: companies.additionalDomains,
  ssoIdentitySource: companies.ssoIdentitySource,
  ssoIdpEntityUrl: companies.ssoIdpEntityUrl,
  ssoIdpFederationUrl: companies.ssoIdpFederationUrl,
  ssoIdpLogoutUrl: companies.ssoIdpLogoutUrl,
  ssoIdentityFileKey: companies.ssoIdentityFileKey,
  ssoIdpCertificate: companies.ssoIdpCertificate,
  ssoIdpSsoUrl: companies.ssoIdpSsoUrl,
  ssoIdpMetadataReadAt: companies.ssoIdpMetadataReadAt,
  ssoLoginSection: companies.ssoLoginSection,
  ssoRegistrationSection: companies.ssoRegistrationSection,
};
export type SsoCompany = NonNullable<Awaited<ReturnType<typeof findSsoCompanyById>>>;

export async function findSsoCompanyBySlug(db: DbOrTx, slug: string) {
  const [row] = await db
    .select(ssoCompanyColumns)
    .from(companies)
    .where(eq(sql`lower(${companies.slug})`, slug.toLowerCase()));
  return row;
}

export async function findSsoCompanyById(db: DbOrTx, companyId: number) {
  const [row] = await db.select(ssoCompanyColumns).from(companies).where(eq(companies.id, companyId));
  return row;
}

export type SsoSettingsUpdate = Pick<
  typeof companies.$inferInsert,
  | 'ssoIdentitySource'
  | 'ssoIdpEntityUrl'
  | 'ssoIdpFederationUrl'
  | 'ssoIdpLogoutUrl'
  | 'ssoLoginSection'
  | 'ssoRegistrationSection'
  | 'ssoIdentityFileKey'
  | 'ssoIdpCertificate'
  | 'ssoIdpSsoUrl'
  | 'ssoIdpMetadataReadAt'
>;

export async function updateSsoSettings(db: DbOrTx, companyId: number, values: Partial<SsoSettingsUpdate>) {
  const [row] = await db
    .update(companies)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(companies.id, companyId))
    .returning(companySummaryColumns);
  return row;
}

/** The account an address names, whichever company it is of (addresses are unique across the network). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function insertSsoUser(
  db: DbOrTx,
  input: { companyId: number; email: string; firstName: string; lastName: string },
) {
  const [row] = await db
    .insert(users)
    .values({
      ...input,
      role: 'caller',
      type: 'basic',
      status: 'active',
      registrationType: 'sso',
      emailVerifiedAt: new Date(),
      // The identity provider told us the name and address only: the rest and the privacy policy are asked at once.
      forceUpdateProfile: true,
      forceUpdateAgreement: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row;
}

/** Records an accepted assertion ID; false when the company has already accepted it (a replay). */
export async function rememberAssertion(db: DbOrTx, companyId: number, assertionId: string, expiresAt: Date) {
  await db.delete(samlSeenAssertions).where(lt(samlSeenAssertions.expiresAt, new Date()));
  const inserted = await db
    .insert(samlSeenAssertions)
    .values({ companyId, assertionId, expiresAt })
    .onConflictDoNothing()
    .returning({ assertionId: samlSeenAssertions.assertionId });
  return inserted.length === 1;
}
