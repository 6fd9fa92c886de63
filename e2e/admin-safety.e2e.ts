import type { Page } from '@playwright/test';
import { expect, expectAccessible, latestEmailLink, shot, signIn, test } from './support.ts';

// Issue 24 §4: admin and console safety, walked as a member admin (Soylent Databases' business manager; the user
// made here is this file's own) and as the super admin.

const banner = (page: Page) => page.getByTestId('alert-banner');
const INVITEE_PASSWORD = 'Invited-and-set-9!';

/** Logs out and waits for the landing it ends on (a company's host after its member: A-035), so nothing interrupts the next navigation. */
async function signOut(page: Page) {
  await page.goto('/auth/logout');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
}

/** Chooses an option of a Mantine Select (a combobox whose options open in a list). */
async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('[issue 24] a member admin invites a user, a delete asks first, the invitee sets a password from the emailed link and signs in; the super admin reads a report on screen and filters the escalation table by priority', async ({
  page,
}) => {
  const email = `invitee.${String(Date.now())}@soylent.test`;
  await signIn(page, 'bm@soylent.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin/users/0');
  await expect(page.getByRole('heading', { level: 1, name: 'New User' })).toBeVisible();

  // The invitation is the default; typing a password is the other choice, shown only when chosen.
  const form = page.getByRole('form', { name: 'User' });
  await form.getByLabel(/^First Name/).fill('Ivy');
  await form.getByLabel(/^Last Name/).fill('Invitee');
  await form.getByLabel(/^Email/).fill(email);
  await choose(page, /^Country( \*)?$/, 'United States');
  await form.getByLabel(/^City/).fill('Denver');
  await expect(form.getByRole('radio', { name: 'Invite by email to set their own password' })).toBeChecked();
  await expect(form.getByLabel(/^Confirm password/)).toHaveCount(0);
  await shot(page, 'admin-safety-invite-form');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(banner(page)).toContainText(`An invitation to set a password was emailed to ${email}.`);

  // A destructive action is a named item of the row's Actions menu, and it asks first: Cancel keeps the user.
  const row = page.getByRole('table', { name: 'Users' }).getByRole('row', { name: /Ivy Invitee/ });
  await expect(row.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
  await row.getByRole('button', { name: 'Actions for Ivy Invitee' }).click();
  await page.getByRole('menuitem', { name: 'Delete user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete user' });
  await expect(dialog).toContainText('Are you sure you want to delete Ivy Invitee from this company?');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await shot(page, 'admin-safety-delete-confirm');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toBeVisible();

  // The invitee: the emailed link sets the password once, then they sign in.
  await signOut(page);
  const link = await latestEmailLink(page, email, /\/reset_password\//);
  await page.goto(link);
  const set = page.getByRole('form', { name: 'Reset password' });
  await set.getByLabel('Email').fill(email);
  await set.getByLabel(/^New password/).fill(INVITEE_PASSWORD);
  await set.getByLabel(/^Confirm new password/).fill(INVITEE_PASSWORD);
  await set.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await signIn(page, email, { password: INVITEE_PASSWORD });
  await expect(page).toHaveURL(/\/dashboard$/);
  // The link worked once: again, it is refused.
  await signOut(page);
  await page.goto(link);
  await set.getByLabel('Email').fill(email);
  await set.getByLabel(/^New password/).fill('Another-try-77!');
  await set.getByLabel(/^Confirm new password/).fill('Another-try-77!');
  await set.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password was not changed')).toBeVisible();

  // The super admin reads the network's User Logins of the last 30 days on screen: the invitee's sign-in is there.
  await signOut(page);
  await signIn(page, 'super@casebridge.test');
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);

  // The escalation table by priority: every row the server sends is of the priority chosen.
  const cases = page.getByRole('table', { name: 'Escalation cases' });
  await expect(cases.getByRole('row').nth(1)).toBeVisible();
  await choose(page, /^Priority/, 'High - P1');
  await expect(cases.getByRole('cell', { name: /^(Medium - P2|Low - P3)$/ })).toHaveCount(0);
  await expect(cases.getByRole('cell', { name: 'High - P1' }).first()).toBeVisible();
  await shot(page, 'admin-safety-escalation-high');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/super_admin\/reports$/);
  const dated = page.getByRole('region', { name: 'Reports of a date range' });
  const logins = dated.getByRole('table', { name: 'User Logins' });
  await expect(dated.getByLabel('Start date')).not.toHaveValue('');
  await dated.getByRole('textbox', { name: 'Search' }).fill(email);
  await expect(logins.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) }).first()).toBeVisible();
  await shot(page, 'admin-safety-reports');
  await page.getByRole('tab', { name: 'Managers' }).click();
  const network = page.getByRole('region', { name: 'Reports of the whole network' });
  await network.getByRole('textbox', { name: 'Search' }).fill('soylent');
  await expect(
    network.getByRole('table', { name: 'Managers' }).getByRole('cell', { name: 'bm@soylent.test' }),
  ).toBeVisible();
  await shot(page, 'admin-safety-reports-managers');
  await expectAccessible(page);
});
