import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RouteHandlerMethod } from 'fastify';
import {
  LEVEL_DISABLED_MESSAGE,
  NO_ACCESS_MESSAGE,
  UNAUTHENTICATED_MESSAGE,
  type AccessPolicy,
} from '@casebridge/contract/access';
import { caseFiles } from '../src/db/schema/cases.ts';
import { signedDownloadPath } from '../src/lib/signed-download.ts';
import { contactDocuments, documentRequirements, requirements } from '../src/db/schema/documents.ts';
import { companies, countries } from '../src/db/schema/companies.ts';
import { departments } from '../src/db/schema/departments.ts';
import { savedSearches } from '../src/db/schema/directory.ts';
import { communities, groupDocuments } from '../src/db/schema/groups.ts';
import { registrationQueue } from '../src/db/schema/onboarding.ts';
import { users } from '../src/db/schema/users.ts';
import { requireSuperAdmin } from '../src/lib/authorize.ts';
import { issueEmailToken } from '../src/modules/auth/email-tokens.ts';
import {
  acmeIdsIn,
  buildWorld,
  foreignPrincipalGaps,
  policyMismatches,
  prepareMatrix,
  principalNames,
  type ForeignObjects,
  principals,
  runMatrix,
  type Expectation,
  type MatrixContext,
  type MatrixWorld,
  type Principal,
  type Row,
} from './access-matrix.ts';
import { createTestIdp } from './saml-test-idp.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

const everyone = (status: number): Expectation =>
  Object.fromEntries(principalNames.map((principal) => [principal, status])) as Expectation;
/** The tokens the server refuses: none, expired, forged, of a disabled user, of a user of a disabled company. */
const refused: Partial<Expectation> = {
  anonymous: 401,
  expired_token: 401,
  forged_token: 401,
  disabled_user: 401,
  disabled_company: 401,
};
const PUBLIC = everyone(200);
/** the usage report's last day for every case there is: today (a report reads no further than a year ahead). */
const TODAY = new Date().toISOString().slice(0, 10);
/** A session token no onboarding session has. */
const UNKNOWN_SESSION = 'u'.repeat(43);
const SIGNED_IN = { ...everyone(200), ...refused };
const SUPER_ADMIN = { ...everyone(403), ...refused, super_admin: 200 };
/** Public, and a token that no longer holds says so (A-026: the guard reloads). */
const ACCESS_CHECK = { ...everyone(200), ...refused, anonymous: 200 };
/** Anyone with a refresh credential; the others have none to present. */
const REFRESH = {
  ...everyone(401),
  caller: 200,
  api: 200,
  program_manager: 200,
  business_manager: 200,
  limited_admin: 200,
  partner_admin: 200,
  super_admin: 200,
  impersonating: 200,
  expired_token: 200,
};

/** Member routes on a case: its two companies' users get through, a super admin is refused, anyone else finds nothing. */
const CASE_ROUTE = (acme: number, globex: number): Expectation => ({
  ...everyone(404),
  ...refused,
  super_admin: 403,
  caller: acme,
  api: acme,
  program_manager: acme,
  business_manager: acme,
  impersonating: acme,
  partner_admin: globex,
});
const MEMBER = { ...SIGNED_IN, super_admin: 403 };
/** Business and program managers of any company and level; nobody else. */
const COMPANY_ADMINS: Expectation = {
  ...everyone(403),
  ...refused,
  business_manager: 200,
  program_manager: 200,
  limited_admin: 200,
  partner_admin: 200,
  foreign_admin: 200,
};

/**
 * An object of Acme's named to the admin routes (a user M-019..M-023, a process M-026, M-029, M-031): Acme's admins
 * find it, every other company's admin none.
 */
const OWN_ACME_OBJECT: Expectation = {
  ...COMPANY_ADMINS,
  limited_admin: 404,
  partner_admin: 404,
  foreign_admin: 404,
};

const ADMINS_REFUSED_422: Partial<Expectation> = {
  business_manager: 422,
  program_manager: 422,
  limited_admin: 422,
  partner_admin: 422,
  foreign_admin: 422,
};

/** the member admin routes a limited level may not open. */
const NON_LIMITED_ADMINS: Expectation = { ...COMPANY_ADMINS, limited_admin: 403 };

/** M-034, M-038..M-040: Acme Solution Support, whose only member among the principals' companies is Acme. */
const ACME_SOLUTION_ADMINS: Expectation = OWN_ACME_OBJECT;
/** M-042..M-045: the Cloud Interop Open Group (Acme's users limited, Globex's all); Umbrella's level is refused. */
const CLOUD_GROUP_ADMINS: Expectation = { ...NON_LIMITED_ADMINS, foreign_admin: 404 };

/** M-040: a link shared in a group, as the upload form posts it. */
const linkUpload = (name: string) =>
  [
    ['name', name],
    ['document_type', 'url'],
    ['url', 'https://docs.acme.test/matrix'],
  ]
    .map(
      ([field, value]) =>
        `--${uploadBoundary}\r\nContent-Disposition: form-data; name="${String(field)}"\r\n\r\n${String(value)}\r\n`,
    )
    .join('') + `--${uploadBoundary}--\r\n`;

/** M-013: a valid SSO form (a test IdP's metadata as the identity file): each admin saves their own company's. */
const matrixIdp = createTestIdp('matrix-idp');
const ssoUpload = () =>
  Buffer.from(
    [
      ['sso_identity_source', 'file'],
      ['sso_idp_entity_url', matrixIdp.entityId],
      ['sso_login_section', 'Matrix login text'],
    ]
      .map(
        ([name, value]) =>
          `--${uploadBoundary}\r\nContent-Disposition: form-data; name="${String(name)}"\r\n\r\n${String(value)}\r\n`,
      )
      .join('') +
      `--${uploadBoundary}\r\nContent-Disposition: form-data; name="sso_idp_file"; filename="idp.xml"\r\n` +
      `Content-Type: application/xml\r\n\r\n${matrixIdp.metadata()}\r\n--${uploadBoundary}--\r\n`,
  );

/** S-018: a new company as the console's form posts it. */
const consoleCompanyForm = () =>
  [
    ['name', 'Matrix Console Co'],
    ['membership_type', 'standard'],
    ['login_method', 'requires_registration'],
    ['slug', 'matrix-console'],
    ['show_in_public_web', '1'],
    ['allow_notes', '1'],
  ]
    .map(
      ([name, value]) =>
        `--${uploadBoundary}\r\nContent-Disposition: form-data; name="${String(name)}"\r\n\r\n${String(value)}\r\n`,
    )
    .join('') + `--${uploadBoundary}--\r\n`;

const ENGINEER = { case_number: 'GX-1', engineer_name: 'Matrix Tester', engineer_email: 'matrix@globex.test' };

/** On a case between Acme (submitter) and Globex (receiver): its parties' users, and the refusals of the others. */
const CASE_PARTIES = {
  ...everyone(404),
  ...refused,
  super_admin: 403,
  caller: 200,
  api: 200,
  program_manager: 200,
  business_manager: 200,
  partner_admin: 200,
  impersonating: 200,
};
const uploadBoundary = '----matrix-boundary';
const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const pngUpload = () =>
  Buffer.concat([
    Buffer.from(
      `--${uploadBoundary}\r\nContent-Disposition: form-data; name="files"; filename="matrix.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    PNG_BYTES,
    Buffer.from(`\r\n--${uploadBoundary}--\r\n`),
  ]);

type MatrixIds = {
  acmeCaller: number;
  acceptedCase: string;
  caseFile: number;
  /** The case file's signed download URL (ADR 44), valid past the matrix's run. */
  signedCaseFile: string;
  globex: number;
  /** Initech's manager process, and an escalation request of Acme's to it that a manager has answered. */
  managerProcess: { id: number; companyId: number };
  answeredRequest: string;
  /** Cases of Acme to Globex by status, with the receiver's emailed link. */
  cases: MatrixWorld['cases'];
  /** The slugs of Acme, Globex and Stark (open to registration), and the Storage Alliance's vhost. */
  acmeSlug: string;
  globexSlug: string;
  starkSlug: string;
  allianceVhost: string;
  /** Acme, a department of Acme, and Acme's ticket process (a sub-process of its parent routing process). */
  acmeCompany: number;
  acmeDepartment: number;
  acmeTicketDocument: number;
  /** Acme's Storage Engineering process, which the member admin process rows read and save (M-025..M-031). */
  acmeStorageDocument: number;
  /** A file Acme shares in the Storage Alliance (Acme, Globex, Initech, Umbrella, Stark). */
  allianceFile: { communityId: number; id: number };
  /** M-017, M-018: an Acme user made for deletion, and two registrations in Acme's queue (to approve, to reject). */
  acmeUsers: { deletable: number; approve: number; reject: number };
  /** M-033..M-045: the world's groups the partner group rows name, and Acme's API user given and denied access. */
  groups: GroupIds;
  /** Issue 23: the foreign company's objects, which Acme's users name and must not find. */
  foreign: ForeignObjects;
  /** Issue 27: an API key of Acme's API user. */
  acmeApiKey: number;
  acmeWebhook: number;
};
type GroupIds = {
  alliance: number;
  solution: number;
  cloud: number;
  /** Globex's link in the Storage Alliance: only Globex may delete it. */
  globexAllianceDocument: number;
  acmeApiUser: number;
};
/**
 * Acme's processes, for the members whose company may work with Acme (ADR 13): Acme itself and Globex (the
 * Storage Alliance's sponsor); Umbrella (a one_to_many member of that alliance) and the foreign company find none.
 */
const PARTNERS_OF_ACME = { ...MEMBER, limited_admin: 404, foreign_admin: 404, foreign_caller: 404 };
/** A case to Acme's own process: Acme's users may not send their company a case (422), its partners may. */
const COLLABORATE_WITH_ACME = {
  ...PARTNERS_OF_ACME,
  caller: 422,
  api: 422,
  program_manager: 422,
  business_manager: 422,
  impersonating: 422,
};
/** D-002: saved searches are for members above the limited level. */
const NON_LIMITED_MEMBER = { ...MEMBER, limited_admin: 403 };

/** A search saved by the principal's account (none for the anonymous principal, who is refused first). */
async function savedSearchOf(principal: Principal, { t, userId }: MatrixContext): Promise<number> {
  const account: { email?: string } = principals[principal];
  if (account.email === undefined) return 1;
  const [row] = await t.deps.db
    .insert(savedSearches)
    .values({ userId: userId(account.email), term: 'matrix', location: 'dashboard' })
    .returning({ id: savedSearches.id });
  return row?.id ?? 0;
}

/** The contact details the principal's account holds, as the profile form would send them back. */
async function ownProfile(principal: Principal, { t, userId }: MatrixContext) {
  const account: { email?: string } = principals[principal];
  const [user] = await t.deps.db
    .select()
    .from(users)
    .where(eq(users.id, account.email === undefined ? 0 : userId(account.email)));
  return {
    first_name: user?.firstName ?? 'Anonymous',
    last_name: user?.lastName ?? 'Visitor',
    phone: user?.phone ?? null,
    phone_country_code: user?.phoneCountryCode ?? 'US',
    country_id: user?.countryId ?? 1,
    city: user?.city ?? 'Nowhere',
    agree_confirm: true,
  };
}

/** C-005: only business and program managers write their company's internal note (the others of a partner: 403). */
const NOTE_EDITORS = {
  ...PARTNERS_OF_ACME,
  caller: 403,
  api: 403,
  impersonating: 403,
};
/** C-007: the Storage Alliance's members (Acme, Globex, Umbrella) download its files; anyone else finds none. */
const ALLIANCE_MEMBERS = {
  ...MEMBER,
  foreign_admin: 404,
  foreign_caller: 404,
};

/** A valid case for Acme's ticket process (its required requirements filled), as any member would send it. */
async function caseForAcme({ t }: MatrixContext, ids: MatrixIds) {
  const entries = await t.deps.db
    .select({ id: requirements.id, label: requirements.label })
    .from(documentRequirements)
    .innerJoin(requirements, eq(requirements.id, documentRequirements.requirementId))
    .innerJoin(contactDocuments, eq(contactDocuments.currentVersionId, documentRequirements.versionId))
    .where(eq(contactDocuments.id, ids.acmeTicketDocument));
  const value = (label: string, text: string) => {
    const entry = entries.find((e) => e.label === label);
    if (!entry) throw new Error(`no requirement ${label}`);
    return { [`custom_${String(entry.id)}`]: text };
  };
  return {
    first_name: 'Matrix',
    last_name: 'Caller',
    email: 'matrix@caller.test',
    internal_case_number: 'MX-1',
    problem_summary: 'Matrix case',
    problem_description: 'Sent by the authorization matrix.',
    case_priority: 'medium',
    collaborate_type: 'company',
    collaborate_entity: ids.acmeCompany,
    ...value('Customer company', 'Northwind Health'),
    ...value('Customer contact email', 'it-ops@northwind.example'),
    ...value('Tenant ID', 'tnt-1'),
    ...value('Cloud region', 'eu-west'),
  };
}

const matrix = (ids: MatrixIds): Row[] => [
  { method: 'GET', url: '/api/health', policy: 'public', expect: PUBLIC },
  { method: 'GET', url: '/api/health/live', policy: 'public', expect: PUBLIC },
  { method: 'GET', url: '/api/health/ready', policy: 'public', expect: PUBLIC },
  { method: 'GET', url: '/api/docs', policy: 'public', expect: PUBLIC },
  { method: 'GET', url: '/api/docs/json', policy: 'public', expect: PUBLIC },
  { method: 'GET', url: '/api/docs/yaml', policy: 'public', expect: PUBLIC },
  // Swagger UI sends its index page on to /api/docs.
  { method: 'GET', url: '/api/docs/static/index.html', policy: 'public', expect: everyone(302) },
  { method: 'GET', url: '/api/docs/static/swagger-initializer.js', policy: 'public', expect: PUBLIC },
  { method: 'GET', url: '/api/docs/static/swagger-ui.css', policy: 'public', expect: PUBLIC },
  { method: 'GET', url: '/api/config', policy: 'public', expect: PUBLIC },
  {
    method: 'POST',
    url: '/api/auth/login',
    policy: 'public',
    expect: PUBLIC,
    body: () => ({ email: 'caller2@acme.test', password: TEST_DEMO_PASSWORD }),
  },
  { method: 'POST', url: '/api/auth/refresh', policy: 'public', expect: REFRESH, sendsRefreshCookie: true },
  { method: 'POST', url: '/api/auth/logout', policy: 'public', expect: PUBLIC, endsSession: true },
  { method: 'GET', url: '/api/auth/me', policy: 'user', expect: SIGNED_IN },
  { method: 'GET', url: '/api/auth/middleware', policy: 'public', expect: ACCESS_CHECK },
  // P-001..P-009: each acts on the caller's own account (no route names a user): any signed-in user gets through.
  { method: 'GET', url: '/api/users/profile_form_data', policy: 'user', expect: SIGNED_IN },
  {
    method: 'POST',
    url: '/api/users/profile',
    policy: 'user',
    expect: SIGNED_IN,
    // The principal's own details, sent back as they are.
    body: (principal, context) => ownProfile(principal, context),
  },
  // The agreement is the user's own: a super admin logged in as them may not give it (ADR 17).
  {
    method: 'POST',
    url: '/api/users/agreement',
    policy: 'user',
    expect: { ...SIGNED_IN, impersonating: 403 },
    body: () => ({ agree_confirm: true }),
  },
  // A password that breaks the rules and an unconfirmed deletion: past the policy, nothing of the principals changes.
  {
    method: 'POST',
    url: '/api/users/password',
    policy: 'user',
    expect: { ...everyone(422), ...refused },
    body: () => ({ password: 'short', password_confirmation: 'short' }),
  },
  {
    method: 'POST',
    url: '/api/users/delete',
    policy: 'user',
    expect: { ...everyone(422), ...refused },
    body: () => ({ confirm: false }),
  },
  {
    method: 'POST',
    url: '/api/auth/forgot_password',
    policy: 'public',
    expect: PUBLIC,
    // One address per call: the per-address limit is not what this row is about.
    body: (principal) => ({ email: `${principal}@nowhere.test` }),
  },
  {
    method: 'POST',
    url: '/api/auth/reset_password',
    policy: 'token',
    expect: PUBLIC,
    // Each call its own emailed link; the account is none of the principals', and keeps its password.
    body: async (_principal, { t, userId }) => ({
      email: 'caller@globex.test',
      password: TEST_DEMO_PASSWORD,
      password_confirmation: TEST_DEMO_PASSWORD,
      token: await issueEmailToken(t.deps.db, {
        purpose: 'reset_password',
        userId: userId('caller@globex.test'),
        ttlSeconds: 600,
      }),
    }),
  },
  {
    method: 'POST',
    url: '/api/caller/auto_login',
    policy: 'token',
    expect: PUBLIC,
    // Each call its own emailed sign-in link, for an account none of the principals is.
    body: async (_principal, { t, userId }) => ({
      token: await issueEmailToken(t.deps.db, {
        purpose: 'auto_login',
        userId: userId('caller@globex.test'),
        ttlSeconds: 600,
      }),
    }),
  },
  {
    method: 'POST',
    url: `/api/caller/register/${ids.starkSlug}`,
    policy: 'public',
    expect: PUBLIC,
    // One new address per call (at a company outside the rows' data); nobody's session adds anything to it.
    body: (principal, { t }) => registration(t, `matrix-${principal}@${ids.starkSlug}.test`),
  },
  {
    method: 'POST',
    url: `/api/caller/register/${ids.starkSlug}`,
    policy: 'public',
    // An address at another domain than Stark's registers for nobody, signed in or not.
    expect: everyone(422),
    body: (principal, { t }) => registration(t, `outsider-${principal}@evil.test`),
  },
  { method: 'GET', url: '/api/auth/verify/unknown-link', policy: 'token', expect: PUBLIC },
  // Issue 27 §5: the Teams manager's connect link; an unknown one answers "Invalid Token." to anyone.
  { method: 'POST', url: '/api/msteams/connected/unknown-link', policy: 'token', expect: PUBLIC },
  {
    method: 'POST',
    url: '/api/auth/verify_account',
    policy: 'public',
    expect: PUBLIC,
    body: (principal) => ({ email: `${principal}@nowhere.test` }),
  },
  // Only the emailed link decides a registration: no session, Acme's managers' included, approves with a bad one.
  {
    method: 'POST',
    url: '/api/users/approval/unknown-link/approve',
    policy: 'token',
    expect: everyone(400),
    body: () => ({}),
  },
  {
    method: 'GET',
    url: `/api/auth/super_admin/login_as_user/${String(ids.acmeCaller)}`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  },
  {
    method: 'GET',
    url: `/api/super_admin/login_as_user/${String(ids.acmeCaller)}`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  },
  {
    method: 'GET',
    url: `/api/super_admin/users/${String(ids.acmeCaller)}`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  },
  // S-046..S-049, S-066: the console's user form and inactive users; a change to no user is 404 for a super admin.
  {
    method: 'GET',
    url: `/api/super_admin/users/form_data/${String(ids.acmeCompany)}`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  },
  { method: 'GET', url: '/api/super_admin/users/list/0', policy: 'super_admin', expect: SUPER_ADMIN },
  {
    method: 'POST',
    url: '/api/super_admin/users/0',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
    // A new user of no company: past the policy nothing is made.
    body: async (_principal, context) => ({
      first_name: 'Matrix',
      last_name: 'Console',
      email: 'matrix-console@casebridge.test',
      country_id: (await context.t.deps.db.select({ id: countries.id }).from(countries).limit(1))[0]?.id,
      city: 'Dublin',
      role: 'caller',
      type: 'basic',
      status: 'active',
      company_id: 2147483647,
    }),
  },
  {
    method: 'GET',
    url: '/api/super_admin/users/2147483647/delete',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/super_admin/users/2147483647/status',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
    body: () => ({ status: 'inactive' }),
  },
  {
    method: 'POST',
    url: '/api/super_admin/users/2147483647/password',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
    body: () => ({ password: 'Matrix#2026', password_confirmation: 'Matrix#2026' }),
  },
  // S-062: the countries of the review, and of the phone's country code on the emailed respond link (public data).
  { method: 'GET', url: '/api/caller/countries', policy: 'public', expect: PUBLIC },
  // S-062..S-065: the onboarding review; no request has the id, so past the policy nothing changes.
  {
    method: 'GET',
    url: '/api/super_admin/onboarding/2147483647',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/super_admin/onboarding/2147483647/put',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
    body: () => ({
      user: { first_name: 'Matrix', last_name: 'Review', email: 'matrix-review@example.test', phone: '555 0100' },
    }),
  },
  ...(['approve', 'reject'] as const).map((action): Row => ({
    method: 'POST',
    url: `/api/super_admin/onboarding/2147483647/${action}`,
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
  })),
  // S-002: the onboarding requests waiting for the super admin.
  { method: 'GET', url: '/api/super_admin/onboarding/queue', policy: 'super_admin', expect: SUPER_ADMIN },
  // S-003: the network's registration queue; deciding no registration is 404 for a super admin.
  { method: 'GET', url: '/api/super_admin/registration/queue', policy: 'super_admin', expect: SUPER_ADMIN },
  ...(['approve', 'reject'] as const).map((action): Row => ({
    method: 'GET',
    url: `/api/super_admin/registration/2147483647/${action}`,
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
  })),
  // S-001, S-004..S-007: the dashboard's searches and escalation table; a delete of no case is 404 for a super admin.
  { method: 'GET', url: '/api/super_admin/search/company?q=ac', policy: 'super_admin', expect: SUPER_ADMIN },
  { method: 'GET', url: '/api/super_admin/search/user?q=ac', policy: 'super_admin', expect: SUPER_ADMIN },
  { method: 'GET', url: '/api/super_admin/escalation/queue/all-10', policy: 'super_admin', expect: SUPER_ADMIN },
  {
    method: 'GET',
    url: '/api/super_admin/escalation/2147483647/delete',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
  },
  // S-008, R-017: a case of Acme's read in the console; the escalation export with and without its days.
  {
    method: 'GET',
    url: `/api/super_admin/escalation/${String(ids.cases.open.id)}/details`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  },
  // Issue 24 §2: the same case's activity stream on the console's case page.
  {
    method: 'GET',
    url: `/api/super_admin/escalation/${String(ids.cases.open.id)}/activity`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  },
  ...['open', 'late/0', 'all-10/26-01-01/26-12-31'].map((path): Row => ({
    method: 'GET',
    url: `/api/super_admin/escalation/report/${path}`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  })),
  // R-008..R-011: the network reports, each a file of the whole network for super admins only.
  ...['user_logins', 'proccesses_viewed', 'word_search'].map((report): Row => ({
    method: 'GET',
    url: `/api/super_admin/reports/${report}/26-01-01/26-12-31`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  })),
  ...['managers', 'mail_domain', 'user_aged_logins'].map((report): Row => ({
    method: 'GET',
    url: `/api/super_admin/reports/${report}`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  })),
  // [issue 24] each network report on screen, for super admins only (a member of any company is refused).
  ...['user_logins?start=2026-01-01&end=2026-12-31', 'mail_domain'].map((report): Row => ({
    method: 'GET',
    url: `/api/super_admin/report_tables/${report}`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  })),
  // S-010..S-026, S-040, M-008, R-013, R-015, X-007: the console's companies. The writes name the foreign company or
  // no object, so that the rows after them find Acme as it was.
  ...['', '/export', '/list'].map((path): Row => ({
    method: 'GET',
    url: `/api/super_admin/companies${path}`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  })),
  ...[
    '',
    '/relations',
    '/managers',
    '/users',
    '/users/export',
    '/departments',
    '/departments/all',
    '/docs_and_depts',
    '/groups',
    '/contact_documents',
    '/contact_documents/all',
    `/contact_documents/${String(ids.acmeStorageDocument)}/notes`,
  ].map((path): Row => ({
    method: 'GET',
    url: `/api/super_admin/companies/${String(ids.acmeCompany)}${path}`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  })),
  {
    method: 'POST',
    url: '/api/super_admin/companies/0',
    policy: 'super_admin',
    expect: SUPER_ADMIN,
    headers: { 'content-type': `multipart/form-data; boundary=${uploadBoundary}` },
    body: () => consoleCompanyForm(),
  },
  {
    method: 'POST',
    url: '/api/super_admin/companies/900001/registration',
    policy: 'super_admin',
    expect: SUPER_ADMIN,
    body: () => ({ requires_approval: 0, signup_manager_id: 900_001, group_access: [] }),
  },
  // S-039: the sample of Acme's storage process.
  {
    method: 'GET',
    url: `/api/super_admin/companies/${String(ids.acmeCompany)}/documents/${String(ids.acmeStorageDocument)}/sample`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  },
  // S-027..S-038: the process editor reads Acme's storage process and its choices; the save names no process of the
  // foreign company as a parent's row (422 for a super admin), so nothing is written.
  ...[
    `/contact_documents/${String(ids.acmeStorageDocument)}`,
    `/companies/${String(ids.acmeCompany)}/contact_documents/form_data`,
    `/companies/${String(ids.acmeCompany)}/contact_documents/form_data/parent`,
  ].map((path): Row => ({ method: 'GET', url: `/api/super_admin${path}`, policy: 'super_admin', expect: SUPER_ADMIN })),
  {
    method: 'POST',
    url: '/api/super_admin/companies/900001/contact_documents/0',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 422 },
    body: () => ({
      document_type: 'parent',
      status: 'approved',
      title: 'Matrix Chooser',
      parent_option_name: 'Which one?',
      linkages: [{ option_name: 'None of the company', contact_document_id: 2147483647 }],
    }),
  },
  // Issue 25: the field library and the process form designer. The library and Acme's storage form are read; every
  // change names no field or version (404 for a super admin) or a field of no library (422), so nothing is written.
  ...[
    '/requirements',
    `/contact_documents/${String(ids.acmeStorageDocument)}/form`,
    `/contact_documents/${String(ids.acmeStorageDocument)}/form/versions`,
  ].map((path): Row => ({ method: 'GET', url: `/api/super_admin${path}`, policy: 'super_admin', expect: SUPER_ADMIN })),
  {
    method: 'GET',
    url: `/api/super_admin/contact_documents/${String(ids.acmeStorageDocument)}/form/versions/2147483647`,
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
  },
  {
    method: 'POST',
    url: `/api/super_admin/contact_documents/${String(ids.acmeStorageDocument)}/form/versions/2147483647/restore`,
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
  },
  {
    method: 'POST',
    url: '/api/super_admin/requirements/2147483647',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
    body: () => ({ type: 'string', label: 'Matrix field' }),
  },
  {
    method: 'POST',
    url: '/api/super_admin/requirements/2147483647/retire',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
    body: () => ({ retired: true }),
  },
  {
    method: 'POST',
    url: `/api/super_admin/contact_documents/${String(ids.acmeStorageDocument)}/form`,
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 422 },
    body: () => ({
      base_version_id: null,
      fields: [
        {
          requirement_id: 2147483647,
          section: 'problem_section',
          required: false,
          group: null,
          options: [],
          additional_settings: null,
          requirement: { id: 2147483647, type: 'string', label: 'No such field', code_label: null },
        },
      ],
    }),
  },
  // Issue 25 (ADR 53): the sample submission against a draft (nothing written), the copy picker, the company switch
  // (the foreign company's, set to what it is).
  {
    method: 'POST',
    url: '/api/super_admin/process_forms/sample',
    policy: 'super_admin',
    expect: SUPER_ADMIN,
    body: () => ({ fields: [], values: {} }),
  },
  { method: 'GET', url: '/api/super_admin/process_forms?search=storage', policy: 'super_admin', expect: SUPER_ADMIN },
  {
    method: 'POST',
    url: '/api/super_admin/companies/900001/form_designer',
    policy: 'super_admin',
    expect: SUPER_ADMIN,
    body: () => ({ enabled: false }),
  },
  // ADR 53: every company's form change requests, the network team's list: super admins only.
  { method: 'GET', url: '/api/super_admin/form_change_requests', policy: 'super_admin', expect: SUPER_ADMIN },
  // S-023, S-024: a department added to the foreign company; the delete names no department.
  {
    method: 'POST',
    url: '/api/super_admin/companies/900001/departments/0',
    policy: 'super_admin',
    expect: SUPER_ADMIN,
    body: () => ({ name: 'Matrix Department', status: 'active' }),
  },
  {
    method: 'GET',
    url: '/api/super_admin/departments/2147483647/delete',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
  },
  ...['/status/active', '/status/inactive', '/delete', `/contact_documents/2147483647/delete`].map((path): Row => ({
    method: 'GET',
    url: `/api/super_admin/companies/2147483647${path}`,
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
  })),
  // S-041..S-045, S-050..S-061, R-014, R-016: the console's groups and a company's Group Access. The world's groups
  // are read; every change names no object (404 for a super admin) or is refused (422), so the network stays whole.
  { method: 'GET', url: '/api/super_admin/groups', policy: 'super_admin', expect: SUPER_ADMIN },
  { method: 'GET', url: '/api/super_admin/groups/export', policy: 'super_admin', expect: SUPER_ADMIN },
  {
    method: 'POST',
    url: '/api/super_admin/groups/search',
    policy: 'super_admin',
    expect: SUPER_ADMIN,
    body: () => ({ term: 'st' }),
  },
  ...['', '/partners', '/partners/export', '/documents', '/msteams'].map((rest): Row => ({
    method: 'GET',
    url: `/api/super_admin/groups/${String(ids.groups.alliance)}${rest}`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  })),
  ...[
    '/api/super_admin/groups/documents/2147483647/download',
    '/api/super_admin/groups/2147483647/delete',
    `/api/super_admin/groups/${String(ids.groups.alliance)}/partners/2147483647/remove`,
    `/api/super_admin/groups/${String(ids.groups.alliance)}/documents/2147483647/delete`,
    // The Storage Alliance program has no addendum.
    `/api/super_admin/groups/${String(ids.groups.alliance)}/addendum`,
  ].map((url): Row => ({ method: 'GET', url, policy: 'super_admin', expect: { ...SUPER_ADMIN, super_admin: 404 } })),
  ...['/api/super_admin/groups/2147483647', '/api/super_admin/groups/2147483647/documents/upload'].map((url): Row => ({
    method: 'POST',
    url,
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
    headers: { 'content-type': `multipart/form-data; boundary=${uploadBoundary}` },
    body: () => linkUpload('Matrix group form'),
  })),
  {
    method: 'POST',
    url: '/api/super_admin/groups/2147483647/partners/add',
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 404 },
    body: () => ({ company_id: ids.acmeCompany }),
  },
  ...['users', 'relation'].map((what): Row => ({
    method: 'GET',
    url: `/api/super_admin/companies/${String(ids.acmeCompany)}/${what}/0`,
    policy: 'super_admin',
    expect: SUPER_ADMIN,
  })),
  {
    method: 'POST',
    url: `/api/super_admin/companies/${String(ids.acmeCompany)}/groups/put`,
    policy: 'super_admin',
    expect: { ...SUPER_ADMIN, super_admin: 422 },
    body: () => ({ community_id: 2147483647 }),
  },
  { method: 'GET', url: `/api/caller/landing/${ids.acmeSlug}`, policy: 'public', expect: PUBLIC },
  { method: 'GET', url: `/api/caller/landing/${ids.allianceVhost}`, policy: 'public', expect: PUBLIC },
  { method: 'GET', url: `/api/resources/group_banner/${ids.allianceVhost}`, policy: 'public', expect: PUBLIC },
  // Onboarding (O rows): the email check is public (one new address per call, answered alike); every later call is
  // authorised only by its emailed link or session token, which no sign-in stands in for: an unknown one finds
  // nothing for anyone.
  {
    method: 'POST',
    url: `/api/onboarding/${ids.allianceVhost}/verify_email`,
    policy: 'public',
    expect: PUBLIC,
    body: (principal) => ({
      partner_group_id: ids.groups.alliance,
      email: `${principal}@onboarding-matrix.test`,
    }),
  },
  {
    method: 'GET',
    url: `/api/onboarding/${ids.allianceVhost}/session`,
    policy: 'token',
    expect: everyone(404),
    headers: { 'x-onboarding-session': UNKNOWN_SESSION },
  },
  { method: 'GET', url: `/api/onboarding/restore/${UNKNOWN_SESSION}`, policy: 'token', expect: everyone(404) },
  // Issue 21: the email check's emailed link; an unknown one proves nothing for anyone, signed in or not.
  {
    method: 'GET',
    url: `/api/onboarding/${ids.allianceVhost}/verify/${UNKNOWN_SESSION}`,
    policy: 'token',
    expect: everyone(404),
  },
  ...(['validate_contact', 'agreements', 'register', 'payment'] as const).map((path): Row => ({
    method: 'POST',
    url: `/api/onboarding/${ids.allianceVhost}/${path}`,
    policy: 'token',
    expect: everyone(404),
    body: () => ({
      session_token: UNKNOWN_SESSION,
      version: 1,
      code_of_conduct: true,
      database_license: true,
      addendum: true,
      document: {},
      name_on_card: 'Matrix Payer',
      card_token: 'tok_test_ok_0123456789abcdef',
      contract_length: 'one_year',
    }),
  })),
  {
    method: 'POST',
    url: `/api/onboarding/${ids.allianceVhost}/register/limited`,
    policy: 'token',
    expect: everyone(404),
    body: () => ({ session_token: UNKNOWN_SESSION, version: 1, company_id: ids.acmeCompany }),
  },
  {
    method: 'POST',
    url: `/api/onboarding/${ids.allianceVhost}/register/existing`,
    policy: 'token',
    expect: everyone(404),
    body: () => ({
      session_token: UNKNOWN_SESSION,
      version: 1,
      document_id: ids.acmeTicketDocument,
      user_access: 'open',
    }),
  },
  {
    method: 'GET',
    url: `/api/onboarding/${ids.allianceVhost}/documents/${String(ids.acmeCompany)}`,
    policy: 'token',
    expect: everyone(404),
    headers: { 'x-onboarding-session': UNKNOWN_SESSION },
  },
  // The Storage Alliance program has no uploaded agreement documents: nobody downloads one.
  ...(['addendum', 'code_of_conduct', 'current_license'] as const).map((path): Row => ({
    method: 'GET',
    url: `/api/onboarding/${ids.allianceVhost}/${path}`,
    policy: 'public',
    expect: everyone(404),
  })),
  {
    method: 'POST',
    url: '/api/caller/landing_page',
    policy: 'public',
    expect: PUBLIC,
    body: () => ({ term: 'acme' }),
  },
  {
    method: 'POST',
    url: '/api/caller/link',
    policy: 'public',
    expect: PUBLIC,
    // One address per call (the per-address limit is not what this row is about); none of them the principal's own.
    body: (principal) => ({
      email: `${principal}@${ids.globexSlug}.test`,
      company_id: ids.globex,
      agree_confirm: true,
    }),
  },
  { method: 'GET', url: `/api/resources/company_logo/${ids.acmeSlug}`, policy: 'public', expect: PUBLIC },
  { method: 'GET', url: '/api/dev/mailbox', policy: 'dev', expect: PUBLIC },
  // The demo identity provider answers this machine (every test client) whoever asks; an AuthnRequest not of this
  // CaseBridge is refused alike.
  { method: 'GET', url: '/api/dev/idp/metadata', policy: 'dev', expect: PUBLIC },
  { method: 'GET', url: '/api/dev/idp/sso?SAMLRequest=bm90LWEtcmVxdWVzdA', policy: 'dev', expect: everyone(400) },
  {
    method: 'POST',
    url: '/api/dev/idp/sso',
    policy: 'dev',
    expect: everyone(400),
    body: () => ({ SAMLRequest: 'bm90LWEtcmVxdWVzdA', email: 'bm@initech.test' }),
  },
  { method: 'GET', url: '/api/dev/idp/continue', policy: 'dev', expect: PUBLIC },
  { method: 'GET', url: '/api/dev/idp/logout', policy: 'dev', expect: PUBLIC },
  {
    method: 'GET',
    url: `/api/caller/documents/company/${String(ids.acmeCompany)}`,
    policy: 'member',
    expect: PARTNERS_OF_ACME,
  },
  {
    method: 'GET',
    url: `/api/caller/documents/department/${String(ids.acmeDepartment)}`,
    policy: 'member',
    expect: PARTNERS_OF_ACME,
  },
  {
    method: 'GET',
    url: `/api/caller/sub_documents/${String(ids.acmeTicketDocument)}/company/${String(ids.acmeCompany)}`,
    policy: 'member',
    expect: PARTNERS_OF_ACME,
  },
  {
    method: 'POST',
    url: '/api/caller/db_select_options',
    // A list of the network (countries), not a company's: the console's sample form (S-039) reads it too.
    policy: 'user',
    expect: SIGNED_IN,
    body: () => ({ model: 'countries', foreign_key: 'id' }),
  },
  {
    method: 'POST',
    url: `/api/caller/collaborate/${String(ids.acmeTicketDocument)}`,
    policy: 'member',
    expect: COLLABORATE_WITH_ACME,
    body: (_principal, context) => caseForAcme(context, ids),
  },
  {
    method: 'POST',
    url: '/api/caller/favorites/toggle',
    policy: 'member',
    expect: PARTNERS_OF_ACME,
    body: () => ({
      document_id: ids.acmeTicketDocument,
      company_id: ids.acmeCompany,
      type: 'company',
      department_id: null,
      is_favorite: true,
    }),
  },
  {
    method: 'POST',
    url: '/api/caller/notes/store',
    policy: 'member',
    expect: NOTE_EDITORS,
    body: (principal) => ({
      location: `document:${String(ids.acmeTicketDocument)}`,
      note: `<p>Matrix note of ${principal}</p>`,
    }),
  },
  // C-012, C-010: the network's own help and case exchange, the same for every member, foreign or not (ADR 14).
  // The hints are the network's: the console's sample form (S-039) shows them to a super admin too.
  { method: 'GET', url: '/api/help_hints/case_priority', policy: 'user', expect: SIGNED_IN },
  { method: 'GET', url: '/api/caller/case_exchange/cases', policy: 'member', expect: MEMBER },
  {
    method: 'POST',
    url: '/api/caller/notes/store',
    policy: 'member',
    // D-012: Acme's company note, written by Acme's managers only; another company's users find no such company.
    expect: {
      ...MEMBER,
      ...everyone(403),
      ...refused,
      business_manager: 200,
      program_manager: 200,
      partner_admin: 404,
      foreign_admin: 404,
      foreign_caller: 404,
    },
    body: (principal) => ({
      location: `company:${String(ids.acmeCompany)}`,
      note: `<p>Company note of ${principal}</p>`,
    }),
  },
  {
    method: 'GET',
    url: `/api/caller/partner_groups/${String(ids.allianceFile.communityId)}/documents/${String(ids.allianceFile.id)}/download`,
    policy: 'member',
    expect: ALLIANCE_MEMBERS,
  },
  {
    method: 'POST',
    url: `/api/caller/case/${ids.acceptedCase}/note`,
    policy: 'member',
    expect: CASE_PARTIES,
    body: (principal) => ({ summary: `Matrix note of ${principal}` }),
  },
  { method: 'GET', url: `/api/caller/case/${ids.acceptedCase}/files`, policy: 'member', expect: CASE_PARTIES },
  {
    method: 'GET',
    url: `/api/caller/case/${ids.acceptedCase}/files/${String(ids.caseFile)}/download`,
    policy: 'member',
    expect: CASE_PARTIES,
  },
  {
    method: 'GET',
    url: `/api/caller/case/${ids.acceptedCase}/files/${String(ids.caseFile)}/link`,
    policy: 'member',
    expect: CASE_PARTIES,
  },
  // The signed URL is the access, given only to the parties by the link above.
  { method: 'GET', url: ids.signedCaseFile, policy: 'public', expect: PUBLIC },
  {
    method: 'POST',
    url: `/api/v1/collaboration-requests/${ids.acceptedCase}/attachments`,
    policy: 'member',
    expect: Object.fromEntries(
      Object.entries(CASE_PARTIES).map(([principal, status]) => [principal, status === 200 ? 201 : status]),
    ) as Expectation,
    headers: { 'content-type': `multipart/form-data; boundary=${uploadBoundary}` },
    body: pngUpload,
  },
  {
    method: 'GET',
    url: `/api/caller/case/${ids.acceptedCase}/data/${String(ids.globex)}`,
    policy: 'member',
    expect: CASE_PARTIES,
  },
  {
    method: 'POST',
    url: '/api/manager/request/create',
    policy: 'member',
    // Initech's manager process: Acme (Solution Support's sponsor) and Globex (Cloud Interop) reach Initech.
    expect: PARTNERS_OF_ACME,
    body: (principal) => ({
      first_name: 'Matrix',
      last_name: principal,
      email: 'matrix@requester.test',
      internal_reference: `MATRIX-${principal}`,
      business_impact: 'None: an authorization test.',
      update_profile: false,
      receive_company_id: ids.managerProcess.companyId,
      contact_document_id: ids.managerProcess.id,
    }),
  },
  // The case lists: each member reads its own company's (the foreign company's answers hold no Acme case).
  { method: 'GET', url: '/api/caller/get-cases/company', policy: 'member', expect: MEMBER },
  { method: 'GET', url: '/api/caller/get-cases/mine/30?not_closed=true', policy: 'member', expect: MEMBER },
  {
    method: 'GET',
    url: '/api/caller/get-cases/company?waiting_on_us=true&status=open',
    policy: 'member',
    expect: MEMBER,
  },
  // Issue 24: the count of the company's own inbound cases waiting on it (another company's count holds no Acme case).
  { method: 'GET', url: '/api/caller/cases/inbound-awaiting', policy: 'member', expect: MEMBER },
  {
    method: 'POST',
    url: '/api/collaborate_invite',
    policy: 'member',
    // Every member may invite Initech's managers; Acme and Globex already work with Initech and are told so.
    expect: MEMBER,
    body: () => ({ company_id: ids.managerProcess.companyId, comments: 'Matrix invitation' }),
  },
  {
    method: 'POST',
    url: '/api/missing_partner_request',
    policy: 'member',
    expect: MEMBER,
    body: (principal) => ({ company_name: `Missing partner of ${principal}` }),
  },
  { method: 'GET', url: `/api/saml2/${ids.acmeSlug}/metadata`, policy: 'public', expect: PUBLIC },
  // Acme signs in with a password: its login and its ACS send the browser back to its landing, whoever asks.
  { method: 'GET', url: `/api/saml2/${ids.acmeSlug}/login`, policy: 'public', expect: everyone(302) },
  {
    method: 'POST',
    url: `/api/saml2/${ids.acmeSlug}/acs`,
    policy: 'token',
    expect: everyone(303),
    body: () => ({ SAMLResponse: Buffer.from('<samlp:Response/>').toString('base64') }),
  },
  { method: 'GET', url: '/api/admin/company/sso', policy: 'company_admin_non_limited', expect: NON_LIMITED_ADMINS },
  {
    method: 'POST',
    url: '/api/admin/company/sso',
    policy: 'company_admin_non_limited',
    expect: NON_LIMITED_ADMINS,
    headers: { 'content-type': `multipart/form-data; boundary=${uploadBoundary}` },
    body: () => ssoUpload(),
  },
  {
    method: 'POST',
    url: '/api/admin/company/change',
    policy: 'company_admin',
    expect: COMPANY_ADMINS,
    body: (principal) => ({ change_type: 'other', changes: `Matrix change request of ${principal}` }),
  },
  // M-001, M-002: the member company record, for the company's own users; any other company's id is not found.
  {
    method: 'GET',
    url: `/api/caller/companies/${String(ids.acmeCompany)}`,
    policy: 'member',
    expect: { ...MEMBER, limited_admin: 404, partner_admin: 404, foreign_admin: 404, foreign_caller: 404 },
  },
  // M-004: the admin's own company's departments; another company's id is not found.
  {
    method: 'GET',
    url: `/api/admin/company/${String(ids.acmeCompany)}/departments`,
    policy: 'company_admin',
    expect: { ...COMPANY_ADMINS, limited_admin: 404, partner_admin: 404, foreign_admin: 404 },
  },
  { method: 'GET', url: '/api/admin/company/internal_notes', policy: 'company_admin', expect: COMPANY_ADMINS },
  // M-025..M-032: the admin's own company's processes; another company's process is not found.
  { method: 'GET', url: '/api/admin/company/documents', policy: 'company_admin', expect: COMPANY_ADMINS },
  // M-032: the company's process read-only (the foreign company's own, for its admin).
  { method: 'GET', url: '/api/admin/company/documents/limited', policy: 'company_admin', expect: COMPANY_ADMINS },
  {
    method: 'GET',
    url: `/api/admin/company/documents/${String(ids.acmeStorageDocument)}`,
    policy: 'company_admin',
    expect: OWN_ACME_OBJECT,
  },
  {
    method: 'GET',
    url: `/api/admin/company/documents/${String(ids.acmeStorageDocument)}/sample`,
    policy: 'company_admin',
    expect: OWN_ACME_OBJECT,
  },
  {
    method: 'POST',
    url: `/api/admin/company/documents/${String(ids.acmeStorageDocument)}`,
    policy: 'company_admin',
    expect: OWN_ACME_OBJECT,
    body: (principal) => ({
      title: 'Acme Storage Engineering Escalation',
      support_hours: '7/24/365',
      product_supported: `Saved by ${principal}`,
      escalation_user_id: 0,
      alt_escalation_user_id: 0,
    }),
  },
  // Issue 25 §5 (ADR 53): Acme's storage process's form. Its admins read it, its versions and ask for a change; the
  // designer's save and restore are refused them (403: the network has not turned it on for Acme); every other
  // company's admin finds no such process (404) before any switch is asked. The library is the designers' alone.
  ...['/form', '/form/versions'].map((rest): Row => ({
    method: 'GET',
    url: `/api/admin/company/documents/${String(ids.acmeStorageDocument)}${rest}`,
    policy: 'company_admin',
    expect: OWN_ACME_OBJECT,
  })),
  {
    method: 'GET',
    url: `/api/admin/company/documents/${String(ids.acmeStorageDocument)}/form/versions/2147483647`,
    policy: 'company_admin',
    expect: { ...OWN_ACME_OBJECT, business_manager: 404, program_manager: 404 },
  },
  {
    method: 'POST',
    url: `/api/admin/company/documents/${String(ids.acmeStorageDocument)}/form`,
    policy: 'company_admin',
    expect: { ...OWN_ACME_OBJECT, business_manager: 403, program_manager: 403 },
    body: () => ({ base_version_id: null, fields: [] }),
  },
  {
    method: 'POST',
    url: `/api/admin/company/documents/${String(ids.acmeStorageDocument)}/form/versions/2147483647/restore`,
    policy: 'company_admin',
    expect: { ...OWN_ACME_OBJECT, business_manager: 403, program_manager: 403 },
  },
  {
    method: 'POST',
    url: `/api/admin/company/documents/${String(ids.acmeStorageDocument)}/form/change_request`,
    policy: 'company_admin',
    expect: OWN_ACME_OBJECT,
    body: (principal) => ({ note: `Matrix change request by ${principal}` }),
  },
  {
    method: 'GET',
    url: '/api/admin/company/requirements',
    policy: 'company_admin',
    expect: {
      ...COMPANY_ADMINS,
      business_manager: 403,
      program_manager: 403,
      limited_admin: 403,
      partner_admin: 403,
      foreign_admin: 403,
    },
  },
  {
    method: 'POST',
    url: '/api/admin/company/process_forms/sample',
    policy: 'company_admin',
    expect: COMPANY_ADMINS,
    body: () => ({ fields: [], values: {} }),
  },
  { method: 'GET', url: '/api/admin/company/relations', policy: 'company_admin', expect: COMPANY_ADMINS },
  { method: 'GET', url: '/api/admin/company/users', policy: 'company_admin', expect: COMPANY_ADMINS },
  // R-005 (DECISIONS 2): the usage report and its exports, each admin's own company's (no id to name another's).
  {
    method: 'GET',
    url: `/api/admin/company/reports/usage?start=2000-01-01&end=${TODAY}`,
    policy: 'company_admin',
    expect: COMPANY_ADMINS,
  },
  {
    method: 'GET',
    url: `/api/admin/company/reports/usage/export?start=2000-01-01&end=${TODAY}`,
    policy: 'company_admin',
    expect: COMPANY_ADMINS,
  },
  { method: 'GET', url: '/api/admin/company/reports/partners', policy: 'company_admin', expect: COMPANY_ADMINS },
  // each admin's own company's users, as a file.
  { method: 'GET', url: '/api/admin/company/users/export', policy: 'company_admin', expect: COMPANY_ADMINS },
  // M-019..M-023: a user of Acme is Acme's admins' alone; every other admin finds none (404), and changes nothing.
  { method: 'GET', url: '/api/admin/company/users/0', policy: 'company_admin', expect: COMPANY_ADMINS },
  {
    method: 'GET',
    url: `/api/admin/company/users/${String(ids.acmeCaller)}`,
    policy: 'company_admin',
    expect: OWN_ACME_OBJECT,
  },
  {
    method: 'POST',
    url: '/api/admin/company/users/0',
    policy: 'company_admin',
    // Past the policy each admin would make a user of their own company; an address in use keeps Acme's users as
    // they are (company-users.test makes them).
    expect: { ...COMPANY_ADMINS, ...ADMINS_REFUSED_422 },
    body: (_principal, context) => newUserForm(context, 'caller@acme.test'),
  },
  {
    method: 'POST',
    url: '/api/admin/company/users/0',
    policy: 'company_admin',
    // A member admin places addresses only at its company's domains: none of these admins is Initech's.
    expect: { ...COMPANY_ADMINS, ...ADMINS_REFUSED_422 },
    body: (principal, context) => newUserForm(context, `newbie-${principal}@initech.test`),
  },
  {
    method: 'POST',
    url: `/api/admin/company/users/${String(ids.acmeCaller)}`,
    policy: 'company_admin',
    expect: OWN_ACME_OBJECT,
    // The caller's own details sent back as they are.
    body: (_principal, context) => userFormOf(context, ids.acmeCaller),
  },
  {
    method: 'POST',
    url: `/api/admin/company/users/${String(ids.acmeCaller)}/status`,
    policy: 'company_admin',
    expect: OWN_ACME_OBJECT,
    body: () => ({ status: 'active' }),
  },
  // The program manager (called first) deletes the user; the business manager then finds none.
  {
    method: 'GET',
    url: `/api/admin/company/users/${String(ids.acmeUsers.deletable)}/delete`,
    policy: 'company_admin',
    expect: { ...OWN_ACME_OBJECT, business_manager: 404 },
  },
  // M-018: Acme's queue; the program manager decides first, the business manager then meets a decided one (409).
  {
    method: 'GET',
    url: '/api/admin/company/registration/queue',
    policy: 'company_admin',
    expect: COMPANY_ADMINS,
    idTables: { queue: 'registration_queue' },
  },
  {
    method: 'GET',
    url: `/api/admin/company/registration/${String(ids.acmeUsers.approve)}/approve`,
    policy: 'company_admin',
    expect: { ...OWN_ACME_OBJECT, business_manager: 409 },
  },
  {
    method: 'GET',
    url: `/api/admin/company/registration/${String(ids.acmeUsers.reject)}/reject`,
    policy: 'company_admin',
    expect: { ...OWN_ACME_OBJECT, business_manager: 409 },
  },
  // M-033..M-045, R-007: a company admin's partner groups; a group the admin's company is not in is not found.
  { method: 'GET', url: '/api/admin/company/partner_groups', policy: 'company_admin', expect: COMPANY_ADMINS },
  { method: 'GET', url: '/api/admin/company/partner_companies', policy: 'company_admin', expect: COMPANY_ADMINS },
  {
    method: 'GET',
    url: `/api/admin/company/partner_groups/${String(ids.groups.solution)}`,
    policy: 'company_admin',
    expect: ACME_SOLUTION_ADMINS,
  },
  // M-035: Acme Solution Support has an addendum (given here) and no code of conduct or licence (no program page).
  {
    method: 'GET',
    url: `/api/admin/company/partner_groups/${String(ids.groups.solution)}/addendum`,
    policy: 'company_admin',
    expect: ACME_SOLUTION_ADMINS,
  },
  ...(['code_of_conduct', 'current_license'] as const).map((which): Row => ({
    method: 'GET',
    url: `/api/admin/company/partner_groups/${String(ids.groups.solution)}/${which}`,
    policy: 'company_admin',
    expect: { ...ACME_SOLUTION_ADMINS, program_manager: 404, business_manager: 404 },
  })),
  {
    method: 'GET',
    url: `/api/admin/company/partner_groups/${String(ids.groups.solution)}/export_members`,
    policy: 'company_admin',
    expect: ACME_SOLUTION_ADMINS,
  },
  {
    method: 'GET',
    url: `/api/admin/company/partner_groups/${String(ids.groups.solution)}/documents`,
    policy: 'company_admin',
    expect: ACME_SOLUTION_ADMINS,
  },
  {
    method: 'POST',
    url: `/api/admin/company/partner_groups/${String(ids.groups.solution)}/documents/upload`,
    policy: 'company_admin',
    expect: ACME_SOLUTION_ADMINS,
    headers: { 'content-type': `multipart/form-data; boundary=${uploadBoundary}` },
    body: (principal) => linkUpload(`Matrix link of ${principal}`),
  },
  // M-041: only Globex deletes its own document (once); the alliance's other members find none of theirs.
  {
    method: 'GET',
    url: `/api/admin/company/partner_groups/${String(ids.groups.alliance)}/documents/${String(ids.groups.globexAllianceDocument)}/delete`,
    policy: 'company_admin',
    expect: { ...COMPANY_ADMINS, program_manager: 404, business_manager: 404, limited_admin: 404, foreign_admin: 404 },
  },
  {
    method: 'GET',
    url: `/api/admin/partner_groups/${String(ids.groups.cloud)}`,
    policy: 'company_admin_non_limited',
    expect: CLOUD_GROUP_ADMINS,
  },
  {
    method: 'GET',
    url: `/api/admin/company/partner_groups/${String(ids.groups.cloud)}/users`,
    policy: 'company_admin_non_limited',
    expect: CLOUD_GROUP_ADMINS,
  },
  {
    method: 'POST',
    url: `/api/admin/company/partner_groups/${String(ids.groups.cloud)}/users/search`,
    policy: 'company_admin_non_limited',
    expect: CLOUD_GROUP_ADMINS,
    body: () => ({ search_term: 'ac' }),
  },
  // M-044, M-045: Acme's program manager gives Acme's API user access (its business manager then meets a conflict)
  // and takes it away again (the business manager then finds none); Globex's admin may not touch Acme's users.
  {
    method: 'GET',
    url: `/api/admin/partner_groups/${String(ids.groups.cloud)}/users/add/${String(ids.groups.acmeApiUser)}`,
    policy: 'company_admin_non_limited',
    expect: { ...CLOUD_GROUP_ADMINS, business_manager: 409, partner_admin: 404 },
  },
  {
    method: 'GET',
    url: `/api/admin/company/partner_groups/${String(ids.groups.cloud)}/users/${String(ids.groups.acmeApiUser)}/delete`,
    policy: 'company_admin_non_limited',
    expect: { ...CLOUD_GROUP_ADMINS, business_manager: 404, partner_admin: 404 },
  },
  // M-010: each admin names a signup manager of their own company (themself); a limited level is refused.
  {
    method: 'POST',
    url: '/api/admin/company/registration',
    policy: 'company_admin_non_limited',
    expect: { ...COMPANY_ADMINS, limited_admin: 403 },
    body: (principal, { userId }) => {
      const account: { email?: string } = principals[principal];
      return { requires_approval: 1, signup_manager_id: account.email === undefined ? 1 : userId(account.email) };
    },
  },
  { method: 'GET', url: `/api/manager/request/get/${ids.answeredRequest}`, policy: 'token', expect: PUBLIC },
  { method: 'GET', url: `/api/manager/request/response/get/${ids.answeredRequest}`, policy: 'token', expect: PUBLIC },
  {
    method: 'POST',
    url: `/api/manager/request/response/${ids.answeredRequest}`,
    policy: 'token',
    // Answered already: whoever holds the link meets the earlier answer.
    expect: everyone(409),
    body: () => ({ first_name: 'Matrix', last_name: 'Manager', email: 'm@matrix.test', notes: 'Again' }),
  },
  { method: 'GET', url: '/api/caller/my-cases', policy: 'member', expect: MEMBER },
  // D-003: the network's companies and departments, Acme's among them, are every member's directory by design.
  {
    method: 'GET',
    url: '/api/caller/company_directory',
    policy: 'member',
    expect: MEMBER,
    shows: ['companies', 'departments'],
  },
  // Issue 26: the partner search finds Acme's companies and departments for every member, as the directory does.
  {
    method: 'GET',
    url: '/api/caller/partner_search?q=acme',
    policy: 'member',
    expect: MEMBER,
    shows: ['companies', 'departments'],
  },
  { method: 'GET', url: '/api/caller/partner_search', policy: 'member', expect: MEMBER },
  { method: 'GET', url: '/api/caller/favorites', policy: 'member', expect: MEMBER },
  // D-016: the network's public blog feed, the same for every member (none is configured here: no posts).
  { method: 'GET', url: '/api/caller/news', policy: 'member', expect: MEMBER },
  {
    method: 'POST',
    url: '/api/caller/save_search',
    policy: 'member_non_limited',
    expect: NON_LIMITED_MEMBER,
    body: () => ({ term: 'storage', location: 'dashboard' }),
    idTables: { search: 'saved_searches' },
  },
  {
    method: 'POST',
    url: '/api/caller/result_to_search',
    policy: 'member_non_limited',
    expect: NON_LIMITED_MEMBER,
    // Each principal links Acme to a search of its own.
    body: async (principal, context) => ({
      search_id: await savedSearchOf(principal, context),
      member: { type: 'company', company_id: ids.acmeCompany },
    }),
  },
  {
    method: 'GET',
    url: `/api/caller/case-details/${ids.cases.open.token}`,
    policy: 'member',
    expect: CASE_ROUTE(200, 200),
  },
  // Issue 24 §2: the activity stream, for the case's two companies only (another company finds nothing).
  {
    method: 'GET',
    url: `/api/caller/case/${ids.cases.open.token}/activity`,
    policy: 'member',
    expect: CASE_ROUTE(200, 200),
  },
  // The emailed link is the whole credential: the same answer whoever holds it.
  { method: 'GET', url: `/api/caller/case/${ids.cases.open.receiverLink}`, policy: 'token', expect: PUBLIC },
  // Issue 24 §2: the link's activity stream, checked as the link's page is: the link alone, read only.
  {
    method: 'GET',
    url: `/api/caller/case/${ids.cases.open.receiverLink}/link-activity`,
    policy: 'token',
    expect: PUBLIC,
  },
  {
    method: 'POST',
    url: `/api/caller/case/${ids.cases.closed.receiverLink}/respond`,
    policy: 'token',
    expect: everyone(409),
    body: () => ({ status: 'approval' }),
  },
  // A rejected case does not close: the submitter's users reach the writer's refusal, the receiver the wrong side.
  {
    method: 'POST',
    url: `/api/caller/case/${ids.cases.rejected.token}/close`,
    policy: 'member',
    expect: CASE_ROUTE(409, 403),
    body: () => ({}),
  },
  {
    method: 'POST',
    url: `/api/caller/case/${ids.cases.accepted.token}/update-response`,
    policy: 'member',
    expect: CASE_ROUTE(403, 200),
    body: () => ENGINEER,
  },
  {
    method: 'POST',
    url: `/api/caller/case/${ids.cases.accepted.token}/update-submission`,
    policy: 'member',
    expect: CASE_ROUTE(200, 403),
    body: () => ENGINEER,
  },
  ...foreignObjectRows(ids),
  ...integrationRows(ids),
];

/** Issue 27: who manages API keys: every company's admins and API users (an API user their own keys); nobody else. */
const KEY_MANAGERS: Expectation = { ...COMPANY_ADMINS, api: 200 };

/**
 * Issue 27, ADR 49: the key admin routes, and /api/v1, which no session opens (keys alone: api-keys.test.ts and
 * case-api.test.ts call it with every kind of key).
 */
function integrationRows(ids: MatrixIds): Row[] {
  const v1 = (method: Row['method'], url: string): Row => ({ method, url, policy: 'api_key', expect: everyone(401) });
  return [
    { method: 'GET', url: '/api/integrations/keys', policy: 'member', expect: KEY_MANAGERS },
    {
      method: 'POST',
      url: '/api/integrations/keys',
      policy: 'member',
      // Acme's API user is a choice of Acme's admins and of that user; any other company's admin names no user of theirs.
      expect: { ...KEY_MANAGERS, limited_admin: 422, partner_admin: 422, foreign_admin: 422 },
      body: (_principal, context) => ({
        name: 'Matrix key',
        user_id: context.userId('api@acme.test'),
        scopes: ['cases:read'],
      }),
    },
    {
      method: 'POST',
      url: `/api/integrations/keys/${String(ids.acmeApiKey)}/revoke`,
      policy: 'member',
      expect: { ...KEY_MANAGERS, limited_admin: 404, partner_admin: 404, foreign_admin: 404 },
    },
    ...webhookRows(ids),
    v1('GET', '/api/v1/cases'),
    v1('GET', `/api/v1/cases/${ids.cases.open.token}`),
    v1('POST', `/api/v1/cases/${ids.cases.open.token}/respond`),
    v1('POST', `/api/v1/cases/${ids.cases.accepted.token}/close`),
    v1('POST', `/api/v1/cases/${ids.cases.accepted.token}/notes`),
    v1('POST', `/api/v1/cases/${ids.cases.accepted.token}/internal-case-number`),
    v1('GET', `/api/v1/partners/${String(ids.globex)}/processes`),
    v1('POST', `/api/v1/partners/${String(ids.globex)}/processes/${String(ids.acmeTicketDocument)}/cases`),
    // ADR 57: a case's files (keys of every company: case-api-files.test.ts).
    v1('GET', `/api/v1/cases/${ids.acceptedCase}/files`),
    v1('POST', `/api/v1/cases/${ids.acceptedCase}/files`),
    v1('GET', `/api/v1/cases/${ids.acceptedCase}/files/${String(ids.caseFile)}/content`),
    v1('GET', `/api/v1/cases/${ids.acceptedCase}/files/${String(ids.caseFile)}/link`),
  ];
}

/**
 * Issue 27, ADR 56: the webhook routes, the admin page's (company admins and API users; another company's webhook is
 * 404) and /api/v1's (keys alone: webhooks.test.ts calls them with keys of two companies and without the scope).
 */
function webhookRows(ids: MatrixIds): Row[] {
  const ACME_WEBHOOK = { ...KEY_MANAGERS, limited_admin: 404, partner_admin: 404, foreign_admin: 404 };
  const hook = `/api/integrations/webhooks/${String(ids.acmeWebhook)}`;
  const v1 = (method: Row['method'], url: string): Row => ({ method, url, policy: 'api_key', expect: everyone(401) });
  const v1Hook = `/api/v1/webhooks/${String(ids.acmeWebhook)}`;
  return [
    { method: 'GET', url: '/api/integrations/webhooks', policy: 'member', expect: KEY_MANAGERS },
    {
      method: 'POST',
      url: '/api/integrations/webhooks',
      policy: 'member',
      expect: KEY_MANAGERS,
      body: () => ({ url: 'https://tracker.example.com/matrix', eventTypes: ['case.created'] }),
    },
    { method: 'PATCH', url: hook, policy: 'member', expect: ACME_WEBHOOK, body: () => ({ description: 'Matrix' }) },
    { method: 'POST', url: `${hook}/rotate-secret`, policy: 'member', expect: ACME_WEBHOOK, body: () => ({}) },
    { method: 'POST', url: `${hook}/test`, policy: 'member', expect: ACME_WEBHOOK },
    { method: 'GET', url: `${hook}/deliveries`, policy: 'member', expect: ACME_WEBHOOK },
    // No delivery has this id: Acme's managers reach the service's 404 too, every other company's the webhook's.
    {
      method: 'POST',
      url: `${hook}/deliveries/2147483000/replay`,
      policy: 'member',
      // Impersonating, nobody changes webhooks (a secret is a credential): 403 before the lookup.
      expect: { ...ACME_WEBHOOK, business_manager: 404, program_manager: 404, api: 404, impersonating: 403 },
    },
    // The foreign company's webhook: its admin deletes it; Acme's managers find none.
    {
      method: 'DELETE',
      url: `/api/integrations/webhooks/${String(ids.foreign.webhook)}`,
      policy: 'member',
      expect: {
        ...KEY_MANAGERS,
        business_manager: 404,
        program_manager: 404,
        api: 404,
        impersonating: 403,
        limited_admin: 404,
        partner_admin: 404,
      },
    },
    v1('GET', '/api/v1/webhooks'),
    v1('POST', '/api/v1/webhooks'),
    v1('PATCH', v1Hook),
    v1('DELETE', v1Hook),
    v1('POST', `${v1Hook}/rotate-secret`),
    v1('POST', `${v1Hook}/test`),
    v1('GET', `${v1Hook}/deliveries`),
    v1('POST', `${v1Hook}/deliveries/1/replay`),
  ];
}

/**
 * [issue 23] A route naming an object of the foreign company: the users of every other company that the policy lets
 * through find none (404, as for an unknown id); the foreign company's own users get `own`.
 */
const FOREIGN_OBJECT = (policy: AccessPolicy, own: Partial<Expectation>): Expectation => ({
  ...everyone(404),
  ...refused,
  super_admin: 403,
  ...(policy === 'member' ? {} : { caller: 403, api: 403, impersonating: 403, foreign_caller: 403 }),
  ...(policy === 'company_admin_non_limited' ? { limited_admin: 403 } : {}),
  ...own,
});

/**
 * [issue 23] Every member route that names an object by id, called with the foreign company's object: Acme's users
 * (and every other company's) find nothing, the foreign company's find their own. The rows above name Acme's objects
 * to the foreign company's users.
 */
function foreignObjectRows({ foreign, groups, acmeCompany }: MatrixIds): Row[] {
  const admin = (url: string, own: Partial<Expectation>, rest: Partial<Row> = {}): Row => ({
    method: 'GET',
    url,
    policy: 'company_admin',
    expect: FOREIGN_OBJECT('company_admin', own),
    ...rest,
  });
  const nonLimited = (url: string, own: Partial<Expectation>, rest: Partial<Row> = {}): Row => ({
    method: 'GET',
    url,
    policy: 'company_admin_non_limited',
    expect: FOREIGN_OBJECT('company_admin_non_limited', own),
    ...rest,
  });
  const member = (url: string, own: Partial<Expectation>, rest: Partial<Row> = {}): Row => ({
    method: 'GET',
    url,
    policy: 'member',
    expect: FOREIGN_OBJECT('member', own),
    ...rest,
  });
  const group = `/api/admin/company/partner_groups/${String(foreign.group)}`;
  // The foreign admin's answers about its group hold the ids of its group and its users' access, not of Acme's data.
  const groupIdTables = {
    idTables: {
      group: 'communities',
      access: 'group_user_access',
      documents: 'group_documents',
      document: 'group_documents',
    },
  };
  const processBody = {
    title: 'Matrix Foreign Process',
    support_hours: '9/5',
    product_supported: 'Foreign product',
    escalation_user_id: 0,
    alt_escalation_user_id: 0,
  };
  return [
    // Company and department (M-001, M-004, D-012, C-001).
    member(`/api/caller/companies/${String(foreign.company)}`, { foreign_admin: 200, foreign_caller: 200 }),
    admin(`/api/admin/company/${String(foreign.company)}/departments`, { foreign_admin: 200 }),
    member(
      '/api/caller/notes/store',
      { limited_admin: 403, foreign_admin: 200, foreign_caller: 403 },
      {
        method: 'POST',
        body: () => ({ location: `company:${String(foreign.company)}`, note: '<p>Foreign note</p>' }),
      },
    ),
    member(`/api/caller/documents/company/${String(foreign.company)}`, { foreign_admin: 200, foreign_caller: 200 }),
    member(`/api/caller/documents/department/${String(foreign.department)}`, {
      foreign_admin: 200,
      foreign_caller: 200,
    }),
    // Users (M-017..M-023, M-044, M-045).
    admin(`/api/admin/company/users/${String(foreign.user)}`, { foreign_admin: 200 }),
    admin(
      `/api/admin/company/users/${String(foreign.user)}`,
      { foreign_admin: 200 },
      {
        method: 'POST',
        // The foreign user's details, as its admin's form sends them back.
        body: async (_principal, context) => ({
          ...(await userFormOf(context, foreign.user)),
          country_id: (await context.t.deps.db.select({ id: countries.id }).from(countries).limit(1))[0]?.id,
          city: 'Dublin',
        }),
      },
    ),
    admin(
      `/api/admin/company/users/${String(foreign.user)}/status`,
      { foreign_admin: 200 },
      { method: 'POST', body: () => ({ status: 'active' }) },
    ),
    admin(`/api/admin/company/users/${String(foreign.deletableUser)}/delete`, { foreign_admin: 200 }),
    admin(`/api/admin/company/registration/${String(foreign.registration)}/approve`, { foreign_admin: 200 }),
    // Acme's admins, in a group of Acme's, name a user of the foreign company.
    nonLimited(`/api/admin/partner_groups/${String(groups.cloud)}/users/add/${String(foreign.user)}`, {}),
    nonLimited(`/api/admin/company/partner_groups/${String(groups.cloud)}/users/${String(foreign.user)}/delete`, {}),
    // Processes (M-025..M-031, C-002, C-005, C-011, C-013, C-015, C-032).
    admin(`/api/admin/company/documents/${String(foreign.process)}`, { foreign_admin: 200 }),
    admin(`/api/admin/company/documents/${String(foreign.process)}/sample`, { foreign_admin: 200 }),
    admin(
      `/api/admin/company/documents/${String(foreign.process)}`,
      { foreign_admin: 200 },
      { method: 'POST', body: () => processBody },
    ),
    // Issue 25 §5: the foreign process's form (its designer is off: the foreign admin's save and restore are 403).
    admin(`/api/admin/company/documents/${String(foreign.process)}/form`, { foreign_admin: 200 }),
    admin(`/api/admin/company/documents/${String(foreign.process)}/form/versions`, { foreign_admin: 200 }),
    admin(`/api/admin/company/documents/${String(foreign.process)}/form/versions/2147483647`, { foreign_admin: 404 }),
    admin(
      `/api/admin/company/documents/${String(foreign.process)}/form`,
      { foreign_admin: 403 },
      { method: 'POST', body: () => ({ base_version_id: null, fields: [] }) },
    ),
    admin(
      `/api/admin/company/documents/${String(foreign.process)}/form/versions/2147483647/restore`,
      { foreign_admin: 403 },
      { method: 'POST' },
    ),
    admin(
      `/api/admin/company/documents/${String(foreign.process)}/form/change_request`,
      { foreign_admin: 200 },
      { method: 'POST', body: () => ({ note: 'Foreign change request' }) },
    ),
    member(`/api/caller/sub_documents/${String(foreign.process)}/company/${String(foreign.company)}`, {}),
    // Acme's own company passes; the foreign process named with it does not.
    member(`/api/caller/sub_documents/${String(foreign.process)}/company/${String(acmeCompany)}`, {}),
    member(
      '/api/caller/notes/store',
      { foreign_admin: 200, foreign_caller: 403 },
      {
        method: 'POST',
        body: () => ({ location: `document:${String(foreign.process)}`, note: '<p>Foreign process note</p>' }),
      },
    ),
    member(
      '/api/caller/favorites/toggle',
      { foreign_admin: 200, foreign_caller: 200 },
      {
        method: 'POST',
        body: () => ({
          document_id: foreign.process,
          company_id: foreign.company,
          type: 'company',
          department_id: null,
          is_favorite: true,
        }),
      },
    ),
    member(
      `/api/caller/collaborate/${String(foreign.process)}`,
      { foreign_admin: 422, foreign_caller: 422 },
      {
        method: 'POST',
        body: () => ({
          first_name: 'Matrix',
          last_name: 'Caller',
          email: 'matrix@caller.test',
          internal_case_number: 'MX-F',
          problem_summary: 'Matrix case',
          problem_description: 'Sent by the authorization matrix.',
          case_priority: 'low',
          collaborate_type: 'company',
          collaborate_entity: foreign.company,
        }),
      },
    ),
    member(
      '/api/manager/request/create',
      { foreign_admin: 422, foreign_caller: 422 },
      {
        method: 'POST',
        body: (principal) => ({
          first_name: 'Matrix',
          last_name: principal,
          email: 'matrix@requester.test',
          internal_reference: `MATRIX-F-${principal}`,
          business_impact: 'None: an authorization test.',
          update_profile: false,
          receive_company_id: foreign.company,
          contact_document_id: foreign.process,
        }),
      },
    ),
    // Groups and their files (M-033..M-045, C-007).
    admin(group, { foreign_admin: 200 }, groupIdTables),
    admin(`${group}/export_members`, { foreign_admin: 200 }),
    admin(`${group}/documents`, { foreign_admin: 200 }, groupIdTables),
    admin(
      `${group}/documents/upload`,
      { foreign_admin: 200 },
      {
        ...groupIdTables,
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${uploadBoundary}` },
        body: () => linkUpload('Matrix foreign link'),
      },
    ),
    nonLimited(`/api/admin/partner_groups/${String(foreign.group)}`, { foreign_admin: 200 }, groupIdTables),
    nonLimited(`${group}/users`, { foreign_admin: 200 }),
    nonLimited(
      `${group}/users/search`,
      { foreign_admin: 200 },
      { method: 'POST', body: () => ({ search_term: 'fo' }) },
    ),
    nonLimited(
      `/api/admin/partner_groups/${String(foreign.group)}/users/add/${String(foreign.user)}`,
      { foreign_admin: 200 },
      groupIdTables,
    ),
    nonLimited(`${group}/users/${String(foreign.user)}/delete`, { foreign_admin: 200 }),
    member(`/api/caller/partner_groups/${String(foreign.group)}/documents/${String(foreign.groupFile)}/download`, {
      foreign_admin: 200,
      foreign_caller: 200,
    }),
    admin(`${group}/documents/${String(foreign.groupFile)}/delete`, { foreign_admin: 200 }),
    // Acme's admins, in a group of Acme's, name the foreign company's file.
    admin(
      `/api/admin/company/partner_groups/${String(groups.alliance)}/documents/${String(foreign.groupFile)}/delete`,
      {},
    ),
  ];
}

/** A file on the accepted case from Acme to Globex, and its signed download URL for the next hour. */
async function acceptedCaseFile(app: TestApp, world: MatrixWorld) {
  const storageKey = await app.deps.files.put(PNG_BYTES);
  const as = { filename: 'matrix.png', contentType: 'image/png' };
  const [file] = await app.deps.db
    .insert(caseFiles)
    .values({
      caseId: world.cases.accepted.id,
      companyId: world.acme.id,
      storageKey,
      originalFilename: as.filename,
      contentType: as.contentType,
      size: PNG_BYTES.length,
    })
    .returning({ id: caseFiles.id });
  return {
    id: file?.id ?? 0,
    signedUrl: signedDownloadPath(app.deps.config.secret, storageKey, as, Date.now() + 3_600_000),
  };
}

/** The ids the rows name, from the matrix's world. */
async function matrixIds(app: TestApp, context: MatrixContext, acmeUsers: MatrixIds['acmeUsers']): Promise<MatrixIds> {
  const { world } = context;
  const caseFile = await acceptedCaseFile(app, world);
  return {
    acmeUsers,
    acmeCaller: context.userId('caller@acme.test'),
    acceptedCase: world.cases.accepted.token,
    caseFile: caseFile.id,
    signedCaseFile: caseFile.signedUrl,
    globex: world.globex.id,
    managerProcess: { id: world.managerProcess.id, companyId: world.initech.id },
    answeredRequest: world.answeredRequest,
    cases: world.cases,
    acmeSlug: world.acme.slug,
    globexSlug: world.globex.slug,
    starkSlug: world.stark.slug,
    allianceVhost: world.groups.alliance.vhost,
    ...(await submissionIds(app, world)),
    groups: await groupIds(app, context),
    foreign: context.foreign,
    acmeApiKey: world.acmeApiKey.id,
    acmeWebhook: world.acmeWebhook,
  };
}

let t: TestApp;
let context: MatrixContext;
let rows: Row[];

beforeAll(async () => {
  t = await createTestApp();
  const world = await buildWorld(t);
  // Made before the matrix reads Acme's data, so the foreign principals' answers are checked for them too.
  const registrations = await queuedRegistrations(t, world.acme.id);
  context = await prepareMatrix(t, world);
  const deletable = (await matrixAcmeUsers(t, context.world.acme.id, ['deletable'])).idOf('deletable');
  rows = matrix(await matrixIds(t, context, { ...registrations, deletable }));
});
afterAll(async () => {
  await t.close();
});

/**
 * M-017, M-018: Acme users of these rows' own (the principals' stay as they are): two registrations in Acme's queue, to
 * approve and to reject, made before the matrix reads Acme's data; and a user to delete, made after it (the data
 * read then is Acme's again once the row has deleted it).
 */
async function matrixAcmeUsers(app: TestApp, companyId: number, names: string[]) {
  const { db } = app.deps;
  const made = await db
    .insert(users)
    .values(
      names.map((name) => ({
        companyId,
        firstName: 'Matrix',
        lastName: name,
        email: `${name}@matrix-users.test`,
        status: name === 'deletable' ? ('active' as const) : ('inactive' as const),
      })),
    )
    .returning({ id: users.id, lastName: users.lastName });
  return { idOf: (name: string) => made.find((row) => row.lastName === name)?.id ?? 0 };
}

async function queuedRegistrations(app: TestApp, companyId: number) {
  const { idOf } = await matrixAcmeUsers(app, companyId, ['approve', 'reject']);
  const queued = await app.deps.db
    .insert(registrationQueue)
    .values(['approve', 'reject'].map((name) => ({ userId: idOf(name), companyId, status: 'pending' as const })))
    .returning({ id: registrationQueue.id, userId: registrationQueue.userId });
  const queueIdOf = (name: string) => queued.find((row) => row.userId === idOf(name))?.id ?? 0;
  return { approve: queueIdOf('approve'), reject: queueIdOf('reject') };
}

/** H-011: a registration's form, for this address. */
async function registration(app: TestApp, email: string) {
  return {
    first_name: 'Matrix',
    last_name: 'Registrant',
    email,
    phone: '512-555-0100',
    phone_country_code: 'US',
    country_id: (await app.deps.db.select({ id: countries.id }).from(countries).limit(1))[0]?.id,
    city: 'Austin',
    password: TEST_DEMO_PASSWORD,
    password_confirmation: TEST_DEMO_PASSWORD,
    agree_confirm: true,
  };
}

/** M-022: the admin's user form for a new user at this address. */
async function newUserForm({ t: app }: MatrixContext, email: string) {
  return {
    first_name: 'Matrix',
    last_name: 'Made',
    email,
    country_id: (await app.deps.db.select({ id: countries.id }).from(countries).limit(1))[0]?.id,
    city: 'Dublin',
    role: 'caller',
    type: 'basic',
    status: 'active',
    password: 'Matrix#123',
    password_confirmation: 'Matrix#123',
  };
}

/** M-022: a user's details as the admin's user form sends them back unchanged. */
async function userFormOf({ t: app }: MatrixContext, userId: number) {
  const [user] = await app.deps.db.select().from(users).where(eq(users.id, userId));
  return {
    first_name: user?.firstName,
    last_name: user?.lastName,
    email: user?.email,
    phone: user?.phone,
    phone_country_code: user?.phoneCountryCode,
    country_id: user?.countryId,
    city: user?.city,
    role: user?.role,
    type: user?.type,
    status: user?.status,
  };
}

/** M-033..M-045: the world's groups, and the objects their rows name; Acme Solution Support is given an addendum. */
async function groupIds(app: TestApp, { userId, world }: MatrixContext): Promise<GroupIds> {
  const { groups } = world;
  await app.deps.db
    .update(communities)
    .set({ addendumName: 'Matrix addendum', addendumFileKey: await app.deps.files.put(PNG_BYTES) })
    .where(eq(communities.id, groups.solution));
  return {
    alliance: groups.alliance.id,
    solution: groups.solution,
    cloud: groups.cloud,
    globexAllianceDocument: groups.globexAllianceDocument,
    acmeApiUser: userId('api@acme.test'),
  };
}

/** The submit page's objects: Acme, its Storage Engineering department and its Cloud ticket process. */
async function submissionIds(app: TestApp, world: MatrixWorld) {
  const [file] = await app.deps.db
    .insert(groupDocuments)
    .values({
      communityId: world.groups.alliance.id,
      companyId: world.acme.id,
      name: 'Matrix file',
      documentType: 'file',
      fileKey: await app.deps.files.put(PNG_BYTES),
      originalFilename: 'matrix.png',
      contentType: 'image/png',
    })
    .returning({ id: groupDocuments.id });
  return {
    acmeCompany: world.acme.id,
    acmeDepartment: world.acmeDepartment,
    acmeTicketDocument: world.acmeTicketDocument.id,
    acmeStorageDocument: world.acmeStorageDocument.id,
    allianceFile: { communityId: world.groups.alliance.id, id: file?.id ?? 0 },
  };
}

describe('authorization matrix', () => {
  it('every registered route declares an access policy', () => {
    const missing = t.routes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it('[X-003] every route has a row, and declares the policy its row expects', () => {
    expect(policyMismatches(rows, t.routes)).toEqual([]);
  });

  it('every company-scoped route is called by a principal of a foreign company that its policy lets through', () => {
    expect(foreignPrincipalGaps(rows)).toEqual([]);
  });

  it('[X-003] each route answers each principal with the exact status of its row; a foreign company sees none of Acme', async () => {
    expect(await runMatrix(context, rows)).toEqual([]);
  }, 480_000); // a few hundred requests: 21-32 s alone, 147-181 s when CI's suites share the two cores (2026-11-28)

  it("Acme's data is its company, users, departments, documents and cases, and nothing of another company", async () => {
    const { acmeData } = context;
    const { acme } = context.world;
    expect([...(acmeData.get('companies') ?? [])]).toEqual([acme.id]);
    const acmeUsers = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.companyId, acme.id));
    expect([...(acmeData.get('users') ?? [])].sort()).toEqual(acmeUsers.map((u) => u.id).sort());
    const acmeDepartments = await t.deps.db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.companyId, acme.id));
    expect([...(acmeData.get('departments') ?? [])].sort()).toEqual(acmeDepartments.map((d) => d.id).sort());
    for (const table of ['contact_documents', 'cases', 'case_events'])
      expect(acmeData.get(table)?.size, table).toBeGreaterThan(0);
  });
});

describe('the API document under API_DOCS=users (the production default)', () => {
  const docsRows: Row[] = [
    { method: 'GET', url: '/api/docs', policy: 'user', expect: SIGNED_IN },
    { method: 'GET', url: '/api/docs/json', policy: 'user', expect: SIGNED_IN },
    { method: 'GET', url: '/api/docs/yaml', policy: 'user', expect: SIGNED_IN },
    { method: 'GET', url: '/api/docs/static/index.html', policy: 'user', expect: { ...everyone(302), ...refused } },
    { method: 'GET', url: '/api/docs/static/swagger-initializer.js', policy: 'user', expect: SIGNED_IN },
    { method: 'GET', url: '/api/docs/static/swagger-ui.css', policy: 'user', expect: SIGNED_IN },
  ];
  let docs: TestApp;
  beforeAll(async () => {
    docs = await createTestApp({ env: { API_DOCS: 'users' }, database: t.deps.database });
  });
  afterAll(async () => {
    await docs.close();
  });

  it('[issue 21] each route of the document and its page declares the user policy and refuses anyone not signed in', async () => {
    const docsRoutes = docs.routes.filter((route) => route.url.startsWith('/api/docs'));
    expect(policyMismatches(docsRows, docsRoutes)).toEqual([]);
    expect(await runMatrix({ ...context, t: docs }, docsRows)).toEqual([]);
  });
});

describe('the metrics route under METRICS_TOKEN', () => {
  // No principal holds the metrics token: an access token, a super admin's included, is refused like none.
  const metricsRows: Row[] = [{ method: 'GET', url: '/metrics', policy: 'token', expect: everyone(401) }];
  let metrics: TestApp;
  beforeAll(async () => {
    metrics = await createTestApp({ env: { METRICS_TOKEN: 'm'.repeat(40) }, database: t.deps.database });
  });
  afterAll(async () => {
    await metrics.close();
  });

  it('[issue 22] declares the token policy and refuses every principal without the metrics token', async () => {
    const metricsRoutes = metrics.routes.filter((route) => route.url === '/metrics');
    expect(policyMismatches(metricsRows, metricsRoutes)).toEqual([]);
    expect(await runMatrix({ ...context, t: metrics }, metricsRows)).toEqual([]);
  });
});

describe('the matrix catches', () => {
  // A copy of the app with throwaway routes carrying the two mistakes the matrix exists for.
  let doctored: TestApp;
  let doctoredContext: MatrixContext;
  const throwaway = (policy: AccessPolicy, handler: RouteHandlerMethod) => ({ policy, handler });
  const routes = {
    // Declared public by mistake; the service's own check still refuses, so every status stays the same.
    '/api/matrix-test/weakened': throwaway('public', (request) => {
      requireSuperAdmin(request.actor);
      return { ok: true };
    }),
    // Takes the tenant (by name) from the query string instead of the actor: anyone's admin reads Acme's users.
    '/api/matrix-test/users': throwaway('company_admin', async (request) => {
      const { company } = request.query as { company: string };
      const rows = await doctored.deps.db
        .select({ id: users.id, email: users.email })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(eq(companies.name, company));
      return { users: rows };
    }),
    '/api/matrix-test/non-limited': throwaway('company_admin_non_limited', () => ({ ok: true })),
  };
  const doctoredRows: Row[] = [
    { method: 'GET', url: '/api/matrix-test/weakened', policy: 'super_admin', expect: SUPER_ADMIN },
    { method: 'GET', url: '/api/matrix-test/users?company=Acme', policy: 'company_admin', expect: COMPANY_ADMINS },
  ];

  beforeAll(async () => {
    doctored = await createTestApp({
      routes: (app) => {
        for (const [url, { policy, handler }] of Object.entries(routes)) {
          app.get(url, { config: { access: policy } }, handler);
        }
      },
    });
    doctoredContext = await prepareMatrix(doctored, await buildWorld(doctored));
  });
  afterAll(async () => {
    await doctored.close();
  });

  it('a route weakened to public: every status still matches, the policy comparison fails', async () => {
    const weakened = doctoredRows.slice(0, 1);
    expect(await runMatrix(doctoredContext, weakened)).toEqual([]);
    expect(
      policyMismatches(
        [
          ...matrix({
            acmeCaller: 0,
            acceptedCase: 'x'.repeat(43),
            caseFile: 1,
            signedCaseFile: '/api/resources/files/x',
            globex: 1,
            managerProcess: { id: 1, companyId: 1 },
            answeredRequest: 'x'.repeat(43),
            cases: doctoredContext.world.cases,
            acmeSlug: 'acme',
            globexSlug: 'globex',
            starkSlug: 'stark',
            allianceVhost: 'alliance',
            acmeCompany: 0,
            acmeDepartment: 0,
            acmeTicketDocument: 0,
            acmeStorageDocument: 0,
            allianceFile: { communityId: 0, id: 0 },
            acmeUsers: { deletable: 0, approve: 0, reject: 0 },
            groups: { alliance: 0, solution: 0, cloud: 0, globexAllianceDocument: 0, acmeApiUser: 0 },
            foreign: doctoredContext.foreign,
            acmeApiKey: 0,
            acmeWebhook: 0,
          }),
          ...doctoredRows,
        ],
        doctored.routes,
      ),
    ).toEqual([
      'GET /api/matrix-test/weakened declares public, its row expects super_admin',
      'GET /api/matrix-test/non-limited: no row',
    ]);
  });

  it("a company-scoped route that hands Acme's users to another company: the leak check fails", async () => {
    const failures = await runMatrix(doctoredContext, doctoredRows.slice(1));
    const acmeUsers = doctoredContext.acmeData.get('users')?.size ?? 0;
    expect(acmeUsers).toBeGreaterThan(0);
    // Only the foreign admin's answer counts: the partner's admin may see Acme's ids on the routes that share them.
    expect(
      failures.filter((f) => f.startsWith('GET /api/matrix-test/users?company=Acme as foreign_admin: leaks')),
    ).toHaveLength(acmeUsers);
    expect(failures.filter((f) => !f.includes(' as foreign_admin: leaks users['))).toEqual([]);
  });

  it('the leak check reads lists, nested objects and x_id keys, and skips the tables a route shows by design', () => {
    const acme = new Map([
      ['users', new Set([5])],
      ['departments', new Set([7])],
    ]);
    const answer = { data: [{ submit_user: { id: 5 }, receiver_department_id: 7, country_id: 5, count: 5 }] };
    expect(acmeIdsIn(answer, acme, {})).toEqual([
      "data[0].submit_user.id = 5 (Acme's users)",
      "data[0].receiver_department_id = 7 (Acme's departments)",
    ]);
    expect(acmeIdsIn(answer, acme, { shows: ['users', 'departments'] })).toEqual([]);
    expect(acmeIdsIn({ department_ids: [7], data: [{ id: 7 }] }, acme, { idTables: { data: 'users' } })).toEqual([
      "department_ids[0] = 7 (Acme's departments)",
    ]);
  });

  it('a company-scoped route that no foreign principal gets past fails the gap check', () => {
    const adminRoute = doctoredRows.slice(1);
    expect(foreignPrincipalGaps(adminRoute)).toEqual([]);
    expect(foreignPrincipalGaps(adminRoute, ['foreign_caller'] satisfies Principal[])).toEqual([
      'GET /api/matrix-test/users?company=Acme (company_admin): no principal of the foreign company gets past its policy',
    ]);
  });

  it("the gate's refusals say the contract's messages, which the web's guards show", async () => {
    const call = async (url: string, principal: Principal) =>
      (
        await doctored.app.inject({
          method: 'GET',
          url,
          headers: bearer(doctoredContext.tokens.get(principal) ?? ''),
        })
      ).json<{ error: string }>().error;
    expect(await call('/api/matrix-test/non-limited', 'anonymous')).toBe(UNAUTHENTICATED_MESSAGE);
    expect(await call('/api/matrix-test/non-limited', 'caller')).toBe(NO_ACCESS_MESSAGE);
    expect(await call('/api/matrix-test/non-limited', 'limited_admin')).toBe(LEVEL_DISABLED_MESSAGE);
  });
});
