// npm test: every test. Vitest (unit, API on a fresh database per file, components), then the browser tests in
// Chromium against the built app. PGlite by default; PostgreSQL when DATABASE_URL is set.
// CI runs the parts separately (scripts/ci.mjs) with these options:
//   --only=vitest | --only=browser   one of the two parts
//   --project=NAME                   a Vitest project (repeatable; default: all)
//   --no-build                       the browser tests use the web app and the compiled API as already built
//   --npm-chromium                   the browser tests use the npm Chromium even where a system one exists (the
//                                    browser of a fresh machine with Node alone)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { findChromium, unpackNpmChromium } from './find-chromium.mjs';
import { databaseKind, readCounts, reportPath } from './test-results.mjs';

const { values: options } = parseArgs({
  options: {
    only: { type: 'string' },
    project: { type: 'string', multiple: true, default: [] },
    'no-build': { type: 'boolean', default: false },
    'npm-chromium': { type: 'boolean', default: false },
  },
});
if (options.only !== undefined && options.only !== 'vitest' && options.only !== 'browser') {
  console.error(`--only is vitest or browser, not ${options.only}`);
  process.exit(2);
}
const runVitest = options.only !== 'browser';
const runBrowser = options.only !== 'vitest';

/** @param {string} command @param {string[]} args @param {Record<string, string>} [env] */
function run(command, args, env = {}) {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

// Before Vitest, so that a machine without a usable browser learns it in seconds rather than after every unit test.
/** @type {string | undefined} */
let chromiumPath;
if (runBrowser) {
  try {
    const chromium = options['npm-chromium']
      ? { path: await unpackNpmChromium(), source: 'npm' }
      : await findChromium();
    chromiumPath = chromium.path;
    console.log(`Browser tests in ${chromium.path} (${chromium.source}).`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const database = databaseKind();
mkdirSync('test-results', { recursive: true });
let passed = 0;
let failed = 0;

let unit = 0;
if (runVitest) {
  const report = reportPath('vitest', database);
  rmSync(report, { force: true });
  unit = run('npx', [
    'vitest',
    'run',
    ...options.project.map((project) => `--project=${project}`),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const counts = readCounts('vitest', database, unit);
  passed += counts.passed;
  failed += counts.failed;
}

let browser = 0;
if (chromiumPath !== undefined && unit === 0) {
  const report = reportPath('playwright', database);
  rmSync(report, { force: true });
  browser = options['no-build'] ? 0 : run('npm', ['run', 'build']);
  if (browser === 0) {
    browser = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
      CHROMIUM_PATH: chromiumPath,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
  }
  const counts = readCounts('playwright', database, browser);
  passed += counts.passed;
  failed += counts.failed;
}

console.log(`\ntests: ${String(passed)} passed, ${String(failed)} failed`);
process.exit(unit === 0 && browser === 0 ? 0 : 1);
