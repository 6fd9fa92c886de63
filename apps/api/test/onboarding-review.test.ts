import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { OnboardingStatus } from '@casebridge/contract/enums';
import {
  ONBOARDING_APPROVED_MESSAGE,
  ONBOARDING_DECIDED_MESSAGE,
  ONBOARDING_UNVERIFIED_MESSAGE,
  ONBOARDING_UPDATED_MESSAGE,
  type OnboardingReviewAnswer,
} from '@casebridge/contract/onboarding-review';
import { EMAIL_TAKEN_MESSAGE } from '@casebridge/contract/users';
import { auditLog } from '../src/db/schema/audit.ts';
import { companies } from '../src/db/schema/companies.ts';
import { contactDocuments, documentManagers, documentVersions } from '../src/db/schema/documents.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { groupRelations } from '../src/db/schema/groups.ts';
import { onboardingSessions, type OnboardingData } from '../src/db/schema/onboarding.ts';
import { users } from '../src/db/schema/users.ts';
import { hashPassword } from '../src/lib/password.ts';
import { builders, type BuiltSuperAdmin } from './builders.ts';
import { bearer, createTestApp, signInAs, type TestApp } from './test-app.ts';

// S-062..S-065: the super admin's review of an onboarding request.

let t: TestApp;
let make: ReturnType<typeof builders>;
let admin: BuiltSuperAdmin;
let countryId: number;

beforeAll(async () => {
  t = await createTestApp();
  make = builders(t);
  admin = await make.superAdmin();
  countryId = await make.country();
});
afterAll(async () => {
  await t.close();
});

const get = (who: { token: string }, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who.token) });
const post = (who: { token: string }, url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: bearer(who.token), ...(payload ? { payload } : {}) });

let n = 0;
/** A new company's request as the wizard leaves it when submitted. */
async function request(
  partnerGroupId: number,
  input: {
    status?: OnboardingStatus;
    data?: OnboardingData;
    companyId?: number;
    email?: string;
    /** When the emailed link proved the address (issue 21); null: never. */
    verifiedAt?: Date | null;
  } = {},
) {
  n += 1;
  const email = input.email ?? `founder${String(n)}@newco${String(n)}.example`;
  const data: OnboardingData = input.data ?? {
    user: {
      first_name: 'Fran',
      last_name: 'Founder',
      email,
      phone: '555 0101',
      phone_country_code: 'IE',
      password_hash: await hashPassword('Member#2026'),
    },
    company: {
      name: `Newco Storage ${String(n)}`,
      address: '1 Quay Street',
      city: 'Galway',
      zipcode: 'H91',
      country_id: countryId,
      url: 'https://newco.example',
    },
    document: {
      support_hours: '9-5 GMT',
      product_supported: 'Newco Arrays',
      support_email: `support@newco${String(n)}.example`,
      manager_first_name: 'Mara',
      manager_last_name: 'Manager',
      manager_email: `mara@newco${String(n)}.example`,
      escalation_instructions: '<p>Call the duty desk.</p><script>x()</script>',
      login_page_text: 'Welcome, Newco engineers.',
    },
    agreements: { database_license: true, code_of_conduct: true, addendum: true },
  };
  const [row] = await t.deps.db
    .insert(onboardingSessions)
    .values({
      tokenHash: `review-test-${String(n)}-${String(process.pid)}`,
      partnerGroupId,
      email,
      status: input.status ?? 'pending_approval',
      step: 'success',
      data,
      companyId: input.companyId,
      sfOpportunity: 'OPP-9',
      emailVerifiedAt: input.verifiedAt === undefined ? new Date() : input.verifiedAt,
      submittedAt: new Date(),
    })
    .returning({ id: onboardingSessions.id });
  return { id: row?.id ?? 0, email, data };
}
/** The emails queued to this address, newest first. */
const emailsTo = (address: string) =>
  t.deps.db
    .select()
    .from(outboundEmails)
    .where(sql`${address} = any(${outboundEmails.toAddresses})`)
    .orderBy(desc(outboundEmails.id));
const sessionRow = async (id: number) =>
  (await t.deps.db.select().from(onboardingSessions).where(eq(onboardingSessions.id, id)))[0];

const reviewBody = (data: OnboardingData, input: Record<string, unknown> = {}) => ({
  sf_opportunity: 'OPP-10',
  user: { ...data.user, password_hash: undefined },
  company: data.company,
  document: data.document,
  ...input,
});

describe('reading a request (S-062)', () => {
  it('[S-062] answers the session (company, user, document, agreements, opportunity) and its group, never the password', async () => {
    const program = await make.program();
    const { id, data } = await request(program.partnerGroupId);
    const response = await get(admin, `/api/super_admin/onboarding/${String(id)}`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<OnboardingReviewAnswer>();
    expect(answer.group).toEqual({ id: program.id, name: program.name, vhost: program.vhost });
    expect(answer.session).toMatchObject({
      id,
      status: 'pending_approval',
      sf_opportunity: 'OPP-9',
      company_id: null,
      data: {
        company: data.company,
        document: data.document,
        agreements: { database_license: true, code_of_conduct: true, addendum: true },
        user: { first_name: 'Fran', email: data.user?.email },
      },
    });
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain('$argon2');
    expect((await get(admin, '/api/super_admin/onboarding/2147483647')).statusCode).toBe(404);
    const countries = await get(admin, '/api/caller/countries');
    expect(countries.json<{ countries: { id: number }[] }>().countries.map((country) => country.id)).toContain(
      countryId,
    );

    const { manager } = await make.companyWithStaff();
    expect((await get(manager, `/api/super_admin/onboarding/${String(id)}`)).statusCode).toBe(403);
  });
});

describe('saving, approving and rejecting (S-063..S-065)', () => {
  it('[S-063] Save updates stores the corrections, keeps the password and says "Onboarding session updated."', async () => {
    const program = await make.program();
    const { id, data } = await request(program.partnerGroupId);
    const response = await post(
      admin,
      `/api/super_admin/onboarding/${String(id)}/put`,
      reviewBody(data, { company: { ...data.company, name: 'Newco Storage Ltd' } }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: ONBOARDING_UPDATED_MESSAGE });
    const row = await sessionRow(id);
    expect(row?.data.company?.name).toBe('Newco Storage Ltd');
    expect(row?.sfOpportunity).toBe('OPP-10');
    expect(row?.data.user?.password_hash).toBe(data.user?.password_hash);
    expect(row?.status).toBe('pending_approval');
  });

  it('[S-064] field errors come back as company.*, user.* and document.* (the review shows them as company_* ...)', async () => {
    const program = await make.program();
    const { id, data } = await request(program.partnerGroupId);
    const response = await post(
      admin,
      `/api/super_admin/onboarding/${String(id)}/put`,
      reviewBody(data, {
        company: { ...data.company, name: '' },
        user: { ...data.user, password_hash: undefined, email: 'not-an-address' },
        document: { ...data.document, support_hours: '' },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual([
      'company.name',
      'document.support_hours',
      'user.email',
    ]);
    expect((await sessionRow(id))?.data.company?.name).toBe(data.company?.name);
  });

  it('[S-065] Approve makes the company, its user (with the chosen password), its process and the relation to the group, and emails the applicant', async () => {
    const program = await make.program();
    const { id, data, email } = await request(program.partnerGroupId);
    const response = await post(admin, `/api/super_admin/onboarding/${String(id)}/approve`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ message: string; company_id: number }>();
    expect(answer.message).toBe(ONBOARDING_APPROVED_MESSAGE);

    const [company] = await t.deps.db.select().from(companies).where(eq(companies.id, answer.company_id));
    expect(company).toMatchObject({
      name: data.company?.name,
      url: 'https://newco.example',
      membershipType: 'standard',
      loginPageText: 'Welcome, Newco engineers.',
      status: 'active',
    });
    const [user] = await t.deps.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ companyId: answer.company_id, role: 'business_manager', type: 'admin' });
    expect((await signInAs(t, email, 'Member#2026')).token).toEqual(expect.any(String));

    const [process] = await t.deps.db
      .select({ id: contactDocuments.id, version: documentVersions })
      .from(contactDocuments)
      .innerJoin(documentVersions, eq(documentVersions.id, contactDocuments.currentVersionId))
      .where(eq(contactDocuments.companyId, answer.company_id));
    expect(process?.version).toMatchObject({
      supportHours: '9-5 GMT',
      productSupported: 'Newco Arrays',
      collaborateEmail: data.document?.support_email,
      status: 'approved',
    });
    expect(process?.version.escalationInstructions).not.toContain('<script>');
    const managers = await t.deps.db
      .select({ email: users.email, type: documentManagers.userType })
      .from(documentManagers)
      .innerJoin(users, eq(users.id, documentManagers.userId))
      .where(eq(documentManagers.versionId, process?.version.id ?? 0));
    expect(managers).toEqual([{ email: data.document?.manager_email, type: 'main' }]);

    const relations = await t.deps.db
      .select()
      .from(groupRelations)
      .where(and(eq(groupRelations.companyId, answer.company_id), eq(groupRelations.communityId, program.id)));
    expect(relations).toEqual([
      expect.objectContaining({
        documentId: process?.id,
        isActive: true,
        userAccessFlag: 'all',
        memberRelationship: 'one_to_many',
      }),
    ]);
    expect(await sessionRow(id)).toMatchObject({
      status: 'approved',
      companyId: answer.company_id,
      userId: user?.id,
      decidedByUserId: admin.id,
    });
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'onboarding.approved'));
    expect(audits.map((entry) => entry.details)).toContainEqual({ session_id: id, community_id: program.id });

    // The thank-you page promised the applicant an email when the membership is active (O-025).
    const [welcome] = await emailsTo(email);
    expect(welcome).toMatchObject({ template: 'onboarding_approved' });
    expect(welcome?.subject).toBe(`Your ${program.name} membership is active`);
    expect(welcome?.text).toContain(`Hello Fran,`);
    expect(welcome?.text).toContain(`${t.deps.config.publicUrl}/${company?.slug ?? '?'}`);

    const again = await post(admin, `/api/super_admin/onboarding/${String(id)}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: ONBOARDING_DECIDED_MESSAGE });
  });

  it('[S-063] [S-065] the login page text the review saves goes through the one sanitiser when the company is made: its landing shows no script or handler', async () => {
    const program = await make.program();
    const { id, data } = await request(program.partnerGroupId);
    const hostile = '<p onmouseover="steal()">Welcome<img src=x onerror="alert(1)"><script>alert(2)</script></p>';
    const saved = await post(
      admin,
      `/api/super_admin/onboarding/${String(id)}/put`,
      reviewBody(data, { document: { ...data.document, login_page_text: hostile } }),
    );
    expect(saved.statusCode).toBe(200);
    const approved = await post(admin, `/api/super_admin/onboarding/${String(id)}/approve`);
    expect(approved.statusCode).toBe(200);
    const [company] = await t.deps.db
      .select({ slug: companies.slug, loginPageText: companies.loginPageText })
      .from(companies)
      .where(eq(companies.id, approved.json<{ company_id: number }>().company_id));
    expect(company?.loginPageText).toBe('<p>Welcome</p>');
    const landing = await t.app.inject({ method: 'GET', url: `/api/caller/landing/${company?.slug ?? ''}` });
    expect(landing.json<{ company: { login_page_text: string } }>().company.login_page_text).toBe('<p>Welcome</p>');
  });

  it('[S-065] an existing company joins with its chosen process and restricted user access; its user applied as that user', async () => {
    const { company, caller } = await make.companyWithStaff();
    const process = await make.document(company);
    const program = await make.program();
    const { id } = await request(program.partnerGroupId, {
      companyId: company.id,
      email: caller.email,
      data: {
        user: { first_name: 'Eve', last_name: 'Existing', email: caller.email },
        agreements: { database_license: true, code_of_conduct: true },
        existing: { document_id: process.id, user_access: 'restricted' },
      },
    });
    const response = await post(admin, `/api/super_admin/onboarding/${String(id)}/approve`);
    expect(response.statusCode).toBe(200);
    const relations = await t.deps.db
      .select()
      .from(groupRelations)
      .where(and(eq(groupRelations.companyId, company.id), eq(groupRelations.communityId, program.id)));
    expect(relations).toEqual([
      expect.objectContaining({ documentId: process.id, userAccessFlag: 'limit', memberRelationship: 'one_to_many' }),
    ]);
    expect((await sessionRow(id))?.userId).toBe(caller.id);
    const [welcome] = await emailsTo(caller.email);
    expect(welcome?.template).toBe('onboarding_approved');
    expect(welcome?.text).toContain(`${company.name} is now a member of ${program.name}`);
    expect(welcome?.text).toContain(`${t.deps.config.publicUrl}/${company.slug}`);
  });

  it('[S-065] approving an existing company makes no user, even from a stored password (issue 21)', async () => {
    const { company } = await make.companyWithStaff();
    const program = await make.program();
    const email = `planted@${company.slug}.test`;
    const { id } = await request(program.partnerGroupId, {
      companyId: company.id,
      email,
      data: {
        user: { first_name: 'Pat', last_name: 'Planted', email, password_hash: await hashPassword('Planted#2026') },
        agreements: { database_license: true, code_of_conduct: true },
      },
    });
    expect((await post(admin, `/api/super_admin/onboarding/${String(id)}/approve`)).statusCode).toBe(200);
    expect(await t.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('[S-062] the review shows what proved the address: when its emailed link was opened and which email carried it; an unproven request is not approved', async () => {
    const program = await make.program();
    const verifiedAt = new Date('2026-11-20T10:15:00.000Z');
    const [mail] = await t.deps.db
      .insert(outboundEmails)
      .values({ template: 'onboarding_verify', toAddresses: ['x@y.test'], subject: 's', text: 't', html: 'h' })
      .returning({ id: outboundEmails.id, createdAt: outboundEmails.createdAt });
    const { id } = await request(program.partnerGroupId, { verifiedAt });
    await t.deps.db.update(onboardingSessions).set({ verifyEmailId: mail?.id }).where(eq(onboardingSessions.id, id));
    const answer = (await get(admin, `/api/super_admin/onboarding/${String(id)}`)).json<OnboardingReviewAnswer>();
    expect(answer.session.email_verification).toEqual({
      verified_at: verifiedAt.toISOString(),
      link_email_id: mail?.id,
      link_sent_at: mail?.createdAt.toISOString(),
    });

    const unproven = await request(program.partnerGroupId, { verifiedAt: null });
    const read = (
      await get(admin, `/api/super_admin/onboarding/${String(unproven.id)}`)
    ).json<OnboardingReviewAnswer>();
    expect(read.session.email_verification).toBeNull();
    const refused = await post(admin, `/api/super_admin/onboarding/${String(unproven.id)}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: ONBOARDING_UNVERIFIED_MESSAGE });
    expect((await sessionRow(unproven.id))?.status).toBe('pending_approval');
  });

  it('[S-064] approving a request whose stored data breaks the rules answers the dotted fields and makes nothing', async () => {
    const program = await make.program();
    const { caller } = await make.companyWithStaff();
    const { id, data } = await request(program.partnerGroupId, { email: caller.email });
    const response = await post(admin, `/api/super_admin/onboarding/${String(id)}/approve`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { 'user.email': [EMAIL_TAKEN_MESSAGE] } });
    expect(
      await t.deps.db
        .select()
        .from(companies)
        .where(eq(companies.name, data.company?.name ?? '')),
    ).toEqual([]);
    expect((await sessionRow(id))?.status).toBe('pending_approval');
  });

  it('[S-063] Reject declines the request: nothing is made, it leaves the queue, audited, the applicant is told; a decided one is 409', async () => {
    const program = await make.program();
    const { id, data, email } = await request(program.partnerGroupId);
    const response = await post(admin, `/api/super_admin/onboarding/${String(id)}/reject`);
    expect(response.statusCode).toBe(200);
    expect((await sessionRow(id))?.status).toBe('rejected');
    const [declined] = await emailsTo(email);
    expect(declined).toMatchObject({
      template: 'onboarding_declined',
      subject: `Your ${program.name} registration was not approved`,
    });
    expect(
      await t.deps.db
        .select()
        .from(companies)
        .where(eq(companies.name, data.company?.name ?? '')),
    ).toEqual([]);
    const queue = await get(admin, '/api/super_admin/onboarding/queue');
    expect(queue.json<{ queue: { id: number }[] }>().queue.map((item) => item.id)).not.toContain(id);
    const audits = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'onboarding.rejected'));
    expect(audits.map((entry) => entry.details)).toContainEqual({ session_id: id, community_id: program.id });
    expect((await post(admin, `/api/super_admin/onboarding/${String(id)}/approve`)).statusCode).toBe(409);
    expect((await post(admin, `/api/super_admin/onboarding/${String(id)}/put`, reviewBody(data))).statusCode).toBe(409);

    const drafting = await request(program.partnerGroupId, { status: 'in_progress' });
    expect((await post(admin, `/api/super_admin/onboarding/${String(drafting.id)}/reject`)).statusCode).toBe(409);
  });

  it('[S-063] a member admin cannot put, approve or reject (403) and the request stays waiting', async () => {
    const program = await make.program();
    const { id, data } = await request(program.partnerGroupId);
    const { manager } = await make.companyWithStaff();
    expect((await post(manager, `/api/super_admin/onboarding/${String(id)}/put`, reviewBody(data))).statusCode).toBe(
      403,
    );
    expect((await post(manager, `/api/super_admin/onboarding/${String(id)}/approve`)).statusCode).toBe(403);
    expect((await post(manager, `/api/super_admin/onboarding/${String(id)}/reject`)).statusCode).toBe(403);
    expect((await sessionRow(id))?.status).toBe('pending_approval');
  });
});
