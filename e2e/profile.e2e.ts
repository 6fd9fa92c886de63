import type { Page } from '@playwright/test';
import {
  alertBanner,
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  shot,
  signIn,
  signInAsSuperAdminToImpersonateCaller,
  test,
} from './support.ts';

// P-001..P-009: the demo's Stark users asked at sign-in to complete the profile (newhire) or to accept the privacy
// policy (consent); no other browser test uses them.
const NEWHIRE = 'newhire@stark.test';
const CONSENT = 'consent@stark.test';
const NEW_PASSWORD = 'Seattle-rain-42#';
const successBanner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe.configure({ mode: 'serial' });

test('[P-007] [P-009] [P-003] a user asked to update the profile meets Update Profile after sign-in; only saving ends it', async ({
  page,
}) => {
  await signIn(page, NEWHIRE);
  const dialog = page.getByRole('dialog', { name: 'Update Profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  const form = dialog.getByRole('form', { name: 'Contact details' });
  await expect(form.getByLabel(/^First name/)).toHaveValue('Maya');
  await expectAccessible(page);
  await shot(page, 'profile-update-profile-modal');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await form.getByLabel(/^City/).fill('');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByText('This field is required.')).toBeVisible();
  await form.getByLabel(/^City/).fill('Tacoma');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(successBanner(page, 'Profile Updated')).toBeVisible();

  // The server cleared the flag: the next load opens no modal.
  await page.reload();
  // Once the header shows the user, the shell has decided: no modal is due.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('[P-008] [P-009] a user asked to accept the privacy policy meets Update Agreement Status; unticked it refuses', async ({
  page,
}) => {
  await signIn(page, CONSENT);
  const dialog = page.getByRole('dialog', { name: 'Update Agreement Status' });
  await expect(dialog).toBeVisible();
  const box = dialog.getByRole('checkbox', { name: /privacy policy/ });
  await expect(box).not.toBeChecked();
  await expectAccessible(page);
  await shot(page, 'profile-update-agreement-modal');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('You must accept the terms of the privacy policy.')).toBeVisible();

  await box.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  // Once the header shows the user, the shell has decided: no modal is due.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('[P-001] [P-002] [P-003] [P-004] [P-005] [X-033] the profile page saves contact details and changes the password', async ({
  page,
}) => {
  await signIn(page, NEWHIRE);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Role')).toHaveValue('Standard User');
  const contact = page.getByRole('form', { name: 'Contact details' });
  await expect(contact.getByLabel(/^City/)).toHaveValue('Tacoma');
  await expect(contact.getByRole('checkbox', { name: /privacy policy/ })).toBeChecked();
  await expect(contact.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('maxlength', '25');
  await expectAccessible(page);
  await shot(page, 'profile-profile');

  await contact.getByRole('textbox', { name: 'Phone' }).fill('206-555-0199');
  await contact.getByRole('button', { name: 'Save profile' }).click();
  await expect(successBanner(page, 'Profile Updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Contact details' }).getByRole('textbox', { name: 'Phone' })).toHaveValue(
    '206-555-0199',
  );

  const password = page.getByRole('form', { name: 'Change password' });
  await expect(password).toContainText('Minimum 8 characters, 1 uppercase, 1 lowercase, 1 numeric, 1 of ! $ # %.');
  await password.getByLabel(/^New password/).fill('weakpassword');
  await password.getByLabel(/^Confirm new password/).fill('weakpassword');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(alertBanner(page).filter({ hasText: 'The password must contain 1 uppercase letter.' })).toBeVisible();
  await password.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await password.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(successBanner(page, 'Your password has been changed.')).toBeVisible();
  // This session goes on with the new token, across a reload too.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
  // signed out, the user lands on their company's host.
  await expect(page).toHaveURL(/\/\/stark\.localhost:/);
  await signIn(page, NEWHIRE, { password: DEMO_PASSWORD });
  await expect(alertBanner(page).filter({ hasText: 'These credentials do not match our records.' })).toBeVisible();
  await signIn(page, NEWHIRE, { password: NEW_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('[P-006] a user deletes their own account after the confirmation; the session ends with the server’s message', async ({
  page,
}) => {
  await signIn(page, CONSENT);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete account' });
  await expect(confirm).toContainText('Are you sure you want to delete your account?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await confirm.getByRole('button', { name: 'Delete my account' }).click();
  await expect(alertBanner(page).filter({ hasText: 'Your account has been deleted.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);

  await signIn(page, CONSENT);
  await expect(alertBanner(page).filter({ hasText: 'These credentials do not match our records.' })).toBeVisible();
});

test('[P-004] [P-006] a super admin logged in as a user sees the contact details but is offered neither password nor deletion', async ({
  page,
  request,
}) => {
  const { user, editPath } = await signInAsSuperAdminToImpersonateCaller(page, request);
  await page.goto(editPath);
  await page.getByRole('button', { name: `Login as ${user.first_name}` }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('form', { name: 'Contact details' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Change password' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete my account' })).toHaveCount(0);
  await page.getByRole('region', { name: 'Impersonation' }).getByRole('button', { name: 'Back to Admin »' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' })).toBeVisible();
});
