import { readFileSync } from 'node:fs';
import { alertBanner, expect, expectAccessible, shot, signIn, test } from './support.ts';

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

test('[R-001] [R-002] [R-003] [R-004] [R-005] an admin reads the usage report of chosen dates and exports it and the partners', async ({
  page,
}) => {
  await signIn(page, 'bm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Reports/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Usage Report' })).toBeVisible();

  // The last 30 days up to today.
  const today = utcDay(new Date());
  const monthAgo = utcDay(new Date(Date.now() - 30 * 24 * 3600 * 1000));
  const start = page.getByLabel('Start date');
  const end = page.getByLabel('End date');
  await expect(start).toHaveValue(monthAgo);
  await expect(end).toHaveValue(today);

  // The demo network's Acme sent and received cases this month: each row names its side and partner.
  const table = page.getByRole('table', { name: 'Usage report' });
  await expect(table.getByRole('columnheader')).toHaveText([/Type/, /Case#/, /Partner/, /Created/, /Response Date/]);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(/cases? from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}/)).toBeVisible();
  await expect(table.getByText('Outbound').first()).toBeVisible();
  await shot(page, 'reports-usage-report');
  await expectAccessible(page);

  // Dates long before the network: the empty state, and the report follows the dates.
  await start.fill('2001-01-01');
  await end.fill('2001-01-31');
  await expect(page.getByText('No cases were sent or received in these dates.')).toBeVisible();
  await expect(page.getByText('0 cases from 2001-01-01 to 2001-01-31.')).toBeVisible();

  // no export until both dates are days, and the end not before the start.
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await end.fill('');
  await expect(exportButton).toBeDisabled();
  await expect(page.getByText('Please enter a date as YYYY-MM-DD.')).toBeVisible();
  await end.fill('2000-12-31');
  await expect(exportButton).toBeDisabled();
  await expect(page.getByText('The end date must not be before the start date.')).toBeVisible();

  await start.fill(monthAgo);
  await end.fill(today);
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const usage = page.waitForEvent('download');
  await exportButton.click();
  const usageFile = await usage;
  expect(usageFile.suggestedFilename()).toBe(`usage-report.${monthAgo}.${today}.xlsx`);
  // An xlsx is a zip archive.
  expect(
    readFileSync(await usageFile.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  const partners = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export Partners' }).click();
  const partnersFile = await partners;
  expect(partnersFile.suggestedFilename()).toBe('partners.xlsx');
  expect(
    readFileSync(await partnersFile.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  // DECISIONS 3: an admin's case number opens the admin's case page.
  await table.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/case\/[\w-]+$/);
});

test('[R-005] a caller is refused the usage report and never sees it', async ({ page }) => {
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/reports');
  await expect(alertBanner(page)).toContainText('You do not have access to see this page.');
  await expect(page).not.toHaveURL(/\/admin\/reports/);
  await expect(page.getByRole('heading', { name: 'Usage Report' })).toHaveCount(0);
});

test('[R-008] [R-009] [R-010] [R-011] a super admin downloads the network reports; the dated ones wait for both dates', async ({
  page,
}) => {
  await signIn(page, 'super@casebridge.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/super_admin\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

  // The dates open on the last 30 days (issue 24 §4); without both, no download.
  const logins = page.getByRole('button', { name: 'Download User Logins (.xlsx)' });
  await expect(logins).toBeEnabled();
  await page.getByLabel('Start date').fill('');
  await expect(logins).toBeDisabled();
  await page.getByLabel('Start date').fill('2026-01-01');
  const today = utcDay(new Date());
  await page.getByLabel('End date').fill(today);
  await expect(logins).toBeEnabled();
  await shot(page, 'reports-super-admin-reports');
  await expectAccessible(page);

  const madeToday = today.slice(2).replaceAll('-', '');
  const dated = page.waitForEvent('download');
  await logins.click();
  const loginsFile = await dated;
  expect(loginsFile.suggestedFilename()).toBe(`user_logins.${madeToday}.xlsx`);
  expect(
    readFileSync(await loginsFile.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  const undated = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Managers (.xlsx)' }).click();
  expect((await undated).suggestedFilename()).toBe(`managers.${madeToday}.xlsx`);
});

test('[R-006] an admin exports the company’s users from the Users page', async ({ page }) => {
  await signIn(page, 'bm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  const users = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const file = await users;
  expect(file.suggestedFilename()).toBe('users.xlsx');
  expect(
    readFileSync(await file.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
});
