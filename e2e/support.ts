import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import axe from 'axe-core';
import { baseURL } from './playwright.config.ts';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'CaseBridge-demo-1!';
export const port = new URL(baseURL).port;
export const tenantUrl = (slug: string, path = '/') => `http://${slug}.localhost:${port}${path}`;

type AxeWindow = { axe?: typeof axe };

/**
 * Fails the test on any serious or critical accessibility violation of the page as it is now. axe-core goes into
 * each frame once per document and runs there: @axe-core/playwright put it in again and opened a blank page to merge
 * the results at every check, about 1.3 CPU seconds a check against 0.35 for the same violations (ADR 9).
 */
export async function expectAccessible(page: Page, options: { disableRules?: string[] } = {}): Promise<void> {
  // A modal fading in blends its colours with the page's: contrast is measured once finite transitions have ended.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  const violations = await page.evaluate(async (disabled) => {
    const { axe: inPage } = window as AxeWindow;
    if (!inPage) throw new Error('axe-core is not in the page');
    const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
    const results = await inPage.run(document, { rules, resultTypes: ['violations'] });
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, options.disableRules ?? []);
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id} (${String(v.impact)}): ${v.help} — ${v.targets.join(', ')}`)).toEqual([]);
}

type MailboxMessage = { id: number; to: string[]; subject: string; links: string[]; created_at: string };

export const mailboxMessages = async (page: Page): Promise<MailboxMessage[]> => {
  const response = await page.request.get(`${baseURL}/api/dev/mailbox`);
  return ((await response.json()) as { messages: MailboxMessage[] }).messages;
};

/** The id of the newest email in the dev mailbox (0 when empty): pass it as `after` to wait for a newer one. */
export async function lastEmailId(page: Page): Promise<number> {
  return (await mailboxMessages(page))[0]?.id ?? 0;
}

/** The newest link the dev mailbox holds for a recipient, optionally matching a pattern (in an email after `after`). */
export async function latestEmailLink(
  page: Page,
  to: string,
  pattern: RegExp,
  options: { after?: number } = {},
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const messages = await mailboxMessages(page);
        link = messages
          .find((m) => m.to.includes(to) && m.id > (options.after ?? 0))
          ?.links.find((l) => pattern.test(l));
        return link;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return link ?? '';
}

/** A test whose every visited page is checked with axe when it ends (plus explicit checks where a page changes). */
export const test = base.extend<{ axeAfterEach: undefined }>({
  axeAfterEach: [
    async ({ page }, use) => {
      await use(undefined);
      if (page.url().startsWith('http')) await expectAccessible(page);
    },
    { auto: true },
  ],
});

export { expect };

/** Signs in through the login form on the page's host (main host by default). */
export async function signIn(page: Page, email: string, options: { from?: string; password?: string } = {}) {
  await page.goto(options.from ?? '/');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(options.password ?? DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in as the super admin and opens Acme's page in the console from the companies list. */
export async function openAcmeInConsole(page: Page) {
  await signIn(page, 'super@casebridge.test');
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Companies' }).click();
  await page.getByRole('textbox', { name: 'Search' }).fill('acme soft');
  await page
    .getByRole('table', { name: 'Companies' })
    .getByRole('link', { name: 'Acme Software', exact: true })
    .click();
}

/** A full-page screenshot for a person to look at, in a scratch run only (E2E_SHOTS=dir). */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SHOTS;
  // A dialog still opening or closing is drawn at its end state: the picture is of the page, not of a transition.
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true, animations: 'disabled' });
}

export const alertBanner = (page: Page) => page.getByRole('alert');

/** The Acme caller, read through the API as that user would, and their edit route; then the super admin signs in. */
export async function signInAsSuperAdminToImpersonateCaller(page: Page, request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { email: 'caller@acme.test', password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as { user: { id: number; company_id: number; first_name: string } };
  await signIn(page, 'super@casebridge.test');
  await expect(page).toHaveURL(/\/super_admin\/dashboard$/);
  return { user, editPath: `/super_admin/companies/${String(user.company_id)}/users/${String(user.id)}` };
}

/** The password of the accounts the browser tests register. */
export const REGISTERED_PASSWORD = 'Registered-1!';

/** Fills in and sends the Register form of the company page open in `page`. */
export async function registerOn(page: Page, person: { first: string; last: string; email: string }) {
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel(/^First name/).fill(person.first);
  await form.getByLabel(/^Last name/).fill(person.last);
  await form.getByLabel(/^Work email/).fill(person.email);
  await form.getByLabel(/^Country code/).selectOption('IE');
  await form.getByLabel(/^Phone/).fill('+353 1 555 0147');
  await form.getByLabel(/^Country(?! code)/).selectOption({ label: 'Ireland' });
  await form.getByLabel(/^City/).fill('Dublin');
  await form.getByLabel(/^Password/).fill(REGISTERED_PASSWORD);
  await form.getByLabel(/^Confirm password/).fill(REGISTERED_PASSWORD);
  await form.getByRole('checkbox', { name: /^I accept the terms of the privacy policy/ }).check();
  await form.getByRole('button', { name: 'Register' }).click();
}
