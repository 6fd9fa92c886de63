import {
  alertBanner,
  expect,
  expectAccessible,
  latestEmailLink,
  REGISTERED_PASSWORD as PASSWORD,
  registerOn,
  shot,
  signIn,
  tenantUrl,
  test,
} from './support.ts';

let sequence = 0;
/** A new address per registration, so the file can run again on the same database. */
const newAddress = (slug: string) => `e2e-${String(Date.now())}-${String(++sequence)}@${slug}.test`;

test('[H-011] [H-012] [H-013] [H-014] [X-017] [H-018] [H-022] [X-018] [H-023] [H-024] [H-026] [X-019] a user registers at Acme, verifies the address, is approved by a signup manager and signs in', async ({
  page,
}) => {
  const email = newAddress('acme');
  await page.goto(tenantUrl('acme'));
  const form = page.getByRole('form', { name: 'Register' });
  await expect(
    form.getByText('Minimum 8 characters, 1 uppercase, 1 lowercase, 1 numeric, 1 of ! $ # %.'),
  ).toBeVisible();
  await expect(form.getByLabel(/^Country code/)).toHaveValue('US');
  await shot(page, 'registration-register-form');

  // The rules are the contract's: nothing is sent while one fails.
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('You must accept the terms of the privacy policy.')).toBeVisible();
  await expect(form.getByText('Please choose a country.')).toBeVisible();
  await expectAccessible(page);

  await registerOn(page, { first: 'Aoife', last: 'Byrne', email });
  await expect(page.getByText('Thank you for registering.')).toBeVisible();
  await expect(page.getByText('Your Account Requires Approval')).toBeVisible();
  await expect(page.getByText(/within 24 hours, contact membership/)).toBeVisible();
  await expectAccessible(page);

  // Not yet: the address is unverified.
  await signIn(page, email, { from: tenantUrl('acme'), password: PASSWORD });
  await expect(alertBanner(page).first()).toContainText('Please verify your email address before signing in.');

  await page.goto(await latestEmailLink(page, email, /\/verify_account\//));
  await expect(page.getByRole('heading', { level: 1, name: 'Account Verification.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Account Must be Approved.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'membership@casebridge.test' })).toBeVisible();
  await shot(page, 'registration-verify-approval');

  await signIn(page, email, { from: tenantUrl('acme'), password: PASSWORD });
  await expect(alertBanner(page).first()).toContainText('Your Account Requires Approval.');

  // Acme's signup managers (bm and pm) each got their own links; the business manager approves.
  await page.goto(await latestEmailLink(page, 'bm@acme.test', /\/users\/approval\/[^/]+\/approve$/));
  await expect(page.getByRole('heading', { level: 1, name: 'Aoife Byrne has been approved.' })).toBeVisible();
  await shot(page, 'registration-approved');
  await expectAccessible(page);

  // The other manager's link decides nothing more.
  await page.goto(await latestEmailLink(page, 'pm@acme.test', /\/users\/approval\/[^/]+\/approve$/));
  await expect(
    page.getByRole('alert').filter({ hasText: 'This registration has already been approved or rejected.' }).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Approve User Account' })).toBeVisible();

  await signIn(page, email, { from: tenantUrl('acme'), password: PASSWORD });
  await expect(page).toHaveURL(tenantUrl('acme', '/dashboard'));
});

test('[H-023] [H-025] [H-026] [X-018] a signup manager rejects a registration with a reason; the user hears why and cannot sign in', async ({
  page,
}) => {
  const email = newAddress('acme');
  await page.goto(tenantUrl('acme'));
  await registerOn(page, { first: 'Cian', last: 'Walsh', email });
  await expect(page.getByText('Your Account Requires Approval')).toBeVisible();
  await page.goto(await latestEmailLink(page, email, /\/verify_account\//));
  await expect(page.getByRole('heading', { name: 'Your Account Must be Approved.' })).toBeVisible();

  await page.goto(await latestEmailLink(page, 'pm@acme.test', /\/users\/approval\/[^/]+\/reject$/));
  await expect(page.getByRole('heading', { level: 1, name: 'Reject User Account' })).toBeVisible();
  const editor = page.getByRole('textbox', { name: 'Reason' });
  await editor.click();
  await page.keyboard.type('Not an Acme support engineer.');
  await shot(page, 'registration-reject-form');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Reject User' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cian Walsh has been rejected.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject User' })).toHaveCount(0);

  const rejection = await latestEmailLink(page, email, new RegExp(`/acme$`));
  expect(rejection).toMatch(/\/acme$/);
  await signIn(page, email, { from: tenantUrl('acme'), password: PASSWORD });
  await expect(alertBanner(page).first()).toContainText('Your registration was not approved.');
});

test("[H-011] [H-013] the landing asks for an address at the company's domain: an outsider's is refused under the field and nothing is registered", async ({
  page,
}) => {
  await page.goto(tenantUrl('umbrella'));
  const form = page.getByRole('form', { name: 'Register' });
  await expect(form.getByText('Your work address at umbrella.test.')).toBeVisible();
  const outsider = `outsider-${String(Date.now())}@evil.test`;
  await registerOn(page, { first: 'Otto', last: 'Sider', email: outsider });
  await expect(form.getByText('Use your email address at umbrella.test.')).toBeVisible();
  await expect(form.getByLabel(/^Work email/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Thank you for registering.')).toHaveCount(0);
  await shot(page, 'registration-other-domain');
  await expectAccessible(page);
});

test('[H-013] [H-018] [H-019] [H-020] [H-021] [X-017] [X-019] at a company without approval the verified account is active at once; a used link asks for a new one', async ({
  page,
}) => {
  const email = newAddress('umbrella');
  // Emailed links are opened on phones (UI.md): the landing and the verify page fit 375 px without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  const fitsTheWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  await page.goto(tenantUrl('umbrella'));
  await expect(page.getByRole('form', { name: 'Register' })).toBeVisible();
  expect(await fitsTheWidth()).toBe(true);
  await registerOn(page, { first: 'Niamh', last: 'Kelly', email });
  await expect(page.getByText('Thank you for registering.')).toBeVisible();
  await expect(page.getByText('Your Account Requires Approval')).toHaveCount(0);

  const link = await latestEmailLink(page, email, /\/verify_account\//);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Account Verified' })).toBeVisible();
  expect(await fitsTheWidth()).toBe(true);
  await shot(page, 'registration-verify-verified');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the Umbrella Networks login page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Umbrella Networks' })).toBeVisible();
  await signIn(page, email, { from: page.url(), password: PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Invalid Token.' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Request a new verification email' });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByRole('button', { name: 'Send a new verification email' }).click();
  await expect(page.getByText('If an account at that address is waiting for verification')).toBeVisible();
  await shot(page, 'registration-verify-invalid');
  await expectAccessible(page);
});
