import { expect, expectAccessible, shot, signIn, test } from './support.ts';

test('[issue 27] an API user creates their own key on My API keys, within their role; an admin sees it on Integrations', async ({
  page,
  request,
}) => {
  await signIn(page, 'api@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page).toHaveURL(/\/profile\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My API keys' })).toBeVisible();

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  // The key acts as the API user: no user to choose; the scopes are the role's (webhooks are an admin's grant).
  await expect(dialog.getByRole('combobox', { name: 'API user' })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: /Read cases/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /Submit and answer cases/ })).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: /Manage webhooks/ })).toHaveCount(0);
  const name = `Own Jira ${String(Date.now())}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('checkbox', { name: /Submit and answer cases/ }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const secretField = shown.getByLabel('API key');
  await expect(secretField).toHaveValue(/^cbk_[a-f0-9]{12}_[A-Za-z0-9_-]{43}$/);
  const secret = await secretField.inputValue();
  await shot(page, 'own-keys-secret-once');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  const table = page.getByRole('table', { name: 'API keys' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('cases:write');
  await expect(row).toContainText('Never');
  await expect(page.getByText(secret)).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'own-keys-list');

  // The tracker lists the company's cases with it.
  const cases = await request.get('/api/v1/cases?limit=1', { headers: { authorization: `Bearer ${secret}` } });
  expect(cases.status()).toBe(200);

  // The company admin sees the API user's own key among the company's keys.
  const admin = await page.context().browser()?.newContext();
  if (!admin) throw new Error('no browser');
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'bm@acme.test');
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await adminPage.goto('/admin/integrations');
  const adminRow = adminPage.getByRole('table', { name: 'API keys' }).getByRole('row').filter({ hasText: name });
  await expect(adminRow).toContainText('active');
  await admin.close();

  // The API user revokes it: the tracker is refused at once.
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('revoked');
  const refused = await request.get('/api/v1/cases', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
});

test('[issue 27] the keys show as cards at a phone’s width, with nothing scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'api@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile/api-keys');
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  const name = `Phone key ${String(Date.now())}`;
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await page.getByRole('dialog', { name: 'Your new API key' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const cards = page.getByRole('list', { name: 'API keys' });
  const card = cards.getByRole('listitem').filter({ hasText: name });
  await expect(card).toContainText('cases:read');
  await expect(card.getByRole('button', { name: `Revoke ${name}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'API keys' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'own-keys-phone');
  await expectAccessible(page);

  // The admin's Integrations page lists the company's keys as cards too.
  const admin = await page
    .context()
    .browser()
    ?.newContext({ viewport: { width: 390, height: 844 } });
  if (!admin) throw new Error('no browser');
  const adminPage = await admin.newPage();
  await signIn(adminPage, 'bm@acme.test');
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await adminPage.goto('/admin/integrations');
  const adminCard = adminPage.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: name });
  await expect(adminCard).toContainText('Acts as');
  expect(await adminPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(adminPage, 'integrations-cards-phone');
  await admin.close();
});
