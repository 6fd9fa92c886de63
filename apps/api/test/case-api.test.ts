import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURSOR_INVALID_MESSAGE, type V1Case, type V1CaseSummary } from '@casebridge/contract/case-api';
import { API_KEY_REFUSED_MESSAGE } from '@casebridge/contract/integrations';
import { cases } from '../src/db/schema/cases.ts';
import { builders, type BuiltCase, type BuiltCompany } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * Issue 27, ADR 50: the case API /api/v1. A key sees its company's cases and nothing of another company's, pages by
 * cursor, filters, and is refused on every route when it is revoked, expired, without the scope, or a session.
 */
describe('[issue 27] the case API /api/v1', () => {
  let t: TestApp;
  let acme: BuiltCompany;
  let globex: BuiltCompany;
  let initech: BuiltCompany;
  const keys: Record<
    'acme' | 'acmeReadOnly' | 'acmeWriteOnly' | 'acmeRevoked' | 'acmeExpired' | 'globex' | 'stranger',
    string
  > = {
    acme: '',
    acmeReadOnly: '',
    acmeWriteOnly: '',
    acmeRevoked: '',
    acmeExpired: '',
    globex: '',
    stranger: '',
  };
  let acmeSession = '';
  let toGlobexOpen: BuiltCase;
  let toGlobexAccepted: BuiltCase;
  let fromGlobex: BuiltCase;
  let toInitech: BuiltCase;
  let roundTrip: () => Promise<BuiltCase>;
  let build: ReturnType<typeof builders>;

  beforeAll(async () => {
    t = await createTestApp({ env: { API_KEY_RATE_LIMIT: '1000' } });
    build = builders(t);
    acme = await build.company({ name: 'Acme' });
    globex = await build.company({ name: 'Globex' });
    initech = await build.company({ name: 'Initech' });
    const stranger = await build.company({ name: 'Stranger' });
    const acmeApi = await build.user(acme, { role: 'api' });
    const acmeCaller = await build.user(acme);
    const globexApi = await build.user(globex, { role: 'api' });
    const globexCaller = await build.user(globex);
    const strangerApi = await build.user(stranger, { role: 'api' });
    acmeSession = acmeApi.token;
    keys.acme = (await build.apiKey(acmeApi)).secret;
    keys.acmeReadOnly = (await build.apiKey(acmeApi, { scopes: ['cases:read'] })).secret;
    keys.acmeWriteOnly = (await build.apiKey(acmeApi, { scopes: ['cases:write'] })).secret;
    keys.acmeRevoked = (await build.apiKey(acmeApi, { revoked: true })).secret;
    keys.acmeExpired = (await build.apiKey(acmeApi, { expiresAt: new Date(Date.now() - 1000) })).secret;
    keys.globex = (await build.apiKey(globexApi)).secret;
    keys.stranger = (await build.apiKey(strangerApi)).secret;

    const globexProcess = await build.document(globex);
    const acmeProcess = await build.document(acme);
    const initechProcess = await build.document(initech);
    toGlobexOpen = await build.case(acmeCaller, globexProcess, { internalCaseNumber: 'INC-1001', priority: 'high' });
    toGlobexAccepted = await build.case(acmeCaller, globexProcess, {
      internalCaseNumber: 'INC-1002',
      history: ['accept'],
      response: { caseNumber: 'GX-77', engineerName: 'Gina Globex', engineerEmail: 'gina@globex.test' },
    });
    fromGlobex = await build.case(globexCaller, acmeProcess, { internalCaseNumber: 'GX-REF-9' });
    toInitech = await build.case(acmeCaller, initechProcess, { internalCaseNumber: 'INC-1003' });
    roundTrip = () => build.case(acmeCaller, globexProcess, { internalCaseNumber: 'INC-2000' });
    // Distinct change times, in the order the cases were made.
    for (const [index, built] of [toGlobexOpen, toGlobexAccepted, fromGlobex, toInitech].entries())
      await t.deps.db
        .update(cases)
        .set({ updatedAt: new Date(Date.UTC(2026, 10, 1 + index, 9, 0, 0, 123)) })
        .where(eq(cases.id, built.id));
  });
  afterAll(() => t.close());

  const get = (url: string, secret: string) => t.app.inject({ method: 'GET', url, headers: bearer(secret) });
  const ids = (list: V1CaseSummary[]) => list.map((row) => row.id);
  const listAll = async (secret: string, query = '') => {
    const response = await get(`/api/v1/cases${query}`, secret);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: V1CaseSummary[]; nextCursor: string | null }>();
  };

  it('a key lists its company’s cases, sent and received, and nothing of another company', async () => {
    const { data, nextCursor } = await listAll(keys.acme);
    expect(ids(data)).toEqual([toGlobexOpen.token, toGlobexAccepted.token, fromGlobex.token, toInitech.token]);
    expect(nextCursor).toBeNull();
    expect(ids((await listAll(keys.globex)).data)).toEqual([
      toGlobexOpen.token,
      toGlobexAccepted.token,
      fromGlobex.token,
    ]);
    expect((await listAll(keys.stranger)).data).toEqual([]);
  });

  it('a key reads a case of its company in v1’s names; another company’s key finds nothing', async () => {
    const response = await get(`/api/v1/cases/${toGlobexAccepted.token}`, keys.acme);
    expect(response.statusCode).toBe(200);
    const detail = response.json<{ case: V1Case }>().case;
    expect(detail).toMatchObject({
      id: toGlobexAccepted.token,
      direction: 'outbound',
      status: 'accepted',
      internalCaseNumber: 'INC-1002',
      partnerCaseNumber: 'GX-77',
      partner: { id: globex.id, name: 'Globex' },
      updatedAt: '2026-11-02T09:00:00.123Z',
    });
    expect(detail.responses).toEqual([
      expect.objectContaining({ type: 'approval', caseNumber: 'GX-77', engineerName: 'Gina Globex' }),
    ]);
    // The receiver's view names the numbers from its own side.
    const inbound = (await get(`/api/v1/cases/${toGlobexAccepted.token}`, keys.globex)).json<{ case: V1Case }>();
    expect(inbound.case).toMatchObject({
      direction: 'inbound',
      internalCaseNumber: 'GX-77',
      partnerCaseNumber: 'INC-1002',
      partner: { id: acme.id, name: 'Acme' },
    });

    expect((await get(`/api/v1/cases/${toInitech.token}`, keys.globex)).statusCode).toBe(404);
    expect((await get(`/api/v1/cases/${toGlobexOpen.token}`, keys.stranger)).statusCode).toBe(404);
  });

  it('pages by an opaque cursor, oldest change first, without a repeat or a gap', async () => {
    const first = await listAll(keys.acme, '?limit=3');
    expect(first.data).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await listAll(keys.acme, `?limit=3&cursor=${String(first.nextCursor)}`);
    expect(ids(second.data)).toEqual([toInitech.token]);
    expect(second.nextCursor).toBeNull();

    // A case changed while the client pages moves behind the pages read, and comes again.
    const pageOne = await listAll(keys.acme, '?limit=2');
    await t.deps.db.update(cases).set({ updatedAt: new Date() }).where(eq(cases.id, toGlobexOpen.id));
    const pageTwo = await listAll(keys.acme, `?limit=2&cursor=${String(pageOne.nextCursor)}`);
    const pageThree = await listAll(keys.acme, `?limit=2&cursor=${String(pageTwo.nextCursor)}`);
    expect([...ids(pageTwo.data), ...ids(pageThree.data)]).toEqual([
      fromGlobex.token,
      toInitech.token,
      toGlobexOpen.token,
    ]);
    await t.deps.db
      .update(cases)
      .set({ updatedAt: new Date(Date.UTC(2026, 10, 1, 9, 0, 0, 123)) })
      .where(eq(cases.id, toGlobexOpen.id));
  });

  it('filters by status, direction, partner, internal case number and change time', async () => {
    expect(ids((await listAll(keys.acme, '?status=accepted')).data)).toEqual([toGlobexAccepted.token]);
    expect(ids((await listAll(keys.acme, '?direction=inbound')).data)).toEqual([fromGlobex.token]);
    expect(ids((await listAll(keys.acme, `?partner=${String(initech.id)}`)).data)).toEqual([toInitech.token]);
    expect(ids((await listAll(keys.acme, '?internalCaseNumber=INC-1003')).data)).toEqual([toInitech.token]);
    // The receiver's own number is its internal case number.
    expect(ids((await listAll(keys.globex, '?internalCaseNumber=GX-77')).data)).toEqual([toGlobexAccepted.token]);
    expect(ids((await listAll(keys.acme, '?updatedSince=2026-11-03T00:00:00Z')).data)).toEqual([
      fromGlobex.token,
      toInitech.token,
    ]);
  });

  it('refuses a cursor it did not give and a bad filter with 422 and the field', async () => {
    const forged = await get('/api/v1/cases?cursor=bm90LWEtY3Vyc29y', keys.acme);
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ errors: { cursor: [CURSOR_INVALID_MESSAGE] } });
    const badLimit = await get('/api/v1/cases?limit=0', keys.acme);
    expect(badLimit.statusCode).toBe(422);
    expect(badLimit.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('limit');
    expect((await get('/api/v1/cases?status=lost', keys.acme)).statusCode).toBe(422);
  });

  const post = (url: string, secret: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(secret), ...(payload ? { payload } : {}) });

  it('the two parties work a case through the API: information round trip, approval, a note, closing', async () => {
    const built = await roundTrip();
    const url = (action: string) => `/api/v1/cases/${built.token}/${action}`;
    const statusAfter = (response: Awaited<ReturnType<typeof post>>) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ case: V1Case }>().case;
    };

    // The submitter cannot decide for the receiver; the receiver must say what it needs.
    expect((await post(url('respond'), keys.acme, { decision: 'approve' })).statusCode).toBe(403);
    const noNote = await post(url('respond'), keys.globex, { decision: 'requestInformation' });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('note');
    const unknown = await post(url('respond'), keys.globex, { decision: 'maybe' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('decision');
    expect((await post(url('close'), keys.acme)).statusCode).toBe(409);
    // Our number is set on an accepted case or one waiting for information (the case page's rule).
    const early = await post(url('internal-case-number'), keys.acme, {
      internalCaseNumber: 'INC-X',
      engineerName: 'Dana Whitfield',
      engineerEmail: 'dana@acme.test',
    });
    expect(early.statusCode).toBe(409);

    const asked = statusAfter(
      await post(url('respond'), keys.globex, { decision: 'requestInformation', note: 'Which firmware?' }),
    );
    expect(asked).toMatchObject({ status: 'information', waitingOn: 'submitter', direction: 'inbound' });
    const replied = statusAfter(
      await post(url('respond'), keys.acme, { decision: 'replyWithInformation', additionalInformation: '4.2.1' }),
    );
    // DECISIONS 5: the reply keeps the status and hands the case back to the receiver.
    expect(replied).toMatchObject({ status: 'information', waitingOn: 'receiver' });
    const approved = statusAfter(
      await post(url('respond'), keys.globex, {
        decision: 'approve',
        caseNumber: 'GX-500',
        engineerName: 'Gina Globex',
        engineerEmail: 'gina@globex.test',
      }),
    );
    expect(approved).toMatchObject({ status: 'accepted', internalCaseNumber: 'GX-500' });
    expect(approved.responses.map((response) => response.type)).toEqual([
      'information-request',
      'information-response',
      'approval',
    ]);
    // A second approval finds the case decided.
    expect((await post(url('respond'), keys.globex, { decision: 'approve' })).statusCode).toBe(409);

    const ours = { internalCaseNumber: 'INC-2001', engineerName: 'Dana Whitfield', engineerEmail: 'dana@acme.test' };
    const renumbered = statusAfter(await post(url('internal-case-number'), keys.acme, ours));
    expect(renumbered).toMatchObject({ internalCaseNumber: 'INC-2001', partnerCaseNumber: 'GX-500' });
    const theirs = statusAfter(
      await post(url('internal-case-number'), keys.globex, { ...ours, internalCaseNumber: 'GX-501' }),
    );
    expect(theirs).toMatchObject({ internalCaseNumber: 'GX-501', partnerCaseNumber: 'INC-2001' });
    const badEmail = await post(url('internal-case-number'), keys.acme, { ...ours, engineerEmail: 'nope' });
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('engineerEmail');

    const noted = statusAfter(await post(url('notes'), keys.acme, { summary: 'Logs attached in the portal' }));
    expect(noted.notes).toEqual([expect.objectContaining({ company: 'Acme', summary: 'Logs attached in the portal' })]);
    expect((await post(url('notes'), keys.acme, {})).statusCode).toBe(422);

    expect((await post(url('close'), keys.globex)).statusCode).toBe(403);
    expect((await post(url('close'), keys.stranger)).statusCode).toBe(404);
    const closed = statusAfter(await post(url('close'), keys.acme));
    expect(closed.status).toBe('closed');
    const [row] = await t.deps.db.select({ status: cases.status }).from(cases).where(eq(cases.id, built.id));
    expect(row?.status).toBe('closed');
  });

  it('discovers a partner’s processes and their fields, and submits a case once per Idempotency-Key', async () => {
    await build.group([{ company: acme }, { company: globex }]);
    const process = await build.document(globex, {
      name: 'Globex Array Escalation',
      requirements: [
        { type: 'string', label: 'Array serial number', required: true },
        { type: 'select', label: 'Region', required: true, options: 'us-east\neu-west' },
      ],
    });
    const listed = await get(`/api/v1/partners/${String(globex.id)}/processes`, keys.acme);
    expect(listed.statusCode, listed.body).toBe(200);
    const found = listed
      .json<{ processes: { id: number; acceptsCases: boolean; formFields: { key: string; type: string }[] }[] }>()
      .processes.find((row) => row.id === process.id);
    expect(found?.acceptsCases).toBe(true);
    expect(found?.formFields).toEqual([
      expect.objectContaining({ key: `custom_${String(process.requirementIds[0])}`, type: 'string', required: true }),
      expect.objectContaining({ type: 'select', options: ['us-east', 'eu-west'] }),
    ]);
    // A company that is no partner of the key's company.
    expect((await get(`/api/v1/partners/${String(globex.id)}/processes`, keys.stranger)).statusCode).toBe(404);

    const [serial, region] = process.requirementIds.map((id) => `custom_${String(id)}`);
    const body = {
      engineer: { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@acme.test' },
      internalCaseNumber: 'INC-3000',
      summary: 'Array drops sessions',
      description: 'Since the firmware upgrade.',
      priority: 'medium',
      fields: { [serial ?? '']: 'GX-1', [region ?? '']: 'eu-west' },
    };
    const url = `/api/v1/partners/${String(globex.id)}/processes/${String(process.id)}/cases`;
    const submit = (payload: object, key: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(keys.acme), 'idempotency-key': key },
        payload,
      });

    const missing = await submit({ ...body, fields: {} }, 'k-missing');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json<{ errors: Record<string, string[]> }>().errors)).toEqual([
      `fields.${serial ?? ''}`,
      `fields.${region ?? ''}`,
    ]);
    const badEmail = await submit({ ...body, engineer: { ...body.engineer, email: 'nope' } }, 'k-email');
    expect(badEmail.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty(['engineer.email']);

    const first = await submit(body, 'k-1');
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<{ case: V1Case }>().case;
    expect(created).toMatchObject({
      direction: 'outbound',
      status: 'open',
      internalCaseNumber: 'INC-3000',
      partner: { id: globex.id, name: 'Globex' },
    });
    expect(created.customerData.map((row) => row.value)).toEqual(['GX-1', 'eu-west']);
    // The same key and body: the first case again, no second one.
    const again = await submit(body, 'k-1');
    expect(again.statusCode).toBe(200);
    expect(again.json<{ case: V1Case }>().case.id).toBe(created.id);
    const reused = await submit({ ...body, summary: 'Another problem' }, 'k-1');
    expect(reused.statusCode).toBe(409);
    const stored = await t.deps.db.select({ id: cases.id }).from(cases).where(eq(cases.internalCaseNumber, 'INC-3000'));
    expect(stored).toHaveLength(1);
    // The receiver's key sees it arrive.
    expect(ids((await listAll(keys.globex, '?direction=inbound')).data)).toContain(created.id);
  });

  it('the API document describes every /api/v1 call with an example, behind the bearer key', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[]; tags?: string[] }>>;
    }>();
    // The spec's attachment upload (DECISIONS 17) sits under /api/v1 too, as a session route of the web app.
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })))
      .filter(({ operation }) => operation.tags?.includes('case-api'));
    expect(operations.map(({ path, method }) => `${method} ${path}`).sort()).toEqual([
      'get /api/v1/cases',
      'get /api/v1/cases/{token}',
      'get /api/v1/cases/{token}/files',
      'get /api/v1/cases/{token}/files/{fileId}/content',
      'get /api/v1/cases/{token}/files/{fileId}/link',
      'get /api/v1/partners/{id}/processes',
      'post /api/v1/cases/{token}/close',
      'post /api/v1/cases/{token}/files',
      'post /api/v1/cases/{token}/internal-case-number',
      'post /api/v1/cases/{token}/notes',
      'post /api/v1/cases/{token}/respond',
      'post /api/v1/partners/{id}/processes/{processId}/cases',
    ]);
    for (const { path, method, operation } of operations) {
      expect(JSON.stringify(operation), `${method} ${path}`).toContain('"example"');
      expect(operation.security, `${method} ${path}`).toEqual([{ apiKey: [] }]);
    }
  });

  describe('every /api/v1 route refuses what is not a live key with its scope', () => {
    const routes = () => [
      // stranger: what a key of a company that is no party gets (an empty list; nothing found; a body is checked first).
      { method: 'GET' as const, url: '/api/v1/cases', scope: 'cases:read', stranger: 200 },
      { method: 'GET' as const, url: `/api/v1/cases/${toGlobexOpen.token}`, scope: 'cases:read', stranger: 404 },
      {
        method: 'POST' as const,
        url: `/api/v1/cases/${toGlobexOpen.token}/respond`,
        scope: 'cases:write',
        stranger: 422,
      },
      {
        method: 'POST' as const,
        url: `/api/v1/cases/${toGlobexOpen.token}/close`,
        scope: 'cases:write',
        stranger: 404,
      },
      {
        method: 'POST' as const,
        url: `/api/v1/cases/${toGlobexOpen.token}/notes`,
        scope: 'cases:write',
        stranger: 422,
      },
      {
        method: 'POST' as const,
        url: `/api/v1/cases/${toGlobexOpen.token}/internal-case-number`,
        scope: 'cases:write',
        stranger: 422,
      },
      {
        method: 'GET' as const,
        url: `/api/v1/partners/${String(globex.id)}/processes`,
        scope: 'cases:read',
        stranger: 404,
      },
      {
        method: 'POST' as const,
        url: `/api/v1/partners/${String(globex.id)}/processes/1/cases`,
        scope: 'cases:write',
        stranger: 422,
      },
    ];

    it('a revoked key, an expired key, a session, no credential: 401; a key without the scope: 403', async () => {
      const failures: string[] = [];
      for (const route of routes()) {
        const call = async (authorization: Record<string, string>) =>
          (await t.app.inject({ method: route.method, url: route.url, headers: authorization })).statusCode;
        const companyKey: [string, Record<string, string>, number][] =
          route.method === 'GET' ? [['the company’s key', bearer(keys.acme), 200]] : [];
        const expectations: [string, Record<string, string>, number][] = [
          // A write's success is the round trip's test; a read answers the company's key.
          ...companyKey,
          ['another company’s key', bearer(keys.stranger), route.stranger],
          ['a revoked key', bearer(keys.acmeRevoked), 401],
          ['an expired key', bearer(keys.acmeExpired), 401],
          ['a session token', bearer(acmeSession), 401],
          ['a session cookie', { cookie: `cb_refresh=${acmeSession}` }, 401],
          ['no credential', {}, 401],
          [
            'a key without the scope',
            bearer(route.scope === 'cases:read' ? keys.acmeWriteOnly : keys.acmeReadOnly),
            403,
          ],
          ['a mangled key', bearer(`${keys.acme.slice(0, -1)}x`), 401],
        ];
        for (const [who, authorization, status] of expectations) {
          const got = await call(authorization);
          if (got !== status)
            failures.push(`${route.method} ${route.url} with ${who}: ${String(got)}, not ${String(status)}`);
        }
      }
      expect(failures).toEqual([]);
      const refused = await get('/api/v1/cases', keys.acmeRevoked);
      expect(refused.json()).toEqual({ error: API_KEY_REFUSED_MESSAGE });
    });
  });
});
