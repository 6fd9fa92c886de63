import { baseURL } from './playwright.config.ts';
import { expect, expectAccessible, shot, signIn, test } from './support.ts';

// The member dashboard's partner directory on the demo network: Acme reaches Globex but not Umbrella (ADR 13);
// Umbrella is a limited member whose only partner is Globex.

test('[D-003] [D-004] [D-005] [D-006] [D-007] [D-008] [D-009] [D-010] [D-014] a caller searches partners, opens one with access, and uses My Favorites', async ({
  page,
}) => {
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const searchPanel = page.getByRole('region', { name: 'New Partner Collaboration' });
  const search = searchPanel.getByRole('textbox', { name: /Search partners/ });
  const results = searchPanel.getByRole('list', { name: 'Partners' });

  // D-009: the drop-up waits for the partner directory's first answer, there once the search can list partners.
  await search.fill('networks');
  await expect(results.getByText('Umbrella Networks')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Your Partners ...' })).toBeEnabled();
  const umbrella = results.getByRole('listitem').filter({ hasText: 'Umbrella Networks' });
  await expect(umbrella.getByRole('link')).toHaveCount(0);
  // D-014: Send Invite emails Umbrella's managers.
  await umbrella.getByRole('button', { name: 'Send Invite to Umbrella Networks' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a Member' });
  await invite.getByRole('textbox', { name: /Comments/ }).fill('We share customers on UX-48 switches.');
  await invite.getByRole('button', { name: 'Send Invite' }).click();
  await expect(invite.getByRole('status')).toHaveText('Your invitation has been sent to Umbrella Networks.');
  await shot(page, 'dashboard-invite');
  await invite.getByRole('button', { name: 'Done' }).click();
  await expect(invite).toBeHidden();

  await search.fill('storage');
  await expect(results.getByRole('link', { name: 'Collaborate with Globex Storage', exact: true })).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: 'Acme Software' })).toHaveCount(0);
  await shot(page, 'dashboard-search');
  await expectAccessible(page);

  // D-007, D-008: the pause saves the term; opening a result links it to the saved search.
  // This term's save, not a late one of 'storage': a partner opened before its term is saved is not linked to it.
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/caller/save_search') &&
      r.ok() &&
      (r.request().postDataJSON() as { term?: string } | null)?.term === 'globex',
  );
  await search.fill('globex');
  await saved;
  const linked = page.waitForResponse((r) => r.url().endsWith('/api/caller/result_to_search') && r.ok());
  await results.getByRole('link', { name: 'Collaborate with Globex Storage', exact: true }).click();
  await linked;
  await expect(page).toHaveURL(/\/case\/company\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Globex Storage' })).toBeVisible();

  // D-009, D-010: My Favorites lists the starred partners with their process; a row opens its submit page.
  await page.goBack();
  await page.getByRole('button', { name: 'Your Partners ...' }).click();
  const favorites = page.getByRole('list', { name: 'Your Partners' });
  await expect(favorites.getByRole('listitem').filter({ hasText: 'Globex Storage' })).toContainText(
    'Globex Storage Collaboration',
  );
  await expect(page.getByRole('dialog', { name: 'Your Partners' })).toHaveCSS('opacity', '1');
  await shot(page, 'dashboard-favorites');
  await expectAccessible(page);
  await favorites.getByRole('link', { name: 'Collaborate with Globex Storage', exact: true }).click();
  await expect(page).toHaveURL(/\/case\/company\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Globex Storage' })).toBeVisible();
});

test('[issue 26] a caller types a partner name, the server answers its matches with their count, and the caller opens one', async ({
  page,
}) => {
  // Nothing downloads the network's directory: the dashboard asks the server for what it shows.
  const directoryDownloads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/caller/company_directory')) directoryDownloads.push(request.url());
  });
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const searchPanel = page.getByRole('region', { name: 'New Partner Collaboration' });
  const search = searchPanel.getByRole('textbox', { name: /Search partners/ });
  const results = searchPanel.getByRole('list', { name: 'Partners' });
  // Before a term: the partners Acme sent cases to, the most recent first.
  await expect(searchPanel.getByText('Recently used')).toBeVisible();
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await shot(page, 'dashboard-recently-used');

  const answered = page.waitForResponse((r) => r.url().includes('/api/caller/partner_search?q=glob') && r.ok());
  await search.pressSequentially('glob', { delay: 40 });
  const { total, entries } = (await (await answered).json()) as { total: number; entries: unknown[] };
  expect(entries.length).toBe(Math.min(total, 50));
  await expect(searchPanel.getByRole('status')).toHaveText(
    total === 1 ? '1 match for "glob".' : `${String(total)} matches for "glob".`,
  );
  await expect(results.getByRole('listitem').first()).toContainText('Globex Storage');
  await shot(page, 'dashboard-partner-search');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'dashboard-partner-search-phone');
  await expectAccessible(page);

  await results.getByRole('link', { name: 'Collaborate with Globex Storage', exact: true }).click();
  await expect(page).toHaveURL(/\/case\/company\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Globex Storage' })).toBeVisible();
  expect(directoryDownloads).toEqual([]);
});

test('[D-002] a limited member sees its partners with a search box instead of the partner search', async ({ page }) => {
  await signIn(page, 'bm@umbrella.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const panel = page.getByRole('region', { name: 'My Partners' });
  await expect(panel.getByRole('link', { name: 'Collaborate with Globex Storage', exact: true })).toBeVisible();
  await expect(panel.getByText('Acme Software')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'New Partner Collaboration' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'My Favorites' })).toHaveCount(0);
  await shot(page, 'dashboard-limited');
  await expectAccessible(page);

  await panel.getByRole('textbox', { name: 'Search your partners' }).fill('block');
  await expect(panel.getByText('Block Storage Support')).toBeVisible();
  await expect(panel.getByText('Backup & Recovery')).toHaveCount(0);
});

test('[D-017] [D-018] [D-019] [D-022] [D-023] [D-024] [D-027] a manager switches the active cases view, searches, sorts, and finds the choice kept', async ({
  page,
}) => {
  await signIn(page, 'bm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const panel = page.getByRole('region', { name: 'Active Cases' });
  const table = panel.getByRole('table', { name: 'Active cases' });
  await expect(panel.getByRole('combobox', { name: 'Show' })).toHaveValue('My Active Cases 30 days');

  await panel.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'All Company Cases' }).click();
  await panel.getByRole('textbox', { name: 'Search cases' }).fill('UNMAP');
  const row = table.getByRole('row').filter({ hasText: 'Globex Storage' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Outbound');
  await expect(row).toContainText('Accepted');
  // D-027: a manager's Case# opens the admin case view.
  await expect(row.getByRole('link').first()).toHaveAttribute('href', /^\/admin\/case\/[\w-]+$/);
  await panel.getByRole('textbox', { name: 'Search cases' }).fill('');
  // D-024: the pager says which cases of how many it shows.
  await expect(panel.getByText(/^Showing 1–10 of \d+$/)).toBeVisible();

  await table.getByRole('button', { name: /^Priority/ }).click();
  await expect(table.getByRole('columnheader', { name: /Priority/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table.getByRole('row').nth(1)).toContainText('Low');
  await shot(page, 'dashboard-cases');
  await expectAccessible(page);

  // D-023: the view and the sort come back with the page.
  await page.reload();
  await expect(panel.getByRole('combobox', { name: 'Show' })).toHaveValue('All Company Cases');
  await expect(table.getByRole('columnheader', { name: /Priority/ })).toHaveAttribute('aria-sort', 'ascending');
});

test('[issue 24] the Active Cases view select reads each view whole, and the toolbar stays on screen, at 1280 and 390 px', async ({
  page,
}) => {
  await signIn(page, 'bm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const panel = page.getByRole('region', { name: 'Active Cases' });
  const show = panel.getByRole('combobox', { name: 'Show' });
  /** The chosen view's text is cut when the input has to scroll it. */
  const cut = () => show.evaluate((input: HTMLInputElement) => input.scrollWidth > input.clientWidth);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await show.click();
    const labels = await page.getByRole('option').allTextContents();
    expect(labels).toContain('Company Inbound Cases Awaiting Action');
    for (const label of labels) {
      await page.getByRole('option', { name: label, exact: true }).click();
      await expect(show).toHaveValue(label);
      expect(await cut(), `"${label}" is cut at ${String(width)} px`).toBe(false);
      await show.click();
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(panel.getByRole('textbox', { name: 'Search cases' })).toBeInViewport({ ratio: 1 });
    await shot(page, `dashboard-show-${String(width)}`);
  }
  await expectAccessible(page);
});

test('[D-015] a caller who cannot find a partner asks the membership team to bring it in', async ({ page }) => {
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const searchPanel = page.getByRole('region', { name: 'New Partner Collaboration' });
  await searchPanel.getByRole('textbox', { name: /Search partners/ }).fill('Initrode');
  await expect(searchPanel.getByText('No partner matches "Initrode".')).toBeVisible();
  await searchPanel.getByRole('button', { name: 'Tell us who is missing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Missing Partner' });
  await expect(dialog.getByRole('textbox', { name: /Company name/ })).toHaveValue('Initrode');
  await dialog.getByRole('textbox', { name: 'Contact email' }).fill('not an email');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Contact email' }).fill('peter@initrode.example');
  await dialog.getByRole('textbox', { name: 'Contact name' }).fill('Peter Gibbons');
  await shot(page, 'dashboard-missing-partner');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you. Our membership team will reach out to Initrode.');
});

test('[D-016] with no news feed configured the dashboard loads and its News panel says no news is available', async ({
  page,
}) => {
  const news = page.waitForResponse((r) => r.url().endsWith('/api/caller/news'));
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await news).status()).toBe(200);
  await expect(page.getByRole('region', { name: 'News' }).getByText('No news is available right now.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'New Partner Collaboration' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Active Cases' })).toBeVisible();
  await expectAccessible(page);
});

test('[D-001] [D-012] [D-013] a manager writes the company note in its editor; a caller of the company reads it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'pm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const panel = page.getByRole('region', { name: 'Company Note' });
  await panel.getByRole('button', { name: /^(Add|Edit) note$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Company Notes' });
  const editor = dialog.getByRole('textbox', { name: 'Note' });
  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('P1 escalations: call the duty manager first. <img src=x onerror=alert(1)>');
  await dialog.getByRole('button', { name: 'Save note' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText('P1 escalations: call the duty manager first.');
  await expect(panel.locator('img')).toHaveCount(0);
  await shot(page, 'dashboard-company-note');
  await expectAccessible(page);

  const context = await browser.newContext({ baseURL });
  const caller = await context.newPage();
  await signIn(caller, 'caller@acme.test');
  const callerPanel = caller.getByRole('region', { name: 'Company Note' });
  await expect(callerPanel).toContainText('P1 escalations: call the duty manager first.');
  await expect(callerPanel.getByRole('button')).toHaveCount(0);
  await context.close();
});
