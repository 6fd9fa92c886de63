import { expect, expectAccessible, signInAsSuperAdminToImpersonateCaller, test } from './support.ts';

test('[A-036] [A-037] [A-038] a super admin logs in as a user from the user edit route and goes back to admin', async ({
  page,
  request,
}) => {
  const { user, editPath } = await signInAsSuperAdminToImpersonateCaller(page, request);
  await page.goto(editPath);
  const loginAs = page.getByRole('button', { name: `Login as ${user.first_name}` });
  await expect(loginAs).toBeVisible();
  await expectAccessible(page);
  await loginAs.click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(`Logged in as ${user.first_name}`);
  await expect(page.getByText('(Standard User)')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(banner).toBeVisible();
  await page.reload();
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Back to Admin »' }).click();
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));
  await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' })).toBeVisible();
  // The admin session is whole again: a reload keeps the super admin signed in.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' })).toBeVisible();
});

test('[A-036] [A-038] the super-admin path /api/super_admin/login_as_user keeps the admin session for Back to Admin too', async ({
  page,
  request,
}) => {
  const { user, editPath } = await signInAsSuperAdminToImpersonateCaller(page, request);
  const adminToken = await page.evaluate(() => localStorage.getItem('casebridge.token'));
  // The other path of the spec, called with the browser's own cookies (page.request shares them, Path and all).
  const answer = await page.request.get(`/api/super_admin/login_as_user/${String(user.id)}`, {
    headers: { authorization: `Bearer ${adminToken ?? ''}` },
  });
  expect(answer.status()).toBe(200);
  const { token: userToken } = (await answer.json()) as { token: string };
  // What the Login as button stores after its call (use-session-actions: impersonate).
  await page.evaluate(
    ({ userToken, adminToken, editPath }) => {
      localStorage.setItem('casebridge.token', userToken);
      localStorage.setItem('casebridge.admin_token', adminToken);
      localStorage.setItem('casebridge.admin_return_path', editPath);
    },
    { userToken, adminToken: adminToken ?? '', editPath },
  );
  await page.goto('/dashboard');
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner).toContainText(`Logged in as ${user.first_name}`);

  await banner.getByRole('button', { name: 'Back to Admin »' }).click();
  await expect(page).toHaveURL(new RegExp(`${editPath}$`));
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' })).toBeVisible();
});
