import { readFileSync } from 'node:fs';
import { alertBanner, expect, expectAccessible, shot, signIn, test } from './support.ts';

// My Partners as Acme's business manager. What it changes it restores: the link it shares in Acme Solution Support
// is deleted again, and Lena Hoffmann's access to the Cloud Interop Open Group is added and taken away again.

test('[M-033] [M-034] [M-035] [M-036] [M-037] [M-038] [R-007] an admin lists the company’s groups and reads one', async ({
  page,
}) => {
  await signIn(page, 'bm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^My Partners/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/partner_groups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Partners' })).toBeVisible();

  const groups = page.getByRole('table', { name: 'Partner groups' });
  await expect(groups.getByRole('link')).toHaveText([
    'Acme Solution Support',
    'Cloud Interop Open Group',
    'Storage Alliance',
  ]);
  await expect(groups.getByRole('row', { name: /Cloud Interop Open Group/ })).toContainText(
    'Limited to selected users',
  );
  await expect(page.getByRole('table', { name: 'Partner companies' }).getByText('Globex Storage')).toBeVisible();
  await shot(page, 'admin-partner-groups-list');

  // A solution support group Acme sponsors: its SLA, its members and their export.
  await groups.getByRole('link', { name: 'Acme Solution Support' }).click();
  await expect(page).toHaveURL(/\/admin\/partner_groups\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Solution Support' })).toBeVisible();
  const info = page.getByRole('region', { name: 'Group Information' });
  await expect(info.getByText('Solution Support', { exact: true })).toBeVisible();
  await expect(info.getByRole('link', { name: /Acme Storage Engineering Escalation/ })).toBeVisible();
  // M-036: all of Acme's users have access here: no Manage Access.
  await expect(info.getByText('All users')).toBeVisible();
  await expect(info.getByRole('link', { name: 'Manage Access' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'SLA Details' })).toBeVisible();
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row', { name: /Initech/ })).toContainText('Department');
  const download = page.waitForEvent('download');
  await page.getByRole('region', { name: 'Members' }).getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('acme-solution-support-groupmembers.xlsx');
  expect(
    readFileSync(await file.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
  await shot(page, 'admin-partner-groups-solution-support');
  await expectAccessible(page);

  // A partner program Globex sponsors: links, agreements and the SLA, but its members are Globex's to see.
  await page.getByRole('link', { name: 'My Partners' }).click();
  await page.getByRole('table', { name: 'Partner groups' }).getByRole('link', { name: 'Storage Alliance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storage Alliance' })).toBeVisible();
  const program = page.getByRole('region', { name: 'Group Information' });
  await expect(program.getByRole('link', { name: /storage-alliance\.localhost/ })).toBeVisible();
  await expect(
    program.getByRole('link', { name: 'https://www.globex.test/alliance/registration-status' }),
  ).toBeVisible();
  const sla = page.getByRole('table', { name: 'SLA details' });
  await expect(sla.getByRole('row', { name: /P1 - High/ })).toContainText('1 hours');
  await expect(page.getByRole('table', { name: 'Members' })).toHaveCount(0);
  const conduct = page.waitForEvent('download');
  await program.getByRole('button', { name: 'Code of Conduct' }).click();
  expect((await conduct).suggestedFilename()).toBe('Storage Alliance Code of Conduct.pdf');
  await shot(page, 'admin-partner-groups-storage-alliance');
});

test('[M-039] [M-040] [M-041] an admin shares a link in a group and deletes it; other members’ documents keep no delete', async ({
  page,
}) => {
  await signIn(page, 'bm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/partner_groups');
  await page.getByRole('table', { name: 'Partner groups' }).getByRole('link', { name: 'Storage Alliance' }).click();
  const documents = page.getByRole('table', { name: 'Documents' });
  // Globex's link has no delete; Acme's own has one.
  await expect(documents.getByRole('row', { name: /G-Series interoperability matrix/ })).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Actions for G-Series interoperability matrix' })).toHaveCount(0);
  await expect(
    documents.getByRole('button', { name: 'Actions for Acme escalation runbook for Globex arrays' }),
  ).toBeVisible();

  // M-040: the type toggles the input; a bad link is answered under its field.
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog.getByLabel('Upload file')).toBeVisible();
  await dialog.getByLabel('Name').fill('Acme array log collection guide');
  await dialog.getByText('URL', { exact: true }).click();
  await expect(dialog.getByLabel('Upload file')).toHaveCount(0);
  await dialog.getByLabel('Link').fill('ftp://docs.acme.test/logs');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog.getByText('Please enter a link starting with http:// or https://.')).toBeVisible();
  await expect(alertBanner(page)).toContainText('There was an error with your submission.');
  await shot(page, 'admin-partner-groups-upload-error');
  await dialog.getByLabel('Link').fill('https://docs.acme.test/runbooks/log-collection');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const added = documents.getByRole('row', { name: /Acme array log collection guide/ });
  await expect(added).toContainText('Acme Software');
  await shot(page, 'admin-partner-groups-documents');

  // M-041: deleting asks first, then the list reloads without it.
  await added.getByRole('button', { name: 'Actions for Acme array log collection guide' }).click();
  await page.getByRole('menuitem', { name: 'Delete document' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete document' });
  await expect(confirm).toContainText(
    'Are you sure you want to delete Acme array log collection guide from this partner group?',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(documents.getByRole('row', { name: /Acme array log collection guide/ })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A file: uploaded, listed under its name, downloaded with the session, then deleted again.
  await page.getByRole('button', { name: 'Upload Document' }).click();
  await dialog.getByLabel('Name').fill('Acme support matrix');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'acme-support-matrix.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const fileRow = documents.getByRole('row', { name: /Acme support matrix/ });
  await expect(fileRow).toContainText('acme-support-matrix.pdf');
  const saved = page.waitForEvent('download');
  await fileRow.getByRole('button', { name: 'Acme support matrix', exact: true }).click();
  expect((await saved).suggestedFilename()).toBe('acme-support-matrix.pdf');
  await fileRow.getByRole('button', { name: 'Actions for Acme support matrix' }).click();
  await page.getByRole('menuitem', { name: 'Delete document' }).click();
  await page.getByRole('dialog', { name: 'Delete document' }).getByRole('button', { name: 'Delete' }).click();
  await expect(documents.getByRole('row', { name: /Acme support matrix/ })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('[M-036] [M-042] [M-043] [M-044] [M-045] an admin manages who of the company may use a group with limited access', async ({
  page,
}) => {
  await signIn(page, 'bm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/partner_groups');
  await page
    .getByRole('table', { name: 'Partner groups' })
    .getByRole('link', { name: 'Cloud Interop Open Group' })
    .click();
  // An open group: no documents panel; limited access: Manage Access.
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud Interop Open Group' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Documents' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Manage Access' }).click();
  await expect(page).toHaveURL(/\/admin\/partner_groups\/\d+\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'User Access' })).toBeVisible();

  const withAccess = page.getByRole('table', { name: 'Users with access' });
  await expect(withAccess.getByRole('row')).toHaveCount(4);
  await expect(withAccess.getByRole('row', { name: /Lena Hoffmann/ })).toHaveCount(0);

  // M-043: from 2 characters; nothing found says so; an empty term clears.
  const search = page.getByLabel('Search users');
  await search.fill('zq');
  await expect(page.getByText('No Users Found')).toBeVisible();
  await search.fill('le');
  const found = page.getByRole('table', { name: 'Users found' });
  await expect(found.getByRole('row', { name: /Lena Hoffmann/ })).toContainText('Munich');
  await shot(page, 'admin-partner-groups-user-search');

  // M-044: added, she is listed.
  await found.getByRole('button', { name: 'Add Lena Hoffmann' }).click();
  await expect(withAccess.getByRole('row', { name: /Lena Hoffmann/ })).toBeVisible();
  await expect(found.getByRole('row', { name: /Lena Hoffmann/ })).toContainText('Has access');
  await search.fill('');
  await expect(page.getByRole('table', { name: 'Users found' })).toHaveCount(0);
  await shot(page, 'admin-partner-groups-users');
  await expectAccessible(page);

  // M-045: removing asks first.
  await withAccess.getByRole('button', { name: 'Actions for Lena Hoffmann' }).click();
  await page.getByRole('menuitem', { name: 'Remove access' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove access' });
  await expect(confirm).toContainText("Lena Hoffmann's access to Cloud Interop Open Group");
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(withAccess.getByRole('row', { name: /Lena Hoffmann/ })).toHaveCount(0);
  await expect(withAccess.getByRole('row')).toHaveCount(4);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('[A-023] a limited company’s admin reads its groups but cannot open user access', async ({ page }) => {
  await signIn(page, 'bm@umbrella.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/partner_groups');
  await page.getByRole('table', { name: 'Partner groups' }).getByRole('link', { name: 'Storage Alliance' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Storage Alliance' })).toBeVisible();
  const groupUrl = page.url();
  await page.goto(`${groupUrl}/users`);
  await expect(alertBanner(page)).toContainText('Your membership level disables access to this feature.');
  await expect(page.getByRole('heading', { level: 1, name: 'User Access' })).toHaveCount(0);
});
