import type { Page } from '@playwright/test';
import { expect, expectAccessible, lastEmailId, latestEmailLink, port, shot, tenantUrl, test } from './support.ts';

/** The terms the page posted to POST /api/caller/landing_page, and the bodies it posted to POST /api/caller/link. */
function recordRequests(page: Page) {
  const searches: string[] = [];
  const links: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    if (request.url().endsWith('/api/caller/landing_page'))
      searches.push((request.postDataJSON() as { term: string }).term);
    if (request.url().endsWith('/api/caller/link')) links.push(request.postDataJSON());
  });
  return { searches, links };
}

test('[H-001] [H-002] [H-003] [X-032] a visitor finds their company on the main home and goes to its own host', async ({
  page,
}) => {
  const sent = recordRequests(page);
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Company name' });
  const results = page.getByRole('listbox', { name: 'Companies found' });

  await box.fill('zz top');
  await expect(page.getByText('No Results Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', /contact-us$/);
  await expectAccessible(page);

  // Hidden from the public web (Tyrell) and disabled (Hooli): never listed.
  await box.fill('tyrell');
  await expect(page.getByText('No Results Found')).toBeVisible();
  await box.fill('hooli');
  await expect(page.getByText('No Results Found')).toBeVisible();

  await box.fill('GLOB');
  await expect(results.getByRole('option')).toHaveText(['Globex Storage']);
  await shot(page, 'main-home-search');

  // One character clears the list; an emptied box too.
  await box.fill('g');
  await expect(results).toHaveCount(0);
  await expect(page.getByText('No Results Found')).toHaveCount(0);
  await box.fill('');
  await expect(results).toHaveCount(0);
  expect(sent.searches.every((term) => term.trim().length >= 2)).toBe(true);
  expect(sent.searches).toContain('GLOB');

  // Issue 24 §5: a combobox: the arrow key chooses the company and Enter opens its own host.
  await box.fill('globex');
  await expect(results.getByRole('option', { name: 'Globex Storage' })).toBeVisible();
  await box.press('ArrowDown');
  await expect(results.getByRole('option', { name: 'Globex Storage' })).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(tenantUrl('globex'));
  await expect(page.getByRole('heading', { level: 1, name: 'Globex Storage' })).toBeVisible();
});

test('[H-006] [H-007] [H-016] [X-021] a Globex user signs in through the link emailed from the company landing', async ({
  page,
  browser,
}) => {
  const sent = recordRequests(page);
  await page.goto(tenantUrl('globex'));
  await expect(page.getByRole('heading', { level: 1, name: 'Globex Storage' })).toBeVisible();

  const managers = page.getByRole('region', { name: 'Your administrators' });
  await expect(managers).toContainText('Business manager: Marcus Hale');
  await expect(managers.getByRole('listitem')).toHaveText(['Kenji Watanabe, Tokyo (JP)']);

  const form = page.getByRole('form', { name: 'Sign in with an email link' });
  const email = form.getByRole('textbox', { name: 'Email' });
  await expect(form.getByText('@globex.test', { exact: true })).toBeVisible();
  const privacy = form.getByRole('checkbox', { name: /privacy policy/ });
  await expect(privacy).not.toBeChecked();
  await shot(page, 'globex-landing');
  await expectAccessible(page);

  await email.fill('caller');
  await form.getByRole('button', { name: 'Send Email' }).click();
  await expect(form.getByText('You must accept the terms of the privacy policy.')).toBeVisible();
  await expect(privacy).toHaveAttribute('aria-invalid', 'true');
  expect(sent.links).toEqual([]);

  const before = await lastEmailId(page);
  await privacy.check();
  await form.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('status', { name: 'Check your email' })).toContainText(
    'If caller@globex.test belongs to an account',
  );
  // Landings are opened on phones too (UI.md): 375 px wide, no sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'globex-link-sent-375');
  expect(sent.links).toEqual([{ email: 'caller@globex.test', company_id: expect.any(Number), agree_confirm: true }]);
  await expectAccessible(page);

  const link = await latestEmailLink(page, 'caller@globex.test', /\/auto_login\/[\w-]+$/, { after: before });
  expect(new URL(link).port).toBe(port);
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('of Globex Storage (Standard User)')).toBeVisible();

  // The link worked once: whoever opens it again (a forwarded or stolen copy) is not signed in.
  const stranger = await browser.newPage();
  await stranger.goto(link);
  await expect(stranger.getByRole('heading', { name: 'This link cannot sign you in' })).toBeVisible();
  await expect(stranger.getByText('This sign-in link is invalid, has been used or has expired.')).toBeVisible();
  await stranger.close();
});

test('[H-027] [X-041] a reset link that no longer holds says so on the page and offers a new one', async ({ page }) => {
  await page.goto('/reset_password/a-link-that-was-used-or-expired');
  const form = page.getByRole('form', { name: 'Reset password' });
  await form.getByLabel('Email').fill('caller@acme.test');
  await form.getByLabel(/^New password/).fill('Never-set-42#');
  await form.getByLabel(/^Confirm new password/).fill('Never-set-42#');
  await form.getByRole('button', { name: 'Reset password' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Your password was not changed' });
  await expect(refusal).toContainText('This password reset link is invalid or has expired. Please request a new one.');
  await expectAccessible(page);

  await refusal.getByRole('button', { name: 'Request a new link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot Password' });
  await expect(dialog.getByLabel('Email')).toHaveValue('caller@acme.test');
});
