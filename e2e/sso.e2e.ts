import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { authnRequestIdOf, createTestIdp } from '../apps/api/test/saml-test-idp.ts';
import { baseURL } from './playwright.config.ts';
import { expect, shot, tenantUrl, test } from './support.ts';

const INITECH_BM = 'bm@initech.test';

/**
 * Logout: our session ends and, Initech having a logout URL, the browser goes there: the demo identity
 * provider's logout page.
 */
async function signOut(page: Page) {
  await page.goto(tenantUrl('initech', '/auth/logout'));
  await expect(page).toHaveURL(`${baseURL}/api/dev/idp/logout`);
  await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible();
}

/** From Initech's landing through the demo identity provider, as the demo's user does it. */
async function signInThroughDemoIdp(page: Page, email = INITECH_BM) {
  await page.goto(tenantUrl('initech'));
  await page.getByRole('region', { name: 'Single Sign-On' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/api\/dev\/idp\/sso\?SAMLRequest=/);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('[H-015] [X-050] bm@initech.test signs in through the demo identity provider and lands on the dashboard', async ({
  page,
}) => {
  await page.goto(tenantUrl('initech'));
  await expect(page.getByText('Sign in with your Initech corporate account (Okta).')).toBeVisible();
  await expect(page.getByText('Accounts are created on first sign-in.', { exact: false })).toBeVisible();
  await shot(page, 'sso-initech-landing');

  await page.getByRole('region', { name: 'Single Sign-On' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/api\/dev\/idp\/sso\?SAMLRequest=/);
  await expect(page.getByRole('heading', { name: 'Demo identity provider' })).toBeVisible();
  await page.getByLabel('Email address').fill(INITECH_BM);
  await shot(page, 'sso-demo-idp');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(tenantUrl('initech', '/dashboard'));
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Welcome, Sofia Marin of Initech Cloud')).toBeVisible();
  await shot(page, 'sso-initech-dashboard');
});

test('[A-035] logout ends the session and sends a user of the SSO company to its logout URL', async ({ page }) => {
  await signInThroughDemoIdp(page);
  await expect(page).toHaveURL(tenantUrl('initech', '/dashboard'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${baseURL}/api/dev/idp/logout`);
  await shot(page, 'sso-demo-idp-logout');
  await page.goto(tenantUrl('initech', '/dashboard'));
  await expect(page).not.toHaveURL(tenantUrl('initech', '/dashboard'));
});

test('[M-011] [M-012] [M-013] [M-014] an admin changes the SSO setup and the next sign-in uses it: the old identity provider is refused at once, and a sign-in from the IdP portal only once IdP-initiated sign-in is on', async ({
  page,
}) => {
  // Initech's new identity provider: its own key, its metadata uploaded as the identity file, its sign-in address
  // a server of this test that answers every AuthnRequest with a response it signs for Initech's business manager,
  // and its portal (/portal), where the user starts a sign-in with no request of ours (IdP-initiated).
  const newIdp = createTestIdp('initech-new-idp');
  const acsUrl = tenantUrl('initech', '/api/saml2/initech/acs');
  const idpServer = createServer((request, response) => {
    const visit = new URL(request.url ?? '/', 'http://127.0.0.1');
    const solicited = visit.pathname === '/sso' && visit.searchParams.has('SAMLRequest');
    if (!solicited && visit.pathname !== '/portal') {
      response.writeHead(404).end();
      return;
    }
    const samlResponse = newIdp.response({
      audience: `${baseURL}/api/saml2/initech/metadata`,
      acsUrl,
      email: INITECH_BM,
      inResponseTo: solicited ? authnRequestIdOf(visit.href) : undefined,
    });
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><html lang="en"><title>New IdP</title><main><form method="post" action="${acsUrl}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"><button>Continue</button></form></main><script>document.forms[0].submit()</script></html>`,
    );
  });
  await new Promise<void>((resolve) => idpServer.listen(0, '127.0.0.1', resolve));
  const newIdpOrigin = `http://127.0.0.1:${String((idpServer.address() as AddressInfo).port)}`;
  const newIdpSsoUrl = `${newIdpOrigin}/sso`;
  const newIdpMetadata = newIdp.metadata().replaceAll(newIdp.ssoUrl, newIdpSsoUrl);

  await signInThroughDemoIdp(page);
  await expect(page).toHaveURL(tenantUrl('initech', '/dashboard'));
  await page.goto(tenantUrl('initech', '/admin/company/sso'));
  await expect(page.getByRole('heading', { name: 'SSO Setup' })).toBeVisible();
  await expect(page.getByLabel('Service provider metadata URL')).toHaveValue(`${baseURL}/api/saml2/initech/metadata`);
  const form = page.getByRole('form', { name: 'SSO Setup' });
  await expect(form.getByLabel(/^Federation metadata URL/)).toHaveValue(`${baseURL}/api/dev/idp/metadata`);
  await shot(page, 'sso-sso-setup');

  // The entity identifier must be a URI: a field error, nothing saved.
  await form.getByLabel(/^Entity identifier/).fill('not a uri');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The entity identifier must be a URI.')).toBeVisible();

  await form.getByRole('radio', { name: 'File (metadata XML)' }).check();
  const chooser = page.waitForEvent('filechooser');
  await form.getByLabel(/^Identity file/).click();
  await (
    await chooser
  ).setFiles({ name: 'new-idp.xml', mimeType: 'application/xml', buffer: Buffer.from(newIdpMetadata) });
  await form.getByLabel(/^Entity identifier/).fill(newIdp.entityId);
  await form.getByLabel(/^Login section/).fill('<p>Initech now signs in with its new identity provider.</p>');
  const idpInitiated = form.getByRole('radiogroup', { name: 'IdP-initiated sign-in' });
  await expect(idpInitiated.getByRole('radio', { name: 'Off' })).toBeChecked();
  await shot(page, 'sso-sso-setup-file');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(tenantUrl('initech', '/admin/company'));
  await expect(page.getByText('The single sign-on settings have been saved.')).toBeVisible();

  // The next sign-in goes to the new identity provider, and its answer is accepted.
  await signOut(page);
  await page.goto(tenantUrl('initech'));
  await expect(page.getByText('Initech now signs in with its new identity provider.')).toBeVisible();
  const toNewIdp = page.waitForRequest((request) => request.url().startsWith(newIdpSsoUrl));
  await page.getByRole('region', { name: 'Single Sign-On' }).getByRole('link', { name: 'Login' }).click();
  const samlRequest = new URL((await toNewIdp).url()).searchParams.get('SAMLRequest') ?? '';
  await expect(page).toHaveURL(tenantUrl('initech', '/dashboard'));

  // A sign-in started at the new identity provider's portal answers no request of ours: refused while
  // IdP-initiated sign-in is off, accepted once the admin turns it on.
  await signOut(page);
  await page.goto(`${newIdpOrigin}/portal`);
  await expect(page).toHaveURL(tenantUrl('initech', '/?sso_error=rejected'));
  await page.getByRole('region', { name: 'Single Sign-On' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(tenantUrl('initech', '/dashboard'));
  await page.goto(tenantUrl('initech', '/admin/company/sso'));
  await idpInitiated.getByRole('radio', { name: 'On' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(tenantUrl('initech', '/admin/company'));
  await signOut(page);
  await page.goto(`${newIdpOrigin}/portal`);
  await expect(page).toHaveURL(tenantUrl('initech', '/dashboard'));

  // The old (demo) identity provider's answer no longer opens a session: back to the landing, which says why.
  await signOut(page);
  await page.goto(`${baseURL}/api/dev/idp/sso?SAMLRequest=${encodeURIComponent(samlRequest)}`);
  await page.getByLabel('Email address').fill(INITECH_BM);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(tenantUrl('initech', '/?sso_error=rejected'));
  await expect(page.getByRole('alert').filter({ hasText: 'Single sign-on failed' })).toBeVisible();
  await shot(page, 'sso-old-idp-refused');

  // Back to the demo identity provider for the demo: signed in through the new one, the admin switches back.
  await page.goto(tenantUrl('initech'));
  await page.getByRole('region', { name: 'Single Sign-On' }).getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(tenantUrl('initech', '/dashboard'));
  await page.goto(tenantUrl('initech', '/admin/company/sso'));
  await form.getByRole('radio', { name: 'URL (federation metadata)' }).check();
  await form.getByLabel(/^Entity identifier/).fill(`${baseURL}/api/dev/idp`);
  await idpInitiated.getByRole('radio', { name: 'Off' }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(tenantUrl('initech', '/admin/company'));
  await signOut(page);
  await signInThroughDemoIdp(page);
  await expect(page).toHaveURL(tenantUrl('initech', '/dashboard'));
  idpServer.close();
});
