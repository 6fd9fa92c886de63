import type { Page } from '@playwright/test';
import { expect, expectAccessible, shot, signIn, test } from './support.ts';

// M-025..M-032: the member admin's inbound processes. Vandelay's process is edited here and nowhere else in e2e;
// Umbrella's (limited) is only read.

const VANDELAY_PROCESS = 'Vandelay Middleware Support Collaboration';

/** Opens the process list as an admin would: the Admin menu's Inbound Process tile. */
async function openProcesses(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Inbound Process/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/inbound_process$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbound Process' })).toBeVisible();
}

test('[M-025] [M-026] [M-027] [M-029] [M-030] Vandelay’s admin edits its process: field errors under the fields, then the saved values', async ({
  page,
}) => {
  await signIn(page, 'bm@vandelay.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProcesses(page);
  const list = page.getByRole('table', { name: 'Processes' });
  await expect(list.getByRole('row', { name: new RegExp(VANDELAY_PROCESS) })).toContainText('Standard Email Process');
  await shot(page, 'admin-process-list');
  await list.getByRole('link', { name: VANDELAY_PROCESS }).click();

  await expect(page).toHaveURL(/\/admin\/inbound_process\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `${VANDELAY_PROCESS} Process Details` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Process details' });
  await expect(form.getByText('Standard Email Process')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Support Hours/ })).toHaveValue('7/24/365');

  // M-027: none first, then the company's users by first name.
  await form.getByRole('combobox', { name: /^Alternate Contact/ }).click();
  // The select's own list (the page's case form preview has selects of its own).
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toHaveText('None');
  const names = await options.allTextContents();
  const people = names.slice(1);
  expect(people.length).toBeGreaterThan(0);
  expect(people).toEqual([...people].sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' })));
  await page.keyboard.press('Escape');

  // M-030: the read-only parts.
  await expect(page.getByRole('region', { name: 'Fields' })).toContainText('Product serial number');
  await expect(page.getByRole('region', { name: 'Applies To' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Static Document' })).toContainText('no static document');
  await expect(page.getByRole('button', { name: 'Contact CaseBridge' })).toBeVisible();

  // M-029: the contract's field error lands under its field (the API tests prove the server's 422), nothing is saved.
  const hours = form.getByRole('textbox', { name: /^Support Hours/ });
  await hours.fill(' ');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('Please enter the support hours.')).toBeVisible();
  await shot(page, 'admin-process-field-error');

  await hours.fill('24x7, follow the sun');
  await form.getByRole('textbox', { name: /^Products Supported/ }).fill('Vandelay Bus 5, CDC connectors');
  const editor = form.getByRole('textbox', { name: 'Escalation Instructions' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('For Sev 1 call the Vandelay duty manager on +1 212 555 0148.');
  await form.getByRole('combobox', { name: /^Alternate Contact/ }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^None$/ })
    .click();
  await form.getByRole('textbox', { name: /^Escalation Alias/ }).fill('sev1@vandelay.test');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The process has been saved.' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'admin-process-saved');

  await page.reload();
  await expect(form.getByRole('textbox', { name: /^Support Hours/ })).toHaveValue('24x7, follow the sun');
  await expect(form.getByRole('textbox', { name: /^Escalation Alias/ })).toHaveValue('sev1@vandelay.test');
  await expect(form.getByRole('combobox', { name: /^Alternate Contact/ })).toHaveValue('None');
  await expect(editor).toContainText('Vandelay duty manager');
});

test('[M-031] the sample case submission shows the saved process as partners see it, under its breadcrumb', async ({
  page,
}) => {
  await signIn(page, 'bm@vandelay.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProcesses(page);
  await page.getByRole('table', { name: 'Processes' }).getByRole('link', { name: VANDELAY_PROCESS }).click();
  await page.getByRole('link', { name: 'Sample Case Submission' }).click();
  await expect(page).toHaveURL(/\/admin\/inbound_process\/\d+\/test$/);

  const crumbs = page.getByRole('main').locator('.mantine-Breadcrumbs-root');
  await expect(crumbs).toHaveText(`Process/${VANDELAY_PROCESS} Process Details/Sample Case Submission`);
  // What the case submission reads: the values saved by the previous test.
  await expect(page.getByText('24x7, follow the sun')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Escalation instructions' })).toContainText('Vandelay duty manager');
  const form = page.getByRole('form', { name: /^Case for Vandelay/ });
  await expect(form.getByRole('textbox', { name: /Product serial number/ })).toBeVisible();
  await expect(form.getByRole('button', { name: /^Send case to/ })).toBeDisabled();
  await form.getByRole('switch', { name: /Sample submission/ }).check();
  await expect(form.getByRole('textbox', { name: /^Problem summary/ })).not.toHaveValue('');
  await expectAccessible(page);
  await shot(page, 'admin-process-sample');

  await crumbs.getByRole('link', { name: `${VANDELAY_PROCESS} Process Details` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${VANDELAY_PROCESS} Process Details` })).toBeVisible();
});

test('[M-028] [M-032] Umbrella’s limited admin: no alternate contact or alias, and a read-only process summary', async ({
  page,
}) => {
  await signIn(page, 'bm@umbrella.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await openProcesses(page);
  await page.getByRole('link', { name: 'Limited Process' }).click();
  await expect(page).toHaveURL(/\/admin\/limited_process$/);
  const panel = page.getByRole('region', { name: 'Process' });
  await expect(panel).toContainText('7/24/365');
  await expect(panel).toContainText('UX switches, Fabric Manager');
  await expect(panel.getByText('Support Email Alias')).toBeVisible();
  await expect(panel.getByText('Support Manager Email')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Escalation Instructions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fields' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await shot(page, 'admin-process-limited');

  await page.goBack();
  await page.getByRole('table', { name: 'Processes' }).getByRole('link', { name: 'Umbrella Networks Support' }).click();
  const form = page.getByRole('form', { name: 'Process details' });
  await expect(form.getByRole('combobox', { name: /^Escalation Contact/ })).toBeVisible();
  await expect(form.getByRole('combobox', { name: /^Alternate Contact/ })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: /^Escalation Alias/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Static Document' })).toContainText('Contacting Umbrella Networks');
  await expect(form.getByRole('textbox', { name: 'Escalation Instructions' })).toBeVisible();
  await shot(page, 'admin-process-limited-details');
});
