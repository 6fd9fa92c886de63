import { companyIdOf, fillGlobexCase, openGlobexCaseForm } from './globex-case.ts';
import { expect, expectAccessible, latestEmailLink, shot, signIn, test } from './support.ts';

test('[C-001] [C-013] [C-019] [C-029] [C-030] [X-022] a caller sends Globex a case: a field the server refuses is fixed, the summary shows, Globex is emailed', async ({
  page,
}) => {
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const form = await openGlobexCaseForm(page);
  await expect(page.getByRole('heading', { name: 'Globex Storage Collaboration' })).toBeVisible();
  await expect(page.getByText('Support hours:')).toBeVisible();

  // C-013: the engineer block starts from the signed-in user.
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('caller@acme.test');
  await expect(form.getByLabel('First name')).not.toHaveValue('');

  await fillGlobexCase(form, { summary: 'Array firmware 9.2 drops iSCSI sessions under load', hosts: 'fourteen' });
  await expect(form.getByLabel('Customer contact phone')).toHaveAttribute('placeholder', '(Optional)');
  await shot(page, 'submit-case-form');

  await form.getByRole('button', { name: /^Send case to Globex Storage/ }).click();
  const hosts = form.getByLabel('Number of affected hosts');
  await expect(hosts).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please enter a whole number.')).toBeVisible();
  await expect(hosts).toBeFocused();
  // Nothing typed is lost on a refused submission.
  await expect(form.getByLabel('Problem summary')).toHaveValue('Array firmware 9.2 drops iSCSI sessions under load');
  await expect(form.getByLabel(/^Hotfix level/)).toHaveValue('HF-3');
  await shot(page, 'submit-case-422');
  await expectAccessible(page);

  await hosts.fill('14');
  await form.getByRole('button', { name: /^Send case to Globex Storage/ }).click();

  const summary = page.getByTestId('request-sent');
  await expect(summary.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expect(summary.getByRole('status')).toContainText('Your collaboration request has been sent to Globex Storage');
  await expect(summary.getByText('High - P1')).toBeVisible();
  await expect(summary.getByRole('region', { name: 'Escalation instructions' })).toContainText(
    'Sev 1 cases must also be phoned in',
  );
  await shot(page, 'submit-case-sent');
  await expectAccessible(page);

  // The submitter follows the case from the summary.
  await summary.getByRole('link', { name: 'View the case' }).click();
  await expect(page.getByText('Array firmware 9.2 drops iSCSI sessions under load').first()).toBeVisible();

  // Globex's emailed link opens its respond page on this case.
  const link = await latestEmailLink(page, 'support@globex.test', /\/case\/[A-Za-z0-9_-]+\/respond$/);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Respond to Case' })).toBeVisible();
  await expect(page.getByText('Array firmware 9.2 drops iSCSI sessions under load').first()).toBeVisible();
});

test("[C-008] [C-032] [C-034] [C-035] [C-036] [X-025] a caller sends Initech's duty managers an escalation request; a manager answers it once from the emailed link", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 820, height: 1000 });
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const initechId = await companyIdOf(page, 'initech');

  await page.goto(`/case/company/${String(initechId)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Initech Cloud' })).toBeVisible();
  await page.getByRole('tab', { name: 'Initech Manager Escalation' }).click();
  const form = page.getByRole('form', { name: 'Manager request to Initech Cloud' });
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue('caller@acme.test');
  await form.getByRole('textbox', { name: 'Your case number' }).fill('ACME-INC-90211');
  await form.getByRole('textbox', { name: 'Initech Cloud case number' }).fill('INI-CASE-55120');
  await form
    .getByRole('textbox', { name: 'Business impact' })
    .fill('EU production cluster down for 6 hours; no Initech engineer assigned yet.');
  await shot(page, 'submit-manager-form');
  await form.getByRole('button', { name: 'Send escalation request' }).click();

  const summary = page.getByTestId('request-sent');
  await expect(summary.getByRole('status')).toContainText('Your escalation request has been sent to the managers');
  await shot(page, 'submit-manager-sent');
  const link = await latestEmailLink(page, 'bm@initech.test', /\/manager\/response\/[A-Za-z0-9_-]+$/);
  expect(link).toMatch(/\/manager\/response\//);

  // The manager follows the link: no sign-in, the request, then the form.
  const manager = await (await browser.newContext()).newPage();
  await manager.goto(link);
  await expect(manager.getByRole('heading', { level: 1, name: 'Critical escalation request' })).toBeVisible();
  const request = manager.getByRole('region', { name: /Escalation request from Acme/ });
  await expect(request).toContainText('ACME-INC-90211');
  await expect(request).toContainText('EU production cluster down for 6 hours');
  const answer = manager.getByRole('form', { name: 'Manager response' });
  await answer.getByLabel(/^First name/).fill('Sofia');
  await answer.getByLabel(/^Last name/).fill('Marin');
  await answer.getByLabel(/^Email/).fill('bm@initech.test');
  // Issue 24 §3: the phone's country is the same select as on every other form.
  await answer.getByRole('combobox', { name: 'Country code' }).fill('IE');
  await manager.getByRole('option', { name: 'IE', exact: true }).click();
  await answer.getByLabel(/^Phone/).fill('1 555 0199');
  await answer.getByRole('button', { name: 'Send response' }).click();
  await expect(answer.getByText('This field is required.')).toBeVisible();
  await expectAccessible(manager);
  await answer.getByLabel(/^Notes/).fill('Duty manager assigned; a senior SRE joins the bridge now.');
  await answer.getByRole('button', { name: 'Send response' }).click();
  await expect(manager.getByRole('status').filter({ hasText: 'Your response has been sent.' })).toBeVisible();
  const response = manager.getByRole('region', { name: 'Response' });
  await expect(response).toContainText('Duty manager assigned');
  await expect(response).toContainText('IE: 1 555 0199');
  await shot(manager, 'manager-response');

  // Opened again, the link shows the earlier answer instead of the form.
  await manager.reload();
  await expect(manager.getByRole('region', { name: 'Response' })).toContainText('Sofia Marin');
  await expect(manager.getByRole('form', { name: 'Manager response' })).toHaveCount(0);
  await expectAccessible(manager);
  await manager.context().close();
});

test('[C-008] [C-009] [C-011] a static process shows its document and no form; a parent process offers its sub-processes, each with its own form', async ({
  page,
}) => {
  await signIn(page, 'bm@globex.test');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/case/company/${String(await companyIdOf(page, 'umbrella'))}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Contacting Umbrella Networks support' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);

  await page.goto(`/case/company/${String(await companyIdOf(page, 'acme'))}`);
  const routing = page.getByRole('tab', { name: 'Acme Support Routing' });
  if (await routing.count()) await routing.click();
  await page
    .getByRole('button', { name: 'Acme Cloud (hosted)' })
    .or(page.getByRole('radio', { name: 'Acme Cloud (hosted)' }))
    .first()
    .click();
  await expect(page.getByRole('form').first()).toBeVisible();
  await shot(page, 'submit-parent');
});
