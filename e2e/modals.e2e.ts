import { expect, signIn, tenantUrl, test } from './support.ts';

// the shell's modals, by keyboard (UI.md): each is a named dialog that takes the focus; Escape closes one that
// holds nothing typed and gives the focus back to what opened it; typed input survives Escape; the forced updates
// close only by saving (their saving is profile.e2e.ts's). Nothing here is sent, so no demo data changes.

test('[A-041] Forgot Password, Invite a Member and Missing Partner: Escape closes them untouched, never over typed input', async ({
  page,
}) => {
  await page.goto(tenantUrl('acme'));
  const forgot = page.getByRole('button', { name: 'Forgot Password' });
  await forgot.click();
  const forgotDialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(forgotDialog.getByRole('textbox', { name: /Email/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(forgotDialog).toBeHidden();
  await expect(forgot).toBeFocused();

  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const searchPanel = page.getByRole('region', { name: 'New Partner Collaboration' });
  const search = searchPanel.getByRole('textbox', { name: /Search partners/ });
  await search.fill('networks');
  const sendInvite = searchPanel.getByRole('button', { name: 'Send Invite to Umbrella Networks' });
  await sendInvite.click();
  const invite = page.getByRole('dialog', { name: 'Invite a Member' });
  await expect(invite).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(invite).toBeHidden();
  await expect(sendInvite).toBeFocused();

  await search.fill('Initrode');
  // The answer first, as the user sees it: a click while the search is on its way can land on the panel it replaces.
  await expect(searchPanel.getByText('No partner matches "Initrode".')).toBeVisible();
  await searchPanel.getByRole('button', { name: 'Tell us who is missing' }).click();
  const missing = page.getByRole('dialog', { name: 'Missing Partner' });
  await missing.getByRole('textbox', { name: 'Contact name' }).fill('Peter Gibbons');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(missing).toBeVisible();
  await expect(missing.getByRole('textbox', { name: 'Contact name' })).toHaveValue('Peter Gibbons');
  await missing.getByRole('button', { name: 'Cancel' }).click();
  await expect(missing).toBeHidden();
});

test('[A-041] the Company Notes editor closes on Escape untouched; the forced Update Profile and Update Agreement Status do not', async ({
  page,
  browser,
}) => {
  await signIn(page, 'bm@wayne.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const edit = page.getByRole('region', { name: 'Company Note' }).getByRole('button', { name: /^(Add|Edit) note$/ });
  await edit.click();
  const notes = page.getByRole('dialog', { name: 'Company Notes' });
  await expect(notes.getByRole('textbox', { name: 'Note' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(notes).toBeHidden();
  await expect(edit).toBeFocused();

  for (const [email, title] of [
    ['newhire@stark.test', 'Update Profile'],
    ['consent@stark.test', 'Update Agreement Status'],
  ] as const) {
    const context = await browser.newContext();
    const forced = await context.newPage();
    await signIn(forced, email);
    const dialog = forced.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await forced.keyboard.press('Escape');
    await forced.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await context.close();
  }
});
