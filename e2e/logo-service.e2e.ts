import { createServer, type Server } from 'node:http';
import { logoServiceOrigin } from './playwright.config.ts';
import { expect, shot, signIn, test } from './support.ts';

// D-011: the server runs with LOGO_SERVICE_URL at this local service (playwright.config.ts), which knows Globex's
// logo and no other: a real HTTP server the browser fetches from, as it would the real service.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const asked: string[] = [];
let service: Server;

test.beforeAll(async () => {
  service = createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url === '/logos/globex.test.png') response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    else response.writeHead(404).end();
  });
  const { port, hostname } = new URL(logoServiceOrigin);
  await new Promise<void>((resolve) => service.listen(Number(port), hostname, resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => service.close(resolve));
});

/** Whether the image has loaded a picture (not a broken image). */
const isLoaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

test('[D-011] partner logos come from the configured logo service by domain, else from our own resource; the footer credits it', async ({
  page,
}) => {
  await signIn(page, 'caller@acme.test');
  await expect(page).toHaveURL(/\/dashboard$/);
  const searchPanel = page.getByRole('region', { name: 'New Partner Collaboration' });
  const results = searchPanel.getByRole('list', { name: 'Partners' });
  const search = searchPanel.getByRole('textbox', { name: /Search partners/ });

  await search.fill('globex');
  const globex = results.getByRole('listitem').filter({ hasText: 'Globex Storage' }).first().locator('img');
  await expect(globex).toHaveAttribute('src', `${logoServiceOrigin}/logos/globex.test.png`);
  await expect.poll(() => globex.evaluate(isLoaded)).toBe(true);
  expect(asked).toContain('/logos/globex.test.png');
  await shot(page, 'partner-logos');

  // The service has no logo for Umbrella: the image falls back to our resource (its initials).
  await search.fill('networks');
  const umbrella = results.getByRole('listitem').filter({ hasText: 'Umbrella Networks' }).locator('img');
  await expect(umbrella).toHaveAttribute('src', '/api/resources/company_logo/umbrella');
  await expect.poll(() => umbrella.evaluate(isLoaded)).toBe(true);
  expect(asked).toContain('/logos/umbrella.test.png');

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Logos provided by 127.0.0.1' })).toHaveAttribute(
    'href',
    logoServiceOrigin,
  );
});
