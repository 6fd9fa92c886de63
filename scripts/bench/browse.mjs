/// <reference lib="dom" />
/* global window, requestAnimationFrame -- the functions passed to evaluate() run in the page */
// The browser walk of npm run bench (issue 26, `npm run bench -- --browse`): the production server on the bench's
// network (scripts/bench/network.mjs) and Chromium (Playwright) signed in as Acme's caller, typing the searches a
// support engineer types: a partner's name on the dashboard and a term on My Cases. Each figure is the time from the
// term's input event to the first rows of that term on the screen, measured in the page (a check every animation
// frame), so it holds the debounce, the request, the server, the network and React's render.
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../find-chromium.mjs';
import { startSmtpSink } from './api.mjs';
import { prepareNetwork } from './network.mjs';
import { figure, line } from './report.mjs';
import { startServer } from './server.mjs';

const DEMO_PASSWORD = 'CaseBridge-demo-1!';
/** Issue 26: each search's first rows within this, on the full network. */
const FIRST_ROWS_MS = 300;
/** Each term is entered this many times (a fresh page each time); the report gives the median and the slowest. */
const REPEATS = 5;

/** The searches typed: the dashboard's partner search (two letters and a word's prefix) and My Cases' search. */
const SEARCHES = [
  { where: 'dashboard', term: 'ze' },
  { where: 'dashboard', term: 'merid' },
  { where: 'my-cases', term: 'firmware' },
];

/**
 * Enters `term` into `box` at once, as pasted (one input event: one search, not one per prefix typed), and notes in
 * the page when it did.
 * @param {import('@playwright/test').Locator} box @param {string} term
 */
async function enter(box, term) {
  await box.evaluate((element) => {
    element.addEventListener(
      'input',
      () => {
        /** @type {any} */ (window).benchEnteredAt = performance.now();
      },
      { once: true },
    );
  });
  await box.fill(term);
}

/**
 * The time from the term's input to the first rows of `term`: on the dashboard, the partner list under its status line
 * `N matches for "term".`; on My Cases, a table whose every row holds the term.
 * @param {import('@playwright/test').Page} page @param {{ where: string, term: string }} search
 */
async function timeSearch(page, { where, term }) {
  if (where === 'dashboard') {
    await page.goto('/dashboard');
    const panel = page.getByRole('region', { name: 'New Partner Collaboration' });
    // Typing starts once the panel shows its first partners (the recently used ones).
    await panel.getByRole('list', { name: 'Partners' }).getByRole('listitem').first().waitFor();
    await enter(panel.getByRole('textbox', { name: /Search partners/ }), term);
    return panel.evaluate(
      (region, wanted) =>
        new Promise((resolve) => {
          const start = /** @type {any} */ (window).benchEnteredAt ?? performance.now();
          const check = () => {
            const status = region.querySelector('[role="status"]')?.textContent ?? '';
            if (status.includes(`for "${wanted}"`) && region.querySelector('li') !== null)
              resolve(performance.now() - start);
            else requestAnimationFrame(check);
          };
          check();
        }),
      term,
    );
  }
  await page.goto('/my-cases');
  const table = page.getByRole('table', { name: 'My cases' });
  await table.getByRole('row').nth(1).waitFor();
  await enter(page.getByRole('textbox', { name: 'Search' }), term);
  return table.evaluate(
    (element, wanted) =>
      new Promise((resolve) => {
        const start = /** @type {any} */ (window).benchEnteredAt ?? performance.now();
        const check = () => {
          const rows = Array.from(element.querySelectorAll('tbody tr'));
          if (rows.length > 0 && rows.every((row) => (row.textContent ?? '').toLowerCase().includes(wanted)))
            resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      }),
    term,
  );
}

/**
 * @param {{ adminUrl: string, size: 'full' | 'small' }} options
 */
export async function benchBrowse({ adminUrl, size }) {
  line(`\n## Browser walk: the dashboard and My Cases on the ${size} network (Chromium, signed in as Acme's caller)`);
  const network = await prepareNetwork(adminUrl, size);
  const smtp = await startSmtpSink();
  const server = await startServer({
    databaseUrl: network.databaseUrl,
    env: { NODE_ENV: 'production', SMTP_URL: smtp.url, SECRET: randomBytes(32).toString('hex') },
  });
  const browser = await chromium.launch({ executablePath: (await findChromium()).path, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ baseURL: server.origin, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill('caller@acme.test');
    await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/dashboard$/);
    line('');
    line('| search | median | slowest | each run (ms from the term’s input to its first rows) |');
    line('|---|---:|---:|---|');
    /** @type {{ name: string, median: number, slowest: number }[]} */
    const results = [];
    for (const search of SEARCHES) {
      /** @type {number[]} */
      const times = [];
      for (let run = 0; run < REPEATS; run += 1) times.push(Number(await timeSearch(page, search)));
      const sorted = [...times].sort((a, b) => a - b);
      const name = `${search.where === 'dashboard' ? 'dashboard partner search' : 'My Cases search'} "${search.term}"`;
      const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
      const slowest = sorted.at(-1) ?? 0;
      results.push({ name, median, slowest });
      line(
        `| ${name} | ${median.toFixed(0)} ms | ${slowest.toFixed(0)} ms | ${times.map((t) => t.toFixed(0)).join(', ')} |`,
      );
    }
    line('');
    line(`  each term entered ${String(REPEATS)} times on a fresh page, at once (as pasted: one search each)`);
    if (size === 'full')
      for (const { name, median } of results)
        figure(`${name}: first rows after the term’s input (median)`, {
          value: `${median.toFixed(0)} ms`,
          target: `< ${String(FIRST_ROWS_MS)} ms`,
          pass: median < FIRST_ROWS_MS,
        });
  } finally {
    await browser.close();
    await server.stop();
    await smtp.close();
    await network.drop();
  }
}
