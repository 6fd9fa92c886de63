import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../src/db/schema/companies.ts';
import { emailTokens } from '../src/db/schema/identity.ts';
import { samlAuthnRequests } from '../src/db/schema/sso.ts';
import { users } from '../src/db/schema/users.ts';
import { builders, type BuiltCompany } from './builders.ts';
import { authnRequestIdOf, createKeyPair, createTestIdp, type ResponseOptions, type TestIdp } from './saml-test-idp.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let build: ReturnType<typeof builders>;
const logLines: string[] = [];
const PUBLIC_URL = 'http://localhost:3000';
const spEntityId = (slug: string) => `${PUBLIC_URL}/api/saml2/${slug}/metadata`;
const acsUrl = (slug: string) => `http://${slug}.localhost:3000/api/saml2/${slug}/acs`;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL, LOG_LEVEL: 'warn' }, logLines });
  build = builders(t);
});
afterAll(async () => {
  await t.close();
});

/** A company signing in through its own test IdP (IdP-initiated sign-in off unless asked). */
async function ssoCompany(idp: TestIdp = createTestIdp(), { idpInitiated = false } = {}) {
  const company = await build.company({
    sso: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificate: idp.keys.certificate, idpInitiated },
  });
  return { company, idp };
}

const responseFor = (company: BuiltCompany, email: string, options: Partial<ResponseOptions> = {}) => ({
  audience: spEntityId(company.slug),
  acsUrl: acsUrl(company.slug),
  email,
  ...options,
});

/** Presses the company's Login button: the ID of the AuthnRequest the browser takes to the IdP. */
async function requestIdOf(company: BuiltCompany, app: TestApp = t): Promise<string> {
  const login = await app.app.inject({ method: 'GET', url: `/api/saml2/${company.slug}/login` });
  return authnRequestIdOf(String(login.headers.location));
}

/** The options of a response answering a fresh sign-in request of the company (SP-initiated). */
const answering = async (company: BuiltCompany) => ({ inResponseTo: await requestIdOf(company) });

function postToAcs(company: BuiltCompany, samlResponse: string, app: TestApp = t) {
  return app.app.inject({
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

/** The reasons the log gave for the refusals at a company's ACS, oldest first. */
const refusalReasons = (company: BuiltCompany) =>
  logLines
    .map((line) => JSON.parse(line) as { msg?: string; companyId?: number; reason?: string })
    .filter((entry) => entry.msg === 'sso: a SAML response was refused' && entry.companyId === company.id)
    .map((entry) => entry.reason);

/**
 * Posts the response and expects the refusal: back to the landing saying why, no user, no sign-in link, and the log
 * naming the reason.
 */
async function expectRefused(
  company: BuiltCompany,
  samlResponse: string,
  email: string,
  reason: string,
  code = 'rejected',
) {
  const usersBefore = await userByEmail(email);
  const tokensBefore = await tokenCount();
  const refusalsBefore = refusalReasons(company).length;
  const answer = await postToAcs(company, samlResponse);
  expect(answer.statusCode).toBe(303);
  expect(answer.headers.location).toBe(`http://${company.slug}.localhost:3000/?sso_error=${code}`);
  expect(await tokenCount()).toBe(tokensBefore);
  expect(await userByEmail(email)).toEqual(usersBefore);
  expect(refusalReasons(company).slice(refusalsBefore)).toEqual([expect.stringContaining(reason)]);
}

/** Follows the ACS's redirect as the browser does: the single-use link starts the session. */
async function signInThrough(company: BuiltCompany, samlResponse: string, app: TestApp = t) {
  const answer = await postToAcs(company, samlResponse, app);
  expect(answer.statusCode).toBe(303);
  const location = new URL(String(answer.headers.location));
  expect(location.origin).toBe(`http://${company.slug}.localhost:3000`);
  const token = /^\/auto_login\/([\w-]+)$/.exec(location.pathname)?.[1];
  expect(token).toBeDefined();
  const session = await app.app.inject({
    method: 'POST',
    url: '/api/caller/auto_login',
    headers: { origin: location.origin, 'sec-fetch-site': 'same-origin' },
    payload: { token },
  });
  return session;
}

/** The XML as the HTTP-POST binding carries it. */
const base64 = (xml: string) => Buffer.from(xml).toString('base64');
const SIGNATURE = /<(?:\w+:)?Signature\b[\s\S]*?<\/(?:\w+:)?Signature>/;
const ASSERTION = /<saml:Assertion[\s\S]*<\/saml:Assertion>/;

/**
 * The material of a wrapping attack: a response signed as asked for the attacker and an unsigned one for a user of
 * the same company, both answering one sign-in request of the company.
 */
async function wrappingMaterial(sign: 'assertion' | 'response') {
  const { company, idp } = await ssoCompany();
  const victim = await build.user(company, { role: 'business_manager' });
  const attacker = `attacker@${company.slug}.test`;
  const request = await answering(company);
  const signed = idp.responseXml(responseFor(company, attacker, { sign, ...request }));
  const forged = idp.responseXml(responseFor(company, victim.email, { sign: 'none', ...request }));
  return { company, victim, attacker, signed, forged };
}

const NO_SIGNATURE = 'the response carries no signature, nor does its assertion';
const INVALID_SIGNATURE = "invalid signature: neither the response's nor the assertion's signature verifies";
const NOT_COVERED = 'the signature does not cover the assertion';
const TWO_ASSERTIONS = 'the response holds more than one assertion';

describe('SAML sign-in (X-050)', () => {
  it('[X-050] a response to our sign-in request, signed by the company IdP, creates the user of that company and hands over a session through /auto_login', async () => {
    const { company, idp } = await ssoCompany();
    const email = `new.engineer@${company.slug}.test`;
    const session = await signInThrough(
      company,
      idp.response(
        responseFor(company, email, { firstName: 'Nina', lastName: 'Okafor', ...(await answering(company)) }),
      ),
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
    const session = await signInThrough(
      company,
      idp.response(responseFor(company, existing.email, { sign: 'both', ...(await answering(company)) })),
    );
    expect(session.statusCode).toBe(200);
    const rows = await t.deps.db.select().from(users).where(eq(users.companyId, company.id));
    expect(rows.map((row) => row.id)).toEqual([existing.id]);
  });

  it("[X-050] a response signed only as a whole, its assertion unsigned (Keycloak's default), signs in: the signature covers the assertion", async () => {
    const { company, idp } = await ssoCompany();
    const email = `whole-response@${company.slug}.test`;
    const session = await signInThrough(
      company,
      idp.response(responseFor(company, email, { sign: 'response', ...(await answering(company)) })),
    );
    expect(session.statusCode).toBe(200);
    expect(await userByEmail(email)).toMatchObject({ companyId: company.id });
  });

  it('[X-050] the request asked on one instance is answered on another (request IDs live in PostgreSQL)', async () => {
    const { company, idp } = await ssoCompany();
    const other = await createTestApp({ env: { PUBLIC_URL, LOG_LEVEL: 'warn' }, logLines, database: t.deps.database });
    try {
      const email = `scaled@${company.slug}.test`;
      const response = idp.response(responseFor(company, email, { inResponseTo: await requestIdOf(company, other) }));
      expect((await signInThrough(company, response)).statusCode).toBe(200);
      await expectRefused(company, response, email, 'was answered before (replayed request)');
    } finally {
      await other.close();
    }
  });

  it('[X-050] IdP-initiated sign-in (a response answering no request of ours) works where the company turns it on', async () => {
    const { company, idp } = await ssoCompany(createTestIdp(), { idpInitiated: true });
    for (const sign of ['assertion', 'response'] as const) {
      const email = `unsolicited-${sign}@${company.slug}.test`;
      expect((await signInThrough(company, idp.response(responseFor(company, email, { sign })))).statusCode).toBe(200);
    }
  });

  it('[X-050] the sign-in link the ACS hands over works once', async () => {
    const { company, idp } = await ssoCompany();
    const answer = await postToAcs(
      company,
      idp.response(responseFor(company, `once@${company.slug}.test`, await answering(company))),
    );
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

describe('SAML responses that must answer a sign-in request of ours (X-050)', () => {
  it('[X-050] a response answering no request, where the company has not turned on IdP-initiated sign-in', async () => {
    const { company, idp } = await ssoCompany();
    const email = `unsolicited@${company.slug}.test`;
    for (const sign of ['assertion', 'response'] as const)
      await expectRefused(
        company,
        idp.response(responseFor(company, email, { sign })),
        email,
        'the response answers no request of ours and the company does not allow IdP-initiated sign-in',
      );
  });

  it('[X-050] a response answering a request we never sent, or one sent for another company', async () => {
    const { company, idp } = await ssoCompany();
    const { company: other } = await ssoCompany(idp);
    const email = `unknown-request@${company.slug}.test`;
    for (const inResponseTo of ['_never-sent', await requestIdOf(other)])
      await expectRefused(
        company,
        idp.response(responseFor(company, email, { inResponseTo })),
        email,
        `the response answers ${inResponseTo}, not a request we sent for this company (unknown request)`,
      );
  });

  it('[X-050] a second response to the same request, even with a fresh assertion, and two at the same time', async () => {
    const { company, idp } = await ssoCompany();
    const email = `twice@${company.slug}.test`;
    const { inResponseTo } = await answering(company);
    expect((await signInThrough(company, idp.response(responseFor(company, email, { inResponseTo })))).statusCode).toBe(
      200,
    );
    await expectRefused(
      company,
      idp.response(responseFor(company, email, { inResponseTo })),
      email,
      `the request ${inResponseTo} was answered before (replayed request)`,
    );

    const race = await answering(company);
    const answers = await Promise.all(
      [1, 2].map(() => postToAcs(company, idp.response(responseFor(company, email, race)))),
    );
    const locations = answers.map((answer) => String(answer.headers.location));
    expect(locations.filter((location) => location.includes('/auto_login/'))).toHaveLength(1);
    expect(locations.filter((location) => location.endsWith('?sso_error=rejected'))).toHaveLength(1);
    expect(refusalReasons(company).at(-1)).toContain('(replayed request)');
  });

  it('[X-050] a response to a request older than an hour', async () => {
    const { company, idp } = await ssoCompany();
    const email = `late@${company.slug}.test`;
    const { inResponseTo } = await answering(company);
    await t.deps.db
      .update(samlAuthnRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(samlAuthnRequests.id, inResponseTo));
    await expectRefused(
      company,
      idp.response(responseFor(company, email, { inResponseTo })),
      email,
      `the request ${inResponseTo} has expired`,
    );
  });

  it("[X-050] a response whose own InResponseTo is not its signed assertion's (an unsolicited assertion dressed as an answer)", async () => {
    const { company, idp } = await ssoCompany();
    const email = `dressed@${company.slug}.test`;
    await expectRefused(
      company,
      idp.response(responseFor(company, email, { responseInResponseTo: await requestIdOf(company) })),
      email,
      "the response's InResponseTo is not the request its assertion answers",
    );
  });
});

describe('SAML responses that must give no session (X-050)', () => {
  it('[X-050] an unsigned response', async () => {
    const { company, idp } = await ssoCompany();
    const email = `unsigned@${company.slug}.test`;
    await expectRefused(
      company,
      idp.response(responseFor(company, email, { sign: 'none', ...(await answering(company)) })),
      email,
      NO_SIGNATURE,
    );
  });

  it('[X-050] a response signed by another key, as a whole, its assertion, or both', async () => {
    const { company, idp } = await ssoCompany();
    const email = `forged@${company.slug}.test`;
    const other = createKeyPair('attacker');
    for (const sign of ['response', 'assertion', 'both'] as const)
      await expectRefused(
        company,
        idp.response(responseFor(company, email, { signingKey: other, sign, ...(await answering(company)) })),
        email,
        INVALID_SIGNATURE,
      );
  });

  it('[X-050] a response signed as a whole whose assertion was changed after signing', async () => {
    const { company, idp } = await ssoCompany();
    const victim = await build.user(company, { role: 'business_manager' });
    const attacker = `attacker@${company.slug}.test`;
    const signed = idp.responseXml(responseFor(company, attacker, { sign: 'response', ...(await answering(company)) }));
    await expectRefused(company, base64(signed.replaceAll(attacker, victim.email)), victim.email, INVALID_SIGNATURE);
  });

  for (const sign of ['assertion', 'response'] as const)
    it(`[X-050] signature wrapping, the ${sign} signed: a second, unsigned assertion beside the signed one`, async () => {
      const { company, victim, attacker, signed, forged } = await wrappingMaterial(sign);
      const forgedAssertion = ASSERTION.exec(forged)?.[0];
      if (!forgedAssertion) throw new Error('no assertion to wrap');
      for (const wrapped of [
        signed.replace('<saml:Assertion', `${forgedAssertion}<saml:Assertion`),
        signed.replace('</samlp:Response>', `${forgedAssertion}</samlp:Response>`),
      ]) {
        await expectRefused(company, base64(wrapped), attacker, TWO_ASSERTIONS);
        await expectRefused(company, base64(wrapped), victim.email, TWO_ASSERTIONS);
      }
    });

  it('[X-050] signature wrapping, the response signed: the signed response hidden inside a forged one that carries its signature', async () => {
    const { company, victim, signed, forged } = await wrappingMaterial('response');
    const signature = SIGNATURE.exec(signed)?.[0];
    if (!signature) throw new Error('no signature to move');
    const wrapped = forged.replace(
      '</saml:Issuer>',
      `</saml:Issuer>${signature}<samlp:Extensions>${signed.replace(signature, '')}</samlp:Extensions>`,
    );
    await expectRefused(company, base64(wrapped), victim.email, NOT_COVERED);
  });

  it('[X-050] signature wrapping, the assertion signed: the signed assertion hidden inside a forged one that carries its signature', async () => {
    const { company, victim, signed, forged } = await wrappingMaterial('assertion');
    const signedAssertion = ASSERTION.exec(signed)?.[0];
    const signature = signedAssertion ? SIGNATURE.exec(signedAssertion)?.[0] : undefined;
    if (!signedAssertion || !signature) throw new Error('no signed assertion to move');
    const wrapped = forged
      .replace(/(<saml:Assertion[^>]*><saml:Issuer>[^<]*<\/saml:Issuer>)/, `$1${signature}`)
      .replace(
        '<saml:AuthnStatement',
        `<saml:Advice>${signedAssertion.replace(signature, '')}</saml:Advice><saml:AuthnStatement`,
      );
    await expectRefused(company, base64(wrapped), victim.email, NOT_COVERED);
  });

  it('[X-050] a replayed IdP-initiated response: accepted once, refused the second time', async () => {
    const { company, idp } = await ssoCompany(createTestIdp(), { idpInitiated: true });
    const email = `replay@${company.slug}.test`;
    const response = idp.response(responseFor(company, email));
    expect((await signInThrough(company, response)).statusCode).toBe(200);
    await expectRefused(company, response, email, 'was used before (replay)');
  });

  it('[X-050] an expired response', async () => {
    const { company, idp } = await ssoCompany();
    const email = `expired@${company.slug}.test`;
    await expectRefused(
      company,
      idp.response(responseFor(company, email, { validForMs: -10 * 60_000, ...(await answering(company)) })),
      email,
      'SAML assertion expired',
    );
  });

  it('[X-050] a response for another audience', async () => {
    const { company, idp } = await ssoCompany();
    const { company: other } = await ssoCompany(idp);
    const email = `audience@${company.slug}.test`;
    await expectRefused(
      company,
      idp.response(responseFor(company, email, { audience: spEntityId(other.slug), ...(await answering(company)) })),
      email,
      'SAML assertion audience mismatch',
    );
  });

  it('[X-050] an assertion issued under another entity ID, though signed with the right key', async () => {
    const { company, idp } = await ssoCompany();
    const email = `issuer@${company.slug}.test`;
    await expectRefused(
      company,
      idp.response(responseFor(company, email, { issuer: 'https://evil.example/idp', ...(await answering(company)) })),
      email,
      "the assertion's issuer is https://evil.example/idp",
    );
  });

  it("[X-050] company A's IdP for a user of company B's domain: refused at A's ACS and at B's", async () => {
    const { company: a, idp: idpA } = await ssoCompany();
    const { company: b } = await ssoCompany();
    const bUser = await build.user(b, { role: 'business_manager' });
    const newAtB = `someone@${b.slug}.test`;
    const foreign = 'the address is not at a domain of the company';
    await expectRefused(
      a,
      idpA.response(responseFor(a, bUser.email, await answering(a))),
      bUser.email,
      foreign,
      'foreign_address',
    );
    await expectRefused(
      a,
      idpA.response(responseFor(a, newAtB, await answering(a))),
      newAtB,
      foreign,
      'foreign_address',
    );
    await expectRefused(
      b,
      idpA.response(responseFor(b, bUser.email, await answering(b))),
      bUser.email,
      INVALID_SIGNATURE,
    );
  });

  it("[X-050] an address at the company's domain that is an account of another company, or a disabled account", async () => {
    const { company, idp } = await ssoCompany();
    const other = await build.company({ additionalDomains: `${company.slug}.test` });
    const elsewhere = await build.user(other, { email: `moved@${company.slug}.test` });
    await expectRefused(
      company,
      idp.response(responseFor(company, elsewhere.email, await answering(company))),
      elsewhere.email,
      'the address is an account of another company',
      'foreign_address',
    );
    const disabled = await build.user(company);
    await t.deps.db.update(users).set({ status: 'inactive' }).where(eq(users.id, disabled.id));
    await expectRefused(
      company,
      idp.response(responseFor(company, disabled.email, await answering(company))),
      disabled.email,
      'the account is disabled',
      'disabled',
    );
  });

  it('[X-050] XML with a DOCTYPE or an entity, and text that is no XML', async () => {
    const { company, idp } = await ssoCompany();
    const email = `doctype@${company.slug}.test`;
    const signed = idp.responseXml(responseFor(company, email, await answering(company)));
    for (const prolog of [
      '<!DOCTYPE samlp:Response>',
      '<!DOCTYPE r [<!ENTITY x "x"><!ENTITY y "&x;&x;&x;&x;">]>',
      '<!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    ])
      await expectRefused(
        company,
        base64(`<?xml version="1.0"?>${prolog}${signed}`),
        email,
        'the response holds a DOCTYPE',
      );
    for (const text of [' ', 'not xml', '<samlp:Response'])
      await expectRefused(company, base64(text), email, 'the response is not well-formed XML');
  });

  it('[X-050] a disabled company, and a company that does not sign in with SSO', async () => {
    const { company, idp } = await ssoCompany();
    const email = `off@${company.slug}.test`;
    const response = idp.response(responseFor(company, email, await answering(company)));
    await t.deps.db.update(companies).set({ status: 'inactive' }).where(eq(companies.id, company.id));
    await expectRefused(company, response, email, 'the company is disabled', 'disabled');
    await t.deps.db
      .update(companies)
      .set({ status: 'active', loginMethod: 'requires_registration' })
      .where(eq(companies.id, company.id));
    await expectRefused(company, response, email, 'the company has no identity provider', 'not_configured');
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
