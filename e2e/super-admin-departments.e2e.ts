import { expect, expectAccessible, openAcmeInConsole, shot, test } from './support.ts';

// S-022..S-024: a company's departments in the console. The department made here has a name of its own and is
// deleted at the end; Acme's other departments are only read.

test('[S-022] [S-023] [S-024] a super admin adds a department to Acme with its group and process, changes it and deletes it', async ({
  page,
}) => {
  const name = `Tape Archive ${String(Date.now())}`;
  await openAcmeInConsole(page);
  await page.getByRole('link', { name: 'Manage departments' }).click();
  await expect(page).toHaveURL(/\/super_admin\/companies\/\d+\/departments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Software departments' })).toBeVisible();

  // A new row's errors land under its fields; nothing is saved.
  await page.getByRole('button', { name: 'Add New' }).click();
  const draft = page.getByRole('form', { name: 'New department' });
  await draft.getByRole('button', { name: 'Save' }).click();
  await expect(draft.getByText('Please enter the department name.')).toBeVisible();

  await draft.getByRole('textbox', { name: /^Name/ }).fill(name);
  await draft.getByRole('textbox', { name: 'Description' }).fill('LTO libraries and vaulting');
  await draft.getByRole('combobox', { name: 'Group' }).click();
  const group = page.getByRole('option').nth(1);
  const groupName = (await group.textContent()) ?? '';
  await group.click();
  await draft.getByRole('combobox', { name: 'Process' }).click();
  const process = page.getByRole('option').nth(1);
  const processName = (await process.textContent()) ?? '';
  await process.click();
  await draft.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The department has been saved.')).toBeVisible();
  await expect(draft).toHaveCount(0);
  const row = page.getByRole('form', { name: `Department ${name}` });
  await expect(row.getByRole('combobox', { name: 'Group' })).toHaveValue(groupName);
  await expect(row.getByRole('combobox', { name: 'Process' })).toHaveValue(processName);
  await expect(row.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  await shot(page, 'super-admin-departments');
  await expectAccessible(page);

  await row.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The department has been saved.').first()).toBeVisible();
  await page.reload();
  await expect(row.getByRole('combobox', { name: 'Status' })).toHaveValue('Inactive');

  await row.getByRole('button', { name: 'Delete department' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete department' });
  await expect(dialog).toContainText(`Are you sure you want to delete the ${name} Department?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`The ${name} department was deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('[S-039] a super admin opens the test form of Acme’s process: the submit page in sample mode', async ({
  page,
}) => {
  await openAcmeInConsole(page);
  await page.getByRole('link', { name: 'Test form of Acme Storage Engineering Escalation' }).click();
  await expect(page).toHaveURL(/\/super_admin\/companies\/\d+\/inbound_process\/\d+\/test$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sample Case Submission' })).toBeVisible();
  await expect(page.getByText('Acme Storage Engineering Escalation, as partners see it')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Problem summary' })).toBeVisible();
  // The form's help reads as on a partner's page (the network's hints, not a member's data).
  await page
    .getByRole('button', { name: /^Help: / })
    .first()
    .click();
  // Labelled by the hint's title once the hint has loaded.
  await expect(page.getByRole('dialog')).toHaveAttribute('aria-labelledby', /.+/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/inbound_process\/\d+\/test$/);
  await shot(page, 'super-admin-process-sample');
  await expectAccessible(page);
});
