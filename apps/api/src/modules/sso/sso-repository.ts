import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { samlAuthnRequests, samlSeenAssertions } from '../../db/schema/sso.ts';
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
  ssoIdpInitiated: companies.ssoIdpInitiated,
};
export type SsoCompany = NonNullable<Awaited<ReturnType<typeof findSsoCompanyById>>>;
/** The columns behind the SSO settings a form shows and saves (ssoSettingsAnswer's settings). */
type SsoSettingsColumn =
  | 'ssoIdentitySource'
  | 'ssoIdpEntityUrl'
  | 'ssoIdpFederationUrl'
  | 'ssoIdpLogoutUrl'
  | 'ssoLoginSection'
  | 'ssoRegistrationSection'
  | 'ssoIdentityFileKey'
  | 'ssoIdpInitiated';
export type SsoSettingsColumns = Pick<SsoCompany, SsoSettingsColumn>;

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

/** The account an address names, whichever company it is of (addresses are unique across the network). */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, status: users.status })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
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

/** Records an AuthnRequest we send for a company, answerable until expiresAt. */
export async function insertAuthnRequest(db: DbOrTx, companyId: number, requestId: string, expiresAt: Date) {
  await db.insert(samlAuthnRequests).values({ id: requestId, companyId, expiresAt });
}

/** How the answer to a request went: the first answer in time is taken, anything else says why not. */
export type AuthnRequestAnswer = 'answered' | 'unknown' | 'already_answered' | 'expired';

/**
 * Takes a response as the answer to the company's AuthnRequest: once, in a single conditional update, so two
 * responses naming the same request cannot both be taken, on any instance.
 */
export async function answerAuthnRequest(
  db: DbOrTx,
  companyId: number,
  requestId: string,
  now = new Date(),
): Promise<AuthnRequestAnswer> {
  const ofCompany = and(eq(samlAuthnRequests.id, requestId), eq(samlAuthnRequests.companyId, companyId));
  const taken = await db
    .update(samlAuthnRequests)
    .set({ answeredAt: now })
    .where(and(ofCompany, isNull(samlAuthnRequests.answeredAt), gt(samlAuthnRequests.expiresAt, now)))
    .returning({ id: samlAuthnRequests.id });
  if (taken.length === 1) return 'answered';
  const [request] = await db.select().from(samlAuthnRequests).where(ofCompany);
  if (!request) return 'unknown';
  return request.answeredAt === null ? 'expired' : 'already_answered';
}
