import { alertBanner, expect, expectAccessible, signIn, tenantUrl, test } from './support.ts';

test.describe('signing in and landing', () => {
  const members = [
    { email: 'bm@acme.test', company: 'Acme Software', role: 'Business Manager', admin: true },
    { email: 'pm@acme.test', company: 'Acme Software', role: 'Program Manager', admin: true },
    { email: 'caller@acme.test', company: 'Acme Software', role: 'Standard User', admin: false },
    { email: 'caller2@acme.test', company: 'Acme Software', role: 'Standard User', admin: false },
    { email: 'api@acme.test', company: 'Acme Software', role: 'API User', admin: false },
    { email: 'bm@globex.test', company: 'Globex Storage', role: 'Business Manager', admin: true },
  ];
  for (const member of members) {
    test(`[H-009] [A-001] [A-002] [A-007] [A-039] ${member.email} signs in and lands on the dashboard`, async ({
      page,
    }) => {
      await signIn(page, member.email);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText(`of ${member.company} (${member.role})`)).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const link of ['Home', 'Profile', 'Logout'])
        await expect(nav.getByRole('link', { name: link })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Admin' })).toHaveCount(member.admin ? 1 : 0);
      const logo = page.getByRole('banner').getByRole('img', { name: `${member.company} logo` });
      await expect(logo).toHaveAttribute('src', /\/api\/resources\/company_logo\/[a-z]+$/);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
    });
  }

  test('[H-009] [A-005] [A-025] the super admin signs in and lands on the super admin dashboard with its own navigation', async ({
    page,
  }) => {
    await signIn(page, 'super@casebridge.test');
    await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Super admin dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const link of ['Inactive Users', 'Companies', 'Groups', 'Reports', 'Profile', 'Logout']) {
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Companies' }).click();
    await expect(page).toHaveURL(/\/super_admin\/companies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Companies' })).toBeVisible();
  });

  test('[H-009] a wrong password shows the server message as a warning and stays on the page', async ({ page }) => {
    await signIn(page, 'caller@acme.test', { password: 'Not-the-password-1!' });
    await expect(alertBanner(page)).toContainText('These credentials do not match our records.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('[X-037] a disabled user and the user of a disabled company are refused with the server message', async ({
    page,
  }) => {
    await signIn(page, 'inactive@acme.test');
    await expect(alertBanner(page)).toContainText('Your account is disabled.');
    await signIn(page, 'bm@hooli.test');
    await expect(alertBanner(page)).toContainText('Your account is disabled. Contact membership to re-activate.');
  });

  test('[X-035] [H-005] [H-008] a tenant host shows that company login and signs its users in', async ({ page }) => {
    await page.goto(tenantUrl('acme'));
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Software' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
    await expectAccessible(page);
    await signIn(page, 'caller@acme.test', { from: tenantUrl('acme') });
    await expect(page).toHaveURL(tenantUrl('acme', '/dashboard'));
  });

  test('[H-017] a disabled company landing says so', async ({ page }) => {
    await page.goto(tenantUrl('hooli'));
    await expect(page.getByText('Your account is disabled. Contact membership to re-activate.')).toBeVisible();
  });
});

test.describe('admin menu', () => {
  test('[A-003] [A-004] Admin toggles the five tiles, which open the admin routes and close on route change', async ({
    page,
  }) => {
    await signIn(page, 'pm@acme.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    const adminButton = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Admin' });
    await adminButton.click();
    const menu = page.locator('#admin-menu');
    for (const tile of ['Company', 'Users', 'Inbound Process', 'My Partners', 'Reports']) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${tile}`) })).toBeVisible();
    }
    await expect(menu.getByRole('link')).toHaveCount(5);
    await expectAccessible(page);
    await adminButton.click();
    await expect(menu).toHaveCount(0);
    await adminButton.click();
    await menu.getByRole('link', { name: /^Users/ }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  });
});

test.describe('route guards', () => {
  test('[A-019] [A-020] a visitor is sent home with the login alert; after sign-in the saved target opens once', async ({
    page,
  }) => {
    await page.goto('/my-cases');
    await expect(alertBanner(page)).toContainText('Access denied. You must be logged in to see this page.');
    await expect(page).toHaveURL(/\/$/);
    await expectAccessible(page);
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('caller@acme.test');
    await form.getByLabel(/^Password/).fill('CaseBridge-demo-1!');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/my-cases$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(tenantUrl('acme'));
    await signIn(page, 'caller@acme.test');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[A-021] a member on a super admin route gets the access alert and the dashboard', async ({ page }) => {
    await signIn(page, 'bm@acme.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/super_admin/companies');
    await expect(alertBanner(page)).toContainText('You do not have access to see this page.');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[A-022] a caller on a member admin route gets the access alert and never sees the page', async ({ page }) => {
    await signIn(page, 'caller@acme.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/users');
    await expect(alertBanner(page)).toContainText('You do not have access to see this page.');
    await expect(page).not.toHaveURL(/\/admin\/users/);
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toHaveCount(0);
  });

  test('[A-023] an admin of a limited company is refused the registration settings with the membership alert', async ({
    page,
  }) => {
    await signIn(page, 'bm@umbrella.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin/company/registration');
    await expect(alertBanner(page)).toContainText('Your membership level disables access to this feature.');
    await expect(page).not.toHaveURL(/\/admin\/company\/registration/);
  });

  test('[A-024] [A-025] a super admin opening a member page or home is sent to the super admin dashboard', async ({
    page,
  }) => {
    await signIn(page, 'super@casebridge.test');
    await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
    for (const path of ['/dashboard', '/my-cases', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
    }
  });
});

test.describe('404', () => {
  test('[A-017] [A-018] an unknown path goes to /404; a visitor is linked to the tenant home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('The page you are trying to access cannot be found.')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(tenantUrl('acme', '/no/such/page'));
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(tenantUrl('acme'));
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Software' })).toBeVisible();
  });

  test('[A-017] on a tenant host /{slug} is no route and goes to /404; the tenant landing is /', async ({ page }) => {
    await page.goto(tenantUrl('acme', '/typo'));
    await expect(page).toHaveURL(tenantUrl('acme', '/404'));
    await expect(page.getByText('The page you are trying to access cannot be found.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Software' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(tenantUrl('acme'));
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Software' })).toBeVisible();
  });

  test('[A-017] on the main host a visitor opening /{slug} of no company or group goes to /404', async ({ page }) => {
    const landing = page.waitForResponse((response) => response.url().endsWith('/api/caller/landing/no-such-company'));
    await page.goto('/no-such-company');
    expect((await landing).status()).toBe(404);
    await expect(page).toHaveURL(/localhost:\d+\/404$/);
    await expect(page.getByText('The page you are trying to access cannot be found.')).toBeVisible();
    await page.goto('/acme');
    await expect(page.getByRole('heading', { level: 1, name: 'Acme Software' })).toBeVisible();
  });

  test('[A-018] the 404 home link takes a member to the dashboard', async ({ page }) => {
    await signIn(page, 'caller@acme.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/404');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('[A-018] the 404 home link takes a super admin to the super admin dashboard', async ({ page }) => {
    await signIn(page, 'super@casebridge.test');
    await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
    await page.goto('/404');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
  });
});

test.describe('logout', () => {
  test('[A-035] a member logs out to the company host; the session is gone', async ({ page }) => {
    await signIn(page, 'bm@globex.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(tenantUrl('globex'));
    await page.goto('/dashboard');
    await expect(alertBanner(page)).toContainText('Access denied. You must be logged in to see this page.');
    const refresh = await page.request.post('/api/auth/refresh');
    expect(refresh.status()).toBe(401);
  });

  test('[A-035] a super admin logs out to the main home', async ({ page }) => {
    await signIn(page, 'super@casebridge.test');
    await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
});

test.describe('loading', () => {
  test("[A-015] a visitor's landing downloads only its own page code, not the signed-in pages", async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    const names = scripts.map((path) => path.split('/').at(-1) ?? '');
    expect(names.some((name) => name.startsWith('home-'))).toBe(true);
    for (const other of ['dashboard-', 'mailbox-', 'super-', 'reset-']) {
      expect(names.filter((name) => name.startsWith(other))).toEqual([]);
    }
  });
});
