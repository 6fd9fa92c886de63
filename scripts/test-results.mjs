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

/**
 * The titles of the tests that failed (and, for Playwright, those that passed only on a retry), so that the end of a
 * long CI log names them.
 * @param {Runner} runner @param {string} database @returns {{ failed: string[], flaky: string[] }}
 */
export function readFailures(runner, database) {
  const report = readJson(reportPath(runner, database));
  if (runner === 'vitest') {
    /** @typedef {{ fullName?: string, status?: string }} Assertion */
    const files = /** @type {{ testResults?: { name?: string, assertionResults?: Assertion[] }[] } | undefined} */ (
      report
    )?.testResults;
    const failed = (files ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((assertion) => assertion.status === 'failed')
        .map((assertion) => `${file.name ?? ''} > ${assertion.fullName ?? ''}`),
    );
    return { failed, flaky: [] };
  }
  /** @typedef {{ title?: string, file?: string, specs?: Spec[], suites?: Suite[] }} Suite */
  /** @typedef {{ title?: string, file?: string, tests?: { status?: string }[] }} Spec */
  /** @type {{ failed: string[], flaky: string[] }} */
  const found = { failed: [], flaky: [] };
  /** @param {Suite} suite */
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const title = `${spec.file ?? suite.file ?? ''} > ${spec.title ?? ''}`;
        if (test.status === 'unexpected') found.failed.push(title);
        if (test.status === 'flaky') found.flaky.push(title);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of /** @type {{ suites?: Suite[] } | undefined} */ (report)?.suites ?? []) visit(suite);
  return found;
}
