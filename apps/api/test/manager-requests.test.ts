import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MANAGER_ALREADY_ANSWERED_MESSAGE, MANAGER_RESPONSE_SENT_MESSAGE } from '@casebridge/contract/manager-requests';
import { cases, managerRequestResponses, managerRequests } from '../src/db/schema/cases.ts';
import { outboundEmails } from '../src/db/schema/email.ts';
import { users } from '../src/db/schema/users.ts';
import { hashToken } from '../src/lib/secure-token.ts';
import { MANAGER_REQUEST_SENT_MESSAGE } from '../src/modules/manager-requests/create-manager-request.ts';
import { builders, type BuiltDocument, type BuiltUser } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let app: TestApp;
let build: ReturnType<typeof builders>;
let requester: BuiltUser;
let manager: BuiltUser;
let alternate: BuiltUser;
let process: BuiltDocument;
let receiverId: number;

beforeAll(async () => {
  app = await createTestApp();
  build = builders(app);
  const acme = await build.company({ name: 'Acme' });
  const initech = await build.company({ name: 'Initech' });
  receiverId = initech.id;
  await build.group([{ company: acme }, { company: initech }]);
  requester = await build.user(acme, { role: 'business_manager' });
  manager = await build.user(initech, { role: 'business_manager' });
  alternate = await build.user(initech, { role: 'program_manager' });
  process = await build.document(initech, { type: 'manager', managers: [manager, alternate] });
});
afterAll(async () => {
  await app.close();
});

const requestBody = (overrides: object = {}) => ({
  first_name: 'Dana',
  last_name: 'Whitfield',
  email: 'dana@acme.example',
  phone: '+1 512 555 0100',
  phone_country_code: 'US',
  internal_reference: 'ACME-INC-1',
  vendor_reference: 'INI-55120',
  business_impact: 'EU production cluster down',
  escalation_type: 'critical',
  notes: 'Customer CIO joined the bridge.',
  company: 'Microsoft (spoofed)',
  receive_company_id: receiverId,
  contact_document_id: process.id,
  ...overrides,
});

const create = (user: BuiltUser, body: object) =>
  app.app.inject({ method: 'POST', url: '/api/manager/request/create', headers: bearer(user.token), payload: body });

const managerLink = async (reference: string) => {
  const emails = await app.deps.db.select().from(outboundEmails).where(eq(outboundEmails.template, 'manager_request'));
  const email = emails.find((e) => e.subject.includes(reference));
  const token = /\/manager\/response\/([A-Za-z0-9_-]+)/.exec(email?.text ?? '')?.[1];
  if (!email || !token) throw new Error(`no manager email for ${reference}`);
  return { email, token };
};

describe('manager requests', () => {
  it('[C-032] [C-033] [X-025] [X-051] a request makes a manager case with its requests and emails the process managers the response link', async () => {
    const response = await create(requester, requestBody());
    expect(response.statusCode).toBe(200);
    const { email, token } = await managerLink('ACME-INC-1');
    expect(email.toAddresses.sort()).toEqual([alternate.email, manager.email].sort());
    expect(email.text).toContain('Acme sent a critical escalation request');
    expect(email.text).not.toContain('spoofed');
    // The answer names the case, never the managers' link: the requester must not answer its own escalation.
    expect(response.body).not.toContain(token);
    const answer = response.json<{
      success: boolean;
      message: string;
      case_token: string;
      network_case_number: string;
    }>();
    expect(answer).toMatchObject({ success: true, message: MANAGER_REQUEST_SENT_MESSAGE });
    // Issue 24: the manager case's network case number, on the answer and at the head of the managers' subject.
    expect(answer.network_case_number).toMatch(/^CB-\d{4}-\d{6}$/);
    expect(email.subject.startsWith(`[${answer.network_case_number}] Critical escalation request from Acme`)).toBe(
      true,
    );
    const caseToken = answer.case_token;

    const [request] = await app.deps.db
      .select()
      .from(managerRequests)
      .where(eq(managerRequests.tokenHash, hashToken(token)));
    const all = await app.deps.db
      .select()
      .from(managerRequests)
      .where(eq(managerRequests.caseId, request?.caseId ?? 0))
      .orderBy(managerRequests.id);
    expect(all.map((r) => [r.internalReference, r.vendorReference, r.businessImpact, r.notes])).toEqual([
      ['ACME-INC-1', 'INI-55120', 'EU production cluster down', null],
      ['ACME-INC-1', 'INI-55120', null, 'Customer CIO joined the bridge.'],
    ]);
    const [made] = await app.deps.db
      .select()
      .from(cases)
      .where(eq(cases.id, request?.caseId ?? 0));
    expect(made).toMatchObject({
      caseType: 'manager',
      status: 'open',
      priority: 'high',
      receiverCompanyId: receiverId,
      token: caseToken,
    });
    expect(request?.tokenHash).toBe(hashToken(token));
    // update_profile (default true): the requester's profile takes the details entered.
    const [profile] = await app.deps.db.select().from(users).where(eq(users.id, requester.id));
    expect([profile?.firstName, profile?.lastName, profile?.phone]).toEqual(['Dana', 'Whitfield', '+1 512 555 0100']);
  });

  it('[C-032] bad input answers the field map and stores nothing; a non-manager process or the own company is refused', async () => {
    const before = await app.deps.db.select().from(managerRequests);
    const response = await create(requester, requestBody({ first_name: '', email: 'nope', phone: 'call me maybe' }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(['email', 'first_name', 'phone']);
    const ticket = await build.document({ id: receiverId, name: 'Initech', slug: '' }, { type: 'ticket' });
    const wrongType = await create(requester, requestBody({ contact_document_id: ticket.id }));
    expect(wrongType.statusCode).toBe(422);
    const own = await create(manager, requestBody());
    expect(own.json<{ errors: object }>().errors).toHaveProperty('receive_company_id');
    expect(await app.deps.db.select().from(managerRequests)).toHaveLength(before.length);
  });

  it('[C-034] [X-014] the emailed link shows the request to anyone holding it; an unknown link gets 404', async () => {
    await create(requester, requestBody({ internal_reference: 'ACME-INC-2' }));
    const { token } = await managerLink('ACME-INC-2');
    const response = await app.app.inject({ url: `/api/manager/request/get/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      token,
      submitting_company: 'Acme',
      receiving_company: 'Initech',
      internal_reference: 'ACME-INC-2',
      vendor_reference: 'INI-55120',
      first_name: 'Dana',
      business_impact: 'EU production cluster down',
      responses: [],
    });
    const unknown = await app.app.inject({ url: `/api/manager/request/get/${'x'.repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
  });

  it('[S-009] a super admin holding the manager link reads the request and its responses as any holder does', async () => {
    await create(requester, requestBody({ internal_reference: 'ACME-INC-SA' }));
    const { token } = await managerLink('ACME-INC-SA');
    const admin = await build.superAdmin();
    const response = await app.app.inject({ url: `/api/manager/request/get/${token}`, headers: bearer(admin.token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token, internal_reference: 'ACME-INC-SA', responses: [] });
    const responses = await app.app.inject({
      url: `/api/manager/request/response/get/${token}`,
      headers: bearer(admin.token),
    });
    expect(responses.statusCode, responses.body).toBe(200);
  });

  it('[C-035] [C-036] a manager answers once: the requester is emailed, a second answer gets 409 and the first stays', async () => {
    await create(requester, requestBody({ internal_reference: 'ACME-INC-3' }));
    const { token } = await managerLink('ACME-INC-3');
    const answer = (notes: string) =>
      app.app.inject({
        method: 'POST',
        url: `/api/manager/request/response/${token}`,
        payload: { first_name: 'Sofia', last_name: 'Marin', email: 'sofia@initech.example', notes },
      });
    const results = await Promise.all([answer('Duty manager assigned.'), answer('Second manager too.')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200);
    expect(winner?.json<{ message: string }>().message).toBe(MANAGER_RESPONSE_SENT_MESSAGE);
    expect(results.find((r) => r.statusCode === 409)?.json()).toEqual({ error: MANAGER_ALREADY_ANSWERED_MESSAGE });

    const listed = await app.app.inject({ url: `/api/manager/request/response/get/${token}` });
    expect(listed.json<{ responses: unknown[] }>().responses).toHaveLength(1);
    const [request] = await app.deps.db
      .select()
      .from(managerRequests)
      .where(eq(managerRequests.tokenHash, hashToken(token)));
    expect(
      await app.deps.db
        .select()
        .from(managerRequestResponses)
        .where(eq(managerRequestResponses.managerRequestId, request?.id ?? 0)),
    ).toHaveLength(1);
    const told = await app.deps.db.select().from(outboundEmails).where(eq(outboundEmails.template, 'manager_response'));
    const toRequester = told.filter((e) => e.toAddresses.includes('dana@acme.example'));
    expect(toRequester).toHaveLength(1);
    expect(toRequester[0]?.subject).toMatch(/^\[CB-\d{4}-\d{6}\] .* answered your escalation request$/);
  });

  it('[C-036] a response needs the names, a valid email and notes (field map under each)', async () => {
    await create(requester, requestBody({ internal_reference: 'ACME-INC-4' }));
    const { token } = await managerLink('ACME-INC-4');
    const response = await app.app.inject({
      method: 'POST',
      url: `/api/manager/request/response/${token}`,
      payload: { first_name: '', last_name: '', email: 'x', notes: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'email',
      'first_name',
      'last_name',
      'notes',
    ]);
  });
});
