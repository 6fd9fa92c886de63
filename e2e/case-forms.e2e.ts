import type { Browser, Locator, Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { sendGlobexCase } from './globex-case.ts';
import {
  DEMO_PASSWORD,
  expect,
  expectAccessible,
  lastEmailId,
  latestEmailLink,
  shot,
  signIn,
  test,
} from './support.ts';

/**
 * Issue 24, "act where you are": the case forms say what went wrong at the control that caused it and what went
 * right beside the action; the respond form decides nothing for the receiver; dialogs give the focus back.
 */

const NOTE_EMPTY = 'Please provide some information in the note.';

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

/** The vertical gap between two elements: how far the eye travels from one to the other. */
async function gapBetween(a: Locator, b: Locator): Promise<number> {
  const [boxA, boxB] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!boxA || !boxB) throw new Error('not laid out');
  return Math.max(boxB.y - (boxA.y + boxA.height), boxA.y - (boxB.y + boxB.height), 0);
}

/** Drops a file on an element as a browser drag from the desktop does: dragenter, dragover, drop. */
async function dropFile(
  page: Page,
  target: Locator,
  file: { name: string; type: string; header: string; size: number },
) {
  const dataTransfer = await page.evaluateHandle(({ name, type, header, size }) => {
    const bytes = new Uint8Array(size);
    bytes.set(new TextEncoder().encode(header));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], name, { type }));
    return transfer;
  }, file);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

test('[C-060] [C-062] [X-033] the respond form starts with no decision; accepting proposes the signed-in engineer, never on the emailed link', async ({
  page,
  browser,
}) => {
  // A submission, two companies' pages and an emailed link: longer than the default on 2 cores.
  test.setTimeout(120_000);
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const before = await lastEmailId(page);
  const caseToken = await sendGlobexCase(page, { summary: 'iSCSI sessions drop during array firmware 9.2 upgrade' });

  // The emailed link, read with no session: nothing chosen, no engineer proposed.
  const mail = await freshPage(browser);
  await mail.goto(await latestEmailLink(mail, 'support@globex.test', /\/case\/[\w-]+\/respond$/, { after: before }));
  const decisions = mail.getByRole('radiogroup', { name: /Your decision/ });
  await expect(decisions.getByRole('radio')).toHaveCount(2);
  await expect(decisions.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(mail.getByLabel('Engineer name')).toHaveCount(0);
  await mail.getByRole('button', { name: 'Send response' }).click();
  await expect(decisions).toHaveAccessibleDescription('Choose your decision.');
  await expect(decisions.getByRole('radio', { name: 'Accept' })).toBeFocused();
  await shot(mail, 'act-respond-link-1280');
  await decisions.getByRole('radio', { name: 'Accept' }).check();
  await expect(mail.getByLabel('Engineer name')).toHaveValue('');
  await expect(mail.getByLabel('Engineer email')).toHaveValue('');
  // The phone's country is the select every other form uses.
  await expect(mail.getByRole('combobox', { name: 'Country code' })).toHaveValue('US');
  // Emailed links are opened on phones (UI.md).
  await mail.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => mail.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(mail, 'act-respond-link-390');
  await mail.context().close();

  // Signed in, Globex's caller follows Respond to Case from the case page: accepting proposes them.
  const globex = await freshPage(browser);
  const login = await globex.request.post('/api/auth/login', {
    data: { email: 'caller@globex.test', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const me = await globex.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as { user: { first_name: string; last_name: string; email: string } };
  await signIn(globex, 'caller@globex.test');
  await expect(globex).toHaveURL(/\/dashboard$/);
  await globex.goto(`/my-cases/${caseToken}`);
  await globex.getByRole('link', { name: 'Respond to Case' }).click();
  const signedInDecisions = globex.getByRole('radiogroup', { name: /Your decision/ });
  await expect(signedInDecisions.getByRole('radio', { checked: true })).toHaveCount(0);
  await signedInDecisions.getByRole('radio', { name: 'Accept' }).check();
  await expect(globex.getByLabel('Engineer name')).toHaveValue(`${user.first_name} ${user.last_name}`);
  await expect(globex.getByLabel('Engineer email')).toHaveValue(user.email);
  await shot(globex, 'act-respond-signed-in-1280');
  await globex.setViewportSize({ width: 390, height: 844 });
  await shot(globex, 'act-respond-signed-in-390');
  await globex.getByRole('button', { name: 'Send response' }).click();
  await expect(globex.getByText('Your response has been sent.')).toBeVisible();
  await expect(globex.getByText(`${user.first_name} ${user.last_name}`).first()).toBeVisible();
  await globex.context().close();
});

test('[X-028] [C-056] [C-058] [C-053] on the case page a refusal shows at the file field, a good note clears the warning, a dropped file uploads with its progress, and the dialogs give the focus back', async ({
  page,
}) => {
  // A case sent and accepted, two uploads, a note and two dialogs on one page: longer than the default on 2 cores.
  test.setTimeout(90_000);
  await signIn(page, 'caller2@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/my-cases');
  await page.getByRole('link', { name: 'Multipath failover takes 90s after controller reboot on ESXi 8' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Case Details — Outbound to Globex/);

  // A wrong file type: refused at the file field, before anything is sent, with no banner at the top of the page.
  const files = page.getByRole('region', { name: 'Files' });
  const field = files.locator('[data-file-field="Files"]');
  const fileButton = field.getByRole('button', { name: /^Files/ });
  await field.locator('input[type="file"]').setInputFiles({
    name: 'controller-log.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('ctrl-a reboot 10:42:07'),
  });
  const refusal = field.getByRole('alert');
  await expect(refusal).toHaveText(
    'controller-log.txt: Only xls, xlsx, doc, docx, pdf, jpg, jpeg, png files can be uploaded.',
  );
  await expect(fileButton).toHaveAccessibleDescription(/controller-log\.txt: Only xls/);
  expect(await gapBetween(fileButton, refusal)).toBeLessThan(40);
  await expect(page.getByTestId('alert-banner')).toHaveCount(0);
  await expect(files.getByRole('button', { name: 'Upload File' })).toBeDisabled();
  await shot(page, 'act-case-file-refused-1280');

  // A PDF dropped on the field: chosen, uploaded with its progress to the end, the success beside Upload.
  await dropFile(page, fileButton, {
    name: 'esxi-failover-trace.pdf',
    type: 'application/pdf',
    header: '%PDF-1.4\n',
    size: 3 * 1024 * 1024,
  });
  await expect(refusal).toHaveCount(0);
  await expect(fileButton).toContainText('esxi-failover-trace.pdf');
  await files.getByLabel('Description').fill('Failover trace from the ESXi host');
  await files.getByRole('button', { name: 'Upload File' }).click();
  const progress = field.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(field.getByText('Uploaded')).toBeVisible();
  const uploaded = files.getByRole('status').filter({ hasText: 'File Uploaded Successfully' });
  await expect(uploaded).toBeVisible();
  expect(await gapBetween(files.getByRole('button', { name: 'Upload File' }), uploaded)).toBeLessThan(40);
  await expect(files.getByRole('button', { name: 'esxi-failover-trace.pdf' })).toBeVisible();

  // An empty note warns beside Add Note; the next good note takes the warning away.
  const feed = page.getByRole('region', { name: 'Collaboration Feed' });
  const noteForm = feed.getByRole('form', { name: 'Add Note' });
  await noteForm.getByRole('button', { name: 'Add Note' }).click();
  const warning = noteForm.getByRole('alert');
  await expect(warning).toHaveText(NOTE_EMPTY);
  expect(await gapBetween(noteForm.getByRole('button', { name: 'Add Note' }), warning)).toBeLessThan(40);
  await expect(noteForm.getByLabel('Summary')).toHaveAccessibleDescription(NOTE_EMPTY);
  await expect(page.getByTestId('alert-banner')).toHaveCount(0);
  await shot(page, 'act-case-note-warning-1280');
  await noteForm.getByLabel('Summary').fill('Failover trace attached: paths stay dead for 88 s');
  await noteForm.getByRole('button', { name: 'Add Note' }).click();
  await expect(noteForm.getByRole('status')).toHaveText('Your note was added to the feed.');
  await expect(page.getByRole('alert').filter({ hasText: NOTE_EMPTY })).toHaveCount(0);
  await expect(feed.getByRole('article').filter({ hasText: 'paths stay dead for 88 s' })).toBeVisible();
  await shot(page, 'act-case-files-notes-1280');

  // Closing a dialog gives the focus back to the button that opened it.
  const controls = page.getByTestId('case-controls');
  const close = controls.getByRole('button', { name: 'Close', exact: true });
  for (const leave of ['Cancel', 'Escape']) {
    await close.click();
    const dialog = page.getByRole('dialog', { name: 'Close case' });
    await expect(dialog).toBeVisible();
    if (leave === 'Cancel') await dialog.getByRole('button', { name: 'Cancel' }).click();
    else await page.keyboard.press(leave);
    await expect(dialog).toBeHidden();
    await expect(close).toBeFocused();
  }
  const update = controls.getByRole('button', { name: 'Update Submission Details' });
  await update.click();
  const details = page.getByRole('dialog', { name: /Submission/ });
  await expect(details).toBeVisible();
  await details.getByRole('button', { name: 'Cancel' }).click();
  await expect(details).toBeHidden();
  await expect(update).toBeFocused();

  await page.setViewportSize({ width: 390, height: 844 });
  await files.scrollIntoViewIfNeeded();
  await shot(page, 'act-case-files-notes-390');
  // Issue 24 §5: the case page's key/value tables stack at 390 px: nothing scrolls sideways, axe finds nothing.
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 720 });
});
