import type { Page } from '@playwright/test';
import { expect, expectAccessible, openAcmeInConsole, shot, test } from './support.ts';

// S-027..S-038: the console's process document editor, walked as a super admin on Acme Software. The processes made
// here have names of their own, join no group (Acme's relations keep their processes) and are deleted at the end.

/** Acme's page in the console; answers its path. */
async function openAcme(page: Page): Promise<string> {
  await openAcmeInConsole(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Software' })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** S-027: Add process offers each type; answers when the new process's form is open. */
async function addProcess(page: Page, companyPath: string, label: string, type: string) {
  await page.getByRole('button', { name: 'Add process' }).click();
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${companyPath}/documents/0/edit/${type}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'New Process' })).toBeVisible();
}

const processRow = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Process forms' }).getByRole('row').filter({ hasText: name });

/** S-034: a save goes back to the company's page with the server's message. */
async function expectSaved(page: Page, companyPath: string) {
  await expect(page).toHaveURL(new RegExp(`${companyPath}$`));
  await expect(page.getByRole('status').filter({ hasText: 'The process has been saved.' })).toBeVisible();
}

test('[S-027] [S-029] [S-030] [S-031] [S-034] [S-035] [S-036] [S-037] [S-038] a super admin adds a ticket, a static and a parent process to Acme, edits them and deletes them', async ({
  page,
}) => {
  // A bound for a hang, not a speed goal: this walk saves, reopens and deletes three processes (about 11 s alone),
  // and beside CI's other test steps on two cores it may pass the default 30 s.
  test.setTimeout(120_000);
  const stamp = String(Date.now());
  const ticket = `Acme Tape Library ${stamp}`;
  const fixed = `Acme Legacy Desk ${stamp}`;
  const chooser = `Acme Storage Chooser ${stamp}`;
  const companyPath = await openAcme(page);

  // The ticket (managed) form: S-031's defaults, S-034's field errors, then a save.
  await addProcess(page, companyPath, 'Standard Email Process / Collaboration / Collaborative', 'ticket');
  const form = page.getByRole('form', { name: 'Process document' });
  await expect(form.getByRole('combobox', { name: /^Status/ })).toHaveValue('Approved');
  await expect(form.getByRole('textbox', { name: /^Support Hours/ })).toHaveValue('7/24/365');
  await expect(form.getByRole('textbox', { name: /^Products Supported/ })).toHaveValue('All');
  for (const field of ['Collaborate E-mail', 'Collaborate CC E-mail', 'Escalation Alias', 'Tags'])
    await expect(form.getByRole('textbox', { name: new RegExp(`^${field}`) })).toBeVisible();
  for (const field of ['Main Escalation Contact', 'Alternate Escalation Contact', 'Email Template'])
    await expect(form.getByRole('combobox', { name: new RegExp(`^${field}`) })).toBeVisible();
  await expect(form.getByText('Escalation Instructions')).toBeVisible();
  await expect(form.getByRole('region', { name: 'Internal Notes' })).toBeVisible();
  await form.getByRole('textbox', { name: /^Support Hours/ }).fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter the process name.')).toBeVisible();
  await expect(form.getByText('Please enter the support hours.')).toBeVisible();

  await form.getByRole('combobox', { name: /^Status/ }).click();
  await expect(page.getByRole('option')).toHaveText(['Approved', 'Pending', 'Rejected']);
  await page.getByRole('option', { name: 'Pending' }).click();
  await form.getByRole('textbox', { name: /^Process Name/ }).fill(ticket);
  await form.getByRole('textbox', { name: /^Support Hours/ }).fill('Mon-Fri 8-18 CET');
  await form.getByRole('textbox', { name: /^Products Supported/ }).fill('Tape libraries');
  await form.getByRole('textbox', { name: /^Collaborate E-mail/ }).fill('tape@acme.test');
  await form.getByRole('combobox', { name: /^Main Escalation Contact/ }).click();
  await page.getByRole('option').nth(1).click();
  await form.getByRole('textbox', { name: /^Tags/ }).fill('tape\nlto');
  await expectAccessible(page);
  await shot(page, 'ticket');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page, companyPath);
  await expect(processRow(page, ticket).getByRole('cell', { name: 'pending' })).toBeVisible();

  // S-029, S-035: the saved process opens with what was saved, and its test form.
  await processRow(page, ticket).getByRole('link', { name: ticket, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${companyPath}/documents/\\d+/edit/ticket$`));
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${ticket}` })).toBeVisible();
  await expect(form.getByRole('combobox', { name: /^Status/ })).toHaveValue('Pending');
  await expect(form.getByRole('textbox', { name: /^Support Hours/ })).toHaveValue('Mon-Fri 8-18 CET');
  await expect(form.getByRole('textbox', { name: /^Tags/ })).toHaveValue('tape\nlto');
  await expect(form.getByRole('combobox', { name: /^Main Escalation Contact/ })).not.toHaveValue('None');
  await expect(form.getByRole('link', { name: 'Test form' })).toHaveAttribute(
    'href',
    new RegExp(`^${companyPath}/inbound_process/\\d+/test$`),
  );
  await form.getByRole('link', { name: 'Cancel' }).click();

  // S-036: the static document: its live preview follows the HTML typed.
  await addProcess(page, companyPath, 'Static Document', 'default');
  const staticForm = page.getByRole('form', { name: 'Static document' });
  await staticForm.getByRole('textbox', { name: /^Process Name/ }).fill(fixed);
  await staticForm.getByRole('button', { name: 'Save' }).click();
  await expect(staticForm.getByText("Please enter the document's HTML.")).toBeVisible();
  await staticForm.getByRole('textbox', { name: /^HTML/ }).fill('<h2>Legacy arrays</h2><p>Call the desk.</p>');
  const preview = staticForm.getByRole('region', { name: 'Preview of the document' });
  await expect(preview.getByRole('heading', { name: 'Legacy arrays' })).toBeVisible();
  await staticForm.getByRole('textbox', { name: /^HTML/ }).fill('<h2>Legacy arrays only</h2>');
  await expect(preview.getByRole('heading', { name: 'Legacy arrays only' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'default');
  await staticForm.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page, companyPath);
  await expect(processRow(page, fixed).getByRole('cell', { name: 'Static Document' })).toBeVisible();

  // S-037: the parent chooses among Acme's processes; S-038: its row errors, then a row deleted softly.
  await addProcess(page, companyPath, 'Parent/variant chooser', 'parent');
  const parentForm = page.getByRole('form', { name: 'Parent process' });
  await parentForm.getByRole('textbox', { name: /^Process Name/ }).fill(chooser);
  await parentForm.getByRole('textbox', { name: /^Variant Name/ }).fill('Which product?');
  for (const _ of [1, 2]) await parentForm.getByRole('button', { name: 'Add Row' }).click();
  const options = parentForm.getByRole('textbox', { name: /^Option Name/ });
  const choices = parentForm.getByRole('combobox', { name: /^Inbound Process/ });
  await options.nth(0).fill('Tape');
  await parentForm.getByRole('button', { name: 'Save' }).click();
  await expect(parentForm.getByText('Please enter the option name.')).toBeVisible();
  await expect(parentForm.getByText('Please choose a process of the company (not a parent).').first()).toBeVisible();
  await choices.nth(0).click();
  await page.getByRole('option', { name: ticket }).click();
  await options.nth(1).fill('Legacy');
  await choices.nth(1).click();
  await page.getByRole('option', { name: fixed }).click();
  await expectAccessible(page);
  await shot(page, 'parent');
  await parentForm.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page, companyPath);

  await processRow(page, chooser).getByRole('link', { name: chooser, exact: true }).click();
  await expect(parentForm.getByRole('textbox', { name: /^Variant Name/ })).toHaveValue('Which product?');
  await expect(options).toHaveCount(2);
  await expect(choices.nth(0)).toHaveValue(ticket);
  await parentForm.getByRole('button', { name: 'Delete variant Legacy' }).click();
  await expect(options).toHaveCount(1);
  await parentForm.getByRole('button', { name: 'Save' }).click();
  await expectSaved(page, companyPath);
  await processRow(page, chooser).getByRole('link', { name: chooser, exact: true }).click();
  await expect(options).toHaveCount(1);
  await expect(options.nth(0)).toHaveValue('Tape');
  await parentForm.getByRole('link', { name: 'Cancel' }).click();

  // Acme as it was: the three processes go (none has cases).
  for (const name of [chooser, fixed, ticket]) {
    await processRow(page, name)
      .getByRole('button', { name: `Actions for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete process' }).click();
    await page.getByRole('dialog', { name: 'Delete process' }).getByRole('button', { name: 'Delete' }).click();
    await expect(processRow(page, name)).toHaveCount(0);
  }
});

test('[S-028] [S-032] [S-033] an existing process keeps its type; a new manager process preselects its template, a json one its route', async ({
  page,
}) => {
  const companyPath = await openAcme(page);
  const first = page.getByRole('table', { name: 'Process forms' }).getByRole('row').nth(1).getByRole('link').first();
  const href = (await first.getAttribute('href')) ?? '';
  const [, documentPath, storedType] = /^(.*\/documents\/\d+\/edit)\/([a-z_]+)$/.exec(href) ?? [];
  const other = storedType === 'default' ? 'parent' : 'default';
  // S-028: the path names another type; the stored type's form opens, saying it cannot be changed.
  await page.goto(`${documentPath ?? ''}/${other}`);
  await expect(page.getByText(/the type cannot be changed/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Edit / })).toBeVisible();

  await page.goto(`${companyPath}/documents/0/edit/manager`);
  const form = page.getByRole('form', { name: 'Process document' });
  await expect(form.getByRole('combobox', { name: /^Email Template/ })).toHaveValue('Manager request');
  await page.goto(`${companyPath}/documents/0/edit/json`);
  await expect(form.getByText(/\(fixed for JSON processes\)/)).toBeVisible();
  await expect(form.getByRole('combobox', { name: /^Email Template/ })).toHaveValue('');
});
