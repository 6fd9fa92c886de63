import { signIn, test, expect } from './support.ts';

test('shots', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1800 });
  await signIn(page, 'super@casebridge.test');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
  await page.getByRole('table', { name: 'Companies' }).waitFor();
  await page.screenshot({ path: '/tmp/a-list.png', fullPage: true });
  await page.getByRole('link', { name: 'Acme Software', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Groups' })).toBeVisible();
  await page.screenshot({ path: '/tmp/a-detail.png', fullPage: true });
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.getByRole('form', { name: 'Company' }).waitFor();
  await page.screenshot({ path: '/tmp/a-edit.png', fullPage: true });
});
