import type { Page } from '@playwright/test';
import { expect, shot, signIn, test } from './support.ts';

async function companyIdOf(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`/api/caller/landing/${slug}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { company: { id: number } }).company.id;
}

test('[C-004] [C-005] [C-007] a business manager stars Globex, writes the internal note; a caller reads it', async ({
  page,
}) => {
  await signIn(page, 'bm@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const globexId = await companyIdOf(page, 'globex');
  await page.goto(`/case/company/${String(globexId)}`);
  await expect(page.getByRole('heading', { name: 'Globex Storage Collaboration' })).toBeVisible();

  // C-004: the star toggles and the state survives a reload; it is put back as it was.
  const star = page.getByRole('button', { name: /^(Add to|Remove from) favorites$/ });
  const before = await star.getAttribute('aria-pressed');
  await star.click();
  const after = before === 'true' ? 'false' : 'true';
  await expect(star).toHaveAttribute('aria-pressed', after);
  await page.reload();
  await expect(star).toHaveAttribute('aria-pressed', after);
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', before ?? 'false');

  // C-005: the manager writes the note with the rich-text editor.
  const text = `Call the Globex duty desk first (${String(Date.now())}).`;
  const notes = page.getByRole('region', { name: 'Internal notes' });
  await notes.getByRole('button', { name: /^(Add|Edit) note$/ }).click();
  const editor = notes.getByRole('textbox', { name: 'Internal note' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await notes.getByRole('button', { name: 'Save note' }).click();
  await expect(notes.getByText(text)).toBeVisible();
  await expect(page.getByText('Note saved')).toBeVisible();

  // C-007: the Storage Alliance's link documents open their url.
  const groupDocuments = page.getByRole('region', { name: 'Group documents' });
  await expect(groupDocuments.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
  await shot(page, 'submit-header-manager');

  // A caller of Acme sees the company's note, read-only.
  await page.context().clearCookies();
  await page.evaluate(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/case/company/${String(globexId)}`);
  const callerNotes = page.getByRole('region', { name: 'Internal notes' });
  await expect(callerNotes.getByText(text)).toBeVisible();
  await expect(callerNotes.getByRole('button')).toHaveCount(0);
  await shot(page, 'submit-header-caller');
});
