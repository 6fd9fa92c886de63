import { alertBanner, expect, expectAccessible, latestEmailLink, signIn, test } from './support.ts';

test('[H-010] [H-027] [X-020] a user resets a forgotten password through the emailed link and signs in with it', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await dialog.getByLabel('Email').fill('caller@globex.test');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog).toContainText('If an account exists for that email');
  await expectAccessible(page);

  const link = await latestEmailLink(page, 'caller@globex.test', /\/reset_password\//);
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Dev mailbox' })).toBeVisible();
  await expect(page.getByRole('link', { name: link })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: link }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('Email').fill('caller@globex.test');
  await form.getByLabel(/^New password/).fill('weak');
  await form.getByLabel(/^Confirm new password/).fill('weak');
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(alertBanner(page).first()).toContainText('The password must be at least 8 characters.');
  await expectAccessible(page);

  await form.getByLabel(/^New password/).fill('Fresh-start-42#');
  await form.getByLabel(/^Confirm new password/).fill('Fresh-start-42#');
  await form.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  await signIn(page, 'caller@globex.test', { password: 'Fresh-start-42#' });
  await expect(page).toHaveURL(/\/dashboard$/);
});
