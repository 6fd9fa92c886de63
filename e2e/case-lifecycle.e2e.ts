import type { Browser, Page } from '@playwright/test';
import { baseURL } from './playwright.config.ts';
import { sendGlobexCase } from './globex-case.ts';
import { expect, expectAccessible, latestEmailLink, shot, signIn, test } from './support.ts';

/**
 * The life of a case from its submission to its close, walked by both companies through the pages and the emailed
 * links: Acme sends Globex a case, Globex asks for information, Acme's on-call engineer answers from its email,
 * Globex accepts from its email, Acme's caller follows the sign-in link of its own email to the case and closes it.
 */

const SUMMARY = 'Replication to the DR array stalls after a controller failover';
const ON_CALL = 'oncall@acme.example';
const XSS_NOTE = '<img src=x onerror=alert("note")> Which firmware? <script>alert("note")</script>';
const XSS_ANSWER = '<script>alert("answer")</script> javascript:alert(1) Firmware 9.2.1 on both controllers.';

/** Acme's caller sends Globex the case, naming the on-call engineer as its contact; answers the case's token. */
async function sendCase(page: Page): Promise<string> {
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  return sendGlobexCase(page, { summary: SUMMARY, contactEmail: ON_CALL });
}

/** A page in its own browser context (its own storage): a party that is not signed in, or signed in apart. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  failOnDialog(page);
  return page;
}

/** Script in what a partner typed would open a dialog: none may ever fire. */
function failOnDialog(page: Page) {
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog fired: ${dialog.message()}`);
  });
}

test('[C-028] [C-041] [C-043] [C-045] [C-046] [C-053] [C-059] [C-060] [C-062] [C-064] [C-066] [C-067] [C-068] [H-028] [H-029] [X-023] [X-024] [X-026] a case goes from its submission to information, answered, accepted and closed through both companies’ pages and emailed links', async ({
  page,
  browser,
}) => {
  // A submission, three sign-ins, five emailed links and eight pages, each checked with axe: longer than 30 s.
  test.setTimeout(120_000);
  failOnDialog(page);
  const caseToken = await sendCase(page);

  // Globex, signed in, opens the inbound case and goes to its respond page.
  const globex = await freshPage(browser);
  await signIn(globex, 'caller@globex.test');
  await expect(globex).toHaveURL(/\/dashboard$/);
  await globex.goto(`/my-cases/${caseToken}`);
  await expect(globex.getByRole('heading', { level: 1 })).toHaveText(/^Case Details — Inbound from Acme/);
  await expect(globex.getByText('All timestamps are in UTC.')).toBeVisible();
  await expect(globex.getByRole('heading', { name: 'Awaiting response' })).toBeVisible();
  await shot(globex, 'case-1-globex-detail-open');
  await expectAccessible(globex);
  await globex.getByRole('link', { name: 'Respond to Case' }).click();

  // C-059, C-060: an open case offers accept or request information.
  await expect(globex).toHaveURL(/\/case\/[\w-]+\/respond$/);
  await expect(globex.getByRole('heading', { level: 1, name: 'Respond to Case' })).toBeVisible();
  const decisions = globex.getByRole('radiogroup', { name: /Your decision/ });
  await expect(decisions.getByRole('radio')).toHaveCount(2);
  await expect(decisions.getByRole('radio', { checked: true })).toHaveCount(0);
  await decisions.getByRole('radio', { name: 'Accept' }).check();
  await expect(globex.getByLabel('Next steps')).toHaveValue('Our assigned engineer will contact you.');
  await decisions.getByRole('radio', { name: 'Request information' }).check();
  await globex.getByRole('button', { name: 'Send response' }).click();
  await expect(globex.getByText('This field is required.')).toBeVisible();
  await globex.getByLabel(/Information needed/).fill(XSS_NOTE);
  await globex.getByRole('button', { name: 'Send response' }).click();
  await expect(globex.getByText('Your response has been sent.')).toBeVisible();
  await expect(globex.getByRole('form', { name: 'Response' })).toHaveCount(0);
  await expect(globex.getByText(XSS_NOTE)).toBeVisible();
  await shot(globex, 'case-2-globex-requested-information');
  await expectAccessible(globex);

  // Acme's on-call engineer follows the information link of its email, with no sign-in.
  const acmeMail = await freshPage(browser);
  const informationLink = await latestEmailLink(acmeMail, ON_CALL, /\/case\/[\w-]+\/information$/);
  await acmeMail.goto(informationLink);
  await expect(acmeMail.getByRole('heading', { level: 1, name: 'Provide Information' })).toBeVisible();
  await expect(acmeMail.getByRole('region', { name: /asks for more information$/ }).getByText(XSS_NOTE)).toBeVisible();
  await acmeMail.getByLabel(/Additional information/).fill(XSS_ANSWER);
  await acmeMail.getByRole('button', { name: 'Send information' }).click();
  await expect(acmeMail.getByText('Your response has been sent.')).toBeVisible();
  await expect(acmeMail.getByLabel(/Additional information/)).toHaveValue(XSS_ANSWER);
  await expect(acmeMail.getByLabel(/Additional information/)).toHaveAttribute('readonly', '');
  await shot(acmeMail, 'case-3-acme-information-sent');
  await expectAccessible(acmeMail);
  // C-068: the link again: read-only with the earlier answer.
  await acmeMail.reload();
  await expect(acmeMail.getByText('The information has already been sent for this request.')).toBeVisible();
  await expect(acmeMail.getByRole('button', { name: 'Send information' })).toHaveCount(0);
  // Emailed links are opened on phones (UI.md): 375 px wide, no sideways scrolling.
  await acmeMail.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => acmeMail.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(acmeMail, 'case-3b-acme-information-phone');
  await acmeMail.setViewportSize({ width: 1280, height: 720 });

  // Signed in, Globex now reads "Waiting for Member Response" with Respond to Case (C-046).
  await globex.goto(`/my-cases/${caseToken}`);
  await expect(globex.getByRole('heading', { name: 'Information requested' })).toBeVisible();
  await expect(globex.getByTestId('waiting-for')).toHaveText('Waiting for Member Response');
  await expect(globex.getByRole('link', { name: 'Respond to Case' })).toBeVisible();

  // Globex's process address gets the reply with its respond link; the final decision is offered (C-061).
  const globexMail = await freshPage(browser);
  const respondLink = await latestEmailLink(globexMail, 'support@globex.test', /\/case\/[\w-]+\/respond$/);
  await globexMail.goto(respondLink);
  await expect(globexMail.getByText(XSS_ANSWER)).toBeVisible();
  const final = globexMail.getByRole('radiogroup', { name: /Your decision/ });
  await expect(final.getByRole('radio', { name: 'Accept' })).toBeVisible();
  await expect(final.getByRole('radio', { name: 'Reject' })).toBeVisible();
  await expect(final.getByRole('radio', { name: 'Request information' })).toHaveCount(0);
  await final.getByRole('radio', { name: 'Accept' }).check();
  await globexMail.getByLabel('Your case number').fill('GX-2026-0042');
  await globexMail.getByLabel('Engineer name').fill('Gail Exley');
  await globexMail.getByLabel('Engineer email').fill('gail.exley@globex.test');
  await globexMail.getByLabel('Engineer phone').fill('5550142');
  await globexMail.getByRole('button', { name: 'Send response' }).click();
  await expect(globexMail.getByText('Your response has been sent.')).toBeVisible();
  await shot(globexMail, 'case-4-globex-accepted');
  await expectAccessible(globexMail);

  // X-024, C-066: the acceptance email leads Acme to the response with the escalation instructions.
  const responseLink = await latestEmailLink(acmeMail, ON_CALL, /\/case\/[\w-]+\/response$/);
  await acmeMail.goto(responseLink);
  await expect(acmeMail.getByRole('heading', { level: 1, name: 'Case Response' })).toBeVisible();
  await expect(acmeMail.getByRole('heading', { name: 'Collaboration accepted' })).toBeVisible();
  await expect(acmeMail.getByRole('heading', { name: 'Escalation instructions' })).toBeVisible();
  await expect(acmeMail.getByText('Gail Exley').first()).toBeVisible();
  await shot(acmeMail, 'case-5-acme-response-view');
  await expectAccessible(acmeMail);

  // X-026, H-028, H-029: the caller's own copy of the acceptance carries a sign-in link that opens the case.
  const acme = await freshPage(browser);
  const signInLink = await latestEmailLink(acme, 'caller@acme.test', /\/auto_login\/[\w-]+\?redir=case&token=/);
  await acme.goto(signInLink);
  await expect(acme).toHaveURL(new RegExp(`/my-cases/${caseToken}$`));
  await expect(acme.getByRole('heading', { level: 1 })).toHaveText(/^Case Details — Outbound to Globex/);
  await expect(acme.getByRole('heading', { name: 'Collaboration accepted' })).toBeVisible();
  await expect(acme.getByText('GX-2026-0042').first()).toBeVisible();
  // C-014: the submitted engineer phone, stored "country: number", reads with its country once.
  await expect(acme.getByText('US: 303-555-0148', { exact: true })).toBeVisible();
  await shot(acme, 'case-7-acme-detail-accepted');
  await expectAccessible(acme);
  // The link worked once: opened again it signs nobody in and offers the sign-in page.
  const again = await freshPage(browser);
  await again.goto(signInLink);
  await expect(again.getByRole('heading', { name: 'This link cannot sign you in' })).toBeVisible();
  await shot(again, 'case-7a-used-sign-in-link');
  await expectAccessible(again);

  // My Cases lists it; from there the caller opens it and closes it after confirmation, then the dashboard (C-053).
  await acme.goto('/my-cases');
  await expect(acme.getByText('Below is a list of all cases you have submitted and their status')).toBeVisible();
  await shot(acme, 'case-6-acme-my-cases');
  await expectAccessible(acme);
  await acme.getByRole('link', { name: SUMMARY }).click();
  await expect(acme).toHaveURL(new RegExp(`/my-cases/${caseToken}$`));
  await expect(acme.getByRole('heading', { name: 'Collaboration accepted' })).toBeVisible();

  const closeButton = acme.getByTestId('case-controls').getByRole('button', { name: 'Close', exact: true });
  await closeButton.click();
  const confirm = acme.getByRole('dialog', { name: 'Close case' });
  await expect(confirm).toBeVisible();
  await shot(acme, 'case-7b-acme-close-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(acme).toHaveURL(new RegExp(`/my-cases/${caseToken}$`));
  await closeButton.click();
  await acme.getByRole('dialog', { name: 'Close case' }).getByRole('button', { name: 'Close case' }).click();
  await expect(acme).toHaveURL(/\/dashboard$/);
  await expect(acme.getByText('The case has been closed.')).toBeVisible();

  await acme.goto(`/my-cases/${caseToken}`);
  await expect(acme.getByRole('heading', { name: 'Collaboration closed' })).toBeVisible();
  // C-044: the caller's status block of a closed case shows no response; the activity stream keeps it (issue 24).
  await expect(acme.getByRole('region', { name: 'Collaboration closed' }).getByText('Gail Exley')).toHaveCount(0);
  await expect(
    acme.getByRole('list', { name: 'Case activity' }).getByRole('article', { name: /^Accepted, / }),
  ).toContainText('Gail Exley');
  await shot(acme, 'case-8-acme-detail-closed');

  // C-044, C-048: Acme's business manager's admin view keeps the response block of a closed case.
  const admin = await freshPage(browser);
  await signIn(admin, 'bm@acme.test');
  await expect(admin).toHaveURL(/\/dashboard$/);
  await admin.goto(`/admin/case/${caseToken}`);
  await expect(admin.getByRole('link', { name: 'Reports' })).toBeVisible();
  await expect(admin.getByText(`— ${SUMMARY}`)).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Collaboration closed' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Collaboration closed' }).getByText('Gail Exley')).toBeVisible();
  await shot(admin, 'case-9-acme-admin-closed');
  await expectAccessible(admin);
});
