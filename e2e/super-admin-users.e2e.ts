import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, latestEmailLink, shot, signIn, tenantUrl, test } from './support.ts';

// S-046..S-049, S-062..S-067, X-047: the super admin's user form, inactive users and onboarding review. Every
// object changed here is made here, with a name of this run.

const run = String(Date.now());
const PASSWORD = 'Console-1!x';
const NEW_PASSWORD = 'Console-2!y';

/** Acme's id, read off the caller's user page that the dashboard's user search opens. */
async function acmeUserFormPath(page: Page, userId: number): Promise<string> {
  const users = page.getByRole('combobox', { name: 'User search' });
  await users.fill('caller@acme');
  await page.getByRole('option', { name: /caller@acme\.test/ }).click();
  await expect(page).toHaveURL(/\/super_admin\/companies\/\d+\/users\/\d+$/);
  const companyId = /\/companies\/(\d+)\//.exec(page.url())?.[1] ?? '';
  return `/super_admin/companies/${companyId}/users/${String(userId)}`;
}

/**
 * Through a client of its own (the test's request fixture): the page's cookies are the super admin's session, which
 * a sign-in there would replace and end, its access token with it.
 */
const canSignIn = async (request: APIRequestContext, email: string, password: string) =>
  (await request.post('/api/auth/login', { data: { email, password } })).status() === 200;

test('[S-046] [S-047] [S-048] [S-049] [S-066] [S-067] [X-047] a super admin makes, edits, disables, finds among the inactive, enables and deletes a user', async ({
  page,
  request,
}) => {
  const email = `nell.console.${run}@acme.test`;
  await signIn(page, 'super@casebridge.test');
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);

  // S-046, S-047: a new user of Acme, with a password; Save opens the new user's form.
  await page.goto(await acmeUserFormPath(page, 0));
  await expect(page.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();
  const form = page.getByRole('form', { name: 'User' });
  await form.getByRole('textbox', { name: /^First Name/ }).fill('Nell');
  await form.getByRole('textbox', { name: /^Last Name/ }).fill('Console');
  await form.getByRole('textbox', { name: /^Email/ }).fill(email);
  await form.getByRole('textbox', { name: /^City/ }).fill('Dublin');
  await form.getByRole('combobox', { name: /^Country( \*)?$/ }).click();
  await page.getByRole('option', { name: 'Ireland', exact: true }).click();
  await form.getByRole('radio', { name: 'Type a password for them now' }).check();
  await form.getByLabel(/^Password/).fill('weak');
  await form.getByLabel(/^Confirm password/).fill('weak');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByText('The password must be at least 8 characters.')).toBeVisible();
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('User saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/super_admin\/companies\/\d+\/users\/[1-9]\d*$/);
  const editPath = new URL(page.url()).pathname;
  const userId = Number(/\/users\/(\d+)$/.exec(editPath)?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Nell Console' })).toBeVisible();
  expect(await canSignIn(request, email, PASSWORD)).toBe(true);

  // S-046, X-006: edit mode: no password field, community access checkboxes; the role and a group are saved. The
  // page is loaded afresh: the create's "User saved." may still be up, and each save shows its own.
  await page.reload();
  const edit = page.getByRole('form', { name: 'User' });
  await expect(edit.getByLabel(/^Password/)).toHaveCount(0);
  const access = edit.getByRole('group', { name: /Community access/ });
  await expect(access.getByRole('checkbox').first()).toBeVisible();
  const firstGroup = access.getByRole('checkbox').first();
  await firstGroup.check();
  await edit.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: 'Program Manager', exact: true }).click();
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('User saved.')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('form', { name: 'User' })
      .getByRole('group', { name: /Community access/ })
      .getByRole('checkbox')
      .first(),
  ).toBeChecked();
  await expect(page.getByRole('form', { name: 'User' }).getByRole('combobox', { name: /^Role/ })).toHaveValue(
    'Program Manager',
  );

  // S-049: Update Password: the new one signs in, the old one no longer.
  await page.getByRole('button', { name: 'Update Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await dialog.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Update Password' }).click();
  await expect(dialog.getByText(/The password has been updated/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect(await canSignIn(request, email, PASSWORD)).toBe(false);
  expect(await canSignIn(request, email, NEW_PASSWORD)).toBe(true);

  // S-048: Disable: the user can no longer sign in.
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('User disabled.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login as Nell' })).toHaveCount(0);
  expect(await canSignIn(request, email, NEW_PASSWORD)).toBe(false);

  // S-066, X-047, S-067: the inactive users list has the user; the row opens /super_admin/user/{id}.
  await page.goto('/super_admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Inactive Users' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Inactive users' });
  await expect(table.getByRole('columnheader')).toHaveText([
    /Name/,
    /Email/,
    /Company/,
    /Role/,
    /Last Login/,
    /Enable/,
  ]);
  await page.getByRole('textbox', { name: 'Search' }).fill(email);
  const row = table.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
  await expect(row).toContainText('Acme Software');
  await expect(row).toContainText('Program Manager');
  await row.getByRole('link', { name: 'Nell Console' }).click();
  await expect(page).toHaveURL(new RegExp(`/super_admin/user/${String(userId)}$`));
  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('User enabled.')).toBeVisible();
  expect(await canSignIn(request, email, NEW_PASSWORD)).toBe(true);

  // S-048: Delete, confirmed; the user is gone.
  await page.goto(editPath);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText('Are you sure you want to delete Nell Console from the system?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Nell Console has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/super_admin\/companies\/\d+$/);
  expect(await canSignIn(request, email, NEW_PASSWORD)).toBe(false);
});

const ONBOARD_PASSWORD = 'Onboard-1!x';

/** A new company's request to the free DB Interop program, through the wizard as its applicant sends it. */
async function requestMembership(page: Page, company: string, email: string) {
  await page.goto(tenantUrl('db-interop'));
  const start = page.getByRole('form', { name: 'Register Now' });
  await start.getByLabel(/^Work email/).fill(email);
  await start.getByRole('button', { name: 'Next' }).click();
  // Issue 21: the wizard starts from the link emailed to the address.
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await page.goto(await latestEmailLink(page, email, /\/onboarding\/verify\//));
  const contact = page.getByRole('form', { name: 'Contact' });
  await contact.getByLabel(/^First name/).fill('Olive');
  await contact.getByLabel(/^Last name/).fill('Onboard');
  await contact.getByLabel(/^Country code/).selectOption('IE');
  await contact.getByLabel(/^Phone/).fill('+353 1 555 0199');
  await contact.getByLabel(/^Password/).fill(ONBOARD_PASSWORD);
  await contact.getByLabel(/^Confirm password/).fill(ONBOARD_PASSWORD);
  await contact.getByLabel(/^Company name/).fill(company);
  await contact.getByLabel(/^Address/).fill('7 Harbour Road');
  await contact.getByLabel(/^City/).fill('Cork');
  await contact.getByLabel(/^Zip code/).fill('T12 AB34');
  await contact.getByLabel(/^Country(?! code)/).selectOption({ label: 'Ireland' });
  await contact.getByLabel(/^Company website/).fill('https://www.review.test');
  await contact.getByRole('button', { name: 'Next' }).click();
  const agreements = page.getByRole('form', { name: 'Agreements' });
  await agreements.getByRole('checkbox', { name: /code of conduct/ }).check();
  await agreements.getByRole('checkbox', { name: /database license/ }).check();
  await agreements.getByRole('checkbox', { name: /CDC Data Handling Addendum/ }).check();
  await agreements.getByRole('button', { name: 'Continue' }).click();
  const process = page.getByRole('form', { name: 'Process' });
  await process.getByLabel(/^Products supported/).fill('Review Object Store');
  await process.getByLabel(/^Support email/).fill(`support-${run}@review.test`);
  await process.getByLabel(/^Support manager first name/).fill('Mona');
  await process.getByLabel(/^Support manager last name/).fill('Manager');
  await process.getByLabel(/^Support manager email/).fill(email);
  await process.getByRole('button', { name: 'Submit registration' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
  await page.evaluate(() => {
    window.localStorage.clear();
  });
}

async function openReview(page: Page, company: string) {
  await page.goto('/super_admin/dashboard');
  const queue = page.getByRole('table', { name: 'Onboarding requests' });
  await queue.getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(/\/super_admin\/onboarding\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  return page.getByRole('form', { name: 'Onboarding request' });
}

test('[S-062] [S-063] [S-064] [S-065] a super admin reviews, corrects and approves a request: the member can sign in; another is rejected', async ({
  page,
  request,
}) => {
  const company = `Review Storage ${run}`;
  const email = `olive-${run}@review-${run}.test`;
  await requestMembership(page, company, email);

  await signIn(page, 'super@casebridge.test');
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
  const form = await openReview(page, company);
  // S-062: what the applicant sent.
  await expect(page.getByText(/Onboarding request for Database Interop Program/)).toBeVisible();
  // Issue 21: what proved the address; nothing of a password.
  await expect(
    page.getByText(new RegExp(`^Address verified .* UTC by the single-use link of email #\\d+, sent to ${email} `)),
  ).toBeVisible();
  await expect(page.getByText(/password/i)).toHaveCount(0);
  await expect(form.locator('[name="company_city"]')).toHaveValue('Cork');
  await expect(form.locator('[name="user_email"]')).toHaveValue(email);
  await expect(form.locator('[name="document_product_supported"]')).toHaveValue('Review Object Store');
  await expect(form.getByRole('combobox', { name: /^Country( \*)?$/ })).toHaveValue('Ireland');
  await expect(form.getByRole('list', { name: 'Agreements' })).toContainText('Database license: Accepted');

  // S-064: the server's company.name error shows under company_name.
  await form.locator('[name="company_name"]').fill(' ');
  await form.locator('[name="document_support_email"]').fill('not-an-address');
  await form.getByRole('button', { name: 'Save updates' }).click();
  await expect(form.locator('[name="company_name"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(form.locator('[name="document_support_email"]')).toHaveAttribute('aria-invalid', 'true');

  // S-063: Save updates, back on the dashboard.
  await form.locator('[name="company_name"]').fill(company);
  await form.locator('[name="document_support_email"]').fill(`support-${run}@review.test`);
  await form.locator('[name="sf_opportunity"]').fill(`OPP-${run}`);
  await form.getByRole('button', { name: 'Save updates' }).click();
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
  await expect(page.getByText('Onboarding session updated.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Onboarding requests' }).getByRole('row', { name: new RegExp(company) }),
  ).toContainText(`OPP-${run}`);

  // S-063, S-065: Approve: the member is part of the network and its applicant signs in with their password.
  const again = await openReview(page, company);
  await expectAccessible(page);
  await again.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
  await expect(page.getByText('Member has been approved and is now part of the network.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Onboarding requests' }).getByRole('link', { name: company }),
  ).toHaveCount(0);
  expect(await canSignIn(request, email, ONBOARD_PASSWORD)).toBe(true);

  // S-063: another request is rejected after the confirmation, and leaves the queue.
  const declined = `Declined Storage ${run}`;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await requestMembership(page, declined, `dora-${run}@declined-${run}.test`);
  await signIn(page, 'super@casebridge.test');
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
  const rejected = await openReview(page, declined);
  await rejected.getByRole('button', { name: 'Reject' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reject request' });
  await confirm.getByRole('button', { name: 'Reject' }).click();
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
  await expect(page.getByText('The onboarding request has been declined.')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Onboarding requests' }).getByRole('link', { name: declined }),
  ).toHaveCount(0);
  expect(await canSignIn(request, `dora-${run}@declined-${run}.test`, ONBOARD_PASSWORD)).toBe(false);
});

test('[A-036] [S-014] [S-046] [issue 23] Login as shows only where the server starts the session: not for an active user of a disabled company', async ({
  page,
}) => {
  const slug = `login-check-${run}`;
  await signIn(page, 'super@casebridge.test');
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);

  // A company of this run, with a user.
  await page.goto('/super_admin/companies/0/edit');
  const company = page.getByRole('form', { name: 'Company' });
  await company.getByRole('textbox', { name: /^Name/ }).fill(`Login Check ${run}`);
  await company.getByRole('textbox', { name: /^Login Subdomain/ }).fill(slug);
  await company.getByRole('textbox', { name: 'E-mail Domain' }).fill(`${slug}.example`);
  await company.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/super_admin\/companies\/\d+$/);
  const companyPath = new URL(page.url()).pathname;
  await page.goto(`${companyPath}/users/0`);
  const form = page.getByRole('form', { name: 'User' });
  await form.getByRole('textbox', { name: /^First Name/ }).fill('Lena');
  await form.getByRole('textbox', { name: /^Last Name/ }).fill('Check');
  await form.getByRole('textbox', { name: /^Email/ }).fill(`lena@${slug}.example`);
  await form.getByRole('textbox', { name: /^City/ }).fill('Dublin');
  await form.getByRole('combobox', { name: /^Country( \*)?$/ }).click();
  await page.getByRole('option', { name: 'Ireland', exact: true }).click();
  await form.getByRole('radio', { name: 'Type a password for them now' }).check();
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(PASSWORD);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Check' })).toBeVisible();
  const userPath = new URL(page.url()).pathname;
  await expect(page.getByRole('button', { name: 'Login as Lena' })).toBeVisible();

  // The company disabled: the user is still active (Disable), but may hold no session, so no Login as.
  await page.goto(companyPath);
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await page.getByRole('dialog', { name: 'Disable company' }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('button', { name: 'Enable', exact: true })).toBeVisible();
  await page.goto(userPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Lena Check' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Disable', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login as Lena' })).toHaveCount(0);
  await shot(page, 'super-admin-user-company-disabled');
});
