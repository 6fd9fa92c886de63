import { sendGlobexCase } from './globex-case.ts';
import { expect, expectAccessible, shot, signIn, test } from './support.ts';

// Issue 26: My Cases pages by the server's cursors: next, previous, last and first, with which rows of how many.
test('[issue 26] My Cases pages forward, back, to the last and to the first page', async ({ page }) => {
  // Five cases sent through the form, then a walk of the pages: longer than the default 30 s on 2 cores.
  test.setTimeout(180_000);
  const stamp = String(Date.now());
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The seed's six cases and five more: at least two pages of ten.
  for (let i = 1; i <= 5; i += 1) await sendGlobexCase(page, { summary: `Pager e2e ${stamp} case ${String(i)}` });

  await page.goto('/my-cases');
  const table = page.getByRole('table', { name: 'My cases' });
  await expect(table).toBeVisible();
  const showing = page.getByText(/^Showing /);
  await expect(showing).toHaveText(/^Showing 1–10 of (\d+)$/);
  const total = Number(/of (\d+)$/.exec((await showing.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(11);
  const rowsShown = async () => (await table.getByRole('row').allTextContents()).slice(1);
  const firstPage = await rowsShown();
  // Newest first: the last case sent heads the first page.
  expect(firstPage[0]).toContain(`Pager e2e ${stamp} case 5`);
  const button = (name: string) => page.getByRole('button', { name });
  await expect(button('First page')).toBeDisabled();
  await expect(button('Previous page')).toBeDisabled();
  await shot(page, 'my-cases-pages-first');

  await button('Next page').click();
  await expect(showing).toHaveText(`Showing 11–${String(Math.min(20, total))} of ${String(total)}`);
  const secondPage = await rowsShown();
  for (const row of secondPage) expect(firstPage).not.toContain(row);

  await button('Previous page').click();
  await expect(showing).toHaveText(`Showing 1–10 of ${String(total)}`);
  expect(await rowsShown()).toEqual(firstPage);

  await button('Last page').click();
  // The last page is the reverse order's first: the last ten rows.
  await expect(showing).toHaveText(`Showing ${String(total - 9)}–${String(total)} of ${String(total)}`);
  await expect(button('Next page')).toBeDisabled();
  await expect(button('Last page')).toBeDisabled();
  await shot(page, 'my-cases-pages-last');
  await expectAccessible(page);

  await button('First page').click();
  await expect(showing).toHaveText(`Showing 1–10 of ${String(total)}`);
  expect(await rowsShown()).toEqual(firstPage);

  // On a phone: the cards and the same pager, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('list', { name: 'My cases' })).toBeVisible();
  await button('Next page').click();
  await expect(showing).toHaveText(`Showing 11–${String(Math.min(20, total))} of ${String(total)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'my-cases-pages-phone');
});
