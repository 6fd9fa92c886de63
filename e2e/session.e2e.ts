import { alertBanner, expect, expectAccessible, signIn, test } from './support.ts';

const TOKEN_KEY = 'casebridge.token';

test('[A-030] [A-034] a stale access token is refreshed once from the cookie and the page loads', async ({ page }) => {
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const stale = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOjF9.not-a-valid-signature';
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
    },
    [TOKEN_KEY, stale] as const,
  );
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  expect(refreshes).toEqual([200]);
  const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
  expect(token).not.toBe(stale);
  expect(token).toMatch(/^eyJ/);
});

test('[A-031] when the refresh fails the session is cleared and the user goes home', async ({ page, context }) => {
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.clearCookies();
  await page.evaluate((key) => {
    localStorage.setItem(key, 'expired.token.value');
  }, TOKEN_KEY);
  await page.goto('/dashboard');
  await expect(page).not.toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('[A-015] [A-031] a stale session on an emailed link is cleared and the visitor stays on the page', async ({
  page,
  context,
}) => {
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.clearCookies();
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
  });
  for (const path of [
    '/reset_password/emailed-token',
    '/case/emailed-token/respond',
    '/verify_account/emailed-token',
  ]) {
    await page.evaluate((key) => {
      localStorage.setItem(key, 'expired.token.value');
    }, TOKEN_KEY);
    const before = refreshes.length;
    await page.goto(path);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    expect(refreshes.length).toBeGreaterThan(before);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
    await expectAccessible(page);
  }
  await expect(page.getByRole('heading', { name: 'Invalid Token.' })).toBeVisible();
});

test.describe('a refresh answering 429', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/auth/refresh', (route) =>
      route.fulfill({ status: 429, json: { error: 'Too Many Requests. Please try again later.' } }),
    );
  });

  test('[A-031] during a route change keeps the user on their page with the warning, no error page', async ({
    page,
  }) => {
    await signIn(page, 'caller@acme.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.evaluate((key) => {
      localStorage.setItem(key, 'expired.token.value');
    }, TOKEN_KEY);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
    const banner = page.getByTestId('alert-banner').getByRole('alert');
    await expect(banner).toHaveText(/Too Many Requests\. Please try again later\./);
    await expect(banner).toHaveCount(1);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
  });

  test('[A-031] on the first page load sends the user home with the warning, no error page', async ({ page }) => {
    await signIn(page, 'caller@acme.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.evaluate((key) => {
      localStorage.setItem(key, 'expired.token.value');
    }, TOKEN_KEY);
    await page.goto('/my-cases');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    const banner = page.getByTestId('alert-banner').getByRole('alert');
    await expect(banner).toHaveText(/Too Many Requests\. Please try again later\./);
    // The header cannot load the user either: it says so, with a Retry, and keeps Logout.
    const header = page.getByRole('banner');
    await expect(header.getByRole('alert')).toContainText('Your account could not be loaded.');
    await expect(header.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(banner).toHaveCount(1);
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
    // The session is kept for a later try: only a failed refresh other than 429 ends it.
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe('expired.token.value');
  });
});

test('[A-012] [A-033] a pending alert kept in storage shows as a danger banner after the next load, once', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('casebridge.alert_message', 'Your previous session was ended by an administrator.');
  });
  await page.reload();
  const banner = alertBanner(page);
  await expect(banner).toContainText('Your previous session was ended by an administrator.');
  await expect(banner).toHaveAttribute('data-alert-level', 'danger');
  expect(await page.evaluate(() => localStorage.getItem('casebridge.alert_message'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await expect(alertBanner(page)).toHaveCount(0);
});

test('[A-014] Internet Explorer gets the not-supported page and a list of supported browsers', async ({ browser }) => {
  const context = await browser.newContext({
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  });
  const page = await context.newPage();
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Internet Explorer Not Supported.' })).toBeVisible();
  await expect(main.getByRole('listitem').filter({ hasText: 'Google Chrome' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Sign in' })).toHaveCount(0);
  await expectAccessible(page);
  await context.close();
});
