import { fillGlobexCase, openGlobexCaseForm } from './globex-case.ts';
import { expect, expectAccessible, mailboxMessages, shot, signIn, test } from './support.ts';

test('[issue 24] a caller sends a case: its network case number is on the summary, the case page, My Cases’ search and both emails’ subjects', async ({
  page,
}) => {
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const form = await openGlobexCaseForm(page);
  await fillGlobexCase(form, { summary: 'Snapshot schedule skips the Sunday run' });
  await form.getByRole('button', { name: /^Send case to Globex Storage/ }).click();

  const summary = page.getByTestId('request-sent');
  await expect(summary.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  const number = (await summary.getByTestId('network-case-number').textContent()) ?? '';
  expect(number).toMatch(new RegExp(`^CB-${String(new Date().getUTCFullYear())}-\\d{6}$`));
  // The partner's instructions ask for "the CaseBridge case number": the summary gives it beside them.
  await expect(summary.getByRole('region', { name: 'Escalation instructions' })).toContainText(
    `When you escalate, quote case number ${number}.`,
  );
  await shot(page, 'network-number-sent-1280');
  await expectAccessible(page);

  await summary.getByRole('link', { name: 'View the case' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Case Details — Outbound to Globex Storage' }),
  ).toBeVisible();
  await expect(page.getByTestId('network-case-number')).toHaveText(number);
  const caseUrl = page.url();
  await shot(page, 'network-number-case-1280');

  // My Cases finds it by the number typed without CB- and in lower case, and lists the number in its row.
  await page.goto('/my-cases');
  const search = page.getByRole('textbox', { name: 'Search' });
  await search.fill(number.slice('CB-'.length));
  const table = page.getByRole('table', { name: 'My cases' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(number);
  await expect(table.getByRole('row').nth(1)).toContainText('Snapshot schedule skips the Sunday run');
  await search.fill(number.toLowerCase());
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText(number);
  await shot(page, 'network-number-my-cases-1280');

  // The dev mailbox: Globex's new case email and the caller's confirmation both carry the number in the subject;
  // the confirmation links to the case page.
  let messages: Awaited<ReturnType<typeof mailboxMessages>> = [];
  await expect
    .poll(
      async () => {
        messages = (await mailboxMessages(page)).filter((m) => m.subject.startsWith(`[${number}] `));
        return messages.map((m) => m.to.join(',')).sort();
      },
      { timeout: 15_000 },
    )
    .toEqual(['caller@acme.test', 'support@globex.test']);
  const confirmation = messages.find((m) => m.to.includes('caller@acme.test'));
  expect(confirmation?.subject).toBe(
    `[${number}] Your case was sent to Globex Storage: Snapshot schedule skips the Sunday run`,
  );
  expect(confirmation?.links).toContain(caseUrl);

  // On a phone the case page header still shows the number, and My Cases finds the case by it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(caseUrl);
  await expect(page.getByTestId('network-case-number')).toHaveText(number);
  await shot(page, 'network-number-case-390');
  await page.goto('/my-cases');
  await page.getByRole('textbox', { name: 'Search' }).fill(number);
  await expect(page.getByRole('main')).toContainText('Snapshot schedule skips the Sunday run');
  await expect(page.getByRole('main')).toContainText(number);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'network-number-my-cases-390');
});
