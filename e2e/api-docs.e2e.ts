import { test } from '@playwright/test';
import { expect, expectAccessible } from './support.ts';

/** Swagger UI's own markup fails these (controls nested in its operation headers, its unlabelled servers select,
 * its badge colours, its example blocks that scroll without a tab stop); the page is checked for everything else. */
const swaggerUiViolations = ['nested-interactive', 'select-name', 'color-contrast', 'scrollable-region-focusable'];

test('the API page at /api/docs renders the document from our origin with no console or CSP error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /CaseBridge API/ })).toBeVisible();
  const user = page.locator('#operations-super_admin-getSuperAdminUsers');
  // Swagger UI renders a long list of operations only as the page scrolls to them: scroll until this one is there.
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    await expect(user).toHaveCount(1, { timeout: 200 });
  }).toPass({ timeout: 20_000 });
  await expect(user).toContainText('Read a user for the super admin user form');
  await user.getByRole('button', { name: /^GET \/api\/super_admin\/users/ }).click();
  await expect(user.getByText('No valid access token')).toBeVisible();
  await expectAccessible(page, { disableRules: swaggerUiViolations });
  expect(problems).toEqual([]);
});
