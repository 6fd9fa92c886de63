import type { Locator, Page } from '@playwright/test';
import { expect } from './support.ts';

/** The company id behind a slug, from its public landing (the tests name no id of the seed). */
export async function companyIdOf(page: Page, slug: string): Promise<number> {
  const response = await page.request.get(`/api/caller/landing/${slug}`);
  expect(response.ok()).toBe(true);
  const landing = (await response.json()) as { company: { id: number } };
  return landing.company.id;
}

/** Opens Globex's submit page as the signed-in user and answers its case form. */
export async function openGlobexCaseForm(page: Page): Promise<Locator> {
  await page.goto(`/case/company/${String(await companyIdOf(page, 'globex'))}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Globex Storage' })).toBeVisible();
  return page.getByRole('form', { name: /^Case for Globex Storage/ });
}

/** Fills every field of Globex's storage case form that the server requires, with valid values. */
export async function fillGlobexCase(form: Locator, input: { summary: string; hosts?: string }): Promise<void> {
  // By role: the '?' beside these labels is a button named 'Help: {label}' (C-012).
  await form.getByRole('textbox', { name: 'Your case number' }).fill('ACME-52311');
  await form.getByRole('combobox', { name: 'Priority' }).selectOption({ label: 'High - P1' });
  await form.getByLabel('Problem summary').fill(input.summary);
  await form
    .getByLabel('Problem description')
    .fill('Since the 9.2 upgrade ESXi hosts lose all paths to the LUN every few minutes under backup load.');
  await form.getByLabel('Customer company').fill('Northwind Health');
  await form.getByLabel('Customer contact email').fill('it-ops@northwind.example');
  await form.getByLabel('Array model').selectOption('G-Series 900');
  await form.getByRole('combobox', { name: 'Product and version', exact: true }).selectOption('G-Series OS');
  await form.getByLabel('Product and version: G-Series OS').selectOption('9.2');
  await form.getByLabel(/^Hotfix level/).fill('HF-3');
  await form.getByLabel('Product serial number').fill('SN-7731-0042');
  await form.getByLabel('Number of affected hosts').fill(input.hosts ?? '14');
  await form.getByLabel('Customer contact name').fill('Jamie Ortiz');
}

/**
 * The signed-in user sends Globex a case from its case form, naming `contactEmail` as its contact when given;
 * answers the case's token.
 */
export async function sendGlobexCase(page: Page, input: { summary: string; contactEmail?: string }): Promise<string> {
  const form = await openGlobexCaseForm(page);
  await fillGlobexCase(form, { summary: input.summary });
  if (input.contactEmail) await form.getByRole('textbox', { name: 'Email', exact: true }).fill(input.contactEmail);
  await form.getByRole('button', { name: /^Send case to Globex Storage/ }).click();
  const view = page.getByTestId('request-sent').getByRole('link', { name: 'View the case' });
  const token = /\/my-cases\/([\w-]+)$/.exec((await view.getAttribute('href')) ?? '')?.[1];
  if (!token) throw new Error('the summary names no case');
  return token;
}
