import { deflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../src/db/schema/companies.ts';
import { emailTokens } from '../src/db/schema/identity.ts';
import { users } from '../src/db/schema/users.ts';
import { builders, type BuiltCompany } from './builders.ts';
import { createTestIdp, createKeyPair, type ResponseOptions, type TestIdp } from './saml-test-idp.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let build: ReturnType<typeof builders>;
const PUBLIC_URL = 'http://localhost:3000';
const spEntityId = (slug: string) => `${PUBLIC_URL}/api/saml2/${slug}/metadata`;
const acsUrl = (slug: string) => `http://${slug}.localhost:3000/api/saml2/${slug}/acs`;

beforeAll(async () => {
  t = await createTestApp({ data: 'empty', env: { PUBLIC_URL } });
  build = builders(t);
});
afterAll(async () => {
  await t.close();
});

/** A company signing in through its own test IdP. */
async function ssoCompany(idp: TestIdp = createTestIdp()) {
  const company = await build.company({
    sso: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificate: idp.keys.certificate },
  });
  return { company, idp };
}

const responseFor = (company: BuiltCompany, email: string, options: Partial<ResponseOptions> = {}) => ({
  audience: spEntityId(company.slug),
  acsUrl: acsUrl(company.slug),
  email,
  ...options,
});

function postToAcs(company: BuiltCompany, samlResponse: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/saml2/${company.slug}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: samlResponse, RelayState: '' }).toString(),
  });
}

const tokenCount = async () =>
  (
    await t.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailTokens)
      .where(eq(emailTokens.purpose, 'auto_login'))
  )[0]?.n ?? 0;
const userByEmail = async (email: string) => (await t.deps.db.select().from(users).where(eq(users.email, email)))[0];

/** Posts the response and expects the refusal: back to the landing saying why, no user, no sign-in link. */
async function expectRefused(company: BuiltCompany, samlResponse: string, email: string, code = 'rejected') {
  const usersBefore = await userByEmail(email);
  const tokensBefore = await tokenCount();
  const answer = await postToAcs(company, samlResponse);
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe(`http://${company.slug}.localhost:3000/?sso_error=${code}`);
  expect(await tokenCount()).toBe(tokensBefore);
  expect(await userByEmail(email)).toEqual(usersBefore);
}

/** Follows the ACS's redirect as the browser does: the single-use link starts the session. */
async function signInThrough(company: BuiltCompany, samlResponse: string) {
  const answer = await postToAcs(company, samlResponse);
  expect(answer.statusCode).toBe(303);
  const location = new URL(String(answer.headers.location));
  expect(location.origin).toBe(`http://${company.slug}.localhost:3000`);
  const token = /^\/auto_login\/([\w-]+)$/.exec(location.pathname)?.[1];
  expect(token).toBeDefined();
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/caller/auto_login',
    headers: { origin: location.origin, 'sec-fetch-site': 'same-origin' },
    payload: { token },
  });
  return session;
}

describe('SAML sign-in (X-050)', () => {
  it('[X-050] a response signed by the company IdP creates the user of that company and hands over a session through /auto_login', async () => {
    const { company, idp } = await ssoCompany();
    const email = `new.engineer@${company.slug}.test`;
    const session = await signInThrough(
      company,
      idp.response(responseFor(company, email, { firstName: 'Nina', lastName: 'Okafor' })),
    );
    expect(session.statusCode).toBe(200);
    expect(session.json()).toHaveProperty('token');
    const user = await userByEmail(email);
    expect(user).toMatchObject({
      companyId: company.id,
      firstName: 'Nina',
      lastName: 'Okafor',
      role: 'caller',
      status: 'active',
    });
  });

  it('[X-050] an existing user of the company is found, not created again; response and assertion both signed pass', async () => {
    const { company, idp } = await ssoCompany();
    const existing = await build.user(company, { role: 'business_manager' });
    const session = await signInThrough(company, idp.response(responseFor(company, existing.email, { sign: 'both' })));
    expect(session.statusCode).toBe(200);
    const rows = await t.deps.db.select().from(users).where(eq(users.companyId, company.id));
    expect(rows.map((row) => row.id)).toEqual([existing.id]);
  });

  it('[X-050] the sign-in link the ACS hands over works once', async () => {
    const { company, idp } = await ssoCompany();
    const answer = await postToAcs(company, idp.response(responseFor(company, `once@${company.slug}.test`)));
    const token = String(answer.headers.location).split('/auto_login/')[1];
    const use = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/caller/auto_login',
        headers: { 'sec-fetch-site': 'same-origin' },
        payload: { token },
      });
    expect((await use()).statusCode).toBe(200);
    expect((await use()).statusCode).toBe(400);
  });
});

describe('SAML responses that must give no session (X-050)', () => {
  it('[X-050] an unsigned response', async () => {
    const { company, idp } = await ssoCompany();
    const email = `unsigned@${company.slug}.test`;
    await expectRefused(company, idp.response(responseFor(company, email, { sign: 'none' })), email);
  });

  it('[X-050] a response signed only as a whole, its assertion unsigned (signed assertions are required)', async () => {
    const { company, idp } = await ssoCompany();
    const email = `response-only@${company.slug}.test`;
    await expectRefused(company, idp.response(responseFor(company, email, { sign: 'response' })), email);
  });

  it('[X-050] a response signed by another key', async () => {
    const { company, idp } = await ssoCompany();
    const email = `forged@${company.slug}.test`;
    const other = createKeyPair('attacker');
    await expectRefused(company, idp.response(responseFor(company, email, { signingKey: other, sign: 'both' })), email);
  });

  it('[X-050] signature wrapping: a second, unsigned assertion beside the signed one', async () => {
    const { company, idp } = await ssoCompany();
    const victim = await build.user(company, { role: 'business_manager' });
    const attacker = `attacker@${company.slug}.test`;
    const signed = idp.responseXml(responseFor(company, attacker));
    const forged = idp
      .responseXml(responseFor(company, victim.email, { sign: 'none' }))
      .match(/<saml:Assertion[\s\S]*<\/saml:Assertion>/)?.[0];
    if (!forged) throw new Error('no assertion to wrap');
    for (const wrapped of [
      signed.replace('<saml:Assertion', `${forged}<saml:Assertion`),
      signed.replace('</samlp:Response>', `${forged}</samlp:Response>`),
    ]) {
      await expectRefused(company, Buffer.from(wrapped).toString('base64'), attacker);
      await expectRefused(company, Buffer.from(wrapped).toString('base64'), victim.email);
    }
  });

  it('[X-050] a replayed response: accepted once, refused the second time', async () => {
    const { company, idp } = await ssoCompany();
    const email = `replay@${company.slug}.test`;
    const response = idp.response(responseFor(company, email));
    expect((await signInThrough(company, response)).statusCode).toBe(200);
    await expectRefused(company, response, email);
  });

  it('[X-050] an expired response', async () => {
    const { company, idp } = await ssoCompany();
    const email = `expired@${company.slug}.test`;
    await expectRefused(company, idp.response(responseFor(company, email, { validForMs: -10 * 60_000 })), email);
  });

  it('[X-050] a response for another audience', async () => {
    const { company, idp } = await ssoCompany();
    const { company: other } = await ssoCompany(idp);
    const email = `audience@${company.slug}.test`;
    await expectRefused(
      company,
      idp.response(responseFor(company, email, { audience: spEntityId(other.slug) })),
      email,
    );
  });

  it('[X-050] an assertion issued under another entity ID, though signed with the right key', async () => {
    const { company, idp } = await ssoCompany();
    const email = `issuer@${company.slug}.test`;
    await expectRefused(
      company,
      idp.response(responseFor(company, email, { issuer: 'https://evil.example/idp' })),
      email,
    );
  });

  it("[X-050] company A's IdP for a user of company B's domain: refused at A's ACS and at B's", async () => {
    const { company: a, idp: idpA } = await ssoCompany();
    const { company: b } = await ssoCompany();
    const bUser = await build.user(b, { role: 'business_manager' });
    const newAtB = `someone@${b.slug}.test`;
    await expectRefused(a, idpA.response(responseFor(a, bUser.email)), bUser.email, 'foreign_address');
    await expectRefused(a, idpA.response(responseFor(a, newAtB)), newAtB, 'foreign_address');
    await expectRefused(b, idpA.response(responseFor(b, bUser.email)), bUser.email);
  });

  it("[X-050] an address at the company's domain that is an account of another company, or a disabled account", async () => {
    const { company, idp } = await ssoCompany();
    const other = await build.company({ additionalDomains: `${company.slug}.test` });
    const elsewhere = await build.user(other, { email: `moved@${company.slug}.test` });
    await expectRefused(
      company,
      idp.response(responseFor(company, elsewhere.email)),
      elsewhere.email,
      'foreign_address',
    );
    const disabled = await build.user(company);
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, disabled.id));
    await expectRefused(company, idp.response(responseFor(company, disabled.email)), disabled.email, 'disabled');
  });

  it('[X-050] XML with a DOCTYPE or an entity', async () => {
    const { company, idp } = await ssoCompany();
    const email = `doctype@${company.slug}.test`;
    const signed = idp.responseXml(responseFor(company, email));
    for (const prolog of [
      '<!DOCTYPE samlp:Response>',
      '<!DOCTYPE r [<!ENTITY x "x"><!ENTITY y "&x;&x;&x;&x;">]>',
      '<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    ])
      await expectRefused(company, Buffer.from(`<?xml version="1.0"?>${prolog}${signed}`).toString('base64'), email);
  });

  it('[X-050] a disabled company, and a company that does not sign in with SSO', async () => {
    const { company, idp } = await ssoCompany();
    const email = `off@${company.slug}.test`;
    const response = idp.response(responseFor(company, email));
    await t.deps.db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, company.id));
    await expectRefused(company, response, email, 'disabled');
    await t.deps.db
      .update(companies)
      .set({ status: 'active', loginMethod: 'requires_registration' })
      .where(eq(companies.id, company.id));
    await expectRefused(company, response, email, 'not_configured');
  });

  it('[X-050] an unknown company is 404; a form without SAMLResponse is 422', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/saml2/nobody-here/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'SAMLResponse=abc',
    });
    expect(unknown.statusCode).toBe(404);
    const { company } = await ssoCompany();
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/saml2/${company.slug}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'RelayState=x',
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe('SP-initiated login and service-provider metadata', () => {
  it("[H-015] the login route sends the browser to the company's IdP with an AuthnRequest for the company's ACS", async () => {
    const { company, idp } = await ssoCompany();
    const answer = await t.app.inject({ method: 'GET', url: `/api/saml2/${company.slug}/login` });
    expect(answer.statusCode).toBe(302);
    const location = new URL(String(answer.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(idp.ssoUrl);
    const request = location.searchParams.get('SAMLRequest');
    expect(request).toBeTruthy();
    const { inflateRawSync } = await import('node:zlib');
    const xml = inflateRawSync(Buffer.from(request ?? '', 'base64')).toString('utf8');
    expect(xml).toContain(`AssertionConsumerServiceURL="${acsUrl(company.slug)}"`);
    expect(xml).toContain(
      `<saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${spEntityId(company.slug)}</saml:Issuer>`,
    );
  });

  it('[H-015] a company without an identity provider goes back to its landing, which says so', async () => {
    const company = await build.company({ loginMethod: 'sso' });
    const answer = await t.app.inject({ method: 'GET', url: `/api/saml2/${company.slug}/login` });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe(`http://${company.slug}.localhost:3000/?sso_error=not_configured`);
  });

  it('[M-012][X-038] the SP metadata is public at saml2/{slug}/metadata: our entity ID and the ACS on the company host', async () => {
    const { company } = await ssoCompany();
    const answer = await t.app.inject({ method: 'GET', url: `/api/saml2/${company.slug}/metadata` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/samlmetadata+xml');
    expect(answer.body).toContain(`entityID="${spEntityId(company.slug)}"`);
    expect(answer.body).toContain(`Location="${acsUrl(company.slug)}"`);
    expect(answer.body).toContain('WantAssertionsSigned="true"');
    expect((await t.app.inject({ method: 'GET', url: '/api/saml2/nobody-here/metadata' })).statusCode).toBe(404);
  });
});

describe('The demo identity provider (development only)', () => {
  const authnRequest = (issuer: string, acs: string) =>
    deflateRawSync(
      Buffer.from(
        `<samlp:AuthnRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" ID="_req1" Version="2.0" IssueInstant="${new Date().toISOString()}" AssertionConsumerServiceURL="${acs}"><saml:Issuer xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion">${issuer}</saml:Issuer></samlp:AuthnRequest>`,
      ),
    ).toString('base64');

  it('[X-050] signs in a user of the company that asked through the whole SAML flow, and answers no other service provider', async () => {
    const company = await build.company({ loginMethod: 'sso' });
    const metadata = await t.app.inject({ method: 'GET', url: '/api/dev/idp/metadata' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/company/sso',
      headers: {
        ...bearer((await build.user(company, { role: 'business_manager' })).token),
        'content-type': 'multipart/form-data; boundary=demo',
      },
      payload:
        `--demo\r\nContent-Disposition: form-data; name="sso_identity_source"\r\n\r\nfile\r\n` +
        `--demo\r\nContent-Disposition: form-data; name="sso_idp_entity_url"\r\n\r\n${PUBLIC_URL}/api/dev/idp\r\n` +
        `--demo\r\nContent-Disposition: form-data; name="sso_idp_file"; filename="idp.xml"\r\n\r\n${metadata.body}\r\n--demo--\r\n`,
    });
    expect(saved.statusCode).toBe(200);

    const login = await t.app.inject({ method: 'GET', url: `/api/saml2/${company.slug}/login` });
    const location = new URL(String(login.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_URL}/api/dev/idp/sso`);
    const samlRequest = location.searchParams.get('SAMLRequest') ?? '';
    const page = await t.app.inject({ method: 'GET', url: `/api/dev/idp/sso${location.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="email">Email address</label>');

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/dev/idp/sso',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        SAMLRequest: samlRequest,
        RelayState: '',
        email: `demo@${company.slug}.test`,
      }).toString(),
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['content-security-policy']).toContain(`form-action http://${company.slug}.localhost:3000`);
    expect(signedIn.body).toContain(`action="${acsUrl(company.slug)}"`);
    const samlResponse = /name="SAMLResponse" value="([^"]+)"/.exec(signedIn.body)?.[1] ?? '';
    expect((await signInThrough(company, samlResponse)).statusCode).toBe(200);
    expect(await userByEmail(`demo@${company.slug}.test`)).toMatchObject({ companyId: company.id });

    // An AuthnRequest of another service provider, or naming an ACS elsewhere, gets no signed response.
    for (const request of [
      authnRequest('https://sp.elsewhere.example/metadata', 'https://sp.elsewhere.example/acs'),
      authnRequest(spEntityId(company.slug), 'https://attacker.example/acs'),
    ]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/dev/idp/sso',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ SAMLRequest: request, email: `demo@${company.slug}.test` }).toString(),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).not.toContain('SAMLResponse');
    }
  });
});
