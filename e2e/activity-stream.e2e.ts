import type { Browser, Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { sendGlobexCase } from './globex-case.ts';
import { expect, expectAccessible, lastEmailId, latestEmailLink, shot, signIn, test } from './support.ts';

/**
 * Issue 24 §2: the case's one activity stream is on every page that shows the case: the emailed links' pages (the
 * partner's respond page, the submitter's information page and response view), read by people who are not signed
 * in, and the console's case page. Each reads the same story, read only; at 1280 and 390 px without sideways scroll.
 */

const ON_CALL = 'oncall-stream@acme.example';
const QUESTION = 'Which multipath policy do the ESXi hosts use?';
const ANSWER = 'Round robin on every host, IOPS limit 1.';

/** A page in its own browser context: someone following an emailed link, not signed in. */
async function linkReader(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The stream's entries by their names ("Accepted, Pat Lee, Globex Storage"). */
const stream = (page: Page) => page.getByRole('list', { name: 'Case activity' }).getByRole('article');
const feed = (page: Page) => page.getByRole('region', { name: 'Collaboration Feed' });

async function expectEntries(page: Page, names: RegExp[]) {
  await expect(stream(page)).toHaveCount(names.length);
  for (const [index, name] of names.entries())
    await expect(stream(page).nth(index)).toHaveAttribute('aria-label', name);
}

/** The page at a 390 px phone: no sideways scroll, the stream in reach, a screenshot; then back to 1280 px. */
async function atPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await feed(page).scrollIntoViewIfNeeded();
  await shot(page, name);
  await page.setViewportSize({ width: 1280, height: 720 });
}

const SUBMITTED = /^Case submitted, .+, Acme Software$/;
const REQUESTED = /^Information requested, (.+, )?Globex Storage$/;
const PROVIDED = /^Information provided, (.+, )?Acme Software$/;
const ACCEPTED = /^Accepted, (.+, )?Globex Storage$/;

test('[issue 24] the emailed links’ pages and the console’s case page show the case’s one activity stream, read only', async ({
  page,
  browser,
}) => {
  // A submission, four emailed links and the console, each page at two widths: longer than 30 s on 2 cores.
  test.setTimeout(180_000);
  const summary = `Activity stream e2e ${String(Date.now())}`;
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const before = await lastEmailId(page);
  const token = await sendGlobexCase(page, { summary, contactEmail: ON_CALL });

  // Globex's process address follows its respond link, not signed in: the stream, without a note form.
  const globex = await linkReader(browser);
  await globex.goto(
    await latestEmailLink(globex, 'support@globex.test', /\/case\/[\w-]+\/respond$/, { after: before }),
  );
  await expect(globex.getByRole('heading', { level: 1, name: 'Respond to Case' })).toBeVisible();
  await expectEntries(globex, [SUBMITTED]);
  await expect(feed(globex).getByRole('form', { name: 'Add Note' })).toHaveCount(0);
  await shot(globex, 'activity-respond-1280');
  await atPhone(globex, 'activity-respond-390');
  await globex
    .getByRole('radiogroup', { name: /Your decision/ })
    .getByRole('radio', { name: 'Request information' })
    .check();
  await globex.getByLabel(/Information needed/).fill(QUESTION);
  await globex.getByRole('button', { name: 'Send response' }).click();
  await expect(globex.getByText('Your response has been sent.')).toBeVisible();
  // The stream reads the case again after the response.
  await expectEntries(globex, [SUBMITTED, REQUESTED]);
  await expect(stream(globex).nth(1)).toContainText(QUESTION);
  await expectAccessible(globex);

  // Acme's on-call engineer answers from its information link and reads the same story.
  const acme = await linkReader(browser);
  await acme.goto(await latestEmailLink(acme, ON_CALL, /\/case\/[\w-]+\/information$/, { after: before }));
  await expect(acme.getByRole('heading', { level: 1, name: 'Provide Information' })).toBeVisible();
  await expectEntries(acme, [SUBMITTED, REQUESTED]);
  await acme.getByLabel(/Additional information/).fill(ANSWER);
  await acme.getByRole('button', { name: 'Send information' }).click();
  await expect(acme.getByText('Your response has been sent.')).toBeVisible();
  await expectEntries(acme, [SUBMITTED, REQUESTED, PROVIDED]);
  await shot(acme, 'activity-information-1280');
  await atPhone(acme, 'activity-information-390');
  await expectAccessible(acme);

  // Globex accepts from the respond link of the reply's email; Acme's response view shows the whole story.
  const replied = await lastEmailId(page);
  await globex.goto(
    await latestEmailLink(globex, 'support@globex.test', /\/case\/[\w-]+\/respond$/, { after: before }),
  );
  await expectEntries(globex, [SUBMITTED, REQUESTED, PROVIDED]);
  await globex
    .getByRole('radiogroup', { name: /Your decision/ })
    .getByRole('radio', { name: 'Accept' })
    .check();
  await globex.getByLabel('Engineer name').fill('Gail Exley');
  await globex.getByRole('button', { name: 'Send response' }).click();
  await expect(globex.getByText('Your response has been sent.')).toBeVisible();
  await acme.goto(await latestEmailLink(acme, ON_CALL, /\/case\/[\w-]+\/response$/, { after: replied }));
  await expect(acme.getByRole('heading', { level: 1, name: 'Case Response' })).toBeVisible();
  await expectEntries(acme, [SUBMITTED, REQUESTED, PROVIDED, ACCEPTED]);
  await expect(stream(acme).nth(3)).toContainText('Gail Exley');
  await expect(feed(acme).getByRole('form', { name: 'Add Note' })).toHaveCount(0);
  await shot(acme, 'activity-response-1280');
  await atPhone(acme, 'activity-response-390');
  await expectAccessible(acme);

  // The console's case page reads the same stream, with no note form.
  const console = await linkReader(browser);
  await signIn(console, 'super@casebridge.test');
  await expect(console).toHaveURL(/\/super_admin\/dashboard$/);
  const panel = console.getByRole('region', { name: 'Escalation reporting' });
  await panel.getByRole('combobox', { name: 'Show' }).click();
  await console.getByRole('option', { name: 'All cases, last 10 days' }).click();
  await panel.getByRole('textbox', { name: 'Search cases' }).fill(summary);
  const table = panel.getByRole('table', { name: 'Escalation cases' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(console).toHaveURL(/\/super_admin\/cases\/\d+$/);
  await expectEntries(console, [SUBMITTED, REQUESTED, PROVIDED, ACCEPTED]);
  await expect(feed(console).getByRole('form', { name: 'Add Note' })).toHaveCount(0);
  await expect(stream(console).nth(1)).toContainText(QUESTION);
  await feed(console).scrollIntoViewIfNeeded();
  await shot(console, 'activity-console-1280');
  await atPhone(console, 'activity-console-390');
  await expectAccessible(console);

  // The signed-in caller's case page: the same stream, with the note form while the case is accepted.
  await page.goto(`/my-cases/${token}`);
  await expectEntries(page, [SUBMITTED, REQUESTED, PROVIDED, ACCEPTED]);
  await expect(feed(page).getByRole('form', { name: 'Add Note' })).toBeVisible();
  await shot(page, 'activity-member-1280');
  await atPhone(page, 'activity-member-390');
  // My Cases leads to it, at both widths without sideways scroll.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Cases' }).click();
  await expect(page.getByRole('link', { name: summary })).toBeVisible();
  await shot(page, 'activity-my-cases-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByRole('link', { name: summary })).toBeVisible();
  await shot(page, 'activity-my-cases-390');
});
