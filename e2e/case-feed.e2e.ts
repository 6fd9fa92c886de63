import type { Browser, Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { alertBanner, DEMO_PASSWORD, expect, shot, signIn, test } from './support.ts';

/**
 * The Collaboration Feed and the files of an accepted case, used by both of its companies: a rich-text note with
 * hostile text, a file upload, the other company reading and downloading them.
 */

const SUMMARY = 'Thin-provisioned LUN reports full after UNMAP from Windows Server 2022';
const XSS_SUMMARY = '<img src=x onerror=alert("summary")> UNMAP trace attached';
// A PNG of one pixel.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

async function acceptedDemoCase(page: Page): Promise<string> {
  const login = await page.request.post(`${baseURL}/api/auth/login`, {
    data: { email: 'pm@acme.test', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await page.request.get(`${baseURL}/api/caller/my-cases?q=${encodeURIComponent(SUMMARY)}&limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { my_cases } = (await answer.json()) as { my_cases: { token: string; summary: string; status: string }[] };
  const found = my_cases.find((c) => c.summary === SUMMARY && c.status === 'accepted');
  if (!found) throw new Error('the accepted demo case is not in pm@acme.test’s cases');
  return found.token;
}

function failOnDialog(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog fired: ${dialog.message()}`);
  });
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  failOnDialog(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test('[C-054] [C-056] [C-057] [C-058] [X-028] both companies of an accepted case write notes and exchange files; hostile text stays text', async ({
  page,
  browser,
}) => {
  // Two companies' sessions, a rich-text note, two uploads and a download: longer than the default 30 s on 2 cores.
  test.setTimeout(120_000);
  failOnDialog(page);
  const caseToken = await acceptedDemoCase(page);

  await signIn(page, 'pm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/my-cases/${caseToken}`);
  const feed = page.getByRole('region', { name: 'Collaboration Feed' });
  await expect(feed).toContainText('Notes are removed after 30 days.');

  // An empty note is not sent.
  await feed.getByRole('button', { name: 'Add Note' }).click();
  await expect(alertBanner(page).first()).toContainText('Please provide some information in the note.');

  await feed.getByLabel('Summary').fill(XSS_SUMMARY);
  const editor = feed.getByRole('textbox', { name: 'Description' });
  await editor.click();
  await feed.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Bold finding');
  // Bold off with the editor's own shortcut: the focus stays in the text, so no click can race the typing.
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' then <script>alert("typed")</script>');
  await feed.getByRole('button', { name: 'Add Note' }).click();
  const note = feed.getByRole('article').filter({ hasText: 'UNMAP trace attached' });
  await expect(note).toContainText(XSS_SUMMARY);
  await expect(note.locator('strong')).toHaveText('Bold finding');
  await expect(note).toContainText('<script>alert("typed")</script>');
  await expect(note.locator('img, script')).toHaveCount(0);

  const files = page.getByRole('region', { name: 'Files' });
  await files.getByLabel('Description').fill('Host UNMAP trace');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'unmap-trace.png', mimeType: 'image/png', buffer: PNG });
  await files.getByRole('button', { name: 'Upload File' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'File Uploaded Successfully' })).toBeVisible();
  await expect(files.getByRole('button', { name: 'unmap-trace.png' })).toBeVisible();
  await shot(page, 'case-feed-acme');

  // An HTML page named as an image is refused; nothing is added.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'evil.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html><script>alert(1)</script></html>'),
  });
  await files.getByRole('button', { name: 'Upload File' }).click();
  await expect(files.getByRole('alert').filter({ hasText: 'File upload failed' })).toBeVisible();
  await expect(files.getByRole('button', { name: /^Files/ })).toHaveAccessibleDescription(
    /The file content does not match its extension\./,
  );
  await expect(files.getByRole('button', { name: 'evil.png' })).toHaveCount(0);

  // Globex, the other party, reads the note and downloads the file.
  const globex = await signedInPage(browser, 'bm@globex.test');
  await globex.goto(`/my-cases/${caseToken}`);
  const globexFeed = globex.getByRole('region', { name: 'Collaboration Feed' });
  await expect(globexFeed.getByRole('article').filter({ hasText: 'UNMAP trace attached' })).toContainText(XSS_SUMMARY);
  const download = globex.waitForEvent('download');
  await globex.getByRole('region', { name: 'Files' }).getByRole('button', { name: 'unmap-trace.png' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('unmap-trace.png');
  await shot(globex, 'case-feed-globex');
  await globex.context().close();
});

test('[C-055] [M-006] [X-027] a manager of a company without the feed asks the membership team for single sign-on from the case', async ({
  page,
}) => {
  failOnDialog(page);
  await signIn(page, 'bm@soylent.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/my-cases');
  await page.getByRole('link', { name: 'Backup window exceeded for Soylent DB 8 after Acme upgrade' }).click();
  const feed = page.getByRole('region', { name: 'Collaboration Feed' });
  await expect(feed.getByText('Single Sign-On is required for the Collaboration Feed.')).toBeVisible();
  await feed.getByRole('button', { name: 'Request Single Sign-On' }).click();

  const dialog = page.getByRole('dialog', { name: 'Contact CaseBridge' });
  const changes = dialog.getByRole('textbox', { name: /Changes/ });
  await expect(changes).toHaveValue(/enable single sign-on/);
  await changes.fill('');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Please describe the changes you need.')).toBeVisible();
  await changes.fill('Please enable single sign-on with our Okta tenant so that we can use the Collaboration Feed.');
  await shot(page, 'sso-change-request');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Change requests take 24-48 hours/);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  const response = await page.request.get(`${baseURL}/api/dev/mailbox`);
  const { messages } = (await response.json()) as { messages: { to: string[]; subject: string }[] };
  expect(messages.find((m) => m.to.includes('membership@casebridge.test'))?.subject).toBe(
    'Change request (Single sign-on) from Soylent Databases',
  );
});
