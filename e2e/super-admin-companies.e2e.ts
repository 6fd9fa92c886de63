import { alertBanner, expect, expectAccessible, openAcmeInConsole, signIn, test } from './support.ts';

// S-010..S-026, S-040, M-008, R-013, R-015: the console's companies, walked as a super admin. The company made here
// has a name and login subdomain of its own and is deleted at the end; Acme is only read (its delete is refused).

test('[S-010] [R-013] [S-015] [S-017] [S-018] [S-019] [S-014] [M-008] a super admin adds a company, disables, enables and deletes it', async ({
  page,
}) => {
  const stamp = String(Date.now());
  const name = `Pied Piper ${stamp}`;
  const slug = `pied-piper-${stamp}`;
  await signIn(page, 'super@casebridge.test');
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Companies' });
  await expect(table.getByRole('columnheader')).toHaveText([
    /Name/,
    /Groups/,
    /Membership Type/,
    /Users/,
    /Status/,
    /Login Link/,
  ]);
  await page.getByRole('textbox', { name: 'Search' }).fill('acme soft');
  await expect(table.getByRole('link', { name: 'Acme Software', exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: 'Login page of Acme Software' })).toHaveAttribute(
    'href',
    /^http:\/\/acme\.localhost:\d+\/$/,
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe('companies.xlsx');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/super_admin\/companies\/0\/edit$/);
  const form = page.getByRole('form', { name: 'Company' });
  // S-017: a new company's defaults; S-019: the options.
  await expect(form.getByRole('combobox', { name: /^Membership Type/ })).toHaveValue('Standard Member');
  await expect(form.getByRole('combobox', { name: /^Login Method/ })).toHaveValue('Requires Registration');
  await expect(form.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await form.getByRole('combobox', { name: /^Login Method/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Requires Registration', 'Email Login Link', 'Single Sign On']);
  await page.keyboard.press('Escape');
  await form.getByRole('combobox', { name: /^Membership Type/ }).click();
  await page.getByRole('option', { name: 'Premium' }).click();

  await form.getByRole('textbox', { name: /^Name/ }).fill(name);
  await form.getByRole('textbox', { name: /^Login Subdomain/ }).fill('Not a subdomain!');
  await form.getByRole('textbox', { name: 'E-mail Domain' }).fill('piedpiper.example');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/The login subdomain takes lowercase letters/)).toBeVisible();
  await form.getByRole('textbox', { name: /^Login Subdomain/ }).fill('acme');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    form.getByText('This login subdomain is already taken by another company or a partner program.'),
  ).toBeVisible();
  await form.getByRole('textbox', { name: /^Login Subdomain/ }).fill(slug);
  await form.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/super_admin\/companies\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'The company has been saved.' })).toBeVisible();
  await expect(page.getByText('Premium').first()).toBeVisible();

  // M-008, S-014: Disable/Enable, confirmed first.
  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog', { name: 'Disable company' }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('button', { name: 'Enable' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name }).locator('..').getByText('Inactive')).toBeVisible();
  await page.getByRole('button', { name: 'Enable' }).click();
  await page.getByRole('dialog', { name: 'Enable company' }).getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('button', { name: 'Disable' })).toBeVisible();

  // Edit: the form opens with the saved values.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page.getByRole('textbox', { name: /^Login Subdomain/ })).toHaveValue(slug);
  await page.getByRole('link', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete company' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/super_admin\/companies$/);
  await expect(page.getByRole('status').filter({ hasText: 'The company has been deleted.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search' }).fill(name);
  await expect(page.getByRole('table', { name: 'Companies' }).getByRole('link', { name })).toHaveCount(0);
});

test("[S-012] [S-021] [S-025] [S-026] [S-040] [R-015] Acme's detail: five collapsible panels, their links, and a delete refused", async ({
  page,
}) => {
  await openAcmeInConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Software' })).toBeVisible();
  const companyPath = new URL(page.url()).pathname;

  for (const panel of ['Info', 'Users', 'Departments', 'Process Forms', 'Groups'])
    await expect(page.getByRole('button', { name: panel, exact: true })).toHaveAttribute('aria-expanded', 'true');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('link', { name: /./ }).first()).toHaveAttribute(
    'href',
    new RegExp(`^${companyPath}/users/\\d+$`),
  );
  await page.getByRole('button', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Users', exact: true })).toHaveAttribute('aria-expanded', 'false');
  await expect(users).toBeHidden();
  await page.getByRole('button', { name: 'Users', exact: true }).click();
  await expect(users).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', `${companyPath}/users/0`);
  const usersFile = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await usersFile).suggestedFilename()).toBe('users.xlsx');

  await expect(page.getByRole('link', { name: 'Manage departments' })).toHaveAttribute(
    'href',
    `${companyPath}/departments`,
  );

  const processes = page.getByRole('table', { name: 'Process forms' });
  const process = processes.getByRole('row').nth(1);
  await expect(process.getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`^${companyPath}/documents/\\d+/edit/(ticket|solution_support|json|manager|default|parent)$`),
  );
  await expect(process.getByRole('link', { name: /^Test form of/ })).toHaveAttribute(
    'href',
    new RegExp(`^${companyPath}/inbound_process/\\d+/test$`),
  );
  await process.getByRole('button', { name: /^Notes on/ }).click();
  await expect(page.getByRole('dialog', { name: /^Notes on/ })).toBeVisible();
  await page.keyboard.press('Escape');
  // S-026: a process cases were sent to is kept; the server says why.
  const used = processes
    .getByRole('row')
    .filter({ hasNot: page.getByRole('cell', { name: '0', exact: true }) })
    .nth(1);
  const usedName = (await used.getByRole('link').first().textContent()) ?? '';
  await used.getByRole('button', { name: `Actions for ${usedName}` }).click();
  await page.getByRole('menuitem', { name: 'Delete process' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete process' });
  await expect(confirm.getByText(`delete ${usedName} from this company`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(alertBanner(page).filter({ hasText: 'Cases were sent to this process' })).toBeVisible();

  const groups = page.getByRole('table', { name: 'Groups' });
  await expect(groups.getByTestId('dot-active').first()).toBeVisible();
  await expect(groups.getByRole('link').first()).toHaveAttribute(
    'href',
    new RegExp(`^${companyPath}/groups/\\d+/edit$`),
  );
  await expect(page.getByRole('link', { name: 'Add', exact: true })).toHaveAttribute(
    'href',
    `${companyPath}/groups/0/edit`,
  );
  await expectAccessible(page);

  // S-014: Acme has cases with its partners: its delete is refused and it stays.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog', { name: 'Delete company' }).getByRole('button', { name: 'Delete' }).click();
  await expect(alertBanner(page).filter({ hasText: 'This company has cases with its partners' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${companyPath}$`));
});

test('[S-020] [S-013] registration settings open with the saved values and save; a missing company returns to the list', async ({
  page,
}) => {
  await openAcmeInConsole(page);
  await page.getByRole('link', { name: 'User Registration' }).click();
  await expect(page).toHaveURL(/\/super_admin\/companies\/\d+\/registation$/);
  const form = page.getByRole('form', { name: 'User registration settings' });
  await expect(form.getByRole('combobox', { name: /^Primary Signup Manager/ })).not.toHaveValue('');
  // Saved unchanged: other tests rely on Acme's settings.
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The registration settings have been saved.' }),
  ).toBeVisible();

  await page.goto('/super_admin/companies/2147483000');
  await expect(page).toHaveURL(/\/super_admin\/companies$/);
  await expect(alertBanner(page).filter({ hasText: 'No company has this id.' })).toBeVisible();
  await page.goto('/super_admin/companies/2147483000/registation');
  await expect(page).toHaveURL(/\/super_admin\/companies$/);
});
