// CI (bash .ci/run brings up PostgreSQL and passes its URL): every check once, each step as soon as the steps it
// needs have passed, side by side on the two cores, then a table of each step's start and time and the total test
// counts. The budget behind this layout: docs/decisions/0009-ci-and-test-budget.md.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { databaseKind, readCounts, readFailures } from './test-results.mjs';

const { values: options } = parseArgs({ options: { postgres: { type: 'string' } } });
const postgres = options.postgres;
if (!postgres) {
  console.error('usage: node scripts/ci.mjs --postgres=postgres://...');
  process.exit(2);
}

/**
 * @typedef {{
 *   name: string,
 *   command: string[],
 *   needs: string[],
 *   env?: Record<string, string>,
 *   reports?: 'vitest' | 'playwright',
 *   yields?: boolean,
 * }} Step needs: the steps that must have passed before this one starts; reports: whose test counts it leaves;
 * yields: it runs at a lower CPU priority (nice 10), as it ends well before the test steps, which decide the total
 * @typedef {{ step: Step, startedAt: number, seconds: number, code: number | 'skipped' }} Outcome
 */

const test = ['node', 'scripts/test.mjs'];
/**
 * Every step starts the moment the steps it needs have passed, so the two cores never wait on a phase's slowest
 * step: lint and typecheck go beside the tests, which wait only for the build.
 * @type {Step[]}
 */
const steps = [
  { name: 'npm ci', command: ['npm', 'ci', '--no-audit', '--no-fund'], needs: [] },
  { name: 'build', command: ['npm', 'run', 'build'], needs: ['npm ci'] },
  // The tests of `npm run admin` run its compiled entry point, so the Vitest steps wait for the build (seconds).
  { name: 'vitest on PGlite', command: [...test, '--only=vitest'], needs: ['build'], reports: 'vitest' },
  {
    // Only the API's tests touch a database; the others run once, in the step above.
    name: 'vitest on PostgreSQL (api)',
    command: [...test, '--only=vitest', '--project=api'],
    needs: ['build'],
    // The multi-instance test (apps/api/test/cluster) may skip elsewhere, never here. Two workers, where Vitest
    // would start one on two cores: a file on PostgreSQL waits on the server and the network as much as it computes,
    // and this step ends last when it has one file at a time (ADR 9).
    env: { DATABASE_URL: postgres, CLUSTER_TEST_REQUIRED: '1', VITEST_MAX_WORKERS: '2' },
    reports: 'vitest',
  },
  {
    // Once per run, on production's database, in the npm Chromium: every run proves the browser of a fresh
    // machine with Node alone.
    name: 'playwright on PostgreSQL',
    command: [...test, '--only=browser', '--no-build', '--npm-chromium'],
    needs: ['build'],
    // One retry for a browser test that failed beside the other steps' load; it is named at the end (ADR 9).
    env: { DATABASE_URL: postgres, PLAYWRIGHT_RETRIES: '1' },
    reports: 'playwright',
  },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'], needs: ['npm ci'], yields: true },
  { name: 'lint', command: ['npm', 'run', 'lint'], needs: ['npm ci'], yields: true },
  {
    // Production's install, as the Dockerfile's runtime stage has it: the compiled output on the runtime
    // dependencies alone (npm ci --omit=dev), migrated, started, ready, drained.
    name: 'production install',
    command: ['node', 'scripts/production-install.mjs', `--postgres=${postgres}`],
    needs: ['build'],
    yields: true,
  },
  {
    // The benchmark's code paths on a small network (its figures are judged only at full size: npm run bench).
    name: 'bench (small network)',
    command: ['node', 'scripts/bench.mjs', '--size=small', '--only=api', '--seconds=1', '--no-build'],
    needs: ['build'],
    env: { BENCH_DATABASE_URL: postgres },
    yields: true,
  },
];

const logs = join('test-results', 'ci');
mkdirSync(logs, { recursive: true });
const started = performance.now();
let running = 0;

/**
 * Each step writes its own log, printed whole when it ends, so that the runners' lines do not interleave; a step
 * whose needs did not pass is skipped.
 * @param {Step} step @param {Map<string, Promise<Outcome>>} outcomes @returns {Promise<Outcome>}
 */
async function runStep(step, outcomes) {
  const needed = await Promise.all(step.needs.map((name) => outcomes.get(name)));
  const missing = needed.filter((outcome) => outcome?.code !== 0).map((outcome) => outcome?.step.name ?? '?');
  const startedAt = (performance.now() - started) / 1000;
  if (missing.length > 0) {
    console.log(`\n== ${step.name}: skipped (${missing.join(', ')} did not pass)`);
    return { step, startedAt, seconds: 0, code: 'skipped' };
  }
  running += 1;
  console.log(`== ${step.name}: started at ${minutes(startedAt).trim()} (${String(running)} steps running)`);
  const log = join(logs, `${step.name.replace(/\W+/g, '-')}.log`);
  const [command = '', ...args] = step.yields ? ['nice', '-n', '10', ...step.command] : step.command;
  const child = spawn(command, args, { env: { ...process.env, ...step.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const file = createWriteStream(log);
  child.stdout.pipe(file);
  child.stderr.pipe(file);
  const code = await new Promise((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
  running -= 1;
  const seconds = (performance.now() - started) / 1000 - startedAt;
  console.log(`\n== ${step.name} (${log})\n${readFileSync(log, 'utf8')}`);
  console.log(`== ${step.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
  return { step, startedAt, seconds, code };
}

/** @param {number} seconds */
function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`.padStart(6);
}

/** @type {Map<string, Promise<Outcome>>} */
const pending = new Map();
for (const step of steps) pending.set(step.name, runStep(step, pending));
const outcomes = await Promise.all(pending.values());

/** @param {Outcome['code']} code */
const result = (code) => (code === 0 ? 'passed' : code === 'skipped' ? 'skipped' : 'FAILED');
console.log('\nCI steps (min:s from the start of the run; each step starts once the steps it needs have passed)');
console.log(`${'step'.padEnd(28)} ${'start'.padStart(6)} ${'time'.padStart(6)} ${'end'.padStart(6)}  result`);
for (const { step, startedAt, seconds, code } of outcomes) {
  const time =
    code === 'skipped' ? ['-', '-'].map((dash) => dash.padStart(6)) : [minutes(seconds), minutes(startedAt + seconds)];
  console.log(`${step.name.padEnd(28)} ${minutes(startedAt)} ${time.join(' ')}  ${result(code)}`);
}
console.log(`${'total'.padEnd(28)} ${' '.repeat(13)} ${minutes((performance.now() - started) / 1000)}`);

let passed = 0;
let failed = 0;
for (const { step, code } of outcomes) {
  if (!step.reports) continue;
  const counts = readCounts(step.reports, databaseKind({ ...process.env, ...step.env }), code === 0 ? 0 : 1);
  passed += counts.passed;
  failed += counts.failed;
  const named = readFailures(step.reports, databaseKind({ ...process.env, ...step.env }));
  for (const title of named.failed) console.log(`FAILED (${step.name}): ${title}`);
  for (const title of named.flaky) console.log(`passed on a retry (${step.name}): ${title}`);
}
console.log(`\ntests: ${String(passed)} passed, ${String(failed)} failed`);
process.exit(outcomes.every((outcome) => outcome.code === 0) ? 0 : 1);
