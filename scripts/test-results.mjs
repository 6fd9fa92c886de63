// Where a test run leaves its machine-readable report, and the passed and failed counts read back from it. One
// report per runner and database, so that CI's runs on PGlite and on PostgreSQL can go at the same time.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * @typedef {'vitest' | 'playwright'} Runner
 * @typedef {{ passed: number, failed: number }} Counts
 */

/** The database the tests run on: PostgreSQL when DATABASE_URL is set, else the embedded PGlite. */
export function databaseKind(env = process.env) {
  return env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** Absolute: Playwright resolves a relative report path against its config's folder. */
export function reportPath(/** @type {Runner} */ runner, /** @type {string} */ database) {
  return resolve('test-results', `${runner}-${database}.json`);
}

/** @param {string} path @returns {unknown} */
function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A run that ended in failure counts at least one failed test, even when it wrote no report (a server that did not
 * start, a config that did not load).
 * @param {Runner} runner @param {string} database @param {number} exitCode @returns {Counts}
 */
export function readCounts(runner, database, exitCode) {
  const atLeast = exitCode === 0 ? 0 : 1;
  const report = readJson(reportPath(runner, database));
  if (runner === 'vitest') {
    const vitest = /** @type {{ numPassedTests?: number, numFailedTests?: number } | undefined} */ (report);
    return { passed: vitest?.numPassedTests ?? 0, failed: Math.max(vitest?.numFailedTests ?? 0, atLeast) };
  }
  const stats = /** @type {{ stats?: { expected?: number, flaky?: number, unexpected?: number } } | undefined} */ (
    report
  )?.stats;
  return {
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: Math.max(stats?.unexpected ?? 0, atLeast),
  };
}
