import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../src/db/schema/companies.ts';
import { builders, type BuiltCompany, type BuiltUser } from './builders.ts';
import { authnRequestIdOf, createTestIdp, type TestIdp } from './saml-test-idp.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';
import { TEST_DEMO_PASSWORD } from './test-env.ts';

const PUBLIC_URL = 'http://localhost:3000';
let t: TestApp;
let build: ReturnType<typeof builders>;

/** A local HTTP server standing in for identity providers' metadata addresses: path -> answer. */
const answers = new Map<string, { status?: number; body: string | Buffer; delayMs?: number }>();
let metadataServer: Server;
let metadataOrigin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  build = builders(t);
  metadataServer = createServer((request, response) => {
    const answer = answers.get(request.url ?? '');
    const send = () => {
      response.writeHead(answer?.status ?? (answer ? 200 : 404), { 'content-type': 'application/samlmetadata+xml' });
      response.end(answer?.body ?? 'not found');
    };
    // The slow identity provider: answers after the metadata fetch's 5 s timeout, to prove the timeout (a real server, not a clock).
    if (answer?.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => metadataServer.listen(0, '127.0.0.1', resolve));
  metadataOrigin = `http://127.0.0.1:${String((metadataServer.address() as AddressInfo).port)}`;
});
afterAll(async () => {
  metadataServer.closeAllConnections();
  await new Promise((resolve) => metadataServer.close(resolve));
  await t.close();
});

const BOUNDARY = '----sso-settings-test';
function multipart(fields: Record<string, string>, file?: string | Buffer) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const filePart = file
    ? [
        Buffer.from(
          `--${BOUNDARY}\r\nContent-Disposition: form-data; name="sso_idp_file"; filename="idp.xml"\r\nContent-Type: application/xml\r\n\r\n`,
        ),
        Buffer.from(file),
        Buffer.from('\r\n'),
      ]
    : [];
  return Buffer.concat([Buffer.from(parts.join('')), ...filePart, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}

function saveSso(app: TestApp, admin: BuiltUser, fields: Record<string, string>, file?: string | Buffer) {
  return app.app.inject({
    method: 'POST',
    url: '/api/admin/company/sso',
    headers: { ...bearer(admin.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart(fields, file),
  });
}

const companyRow = async (company: BuiltCompany) =>
  (await t.deps.db.select().from(companies).where(eq(companies.id, company.id)))[0];

/** An SSO company whose admin edits its settings, signing in through `idp` so far. */
async function ssoCompanyWithAdmin(idp: TestIdp = createTestIdp()) {
  const company = await build.company({
    sso: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificate: idp.keys.certificate },
  });
  const admin = await build.user(company, { role: 'business_manager' });
  return { company, admin, idp };
}

/**
 * Whether a response of `idp` for a new address of the company now opens a sign-in link: one answering the company's
 * sign-in request, or with `unsolicited` one answering none (IdP-initiated).
 */
async function signsIn(company: BuiltCompany, idp: TestIdp, { unsolicited = false } = {}): Promise<boolean> {
  const login = await t.app.inject({ method: 'GET', url: `/api/saml2/${company.slug}/login` });
  const response = idp.response({
    inResponseTo: unsolicited ? undefined : authnRequestIdOf(String(login.headers.location)),
    audience: `${PUBLIC_URL}/api/saml2/${company.slug}/metadata`,
    acsUrl: `http://${company.slug}.localhost:3000/api/saml2/${company.slug}/acs`,
    email: `probe-${String(Date.now())}-${String(Math.random()).slice(2, 8)}@${company.slug}.test`,
  });
  const answer = await t.app.inject({
    method: 'POST',
    url: `/api/saml2/${company.slug}/acs`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ SAMLResponse: response }).toString(),
  });
  return String(answer.headers.location).includes('/auto_login/');
}

describe('SSO Setup: POST /api/admin/company/sso', () => {
  it('[M-011] [M-013] [M-014] an uploaded identity file is stored and recorded, and the next sign-in uses its certificate: the old IdP stops at once', async () => {
    const { company, admin, idp: oldIdp } = await ssoCompanyWithAdmin();
    expect(await signsIn(company, oldIdp)).toBe(true);
    const newIdp = createTestIdp();
    const answer = await saveSso(
      t,
      admin,
      {
        sso_identity_source: 'file',
        sso_idp_entity_url: newIdp.entityId,
        sso_idp_logout_url: 'https://idp.example/logout',
        sso_login_section: '<p>Use your <strong>new</strong> account.</p><script>alert(1)</script>',
        sso_registration_section: '',
      },
      newIdp.metadata(),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      success: true,
      message: 'The single sign-on settings have been saved.',
      company: { id: company.id, slug: company.slug, login_method: 'sso' },
    });
    const row = await companyRow(company);
    expect(row).toMatchObject({
      ssoIdentitySource: 'file',
      ssoIdpEntityUrl: newIdp.entityId,
      ssoIdpLogoutUrl: 'https://idp.example/logout',
      ssoIdpSsoUrl: newIdp.ssoUrl,
      ssoLoginSection: '<p>Use your <strong>new</strong> account.</p>',
      ssoRegistrationSection: null,
    });
    const stored = readFileSync(
      join(t.deps.config.dataDir, 'files', (row?.ssoIdentityFileKey ?? '').slice(0, 2), row?.ssoIdentityFileKey ?? ''),
      'utf8',
    );
    expect(stored).toBe(newIdp.metadata());
    expect(await signsIn(company, oldIdp)).toBe(false);
    expect(await signsIn(company, newIdp)).toBe(true);

    const settings = await t.app.inject({ method: 'GET', url: '/api/admin/company/sso', headers: bearer(admin.token) });
    expect(settings.json()).toMatchObject({
      settings: { sso_identity_source: 'file', sso_idp_entity_url: newIdp.entityId, has_identity_file: true },
      sp_metadata_url: `${PUBLIC_URL}/api/saml2/${company.slug}/metadata`,
      idp_sso_url: newIdp.ssoUrl,
    });
  });

  it('[M-013] the entity identifier must be a URI and match the metadata; a file source needs a file: field errors, nothing changes', async () => {
    const { company, admin, idp } = await ssoCompanyWithAdmin();
    const before = await companyRow(company);
    const other = createTestIdp();
    const cases: [Record<string, string>, string | undefined, string][] = [
      [{ sso_identity_source: 'file', sso_idp_entity_url: 'not a uri' }, other.metadata(), 'sso_idp_entity_url'],
      [{ sso_identity_source: 'file', sso_idp_entity_url: idp.entityId }, other.metadata(), 'sso_idp_file'],
      [{ sso_identity_source: 'file', sso_idp_entity_url: other.entityId }, undefined, 'sso_idp_file'],
      [{ sso_identity_source: 'file', sso_idp_entity_url: other.entityId }, '<not metadata', 'sso_idp_file'],
      [
        { sso_identity_source: 'file', sso_idp_entity_url: other.entityId },
        `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${other.metadata().replace(/^<\?xml[^>]*>/, '')}`,
        'sso_idp_file',
      ],
      [{ sso_identity_source: 'url', sso_idp_entity_url: other.entityId }, undefined, 'sso_idp_federation_url'],
      [
        {
          sso_identity_source: 'url',
          sso_idp_entity_url: other.entityId,
          sso_idp_federation_url: 'ftp://idp.example/m',
        },
        undefined,
        'sso_idp_federation_url',
      ],
    ];
    for (const [fields, file, field] of cases) {
      const answer = await saveSso(t, admin, fields, file);
      expect(answer.statusCode, JSON.stringify(fields)).toBe(422);
      expect(Object.keys(answer.json<{ errors: Record<string, string[]> }>().errors)).toContain(field);
    }
    expect(await companyRow(company)).toEqual(before);
  });

  it('[M-011] [M-013] IdP-initiated sign-in is off until the admin turns it on, and off again when saved without it', async () => {
    const { company, admin, idp } = await ssoCompanyWithAdmin();
    const fields = { sso_identity_source: 'file', sso_idp_entity_url: idp.entityId };
    const idpInitiated = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/admin/company/sso', headers: bearer(admin.token) })).json<{
        settings: { sso_idp_initiated: boolean };
      }>().settings.sso_idp_initiated;
    expect(await idpInitiated()).toBe(false);
    expect(await signsIn(company, idp, { unsolicited: true })).toBe(false);

    expect((await saveSso(t, admin, { ...fields, sso_idp_initiated: '1' }, idp.metadata())).statusCode).toBe(200);
    expect(await idpInitiated()).toBe(true);
    expect(await signsIn(company, idp, { unsolicited: true })).toBe(true);
    expect(await signsIn(company, idp)).toBe(true);

    const before = await companyRow(company);
    const bad = await saveSso(t, admin, { ...fields, sso_idp_initiated: 'yes' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      sso_idp_initiated: ['Choose yes or no.'],
    });
    expect(await companyRow(company)).toEqual(before);

    expect((await saveSso(t, admin, fields)).statusCode).toBe(200);
    expect(await idpInitiated()).toBe(false);
    expect(await signsIn(company, idp, { unsolicited: true })).toBe(false);
  });

  it('[M-013] an identity file over the size limit is 413', async () => {
    const { admin, idp } = await ssoCompanyWithAdmin();
    const answer = await saveSso(
      t,
      admin,
      { sso_identity_source: 'file', sso_idp_entity_url: idp.entityId },
      Buffer.alloc(600 * 1024, 'x'),
    );
    expect(answer.statusCode).toBe(413);
  });
});

describe('Identity-provider metadata from a URL', () => {
  it('[M-011] metadata is fetched at save; a failure keeps the last good metadata and says why', async () => {
    const { company, admin } = await ssoCompanyWithAdmin();
    const idp = createTestIdp();
    answers.set('/good.xml', { body: idp.metadata() });
    const saved = await saveSso(t, admin, {
      sso_identity_source: 'url',
      sso_idp_entity_url: idp.entityId,
      sso_idp_federation_url: `${metadataOrigin}/good.xml`,
    });
    expect(saved.statusCode).toBe(200);
    const good = await companyRow(company);
    expect(good?.ssoIdpCertificate).toContain(idp.keys.certificate.split('\n')[1]);
    expect(await signsIn(company, idp)).toBe(true);

    answers.set('/big.xml', { body: Buffer.alloc(600 * 1024, ' ') });
    answers.set('/slow.xml', { body: idp.metadata(), delayMs: 6000 });
    for (const [path, message] of [
      ['/missing.xml', 'The metadata address answered HTTP 404.'],
      ['/big.xml', 'The metadata is larger than 512 kB.'],
      ['/slow.xml', 'The metadata address did not answer within 5 seconds.'],
    ] as const) {
      const answer = await saveSso(t, admin, {
        sso_identity_source: 'url',
        sso_idp_entity_url: idp.entityId,
        sso_idp_federation_url: `${metadataOrigin}${path}`,
      });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual({ errors: { sso_idp_federation_url: [message] } });
    }
    expect(await companyRow(company)).toEqual(good);
    expect(await signsIn(company, idp)).toBe(true);
  }, 30_000);

  it("[M-011] metadata read from a URL is read again at a sign-in once a day: the IdP's new key is picked up", async () => {
    const name = `rollover-${String(Date.now())}`;
    const idp = createTestIdp(name);
    answers.set('/rollover.xml', { body: idp.metadata() });
    const company = await build.company({ loginMethod: 'sso' });
    await t.deps.db
      .update(companies)
      .set({
        ssoIdentitySource: 'url',
        ssoIdpEntityUrl: idp.entityId,
        ssoIdpFederationUrl: `${metadataOrigin}/rollover.xml`,
      })
      .where(eq(companies.id, company.id));
    // Never read yet: the first sign-in reads it.
    const login = await t.app.inject({ method: 'GET', url: `/api/saml2/${company.slug}/login` });
    expect(String(login.headers.location)).toMatch(new RegExp(`^${idp.ssoUrl}\\?SAMLRequest=`));
    expect(await signsIn(company, idp)).toBe(true);

    // The IdP rolls its key over (same entity, new key); a day later the next sign-in reads it.
    const sameEntity = createTestIdp(name);
    answers.set('/rollover.xml', { body: sameEntity.metadata() });
    await t.app.inject({ method: 'GET', url: `/api/saml2/${company.slug}/login` });
    expect(await signsIn(company, sameEntity)).toBe(false);
    await t.deps.db
      .update(companies)
      .set({ ssoIdpMetadataReadAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(companies.id, company.id));
    await t.app.inject({ method: 'GET', url: `/api/saml2/${company.slug}/login` });
    expect(await signsIn(company, sameEntity)).toBe(true);
    expect(await signsIn(company, idp)).toBe(false);
  });

  it('[M-011] in production the URL must not reach our own network: loopback, private and link-local addresses, literal (IPv4-mapped and NAT64 forms too) or by name, are refused', async () => {
    const production = await createTestApp({
      env: { PUBLIC_URL, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' },
    });
    try {
      const prodBuild = builders(production);
      const idp = createTestIdp();
      answers.set('/internal.xml', { body: idp.metadata() });
      const company = await prodBuild.company({
        sso: { entityId: idp.entityId, ssoUrl: idp.ssoUrl, certificate: idp.keys.certificate },
      });
      const admin = await prodBuild.user(company, { role: 'business_manager' });
      const port = new URL(metadataOrigin).port;
      for (const url of [
        `${metadataOrigin}/internal.xml`,
        `http://localhost:${port}/internal.xml`,
        `http://[::1]:${port}/internal.xml`,
        `http://[::ffff:127.0.0.1]:${port}/internal.xml`,
        `http://[64:ff9b::7f00:1]:${port}/internal.xml`,
        'http://[64:ff9b::a9fe:a9fe]/latest/meta-data',
        'http://[::ffff:0:a00:8]/metadata.xml',
        'http://169.254.169.254/latest/meta-data',
        'http://10.0.0.8/metadata.xml',
        'http://192.168.1.10/metadata.xml',
      ]) {
        const answer = await saveSso(production, admin, {
          sso_identity_source: 'url',
          sso_idp_entity_url: idp.entityId,
          sso_idp_federation_url: url,
        });
        expect(answer.statusCode, url).toBe(422);
        expect(answer.json(), url).toEqual({
          errors: {
            sso_idp_federation_url: ['The metadata address must be reachable on the internet, not on our own network.'],
          },
        });
      }
    } finally {
      await production.close();
    }
  });
});

describe('Logout of a single sign-on user', () => {
  it("[A-035] logout names the SSO company's logout URL; other companies' users get none", async () => {
    const idp = createTestIdp();
    const sso = await build.company({
      sso: {
        entityId: idp.entityId,
        ssoUrl: idp.ssoUrl,
        certificate: idp.keys.certificate,
        logoutUrl: 'https://idp.example/logout',
      },
    });
    const other = await build.company();
    const ssoUser = await build.user(sso);
    const login = await t.app.inject({ method: 'GET', url: `/api/saml2/${sso.slug}/login` });
    const acs = await t.app.inject({
      method: 'POST',
      url: `/api/saml2/${sso.slug}/acs`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        SAMLResponse: idp.response({
          audience: `${PUBLIC_URL}/api/saml2/${sso.slug}/metadata`,
          acsUrl: `http://${sso.slug}.localhost:3000/api/saml2/${sso.slug}/acs`,
          email: ssoUser.email,
          inResponseTo: authnRequestIdOf(String(login.headers.location)),
        }),
      }).toString(),
    });
    const handover = await t.app.inject({
      method: 'POST',
      url: '/api/caller/auto_login',
      headers: { 'sec-fetch-site': 'same-origin' },
      payload: { token: String(acs.headers.location).split('/auto_login/')[1] },
    });
    const otherUser = await build.user(other);
    const passwordLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: otherUser.email, password: TEST_DEMO_PASSWORD },
    });
    for (const [signedIn, expected] of [
      [handover, 'https://idp.example/logout'],
      [passwordLogin, null],
    ] as const) {
      expect(signedIn.statusCode).toBe(200);
      const cookie = signedIn.cookies.find((c) => c.name === 'cb_refresh')?.value ?? '';
      expect(cookie).not.toBe('');
      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: { cb_refresh: cookie } });
      expect(logout.statusCode).toBe(200);
      expect(logout.json()).toEqual({ message: 'You have been signed out.', logout_url: expected });
    }
  });
});
