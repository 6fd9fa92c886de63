import { eq, inArray } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { InjectOptions } from 'fastify';
import { decideAccess, isCompanyScoped, type AccessPolicy } from '@casebridge/contract/access';
import type { CaseAction } from '@casebridge/contract/case-status';
import type { MembershipType, Role } from '@casebridge/contract/enums';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import type { Actor } from '../src/lib/access-policy.ts';
import type { RegisteredRoute } from '../src/plugins/request-context.ts';
import {
  insertFirstManagerResponse,
  insertManagerRequests,
} from '../src/modules/manager-requests/manager-request-writer.ts';
import { caseLink } from '../src/modules/cases/case-links.ts';
import { createSecureToken, hashToken } from '../src/lib/secure-token.ts';
import { builders, type BuiltCase, type BuiltCompany, type BuiltDocument } from './builders.ts';
import { bearer, sessionToken, signInAs, type TestApp } from './test-app.ts';

/**
 * The authorization matrix: every route, called as every principal a real client or attacker holds, with
 * the exact status each must get. The rows name Acme's objects; the foreign company, made here, shares nothing with
 * Acme, so any id of Acme's data in an answer to one of its users is a leak. Issue 23: the matrix builds its own small
 * network on an empty database (see buildWorld).
 */

type PrincipalDef = {
  /** The account the token names. */
  email?: string;
  /** valid (the default), expired, or signed with a secret other than the server's. */
  token?: 'expired' | 'forged';
  /** The super admin acting as the account (impersonation). */
  impersonatedBy?: string;
  /** Acme owns the data the rows name; the foreign company's principals are checked for leaks of it. */
  company?: 'acme' | 'umbrella' | 'globex' | 'foreign';
  role?: Role;
  level?: MembershipType;
  /** Holds a refresh credential (signs in for one) on the rows that send it. */
  refreshes?: true;
};

const FOREIGN_COMPANY_ID = 900_001;
const foreignAccounts = [
  { id: 900_001, email: 'bm@matrix-foreign.test', role: 'business_manager', type: 'admin' },
  { id: 900_002, email: 'caller@matrix-foreign.test', role: 'caller', type: 'basic' },
  // Issue 23: users of the foreign company that Acme's admins name (the foreign admin may delete the second).
  { id: 900_003, email: 'staff@matrix-foreign.test', role: 'caller', type: 'basic' },
  { id: 900_004, email: 'leaver@matrix-foreign.test', role: 'caller', type: 'basic' },
  // A registration waiting in the foreign company's queue.
  { id: 900_005, email: 'applicant@matrix-foreign.test', role: 'caller', type: 'basic' },
] as const;

/**
 * Issue 23: objects of the foreign company, one of each kind a member route names by id, that Acme's users name
 * (and must not find) while the foreign company's own users do.
 */
export type ForeignObjects = {
  company: number;
  department: number;
  /** A user of the foreign company, and another that its admin deletes. */
  user: number;
  deletableUser: number;
  registration: number;
  process: number;
  /** A solution-support group of the foreign company alone (its users' access limited to named users). */
  group: number;
  /** A file the foreign company shares in that group. */
  groupFile: number;
  /** Issue 27: a webhook of the foreign company (its admin deletes it). */
  webhook: number;
};

export const principals = {
  anonymous: {},
  caller: { email: 'caller@acme.test', company: 'acme', role: 'caller', refreshes: true },
  api: { email: 'api@acme.test', company: 'acme', role: 'api', refreshes: true },
  program_manager: { email: 'pm@acme.test', company: 'acme', role: 'program_manager', refreshes: true },
  business_manager: { email: 'bm@acme.test', company: 'acme', role: 'business_manager', refreshes: true },
  limited_admin: {
    email: 'bm@umbrella.test',
    company: 'umbrella',
    role: 'business_manager',
    level: 'limited',
    refreshes: true,
  },
  /** The admin of a company that exchanges cases with Acme. */
  partner_admin: { email: 'bm@globex.test', company: 'globex', role: 'business_manager', refreshes: true },
  foreign_admin: { email: foreignAccounts[0].email, company: 'foreign', role: 'business_manager', level: 'standard' },
  foreign_caller: { email: foreignAccounts[1].email, company: 'foreign', role: 'caller', level: 'standard' },
  super_admin: { email: 'super@casebridge.test', role: 'super_admin', refreshes: true },
  impersonating: {
    email: 'caller@acme.test',
    impersonatedBy: 'super@casebridge.test',
    company: 'acme',
    role: 'caller',
    refreshes: true,
  },
  /** Acme's business manager's token, after its expiry; the browser still holds the refresh credential. */
  expired_token: { email: 'bm@acme.test', token: 'expired', refreshes: true },
  /** The super admin's claims, signed with a secret other than the server's. */
  forged_token: { email: 'super@casebridge.test', token: 'forged' },
  disabled_user: { email: 'inactive@acme.test' },
  disabled_company: { email: 'bm@hooli.test' },
} as const satisfies Record<string, PrincipalDef>;

export type Principal = keyof typeof principals;
export const principalNames = Object.keys(principals) as Principal[];
const def = (principal: Principal): PrincipalDef => principals[principal];

export type Expectation = Record<Principal, number>;

export type Row = {
  method: NonNullable<InjectOptions['method']>;
  url: string;
  /** The policy the route must declare: a route weakened in its options fails the comparison. */
  policy: AccessPolicy;
  expect: Expectation;
  body?: (principal: Principal, context: MatrixContext) => unknown;
  /** Request headers beside the principal's credentials (a multipart body's content type). */
  headers?: Record<string, string>;
  /** Sends the principal's refresh credential (a fresh sign-in each call, so no shared session ends). */
  sendsRefreshCookie?: true;
  /** Ends the bearer's session (logout): each call brings a token of a session of its own, so no shared token ends. */
  endsSession?: true;
  /** Tables of Acme's data that the route shows to every company by design (the network directory). */
  shows?: string[];
  /** The table of the ids under a key that names none ('' for the answer's top level). */
  idTables?: Record<string, string>;
};

export type MatrixContext = {
  t: TestApp;
  tokens: Map<Principal, string>;
  /** A token of the principal's kind in a session of its own (undefined: the principal holds none). */
  newToken: (principal: Principal) => Promise<string | undefined>;
  /** Ids of Acme's data by table. */
  acmeData: Map<string, Set<number>>;
  userId: (email: string) => number;
  foreign: ForeignObjects;
  world: MatrixWorld;
};

/** A case of Acme's to Globex, and the receiver's emailed link to it. */
export type WorldCase = BuiltCase & { receiverLink: string };

/**
 * Issue 23: the network the rows name, built on an empty database. Acme (premium) with a user of each role, an API
 * user and a disabled user; Globex, which exchanges cases with Acme; Umbrella at the limited level; Initech with a
 * manager process; Stark, open to registration; Hooli, disabled. Groups: the Storage Alliance program (Globex's,
 * with Acme, Initech, Umbrella and Stark as one_to_many members), the Cloud Interop Open Group (Acme's users limited
 * to three) and Acme Solution Support (Acme's, with Initech).
 */
export type MatrixWorld = {
  acme: BuiltCompany;
  /** Signs in by emailed link (at its own domain). */
  globex: BuiltCompany;
  initech: BuiltCompany;
  stark: BuiltCompany;
  /** Acme's Storage Engineering department. */
  acmeDepartment: number;
  /** Acme's ticket process (a sub-process of its parent routing process), and its Storage Engineering process. */
  acmeTicketDocument: BuiltDocument;
  acmeStorageDocument: BuiltDocument;
  /** Initech's manager process, and the managers' link of an escalation request of Acme's to it, answered. */
  managerProcess: BuiltDocument;
  answeredRequest: string;
  /** Issue 27: an API key of Acme's API user, with every scope. */
  acmeApiKey: { id: number; secret: string };
  /** Issue 27: a webhook of Acme's. */
  acmeWebhook: number;
  /** Cases of Acme to Globex by status. */
  cases: Record<'open' | 'accepted' | 'rejected' | 'closed', WorldCase>;
  groups: {
    alliance: { id: number; vhost: string };
    cloud: number;
    solution: number;
    /** Globex's link in the Storage Alliance. */
    globexAllianceDocument: number;
  };
};

/** Issue 23: the network the rows name (see MatrixWorld); the principals' accounts keep their addresses. */
export async function buildWorld(t: TestApp): Promise<MatrixWorld> {
  const { db, config } = t.deps;
  const build = builders(t);
  const acme = await build.company({ name: 'Acme', membershipType: 'premium', loginMethod: 'requires_registration' });
  const globex = await build.company({ name: 'Globex', membershipType: 'standard', loginMethod: 'email_link' });
  const umbrella = await build.company({ name: 'Umbrella', membershipType: 'limited' });
  const initech = await build.company({ name: 'Initech', membershipType: 'elite' });
  const stark = await build.company({ name: 'Stark', loginMethod: 'requires_registration' });
  const hooli = await build.company({ name: 'Hooli', status: 'inactive' });
  const account = (company: BuiltCompany, email: string, role: Role = 'caller') => build.user(company, { email, role });
  const acmeCaller = await account(acme, 'caller@acme.test');
  await account(acme, 'caller2@acme.test');
  const acmeApi = await account(acme, 'api@acme.test', 'api');
  // Issue 27: a key of Acme's API user (the key admin rows revoke it; the /api/v1 rows call with it).
  const acmeApiKey = await build.apiKey(acmeApi);
  const acmeWebhook = (await build.webhook(acme)).id;
  const acmePm = await account(acme, 'pm@acme.test', 'program_manager');
  const acmeBm = await account(acme, 'bm@acme.test', 'business_manager');
  const inactive = await account(acme, 'inactive@acme.test');
  const globexBm = await account(globex, 'bm@globex.test', 'business_manager');
  await account(globex, 'caller@globex.test');
  await account(umbrella, 'bm@umbrella.test', 'business_manager');
  const initechBm = await account(initech, 'bm@initech.test', 'business_manager');
  await account(hooli, 'bm@hooli.test', 'business_manager');
  // The super admin keeps the address the principals name.
  const superAdmin = await build.superAdmin();
  await db.update(schema.users).set({ email: 'super@casebridge.test' }).where(eq(schema.users.id, superAdmin.id));
  await db.update(schema.users).set({ status: 'inactive' }).where(eq(schema.users.id, inactive.id));
  // The admin's user form sends the caller's details back: a country and a city, as a real profile holds.
  await db
    .update(schema.users)
    .set({ countryId: await build.country('US'), city: 'Austin' })
    .where(eq(schema.users.id, acmeCaller.id));

  const acmeStorageDocument = await build.document(acme, {
    type: 'solution_support',
    name: 'Acme Storage Engineering Escalation',
    managers: [acmeBm, acmePm],
  });
  const acmeTicketDocument = await build.document(acme, {
    name: 'Acme Cloud Platform Collaboration',
    managers: [acmePm, acmeBm],
    requirements: [
      { type: 'string', label: 'Customer company', required: true, section: 'common_customer_section' },
      { type: 'email', label: 'Customer contact email', required: true, section: 'common_customer_section' },
      { type: 'string', label: 'Tenant ID', required: true },
      { type: 'select', label: 'Cloud region', required: true, options: 'us-east\neu-west\nap-south' },
    ],
  });
  const routing = await build.document(acme, {
    type: 'parent',
    name: 'Acme Support Routing',
    parentOptionName: 'Which Acme product is affected?',
  });
  await db.insert(schema.docLinkages).values([
    { parentDocumentId: routing.id, optionName: 'Storage', contactDocumentId: acmeStorageDocument.id, sortOrder: 0 },
    { parentDocumentId: routing.id, optionName: 'Cloud', contactDocumentId: acmeTicketDocument.id, sortOrder: 1 },
  ]);
  const acmeDepartment = await build.department(acme, 'Storage Engineering', acmeStorageDocument);
  // M-032: the limited level's process, read-only to its admin.
  await build.document(umbrella, { type: 'default', name: 'Umbrella Networks Support' });
  // C-012: the hint the case form's priority shows.
  await build.helpHint({ flag: 'case_priority' });
  const globexDocument = await build.document(globex, { name: 'Globex Storage Collaboration', managers: [globexBm] });
  const managerProcess = await build.document(initech, {
    type: 'manager',
    name: 'Initech Manager Escalation',
    managers: [initechBm],
  });

  const program = await build.program({
    members: [
      { company: globex },
      { company: acme, relationship: 'one_to_many' },
      { company: initech, relationship: 'one_to_many', users: [initechBm] },
      { company: umbrella, relationship: 'one_to_many' },
      { company: stark, relationship: 'one_to_many' },
    ],
  });
  await db.update(schema.communities).set({ sponsorCompanyId: globex.id }).where(eq(schema.communities.id, program.id));
  const [globexLink] = await db
    .insert(schema.groupDocuments)
    .values({
      communityId: program.id,
      companyId: globex.id,
      name: 'G-Series interoperability matrix',
      documentType: 'url',
      url: 'https://www.globex.test/alliance/interop',
    })
    .returning({ id: schema.groupDocuments.id });
  const cloud = await build.group([
    { company: acme, users: [acmeBm, acmePm, acmeCaller] },
    { company: initech },
    { company: globex },
    { company: hooli, isActive: false },
  ]);
  const solution = await build.group([{ company: acme }, { company: initech }], {
    type: 'solution_support',
    sponsor: acme,
  });

  const toGlobex = async (history: CaseAction[]): Promise<WorldCase> => {
    const built = await build.case(acmeCaller, globexDocument, { history, responder: globexBm });
    return { ...built, receiverLink: caseLink(config.secret, built.token, 'receiver') };
  };
  const cases = {
    open: await toGlobex([]),
    accepted: await toGlobex(['accept']),
    rejected: await toGlobex(['request_information', 'reject']),
    closed: await toGlobex(['accept', 'close']),
  };

  const managerCase = await build.case(acmeCaller, managerProcess);
  const answeredRequest = createSecureToken();
  const [request] = await insertManagerRequests(db, [
    {
      caseId: managerCase.id,
      tokenHash: hashToken(answeredRequest),
      contactDocumentId: managerProcess.id,
      submitCompanyId: acme.id,
      receiveCompanyId: initech.id,
      submitUserId: acmeCaller.id,
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: acmeCaller.email,
      internalReference: 'ACME-ESC-1',
    },
  ]);
  if (!request) throw new Error('manager request not built');
  await insertFirstManagerResponse(db, {
    managerRequestId: request.id,
    userId: initechBm.id,
    firstName: 'Sofia',
    lastName: 'Marin',
    email: initechBm.email,
    escalationType: 'critical',
    notes: 'Duty manager assigned.',
  });

  return {
    acme,
    acmeApiKey,
    acmeWebhook,
    globex,
    initech,
    stark,
    acmeDepartment: acmeDepartment.id,
    acmeTicketDocument,
    acmeStorageDocument,
    managerProcess,
    answeredRequest,
    cases,
    groups: {
      alliance: { id: program.id, vhost: program.vhost },
      cloud: cloud.id,
      solution: solution.id,
      globexAllianceDocument: globexLink?.id ?? 0,
    },
  };
}

/** Makes the foreign company and a token for each principal, and collects Acme's data in the built network. */
export async function prepareMatrix(t: TestApp, world: MatrixWorld): Promise<MatrixContext> {
  const { db, config } = t.deps;
  await db.insert(schema.companies).values({
    id: FOREIGN_COMPANY_ID,
    slug: 'matrix-foreign',
    name: 'Matrix Foreign Ltd',
    membershipType: 'standard',
  });
  await db.insert(schema.users).values(
    foreignAccounts.map((a) => ({
      ...a,
      companyId: FOREIGN_COMPANY_ID,
      firstName: 'Fay',
      lastName: 'Foreign',
      emailVerifiedAt: new Date(),
    })),
  );
  const foreign = await foreignObjects(t);
  const accounts = await db.select({ id: schema.users.id, email: schema.users.email }).from(schema.users);
  const userId = (email: string) => {
    const account = accounts.find((a) => a.email === email);
    if (!account) throw new Error(`no account ${email}`);
    return account.id;
  };

  const newToken = async (principal: Principal) => {
    const { email, token, impersonatedBy } = def(principal);
    if (email === undefined) return undefined;
    const subject = { userId: userId(email), impersonatorId: impersonatedBy ? userId(impersonatedBy) : null };
    const ttl = config.accessTokenTtl;
    if (token === 'expired') return sessionToken(t, subject, { issuedAt: Date.now() - 2 * ttl * 1000 });
    if (token === 'forged') return sessionToken(t, subject, { secret: `${config.secret}-not` });
    return sessionToken(t, subject);
  };
  const tokens = new Map<Principal, string>();
  for (const principal of principalNames) {
    const token = await newToken(principal);
    if (token) tokens.set(principal, token);
  }
  return { t, tokens, newToken, acmeData: await dataOfCompany(db, world.acme.id), userId, foreign, world };
}

/** Issue 23: the foreign company's objects of each kind (see ForeignObjects). */
async function foreignObjects(t: TestApp): Promise<ForeignObjects> {
  const { db, files } = t.deps;
  const company = { id: FOREIGN_COMPANY_ID, name: 'Matrix Foreign Ltd', slug: 'matrix-foreign' };
  const build = builders(t);
  const process = await build.document(company, { name: 'Matrix Foreign Process' });
  const department = await build.department(company, 'Matrix Foreign Department', process);
  const [registration] = await db
    .insert(schema.registrationQueue)
    .values({ userId: 900_005, companyId: FOREIGN_COMPANY_ID, status: 'pending' })
    .returning({ id: schema.registrationQueue.id });
  const [group] = await db
    .insert(schema.communities)
    .values({ name: 'Matrix Foreign Group', type: 'solution_support', sponsorCompanyId: FOREIGN_COMPANY_ID })
    .returning({ id: schema.communities.id });
  const groupId = group?.id ?? 0;
  await db
    .insert(schema.groupRelations)
    .values({ communityId: groupId, companyId: FOREIGN_COMPANY_ID, userAccessFlag: 'limit' });
  const [groupFile] = await db
    .insert(schema.groupDocuments)
    .values({
      communityId: groupId,
      companyId: FOREIGN_COMPANY_ID,
      name: 'Matrix foreign file',
      documentType: 'file',
      fileKey: await files.put(Buffer.from('foreign file')),
      originalFilename: 'foreign.txt',
      contentType: 'text/plain',
    })
    .returning({ id: schema.groupDocuments.id });
  const webhook = await build.webhook(company);
  return {
    webhook: webhook.id,
    company: FOREIGN_COMPANY_ID,
    department: department.id,
    user: 900_003,
    deletableUser: 900_004,
    registration: registration?.id ?? 0,
    process: process.id,
    group: groupId,
    groupFile: groupFile?.id ?? 0,
  };
}

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => ({ table, config: getTableConfig(table) }));

const singular = (name: string) =>
  name.endsWith('ies') ? `${name.slice(0, -3)}y` : name.endsWith('s') ? name.slice(0, -1) : name;

/**
 * A company's data: the company, then every row that points at its data through a foreign key (its users, their
 * cases, the cases' events, ...), until nothing more is found. On the matrix's network this stays inside the company
 * (a test says so): no key leads from Acme's rows to another company's users or departments.
 */
async function dataOfCompany(db: Db, companyId: number): Promise<Map<string, Set<number>>> {
  const data = new Map<string, Set<number>>([['companies', new Set([companyId])]]);
  const queried = new Map<string, number>();
  for (let grew = true; grew;) {
    grew = false;
    for (const { table, config } of tables) {
      const id = config.columns.find((column) => column.name === 'id');
      if (!id) continue;
      for (const foreignKey of config.foreignKeys) {
        const reference = foreignKey.reference();
        const [column] = reference.columns;
        const targets = data.get(getTableConfig(reference.foreignTable).name);
        const edge = `${config.name}.${column?.name ?? ''}`;
        if (!column || !targets || queried.get(edge) === targets.size) continue;
        queried.set(edge, targets.size);
        const rows = await db
          .select({ id })
          .from(table)
          .where(inArray(column, [...targets]));
        const found = data.get(config.name) ?? new Set<number>();
        for (const row of rows) {
          if (typeof row.id === 'number' && !found.has(row.id)) {
            found.add(row.id);
            grew = true;
          }
        }
        data.set(config.name, found);
      }
    }
  }
  return data;
}

/** The tables an id-like key points at, read off the schema: submit_company_id → companies, case_id → cases. */
const tablesOfIdKey = new Map<string, Set<string>>();
const addIdKey = (key: string, table: string) => {
  tablesOfIdKey.set(key, (tablesOfIdKey.get(key) ?? new Set()).add(table));
};
for (const { config } of tables) {
  addIdKey(`${singular(config.name)}_id`, config.name);
  for (const foreignKey of config.foreignKeys) {
    const reference = foreignKey.reference();
    for (const column of reference.columns) addIdKey(column.name, getTableConfig(reference.foreignTable).name);
  }
}

/**
 * Where an answer holds an id of Acme's data: the value of `id` (its table named by the enclosing key: user,
 * users, submit_user...), of an `x_id` or in an `x_ids` list. An id whose table nothing names is compared with
 * every table of Acme's data.
 */
export function acmeIdsIn(body: unknown, acmeData: Map<string, Set<number>>, row: Pick<Row, 'shows' | 'idTables'>) {
  const found: string[] = [];
  const tablesFor = (idKey: string, context: string): Set<string> | undefined => {
    const named = row.idTables?.[context];
    return named === undefined ? tablesOfIdKey.get(idKey) : new Set([named]);
  };
  const check = (value: unknown, candidates: Set<string> | undefined, path: string) => {
    if (typeof value !== 'number') return;
    for (const [table, ids] of acmeData) {
      if (row.shows?.includes(table) || (candidates && !candidates.has(table))) continue;
      if (ids.has(value)) found.push(`${path} = ${String(value)} (Acme's ${table})`);
    }
  };
  const walk = (node: unknown, key: string, path: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        walk(item, key, `${path}[${String(index)}]`);
      });
      return;
    }
    if (node === null || typeof node !== 'object') return;
    for (const [name, value] of Object.entries(node)) {
      const at = path === '' ? name : `${path}.${name}`;
      if (name === 'id') check(value, tablesFor(`${singular(key)}_id`, key), at);
      else if (name.endsWith('_id')) check(value, tablesFor(name, name), at);
      else if (name.endsWith('_ids') && Array.isArray(value)) {
        value.forEach((item, index) => {
          check(item, tablesFor(name.slice(0, -1), name), `${at}[${String(index)}]`);
        });
      } else walk(value, name, at);
    }
  };
  walk(body, '', '');
  return found;
}

/** Fewer parameters is more specific; a wildcard (the built SPA's file route) is the least specific of all. */
const specificity = (route: RegisteredRoute) =>
  route.url.includes('*') ? Number.MAX_SAFE_INTEGER : route.url.split(':').length;

/** The route a row exercises: the most specific pattern its URL matches, as the router picks it. */
function routeOf(row: Row, routes: RegisteredRoute[]): RegisteredRoute | undefined {
  const path = row.url.split('?')[0] ?? '';
  return routes
    .filter(
      (route) =>
        route.method === row.method &&
        new RegExp(`^${route.url.replace(/:[^/]+/g, '[^/]+').replace('*', '.*')}$`).test(path),
    )
    .sort((a, b) => specificity(a) - specificity(b))[0];
}

/** Every route has a row, every row a route, and each route declares the policy its rows expect. */
export function policyMismatches(rows: Row[], routes: RegisteredRoute[]): string[] {
  const failures: string[] = [];
  const covered = new Set<RegisteredRoute>();
  for (const row of rows) {
    const route = routeOf(row, routes);
    if (!route) {
      failures.push(`${row.method} ${row.url}: no route`);
      continue;
    }
    covered.add(route);
    if (route.access !== row.policy)
      failures.push(
        `${route.method} ${route.url} declares ${route.access ?? 'no policy'}, its row expects ${row.policy}`,
      );
  }
  // The built SPA's file route (present only after a build) serves public files by construction.
  for (const route of routes)
    if (!covered.has(route) && route.url !== '/*') failures.push(`${route.method} ${route.url}: no row`);
  return failures;
}

/** The principals whose answers may hold none of Acme's data: the accounts of the company that shares nothing with it. */
export const foreignPrincipals = principalNames.filter((principal) => def(principal).company === 'foreign');

const actorOf = (principal: Principal): Actor => ({
  userId: 0,
  firstName: '',
  lastName: '',
  role: def(principal).role ?? 'caller',
  type: 'basic',
  companyId: FOREIGN_COMPANY_ID,
  companySlug: 'matrix-foreign',
  membershipType: def(principal).level ?? null,
  impersonatorId: null,
  sessionId: '',
});

/**
 * A company-scoped route needs a foreign company's principal that its policy lets through: one the gate refuses
 * never reaches the service, so nothing would check that the service keeps Acme's data to Acme.
 */
export function foreignPrincipalGaps(rows: Row[], foreign: Principal[] = foreignPrincipals): string[] {
  return rows
    .filter((row) => isCompanyScoped(row.policy))
    .filter((row) => !foreign.some((principal) => decideAccess(row.policy, actorOf(principal)) === 'allow'))
    .map((row) => `${row.method} ${row.url} (${row.policy}): no principal of the foreign company gets past its policy`);
}

/** Policies under which a caller acts for their own account or company: the foreign principals' answers are checked. */
const actsForOwnCompany = (policy: AccessPolicy) => policy === 'user' || isCompanyScoped(policy);

/** Calls every row as every principal: the status differs from the row's, or an answer leaks Acme's data. */
export async function runMatrix(context: MatrixContext, rows: Row[]): Promise<string[]> {
  const { t, tokens, acmeData } = context;
  const failures: string[] = [];
  for (const row of rows) {
    for (const principal of principalNames) {
      const token = row.endsSession ? await context.newToken(principal) : tokens.get(principal);
      const email = def(principal).email;
      const refresh =
        row.sendsRefreshCookie && def(principal).refreshes && email
          ? (await signInAs(t, email)).refreshCookie
          : undefined;
      const response = await t.app.inject({
        method: row.method,
        url: row.url,
        headers: { ...row.headers, ...(token ? bearer(token) : {}) },
        cookies: refresh ? { cb_refresh: refresh } : {},
        ...(row.body ? { payload: (await row.body(principal, context)) as InjectOptions['payload'] } : {}),
      });
      const call = `${row.method} ${row.url} as ${principal}`;
      if (response.statusCode !== row.expect[principal])
        failures.push(`${call}: expected ${String(row.expect[principal])}, got ${String(response.statusCode)}`);
      const isJson = String(response.headers['content-type']).startsWith('application/json');
      if (foreignPrincipals.includes(principal) && actsForOwnCompany(row.policy) && isJson) {
        for (const leak of acmeIdsIn(response.json(), acmeData, row)) failures.push(`${call}: leaks ${leak}`);
      }
    }
  }
  return failures;
}
