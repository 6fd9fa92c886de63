import { sendGlobexCase } from './globex-case.ts';
import { expect, expectAccessible, shot, signIn, test } from './support.ts';

// Issue 24 §1: a member finds an inbound high-priority case from the dashboard's count, opens it and returns to the
// list it came from; the sender finds it in My Cases by its status. At a desktop's width and on a phone.
for (const { width, height, phone } of [
  { width: 1280, height: 900, phone: false },
  { width: 390, height: 844, phone: true },
]) {
  test(`[issue 24] finding cases at ${String(width)} px: the inbound count, its list, the case and the way back`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const summary = `Find cases e2e ${String(width)} ${String(Date.now())}`;

    // Acme's caller sends Globex a high-priority case, then finds it in My Cases from the header, filtered as open.
    await signIn(page, 'caller@acme.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await sendGlobexCase(page, { summary });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Cases' }).click();
    await expect(page).toHaveURL(/\/my-cases$/);
    const statusFilter = page.getByRole('combobox', { name: 'Status' });
    await statusFilter.click();
    await page.getByRole('option', { name: 'Open' }).click();
    await expect(page).toHaveURL(/\/my-cases\?status=open$/);
    const myCases = phone
      ? page.getByRole('list', { name: 'My cases' })
      : page.getByRole('table', { name: 'My cases' });
    await expect(myCases).toBeVisible();
    const mine = phone
      ? myCases.getByRole('listitem').filter({ hasText: summary })
      : myCases.getByRole('row').filter({ hasText: summary });
    await expect(mine).toContainText('Open');
    await expect(mine).toContainText('High - P1');
    // The server filtered the list: no case of another status is left in it.
    for (const other of ['Information', 'Accepted', 'Rejected', 'Closed'])
      await expect(myCases.getByText(other, { exact: true })).toHaveCount(0);
    await shot(page, `find-cases-my-cases-${String(width)}`);
    await expectAccessible(page);
    await mine.getByRole('link', { name: summary }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Details — Outbound to Globex Storage');
    await page.getByRole('link', { name: 'My Cases', exact: true }).last().click();
    await expect(page).toHaveURL(/\/my-cases\?status=open$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();

    // Globex's caller sees the inbound cases waiting on Globex, with the high ones, whatever view the table shows.
    await signIn(page, 'caller@globex.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    const notice = page.getByTestId('inbound-awaiting');
    await expect(notice).toContainText(/\d+ inbound cases? (is|are) waiting for your company \(\d+ high priority\)/);
    await shot(page, `find-cases-dashboard-${String(width)}`);
    await notice.getByRole('link', { name: 'Show them' }).click();
    await expect(page).toHaveURL(/\/dashboard\?view=company-inbound-action$/);
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('Company Inbound Cases Awaiting Action');
    // The newest case waiting on Globex is the one just sent.
    const list = phone
      ? page.getByRole('list', { name: 'Active cases' })
      : page.getByRole('table', { name: 'Active cases' });
    const inbound = phone
      ? list.getByRole('listitem').filter({ hasText: summary })
      : list.getByRole('row').filter({ hasText: 'Acme Software' }).first();
    await expect(inbound).toContainText('High - P1');
    await expect(inbound).toContainText('Waiting on us');
    await expect(inbound).toContainText('Open');
    await shot(page, `find-cases-inbound-${String(width)}`);
    await expectAccessible(page);
    if (phone) {
      // Cards, not a table that scrolls sideways.
      await expect(page.getByRole('table', { name: 'Active cases' })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await inbound.getByRole('link', { name: summary }).click();
    } else {
      await inbound.getByRole('link').first().click();
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Details — Inbound from Acme Software');
    await expect(page.getByText(summary).first()).toBeVisible();
    await shot(page, `find-cases-case-${String(width)}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\?view=company-inbound-action$/);
    await expect(page.getByRole('combobox', { name: 'Show' })).toHaveValue('Company Inbound Cases Awaiting Action');
  });
}
