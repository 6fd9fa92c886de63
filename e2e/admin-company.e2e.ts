import type { Page } from '@playwright/test';
import {
  alertBanner,
  expect,
  expectAccessible,
  lastEmailId,
  latestEmailLink,
  mailboxMessages,
  registerOn,
  shot,
  signIn,
  tenantUrl,
  test,
} from './support.ts';

/** Opens the Company screen as an admin would: the Admin menu's Company tile. */
async function openCompany(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Company/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/company$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Company' })).toBeVisible();
}

/** Chooses an option of a Mantine Select (a combobox whose options open in a list). */
async function choose(page: Page, label: string, option: RegExp) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).click();
}

test('[M-001] [M-003] [M-004] [M-005] [M-006] an admin reads the Company screen and sends a change request', async ({
  page,
}) => {
  await signIn(page, 'bm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openCompany(page);

  const info = page.getByRole('region', { name: 'Company Information' });
  await expect(info.getByText('Acme Software', { exact: true })).toBeVisible();
  await expect(info.getByRole('link', { name: 'Premium Member' })).toBeVisible();
  await expect(info.getByText('Requires Registration')).toBeVisible();
  await expect(info.getByRole('link', { name: /acme\.localhost/ })).toBeVisible();
  await expect(info.getByText('Show in Public Web')).toBeVisible();

  const departments = page.getByRole('table', { name: 'Departments' });
  await expect(departments.getByRole('row', { name: /Storage Engineering/ })).toBeVisible();
  await expect(departments.getByRole('columnheader')).toHaveText([/Name/, /Description/, /Status/]);

  // M-005: the notes' text without its markup.
  const notes = page.getByRole('table', { name: 'Internal notes' });
  await expect(notes.getByRole('row', { name: /Initech/ })).toContainText(
    'Initech needs the cluster ID from kubectl config current-context.',
  );
  await expect(notes).not.toContainText('<code>');

  await expect(page.getByRole('link', { name: 'User Registration' })).toHaveAttribute(
    'href',
    '/admin/company/registration',
  );
  await expect(page.getByRole('link', { name: 'Sso Setup' })).toHaveAttribute('href', '/admin/company/sso');
  await shot(page, 'admin-company-company');

  // M-006: the server requires the text; then the membership team is asked.
  await page.getByRole('button', { name: 'Contact CaseBridge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact CaseBridge' });
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Please describe the changes you need.')).toBeVisible();
  const before = await lastEmailId(page);
  await dialog.getByLabel(/^Changes/).fill('Please add our new Backup Engineering department.');
  await shot(page, 'admin-company-change-request');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Change requests take 24-48 hours/);
  await expectAccessible(page);
  await expect
    .poll(
      async () =>
        (await mailboxMessages(page)).find((m) => m.id > before && m.to.includes('membership@casebridge.test'))
          ?.subject,
    )
    .toBe('Change request (Company details) from Acme Software');
});

test('[M-003] [M-007] a limited company’s admin gets neither User Registration nor Sso Setup, and is refused the settings page', async ({
  page,
}) => {
  await signIn(page, 'bm@umbrella.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openCompany(page);
  await expect(page.getByRole('button', { name: 'Contact CaseBridge' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'User Registration' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sso Setup' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Contact CaseBridge' }).click();
  await expect(page.getByRole('dialog', { name: 'Contact CaseBridge' })).toContainText('which users of Umbrella');
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  await page.goto('/admin/company/registration');
  await expect(alertBanner(page).first()).toContainText('Your membership level disables access to this feature.');
  await expect(page).not.toHaveURL(/\/admin\/company\/registration$/);
});

test('[M-009] [M-010] Wayne’s admin requires approval by a chosen signup manager; the next registrant’s approval email goes to that manager', async ({
  page,
}) => {
  await signIn(page, 'bm@wayne.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openCompany(page);
  await page.getByRole('link', { name: 'User Registration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Registration Settings' })).toBeVisible();
  const form = page.getByRole('form', { name: 'User registration settings' });

  await form.getByRole('radio', { name: 'All users must be approved' }).check();
  await choose(page, 'Primary Signup Manager', /Leo Fischer/);
  await choose(page, 'Alternate Signup Manager', /Leo Fischer/);
  // The server's rule: the alternate is another user.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('The alternate must be another user than the primary signup manager.')).toBeVisible();
  await choose(page, 'Alternate Signup Manager', /Julia Santos/);
  // Wayne belongs to the open group through its Security Response department.
  await choose(page, 'Default Groups', /Cloud Interop Open Group/);
  await page.keyboard.press('Escape');
  await shot(page, 'admin-company-registration-settings');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The registration settings have been saved.' }),
  ).toBeVisible();
  await expectAccessible(page);

  // Read again from the server: the saved settings.
  await page.reload();
  await expect(form.getByRole('radio', { name: 'All users must be approved' })).toBeChecked();
  await expect(form.getByRole('combobox', { name: /^Primary Signup Manager/ })).toHaveValue(/Leo Fischer/);
  await expect(form.getByRole('combobox', { name: /^Alternate Signup Manager/ })).toHaveValue(/Julia Santos/);
  await expect(form.getByText('Cloud Interop Open Group')).toBeVisible();

  // Someone registers at Wayne and verifies: the approval emails go to the signup managers.
  const email = `e2e-${String(Date.now())}@wayne.test`;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.goto(tenantUrl('wayne'));
  await registerOn(page, { first: 'Bruce', last: 'Applicant', email });
  await expect(page.getByText('Your Account Requires Approval')).toBeVisible();
  await page.goto(await latestEmailLink(page, email, /\/verify_account\//));
  await expect(page.getByRole('heading', { name: 'Your Account Must be Approved.' })).toBeVisible();
  const approval = await latestEmailLink(page, 'caller@wayne.test', /\/users\/approval\/.+\/approve/);
  expect(approval).toContain('/users/approval/');
});
