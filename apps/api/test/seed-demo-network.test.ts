import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { caseStatuses, documentTypes, requirementTypes } from '@casebridge/contract/enums';
import { submitCaseHelpFlags } from '@casebridge/contract/case-submission';
import { migrateDatabase } from '../src/db/migrations.ts';
import { createPglite, openDatabase, type Database } from '../src/db/client.ts';
import { companies } from '../src/db/schema/companies.ts';
import { users } from '../src/db/schema/users.ts';
import { cases, managerRequests } from '../src/db/schema/cases.ts';
import { documentVersions, requirements } from '../src/db/schema/documents.ts';
import { communities, partnerGroups } from '../src/db/schema/groups.ts';
import { registrationQueue } from '../src/db/schema/onboarding.ts';
import { helpHints } from '../src/db/schema/help-hints.ts';
import { isPasswordCorrect } from '../src/lib/password.ts';
import { demoCaseHistory } from './test-env.ts';
import { isDatabaseEmpty, seedDemoNetwork, type DemoAccount } from '../src/seed/seed-demo-network.ts';

const PASSWORD = 'Demo!Pass1';

let database: Database;
let accounts: DemoAccount[];

beforeAll(async () => {
  database = await openDatabase({ pglite: await createPglite() });
  await migrateDatabase(database);
  expect(await isDatabaseEmpty(database.db)).toBe(true);
  accounts = await seedDemoNetwork(database.db, { password: PASSWORD, caseHistory: demoCaseHistory });
});

afterAll(async () => {
  await database.close();
});

async function findUser(email: string) {
  const [row] = await database.db
    .select({ user: users, slug: companies.slug })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.email, email));
  return row;
}

describe('demo network seed', () => {
  it('fills the database', async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it.each([
    ['super@casebridge.test', 'super_admin', null],
    ['bm@acme.test', 'business_manager', 'acme'],
    ['pm@acme.test', 'program_manager', 'acme'],
    ['caller@acme.test', 'caller', 'acme'],
    ['caller2@acme.test', 'caller', 'acme'],
    ['api@acme.test', 'api', 'acme'],
    ['bm@globex.test', 'business_manager', 'globex'],
    ['caller@globex.test', 'caller', 'globex'],
    ['bm@initech.test', 'business_manager', 'initech'],
    ['bm@umbrella.test', 'business_manager', 'umbrella'],
    ['bm@hooli.test', 'business_manager', 'hooli'],
    ['inactive@acme.test', 'caller', 'acme'],
  ] as const)('has %s as %s of %s', async (email, role, slug) => {
    const row = await findUser(email);
    expect(row?.user.role).toBe(role);
    expect(row?.slug ?? null).toBe(slug);
    expect(accounts).toContainEqual(expect.objectContaining({ email, role, company: slug }));
  });

  it('makes the active demo users able to sign in with the one password', async () => {
    const row = await findUser('bm@acme.test');
    expect(row?.user.status).toBe('active');
    expect(row?.user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row?.user.agreementDate).toBeInstanceOf(Date);
    expect(row?.user.forceUpdateProfile).toBe(false);
    expect(row?.user.forceUpdateAgreement).toBe(false);
    expect(await isPasswordCorrect(row?.user.passwordHash ?? null, PASSWORD)).toBe(true);
    const admin = await findUser('super@casebridge.test');
    expect(admin?.user.type).toBe('admin');
  });

  it('has the inactive user, the inactive company and a pending registration', async () => {
    expect((await findUser('inactive@acme.test'))?.user.status).toBe('inactive');
    const [hooli] = await database.db.select().from(companies).where(eq(companies.slug, 'hooli'));
    expect(hooli?.status).toBe('inactive');
    const queue = await database.db.select().from(registrationQueue).where(eq(registrationQueue.status, 'pending'));
    expect(queue.length).toBeGreaterThan(0);
  });

  it('configures the tenant companies as the tests expect', async () => {
    const rows = await database.db.select().from(companies);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const bm = await findUser('bm@acme.test');
    expect(bySlug.get('acme')).toMatchObject({
      name: 'Acme Software',
      loginMethod: 'requires_registration',
      membershipType: 'premium',
      domain: 'acme.test',
      requiresApproval: true,
      signupManagerId: bm?.user.id,
    });
    expect(bySlug.get('globex')).toMatchObject({
      loginMethod: 'email_link',
      membershipType: 'standard',
      domain: 'globex.test',
    });
    expect(bySlug.get('initech')).toMatchObject({
      loginMethod: 'sso',
      membershipType: 'elite',
      domain: 'initech.test',
    });
    expect(bySlug.get('initech')?.ssoIdpEntityUrl).toMatch(/^https:\/\//);
    expect(bySlug.get('umbrella')).toMatchObject({ loginMethod: 'requires_registration', membershipType: 'limited' });
  });

  it('has the Storage Alliance partner program', async () => {
    const [row] = await database.db
      .select({ community: communities, group: partnerGroups })
      .from(partnerGroups)
      .innerJoin(communities, eq(communities.id, partnerGroups.communityId))
      .where(eq(partnerGroups.vhost, 'storage-alliance'));
    expect(row?.community).toMatchObject({ name: 'Storage Alliance', type: 'partner_program' });
    expect(row?.group).toMatchObject({ price: 250000, priceThreeYears: 675000 });
  });

  it('has cases in all five statuses and a manager case', async () => {
    const rows = await database.db.select({ status: cases.status, caseType: cases.caseType }).from(cases);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(caseStatuses));
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(rows.some((row) => row.caseType === 'manager')).toBe(true);
    expect((await database.db.select().from(managerRequests)).length).toBeGreaterThan(0);
  });

  it('has documents of all six types', async () => {
    const rows = await database.db.select({ type: documentVersions.documentType }).from(documentVersions);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(documentTypes));
  });

  it('has requirements of all thirteen types', async () => {
    const rows = await database.db.select({ type: requirements.type }).from(requirements);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(requirementTypes));
  });

  it("[C-012] has a help hint for each of the case form's help buttons", async () => {
    const rows = await database.db.select({ flag: helpHints.flag, content: helpHints.content }).from(helpHints);
    expect(rows.map((row) => row.flag).sort()).toEqual(Object.values(submitCaseHelpFlags).sort());
    for (const row of rows) expect(row.content).toMatch(/^<p>/);
  });
});
