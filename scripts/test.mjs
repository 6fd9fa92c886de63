// npm test: every test. Vitest (unit, API on a fresh database per file, components), then the browser tests in
// Chromium against the built app. PGlite by default; PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `The browser tests need Chromium or Chrome, and none was found at ${chromium}.\n` +
      'Install it (Debian/Ubuntu: sudo apt-get install -y chromium) or point CHROMIUM_PATH at a Chrome or Chromium binary.\n' +
      'The project never downloads a browser itself.',
  );
  process.exit(1);
}

// Absolute paths: Playwright resolves a relative report path against its config's folder.
const vitestReport = resolve('test-results/vitest.json');
const playwrightReport = resolve('test-results/playwright.json');
mkdirSync('test-results', { recursive: true });
rmSync(vitestReport, { force: true });
rmSync(playwrightReport, { force: true });

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(command, args, env = {}) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

/** @param {string} path */
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

let passed = 0;
let failed = 0;
const unit = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
passed += vitest?.numPassedTests ?? 0;
failed += vitest?.numFailedTests ?? (unit === 0 ? 0 : 1);

let browser = 1;
if (unit === 0 && run('npm', ['run', 'build']) === 0) {
  browser = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const stats = readJson(playwrightReport)?.stats;
  passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  failed += stats?.unexpected ?? (browser === 0 ? 0 : 1);
}

console.log(`\nvitest and playwright: ${String(passed)} passed, ${String(failed)} failed`);
process.exit(unit === 0 && browser === 0 ? 0 : 1);
