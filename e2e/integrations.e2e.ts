import { expect, expectAccessible, shot, signIn, test } from './support.ts';

test('[issue 27] a member admin creates an API key on Admin > Integrations, sees its secret once, and a tracker lists cases with it', async ({
  page,
  request,
}) => {
  await signIn(page, 'bm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' }).click();
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Company/ })
    .click();
  await page.getByRole('link', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/admin\/integrations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  // Errors at the control that caused them: no name, no scope.
  await dialog.getByRole('checkbox', { name: /Read cases/ }).uncheck();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await expect(dialog.getByText('Choose at least one scope.')).toBeVisible();

  const name = `ServiceNow ${String(Date.now())}`;
  await dialog.getByLabel('Name').fill(name);
  // Acme has one API user: the form has chosen it.
  await expect(dialog.getByRole('combobox', { name: 'API user' })).toHaveValue(/api@acme\.test/);
  await dialog.getByRole('checkbox', { name: /Read cases/ }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const secretField = shown.getByLabel('API key');
  await expect(secretField).toHaveValue(/^cbk_[a-f0-9]{12}_[A-Za-z0-9_-]{43}$/);
  const secret = await secretField.inputValue();
  await expect(shown.getByText('This is the only time the key is shown.')).toBeVisible();
  await shot(page, 'integrations-secret-once');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  // The list names the key by its prefix, never its secret, and says it was never used.
  const table = page.getByRole('table', { name: 'API keys' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(secret.slice(0, 16));
  await expect(row).toContainText('Never');
  await expect(page.getByText(secret)).toHaveCount(0);
  await expectAccessible(page);

  // The tracker: the key lists Acme's cases through /api/v1, and a session route refuses it.
  const cases = await request.get('/api/v1/cases?limit=5', { headers: { authorization: `Bearer ${secret}` } });
  expect(cases.status()).toBe(200);
  expect(cases.headers()['ratelimit-limit']).toBeDefined();
  const body = (await cases.json()) as { data: { id: string; networkCaseNumber: string }[]; nextCursor: string | null };
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.data[0]?.networkCaseNumber).toMatch(/^CB-\d{4}-\d{6}$/);
  const session = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${secret}` } });
  expect(session.status()).toBe(401);

  // The page shows its last use, then revokes it: the tracker is refused at once.
  await page.reload();
  await expect(row).toContainText(/from /);
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('dialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('revoked');
  await shot(page, 'integrations-revoked');
  const refused = await request.get('/api/v1/cases', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
});

test('[issue 27] the Integrations page at a phone’s width', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'bm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create API key' })).toBeVisible();
  await shot(page, 'integrations-phone');
  await expectAccessible(page);
});
