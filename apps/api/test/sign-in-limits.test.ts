import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builders, type BuiltCompany } from './builders.ts';
import { authnRequestIdOf, createTestIdp, type TestIdp } from './saml-test-idp.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

/** Issue 21: a whole office signs in from one NAT address; a guesser still meets the limits. */
const PUBLIC_URL = 'http://localhost:3000';
const OFFICE = '198.51.100.7';
const ENGINEERS = 50;

let t: TestApp;
let build: ReturnType<typeof builders>;
beforeAll(async () => {
  // The production defaults (test-app lifts AUTH_RATE_LIMIT for the other files).
  t = await createTestApp({ env: { PUBLIC_URL, AUTH_RATE_LIMIT: '10' } });
  build = builders(t);
});
afterAll(async () => {
  await t.close();
});

const signIn = (app: TestApp, email: string, password: string, remoteAddress = OFFICE) =>
  app.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

/** SP-initiated login, the IdP's signed response posted to the ACS, then the single-use link it hands over. */
async function signInThroughSso(company: BuiltCompany, idp: TestIdp, email: string) {
  const start = await t.app.inject({ method: 'GET', url: `/api/saml2/${company.slug}/login`, remoteAddress: OFFICE });
  expect(start.statusCode, email).toBe(302);
  const samlResponse = idp.response({
    audience: `${PUBLIC_URL}/api/saml2/${company.slug}/metadata`,
    acsUrl: `http://${company.slug}.localhost:3000/api/saml2/${company.slug}/acs`,
    email,
    inResponseTo: authnRequestIdOf(String(start.headers.location)),
  });
  const acs = await t.app.inject({
    method: 'POST',
    url: `/api/saml2/${company.slug}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString(),
    remoteAddress: OFFICE,
  });
  expect(acs.statusCode, email).toBe(303);
  const token = /\/auto_login\/([\w-]+)$/.exec(String(acs.headers.location))?.[1];
  return t.app.inject({ method: 'POST', url: '/api/caller/auto_login', payload: { token }, remoteAddress: OFFICE });
}

describe('sign-in limits that never lock out an office', () => {
  it(`[issue 21] ${String(ENGINEERS)} engineers of one company behind one address sign in within a minute, by password and through SSO`, async () => {
    const company = await build.company();
    const statuses: number[] = [];
    for (let i = 0; i < ENGINEERS; i++) {
      const engineer = await build.user(company);
      statuses.push((await signIn(t, engineer.email, TEST_DEMO_PASSWORD)).statusCode);
    }
    expect(statuses).toEqual(Array<number>(ENGINEERS).fill(200));

    const idp = createTestIdp();
    const ssoCompany = await build.company({
      sso: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificate: idp.keys.certificate },
    });
    const ssoStatuses: number[] = [];
    for (let i = 0; i < ENGINEERS; i++) {
      const session = await signInThroughSso(ssoCompany, idp, `engineer${String(i)}@${ssoCompany.slug}.test`);
      ssoStatuses.push(session.statusCode);
    }
    expect(ssoStatuses).toEqual(Array<number>(ENGINEERS).fill(200));
  }, 120_000); // 150 sign-ins: a minute on a busy machine is still one window or two

  it('[issue 21] a guesser still meets AUTH_RATE_LIMIT per account and address, and the address its ceiling over all accounts', async () => {
    const limited = await createTestApp({
      env: { AUTH_RATE_LIMIT: '3', AUTH_ADDRESS_RATE_LIMIT: '6' },
      database: t.deps.database,
    });
    try {
      const company = await build.company();
      const victim = await build.user(company);
      const onOneAccount: number[] = [];
      for (let i = 0; i < 4; i++)
        onOneAccount.push((await signIn(limited, victim.email, 'Wrong-pass-1!', '192.0.2.9')).statusCode);
      expect(onOneAccount).toEqual([401, 401, 401, 429]);
      // The same address's other attempts count towards its ceiling of 6: two more accounts, then 429 for any.
      const others = [await build.user(company), await build.user(company), await build.user(company)];
      const overAccounts: number[] = [];
      for (const user of others)
        overAccounts.push((await signIn(limited, user.email, 'Wrong-pass-1!', '192.0.2.9')).statusCode);
      expect(overAccounts).toEqual([401, 401, 429]);
      const refused = await signIn(limited, victim.email, TEST_DEMO_PASSWORD, '192.0.2.9');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another address of the office is not held back.
      expect((await signIn(limited, others[2]?.email ?? '', TEST_DEMO_PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
