import { companyIdOf, openGlobexCaseForm } from './globex-case.ts';
import { baseURL } from './playwright.config.ts';
import { expect, shot, signIn, test } from './support.ts';

test("[C-012] a caller opens the help beside the Priority of Globex's case form: its title and content", async ({
  page,
}) => {
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const form = await openGlobexCaseForm(page);

  await form.getByRole('button', { name: 'Help: Priority' }).click();
  const hint = page.getByRole('dialog', { name: 'Choosing a priority' });
  await expect(hint).toBeVisible();
  await expect(hint.getByText('production down or data at risk')).toBeVisible();
  await expect(hint).toHaveCSS('opacity', '1'); // its fade-in has ended
  await shot(page, 'hints-priority');

  // Escape closes it and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(hint).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Help: Priority' })).toBeFocused();

  await form.getByRole('button', { name: 'Help: Your contact details' }).click();
  const contact = page.getByRole('dialog', { name: 'Who the partner contacts' });
  await expect(contact).toBeVisible();
  await expect(contact).toHaveCSS('opacity', '1');
  await shot(page, 'hints-contact');
});

test("[C-010] on Umbrella's static process a manager opens the network's case exchange in a new tab", async ({
  page,
}) => {
  await signIn(page, 'bm@globex.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/case/company/${String(await companyIdOf(page, 'umbrella'))}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Contacting Umbrella Networks support' })).toBeVisible();
  await shot(page, 'hints-case-exchange');

  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('button', { name: 'Open case exchange' }).click(),
  ]);
  await tab.waitForLoadState();
  // The e2e server's CASE_EXCHANGE_URL (playwright.config.ts), opened without a way back into the app.
  expect(tab.url()).toBe(`${baseURL}/api/health`);
  expect(await tab.evaluate(() => window.opener === null)).toBe(true);
  await tab.close();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
