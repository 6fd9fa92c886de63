import type { Page } from '@playwright/test';
import { expect, shot, signIn, test } from './support.ts';

// The console's groups as the super admin. Everything it makes carries this run's stamp and goes again at the end:
// the group it creates (with the partners and documents it adds) is deleted by the last test, which removes the
// relations of Wayne and Tyrell it made. Demo groups are only read.

// The tests build on each other (the group the second makes is the one the last deletes), so they run as one serial
// group, retried together. The stamp is the runner's pid (the same in every worker of one run) and the attempt: a
// retry makes its own groups instead of meeting the ones an earlier attempt left.
test.describe.configure({ mode: 'serial' });
let stamp = '';
let groupName = '';
let vhost = '';
let supportName = '';
test.beforeEach(() => {
  stamp = `${process.ppid}-${test.info().retry}`;
  groupName = `E2E Console Program ${stamp}`;
  vhost = `e2e-console-${stamp}`;
  supportName = `E2E Console Support ${stamp}`;
});

const openGroups = async (page: Page) => {
  await signIn(page, 'super@casebridge.test');
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
  await page.goto('/super_admin/groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
};

const groupsTable = (page: Page) => page.getByRole('table', { name: 'Groups' });

test('[S-050] [R-014] the groups list: columns, a search from 2 characters and the groups.xlsx export', async ({
  page,
}) => {
  await openGroups(page);
  const table = groupsTable(page);
  await expect(table.getByRole('columnheader')).toHaveText([
    /Name/,
    /Type/,
    /Host/,
    /Companies/,
    /Status/,
    'Registration Page',
    'Actions',
  ]);
  const alliance = table.getByRole('row', { name: /Storage Alliance/ });
  await expect(alliance).toContainText('Partner Program');
  await expect(alliance).toContainText('storage-alliance');
  await expect(alliance.getByRole('link', { name: 'Registration page' })).toHaveAttribute(
    'href',
    /^http:\/\/storage-alliance\.localhost:\d+/,
  );
  const open = table.getByRole('row', { name: /Cloud Interop Open Group/ });
  await expect(open.getByRole('link', { name: 'Registration page' })).toHaveCount(0);

  const search = page.getByRole('textbox', { name: 'Search groups' });
  await search.fill('c');
  await expect(table.getByRole('row', { name: /Storage Alliance/ })).toBeVisible();
  await search.fill('cloud inter');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: 'Cloud Interop Open Group', exact: true })).toBeVisible();
  await search.fill('');
  await shot(page, 'groups-list');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe('groups.xlsx');
});

test('[S-052] [S-053] [S-054] [S-055] [S-056] a super admin creates a partner program; its page reads it back', async ({
  page,
}) => {
  await openGroups(page);
  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/super_admin\/groups\/0\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New group' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Group' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(groupName);
  await form.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Partner Program' }).click();
  await form.getByRole('textbox', { name: 'Description' }).fill('Joint support for the console tests.');
  const sponsor = form.getByRole('combobox', { name: /^Sponsor company/ });
  await sponsor.fill('glob');
  await page.getByRole('option', { name: 'Globex Storage' }).click();
  await form.getByRole('combobox', { name: /^Process/ }).click();
  await page
    .getByRole('option', { name: /Globex/ })
    .first()
    .click();
  // S-056: the SLA tiers with their hours, and the note on Sev 1.
  await expect(form.getByText('A business hour is required with Sev 1 SLA (Next Day).')).toBeVisible();
  await form.getByRole('switch', { name: 'Custom SLA' }).check();
  await form.getByRole('textbox', { name: 'P1 High message' }).fill('Call back within the hour.');
  await form.getByRole('textbox', { name: 'P1 High response time in hours' }).fill('1');
  await form.getByRole('textbox', { name: 'P3 Low response time in hours' }).fill('24');
  // S-054: the program's own fields; first an address that is not a subdomain (S-055).
  await form.getByRole('textbox', { name: 'Vhost' }).fill('not a host!');
  await form.getByRole('textbox', { name: 'Price (one year)' }).fill('1250');
  await form.getByRole('textbox', { name: 'Program summary (instructions)' }).fill('<p>Join the console program.</p>');
  await form.getByRole('button', { name: 'Add link' }).click();
  await form.getByRole('textbox', { name: 'Link 1 label' }).fill('Overview');
  await form.getByRole('textbox', { name: 'Link 1 URL' }).fill('https://globex.test/overview');
  await form.getByRole('checkbox', { name: /Force addendum/ }).check();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText(/Use lowercase letters, digits and hyphens/)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Vhost' })).toBeFocused();
  await shot(page, 'group-form-error');

  await form.getByRole('textbox', { name: 'Vhost' }).fill(vhost);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/super_admin\/groups\/\d+\/partner_program$/);
  await expect(page.getByRole('status').filter({ hasText: 'The group has been saved.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();
  await expect(page.getByText('Sponsor: Globex Storage')).toBeVisible();

  // S-052: a partner program's edit page opens on its read-only view.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/super_admin\/groups\/\d+\/edit$/);
  const program = page.getByRole('region', { name: 'Partner Program' });
  await expect(program.getByText('$1,250.00')).toBeVisible();
  await expect(program.getByText('$0.00')).toBeVisible();
  await expect(program.getByText(vhost, { exact: true })).toBeVisible();
  await expect(program.getByText('Join the console program.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Service Level (SLA)' }).getByText('1 h: Call back within the hour.'),
  ).toBeVisible();
  await shot(page, 'group-read-only');
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('form', { name: 'Group' }).getByRole('textbox', { name: 'Vhost' })).toHaveValue(vhost);
  await expect(page.getByRole('form', { name: 'Group' }).getByRole('combobox', { name: /^Type/ })).toBeDisabled();
  await shot(page, 'group-form');
});

test('[S-057] [S-058] [S-059] [S-060] [S-061] [R-016] partners and documents of a group', async ({ page }) => {
  await openGroups(page);
  // A solution support group of this run's own.
  await page.getByRole('link', { name: 'Add New' }).click();
  const form = page.getByRole('form', { name: 'Group' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(supportName);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/super_admin\/groups\/\d+\/solution_support$/);

  const partners = page.getByRole('region', { name: 'Partners' });
  await expect(partners.getByText(/No partners yet/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Documents' }).getByRole('button', { name: 'Upload Document' }),
  ).toBeDisabled();

  // S-058: Wayne has departments: one must be chosen before its process.
  await partners.getByRole('button', { name: 'Add Partner' }).click();
  const add = page.getByRole('form', { name: 'Add Partner' });
  await expect(add.getByRole('combobox', { name: /^Process/ })).toBeDisabled();
  await add.getByRole('combobox', { name: /^Partner/ }).fill('wayne');
  await page.getByRole('option', { name: 'Wayne Security Software' }).click();
  await expect(add.getByRole('combobox', { name: /^Department/ })).toBeEnabled();
  await expect(add.getByRole('combobox', { name: /^Process/ })).toBeDisabled();
  await add.getByRole('button', { name: 'Add Partner' }).click();
  await expect(add.getByText('This company has departments: choose one.').last()).toBeVisible();
  await add.getByRole('combobox', { name: /^Department/ }).click();
  await page.getByRole('option', { name: 'Security Response' }).click();
  await expect(add.getByRole('combobox', { name: /^Process/ })).toBeEnabled();
  await add.getByRole('combobox', { name: /^Process/ }).click();
  await page.getByRole('option').first().click();
  await shot(page, 'add-partner');
  await add.getByRole('button', { name: 'Add Partner' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The partner has been added to this group.' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Partners' });
  await expect(table.getByRole('row', { name: /Wayne Security Software/ })).toContainText('Security Response');
  await expect(table.getByRole('row', { name: /Wayne Security Software/ })).toContainText('Many to many');

  // Tyrell has none: the process is open at once.
  await partners.getByRole('button', { name: 'Add Partner' }).click();
  await add.getByRole('combobox', { name: /^Partner/ }).fill('tyrell');
  await page.getByRole('option', { name: 'Tyrell Compute' }).click();
  await expect(add.getByRole('combobox', { name: /^Department/ })).toBeDisabled();
  await expect(add.getByRole('combobox', { name: /^Process/ })).toBeEnabled();
  await add.getByRole('button', { name: 'Add Partner' }).click();
  await expect(table.getByRole('row', { name: /Tyrell Compute/ })).toBeVisible();

  //
  const download = page.waitForEvent('download');
  await partners.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toBe(
    `${supportName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-groupmembers.xlsx`,
  );

  // S-060: a link shared in Tyrell's name (the type toggles the input).
  const documents = page.getByRole('region', { name: 'Documents' });
  await documents.getByRole('button', { name: 'Upload Document' }).click();
  const upload = page.getByRole('form', { name: 'Upload Document' });
  await upload.getByRole('combobox', { name: /^Company/ }).click();
  await page.getByRole('option', { name: 'Tyrell Compute' }).click();
  await upload.getByRole('textbox', { name: 'Name' }).fill('Console runbook');
  await expect(upload.getByRole('button', { name: /Upload file/ })).toBeVisible();
  await upload.getByRole('radio', { name: 'URL' }).check();
  await upload.getByRole('textbox', { name: 'Link' }).fill('https://tyrell.test/runbook');
  await upload.getByRole('button', { name: 'Upload' }).click();
  const docs = page.getByRole('table', { name: 'Documents' });
  await expect(docs.getByRole('row', { name: /Console runbook/ })).toContainText('Tyrell Compute');
  await shot(page, 'group-details');

  // S-061
  await docs.getByRole('button', { name: 'Actions for Console runbook' }).click();
  await page.getByRole('menuitem', { name: 'Delete document' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete document' });
  await expect(confirmDelete).toContainText('delete Console runbook from this partner group');
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(docs.getByRole('row', { name: /Console runbook/ })).toHaveCount(0);

  // S-059
  await table.getByRole('button', { name: 'Actions for Tyrell Compute' }).click();
  await page.getByRole('menuitem', { name: 'Remove partner' }).click();
  const confirmRemove = page.getByRole('dialog', { name: 'Remove partner' });
  await expect(confirmRemove).toContainText('remove Tyrell Compute from this group');
  await confirmRemove.getByRole('button', { name: 'Remove' }).click();
  await expect(table.getByRole('row', { name: /Tyrell Compute/ })).toHaveCount(0);
  await expect(table.getByRole('row', { name: /Wayne Security Software/ })).toBeVisible();
});

test('[S-041] [S-042] [S-043] [S-044] [S-045] Group Access: a company relation found by group search, restricted to chosen users', async ({
  page,
}) => {
  await openGroups(page);
  await page.getByRole('textbox', { name: 'Search groups' }).fill(supportName);
  await groupsTable(page).getByRole('link', { name: supportName, exact: true }).click();
  // The partner's row opens its relation (Group Access).
  await page.getByRole('table', { name: 'Partners' }).getByRole('link', { name: 'Wayne Security Software' }).click();
  await expect(page).toHaveURL(/\/super_admin\/companies\/\d+\/groups\/\d+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Group Access' })).toBeVisible();
  const wayneUrl = page.url();
  const access = page.getByRole('form', { name: 'Group Access' });
  await expect(access.getByText(supportName)).toBeVisible();
  await expect(access.getByRole('switch', { name: 'Active' })).toBeChecked();
  await expect(access.getByRole('radio', { name: 'Open' })).toBeChecked();
  await expect(access.getByRole('table', { name: 'Users with access' })).toHaveCount(0);

  // S-042: restricted shows the user table; the chosen users are saved.
  await access.getByRole('radio', { name: 'Restricted' }).check();
  const users = access.getByRole('table', { name: 'Users with access' });
  await users.getByRole('checkbox').nth(1).check();
  await shot(page, 'relation-edit');
  await access.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/super_admin\/companies\/\d+$/);
  await page.goto(wayneUrl);
  await expect(access.getByRole('radio', { name: 'Restricted' })).toBeChecked();
  await expect(users.getByRole('checkbox', { checked: true })).toHaveCount(1);

  // S-041, S-043, S-045: a new relation of Wayne's found by search; its department twice is refused under the field.
  const newUrl = wayneUrl.replace(/\/groups\/\d+\/edit$/, '/groups/0/edit');
  await page.goto(newUrl);
  const search = access.getByRole('textbox', { name: 'Find a group' });
  await search.fill('e');
  await expect(access.getByRole('list', { name: 'Groups found' })).toHaveCount(0);
  await search.fill(`support ${stamp}`);
  await access.getByRole('listitem').filter({ hasText: supportName }).click();
  await expect(access.getByRole('combobox', { name: /^Relation/ })).toHaveValue('Many to many');
  await expect(access.getByRole('radio', { name: 'Open' })).toBeChecked();
  await access.getByRole('combobox', { name: /^Department/ }).click();
  await page.getByRole('option', { name: 'Security Response' }).click();
  await access.getByRole('button', { name: 'Save' }).click();
  await expect(
    access.getByText('This company already has a relation to this group for this department.'),
  ).toBeVisible();
  await shot(page, 'relation-error');
});

test('[S-051] deleting a group asks "delete group {name}" and the list reloads without it', async ({ page }) => {
  await openGroups(page);
  for (const name of [supportName, groupName]) {
    await page.getByRole('textbox', { name: 'Search groups' }).fill(name);
    await groupsTable(page)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete group' });
    await expect(dialog).toContainText(`delete group ${name}`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The group has been deleted.' }).first()).toBeVisible();
    await expect(groupsTable(page).getByRole('link', { name, exact: true })).toHaveCount(0);
  }
});
