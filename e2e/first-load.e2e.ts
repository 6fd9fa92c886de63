import type { Page, Response } from '@playwright/test';
import { expect, signIn, test } from './support.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Opens the main host's landing and returns every response it took. */
async function openLanding(page: Page): Promise<Response[]> {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await page.goto('/');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  return responses;
}

const scriptsAndStyles = (responses: Response[]) =>
  responses.filter((response) => ['script', 'stylesheet'].includes(response.request().resourceType()));

const fileName = (response: Response) => new URL(response.url()).pathname.split('/').at(-1) ?? '';

test.describe('first load', () => {
  test("the landing's scripts and styles arrive brotli-compressed and cached for good; the page is revalidated", async ({
    page,
  }) => {
    const responses = await openLanding(page);
    const document = responses.find((response) => response.request().resourceType() === 'document');
    expect(await document?.headerValue('cache-control')).toBe('no-cache');
    const assets = scriptsAndStyles(responses);
    expect(assets.map(fileName)).toContainEqual(expect.stringMatching(/\.css$/));
    for (const asset of assets) {
      const headers = await asset.allHeaders();
      expect({ file: fileName(asset), encoding: headers['content-encoding'], cache: headers['cache-control'] }).toEqual(
        { file: fileName(asset), encoding: 'br', cache: IMMUTABLE },
      );
    }
  });

  test('the built scripts and styles name no source map, and none is published', async ({ page }) => {
    const assets = scriptsAndStyles(await openLanding(page));
    for (const asset of assets) {
      expect(await asset.text(), fileName(asset)).not.toContain('sourceMappingURL');
      const map = await page.request.get(`${asset.url()}.map`);
      expect(map.status(), `${fileName(asset)}.map`).toBe(404);
    }
  });

  test('the dialogs the landing does not open are downloaded only when one opens', async ({ page }) => {
    const responses = await openLanding(page);
    const loaded = () => scriptsAndStyles(responses).map(fileName);
    expect(loaded().filter((name) => /^(forgot-password-modal|confirm-dialog)-/.test(name))).toEqual([]);

    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
    expect(loaded()).toContainEqual(expect.stringMatching(/^forgot-password-modal-/));
  });

  test("the Mantine stylesheet of the other pages' components comes with the first of those pages, not with the landing", async ({
    page,
  }) => {
    const responses = await openLanding(page);
    const otherPagesSheets = () =>
      scriptsAndStyles(responses)
        .map(fileName)
        .filter((name) => name.startsWith('mantine-styles-other-pages-'));
    expect(otherPagesSheets()).toEqual([]);

    await signIn(page, 'caller@acme.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(otherPagesSheets()).toHaveLength(1);
  });
});
