import type { APIRequestContext, Page } from '@playwright/test';
import {
  alertBanner,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  latestEmailLink,
  registerOn,
  shot,
  signIn,
  tenantUrl,
  test,
} from './support.ts';

// M-015..M-024: the member admin's Users page and user form, walked by Vandelay Middleware's business manager (a demo
// company no other browser test writes to); the users made here are this file's own.

/** The alert banner: successes are a status, warnings an alert. */
const banner = (page: Page) => page.getByTestId('alert-banner');
const ADMIN = 'bm@vandelay.test';

/** Opens the Users page as an admin would: the Admin menu's Users tile. */
async function openUsers(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Users/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
}

/** Chooses an option of a Mantine Select (a combobox whose options open in a list). */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { email: ADMIN, password: DEMO_PASSWORD } });
  return ((await login.json()) as { token: string }).token;
}

/** A Vandelay user made through the API as its admin (the setup of a failure, not what a test is about). */
async function userMadeThroughApi(request: APIRequestContext, first: string, last: string) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const formData = (await (await request.get('/api/users/profile_form_data', { headers })).json()) as {
    countries: { id: number; name: string }[];
  };
  const made = await request.post('/api/admin/company/users/0', {
    headers,
    data: {
      first_name: first,
      last_name: last,
      email: `${first.toLowerCase()}@vandelay.test`,
      country_id: formData.countries.find((country) => country.name === 'United States')?.id,
      city: 'New York',
      role: 'caller',
      type: 'basic',
      status: 'active',
      password: 'Pendant#123',
      password_confirmation: 'Pendant#123',
    },
  });
  expect(made.status()).toBe(200);
  return { id: ((await made.json()) as { id: number }).id, headers };
}

test('[M-018] a registration waits in the queue of the Users page; Approve lets the user in', async ({
  page,
  request,
}) => {
  // Vandelay approves its users from now on (the settings of M-010, set through the API: not what this test is about).
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const users = (await (await request.get('/api/admin/company/users', { headers })).json()) as {
    users: { id: number; email: string }[];
  };
  const manager = users.users.find((user) => user.email === ADMIN);
  const settings = await request.post('/api/admin/company/registration', {
    headers,
    data: { requires_approval: 1, signup_manager_id: manager?.id },
  });
  expect(settings.status()).toBe(200);

  const email = 'kramer@vandelay.test';
  await page.goto(tenantUrl('vandelay'));
  await registerOn(page, { first: 'Cosmo', last: 'Kramer', email });
  await expect(page.getByText('Your Account Requires Approval')).toBeVisible();
  await page.goto(await latestEmailLink(page, email, /\/verify_account\//));
  await expect(page.getByRole('heading', { name: 'Your Account Must be Approved.' })).toBeVisible();

  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openUsers(page);
  const queue = page.getByRole('table', { name: 'Registration queue' });
  const row = queue.getByRole('row', { name: /kramer@vandelay\.test/ });
  await expect(row).toContainText('Cosmo');
  await expect(row).toContainText('Kramer');
  await expect(row).toContainText(/[A-Z][a-z]{2}-\d{2}-\d{4} \d{2}:\d{2} (am|pm)/);
  await expect(page.getByRole('region', { name: 'Login Method' })).toContainText('a signup manager approves each one');
  await shot(page, 'admin-users-queue');
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Approve Cosmo Kramer' }).click();
  await expect(banner(page)).toContainText('Cosmo Kramer has been approved.');
  await expect(queue).toContainText('No registrations are waiting for approval.');
  const listed = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /Cosmo Kramer/ });
  await expect(listed).toContainText('Active');

  // Approved: the registrant signs in.
  // The admin signed in on the main host: logging out there ends that session and lands on Vandelay's host.
  // (Logging out on another host would end nobody's session, and the main host's home would send the still signed-in
  // admin on to their dashboard.) The next navigation waits for the landing, or it would be interrupted.
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(tenantUrl('vandelay'));
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await signIn(page, email, { from: tenantUrl('vandelay'), password: 'Registered-1!' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("[M-015] [M-016] [M-017] [M-019] [M-020] [M-021] [M-022] [M-023] an admin adds a user (only at the company's domain), disables, enables and deletes them", async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openUsers(page);

  // M-015: the login method box, the queue, the table and Add New.
  await expect(page.getByRole('region', { name: 'Login Method' })).toContainText('Requires Registration');
  await expect(page.getByRole('region', { name: 'Registration Queue' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row', { name: /Art Vandelay/ })).toBeVisible();
  // The admin deletes nobody from their own row: no delete icon there.
  await expect(table.getByRole('row', { name: /Art Vandelay/ }).getByRole('button')).toHaveCount(0);
  await shot(page, 'admin-users-users');
  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/0$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();

  // M-020: the roles the server offers.
  const form = page.getByRole('form', { name: 'User' });
  await form.getByRole('combobox', { name: /^Role/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Standard User',
    'Program Manager',
    'Business Manager',
    'API User',
  ]);
  await page.keyboard.press('Escape');

  // M-021, M-022: a new user's password; the server's field errors under the fields.
  await form.getByLabel(/^First Name/).fill('George');
  await form.getByLabel(/^Last Name/).fill('Costanza');
  await form.getByLabel(/^Email/).fill('bm@vandelay.test');
  await form.getByLabel(/^Phone/).fill('212-555-0199');
  await choose(page, /^Country( \*)?$/, 'United States');
  await form.getByLabel(/^City/).fill('New York');
  await choose(page, /^Role/, 'Program Manager');
  await form.getByRole('radio', { name: 'Type a password for them now' }).check();
  await form.getByLabel(/^Password/).fill('Latex#1234');
  await form.getByLabel(/^Confirm password/).fill('Latex#1234');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This email address is already in use.')).toBeVisible();
  await shot(page, 'admin-users-new-user-errors');
  // Issue 21: an address at another company's domain is the super admin's to place, and the form says so.
  await form.getByLabel(/^Email/).fill('george@initech.test');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText(
      'Users of Vandelay Middleware have addresses at vandelay.test: only membership adds an address at another domain.',
    ),
  ).toBeVisible();
  await expect(form.getByLabel(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'admin-users-new-user-other-domain');
  await form.getByLabel(/^Email/).fill('george@vandelay.test');
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(banner(page)).toContainText('User saved.');
  const george = table.getByRole('row', { name: /George Costanza/ });
  await expect(george).toContainText('Program Manager');
  await expect(george).toContainText('Never');

  // M-019, M-021: the saved user, read back; no password for an existing user.
  await george.getByRole('link', { name: 'George Costanza' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'George Costanza' })).toBeVisible();
  await expect(form.getByLabel(/^Email/)).toHaveValue('george@vandelay.test');
  await expect(form.getByRole('combobox', { name: /^Country( \*)?$/ })).toHaveValue('United States');
  await expect(form.getByRole('combobox', { name: /^Role/ })).toHaveValue('Program Manager');
  await expect(form.getByLabel(/^Password/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Account' })).toContainText('Never');
  await shot(page, 'admin-users-user');
  await expectAccessible(page);

  // M-023: Disable, then Enable.
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(banner(page)).toContainText('User disabled.');
  await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Users' }).click();
  // M-016: the inactive row reads differently, with its icon, and offers no delete.
  const inactive = table.getByRole('row', { name: /George Costanza/ });
  await expect(inactive).toHaveAttribute('data-inactive', 'true');
  await expect(inactive.getByText('Inactive')).toBeVisible();
  await expect(inactive.locator('svg')).toHaveCount(1);
  await expect(inactive.getByRole('button', { name: 'Actions for George Costanza' })).toHaveCount(0);
  await shot(page, 'admin-users-users-inactive');
  await inactive.getByRole('link', { name: 'George Costanza' }).click();
  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(banner(page)).toContainText('User enabled.');
  await page.getByRole('link', { name: 'Back to Users' }).click();

  // M-017: delete asks first; Cancel keeps the user, Delete removes them and the list reloads.
  const active = table.getByRole('row', { name: /George Costanza/ });
  await expect(active).not.toHaveAttribute('data-inactive', 'true');
  await active.getByRole('button', { name: 'Actions for George Costanza' }).click();
  await page.getByRole('menuitem', { name: 'Delete user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(dialog).toContainText('Are you sure you want to delete George Costanza from this company?');
  await shot(page, 'admin-users-delete-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(active).toBeVisible();
  await active.getByRole('button', { name: 'Actions for George Costanza' }).click();
  await page.getByRole('menuitem', { name: 'Delete user' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(banner(page)).toContainText('George Costanza has been deleted.');
  await expect(table.getByRole('row', { name: /George Costanza/ })).toHaveCount(0);

  // M-017: a delete that fails (the user went meanwhile) is a warning, and the list reloads.
  const { id, headers } = await userMadeThroughApi(request, 'Elaine', 'Benes');
  await page.reload();
  const elaine = table.getByRole('row', { name: /Elaine Benes/ });
  await elaine.getByRole('button', { name: 'Actions for Elaine Benes' }).click();
  await page.getByRole('menuitem', { name: 'Delete user' }).click();
  expect((await request.get(`/api/admin/company/users/${String(id)}/delete`, { headers })).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const warning = alertBanner(page).filter({ hasText: 'No user of your company has this id.' });
  await expect(warning).toBeVisible();
  await expect(elaine).toHaveCount(0);
  await expect(dialog).toBeHidden();
  await shot(page, 'admin-users-delete-failed');
});

test('[M-023] [M-024] a failed Disable and a user that fails to load are warnings; the failed load returns to the list', async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  // M-023: the user went while the form was open; Disable answers not found, shown as a warning.
  const { id, headers } = await userMadeThroughApi(request, 'Jerry', 'Seinfeld');
  await page.goto(`/admin/users/${String(id)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Jerry Seinfeld' })).toBeVisible();
  expect((await request.get(`/api/admin/company/users/${String(id)}/delete`, { headers })).status()).toBe(200);
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(alertBanner(page).filter({ hasText: 'No user of your company has this id.' }).first()).toBeVisible();

  // M-024: Acme's admin's id is no user of Vandelay's: not found, like any unknown id.
  await page.goto('/admin/users/1');
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(alertBanner(page).first()).toContainText('No user of your company has this id.');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await shot(page, 'admin-users-load-failed');
});

test('[M-015] [M-022] [M-023] [A-023] [issue 23] the admin’s own account is locked where the server says so; the sign-in settings show where the guards open them', async ({
  page,
  request,
}) => {
  const { id: otherId } = await userMadeThroughApi(request, 'Puddy', 'David');
  await signIn(page, ADMIN);
  await expect(page).toHaveURL(/\/dashboard$/);
  await openUsers(page);
  const box = page.getByRole('region', { name: 'Login Method' });
  await expect(box.getByRole('link', { name: 'User Registration Settings' })).toHaveAttribute(
    'href',
    '/admin/company/registration',
  );
  await expect(box.getByRole('link', { name: 'SSO Setup' })).toHaveAttribute('href', '/admin/company/sso');

  // Their own account: the contact details are theirs to edit; role, type and status are not, and no Disable.
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Art Vandelay' }).click();
  const own = page.getByRole('form', { name: 'User' });
  await expect(own.getByRole('textbox', { name: /^First Name/ })).toBeEnabled();
  for (const name of [/^Role/, /^Type/, /^Status/]) await expect(own.getByRole('combobox', { name })).toBeDisabled();
  await expect(own.getByText('You cannot change your own role.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable' })).toHaveCount(0);
  await shot(page, 'admin-users-own-account');

  // Another user of the company: all of it, and Disable.
  await page.getByRole('link', { name: 'Back to Users' }).click();
  await page.getByRole('table', { name: 'Users' }).getByRole('link', { name: 'Puddy David' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/users/${String(otherId)}$`));
  const other = page.getByRole('form', { name: 'User' });
  for (const name of [/^Role/, /^Type/, /^Status/]) await expect(other.getByRole('combobox', { name })).toBeEnabled();
  await expect(other.getByText('You cannot change your own role.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();
});

test('[M-015] [A-023] [issue 23] a limited company’s admin sees the login method without the settings links the guards refuse', async ({
  page,
}) => {
  await signIn(page, 'bm@umbrella.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openUsers(page);
  const box = page.getByRole('region', { name: 'Login Method' });
  await expect(box).toContainText('Requires Registration');
  await expect(box.getByRole('link')).toHaveCount(0);
});
