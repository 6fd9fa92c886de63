// CI (bash .ci/run brings up PostgreSQL and passes its URL): every check once, the steps of a phase side by side on
// the two cores, then a table of each phase's and step's time and the total test counts. The budget behind this
// layout: docs/decisions/0009-ci-and-test-budget.md.
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
 * }} Step needs: the steps that must have passed before this one runs; reports: whose test counts it leaves
 * @typedef {{ name: string, steps: Step[] }} Phase
 * @typedef {{ step: Step, seconds: number, code: number | 'skipped' }} Outcome
 */

const test = ['node', 'scripts/test.mjs'];
/** @type {Phase[]} */
const phases = [
  { name: 'install', steps: [{ name: 'npm ci', command: ['npm', 'ci', '--no-audit', '--no-fund'], needs: [] }] },
  {
    name: 'checks',
    steps: [
      { name: 'lint', command: ['npm', 'run', 'lint'], needs: ['npm ci'] },
      { name: 'typecheck', command: ['npm', 'run', 'typecheck'], needs: ['npm ci'] },
      { name: 'build', command: ['npm', 'run', 'build'], needs: ['npm ci'] },
    ],
  },
  {
    // Vitest on PGlite keeps one core busy; the other two steps mostly wait on PostgreSQL and the browser.
    name: 'tests',
    steps: [
      { name: 'vitest on PGlite', command: [...test, '--only=vitest'], needs: ['npm ci'], reports: 'vitest' },
      {
        // Only the API's tests touch a database; the others run once, in the step above.
        name: 'vitest on PostgreSQL (api)',
        command: [...test, '--only=vitest', '--project=api'],
        needs: ['npm ci'],
        // The multi-instance test (apps/api/test/cluster) may skip elsewhere, never here.
        env: { DATABASE_URL: postgres, CLUSTER_TEST_REQUIRED: '1' },
        reports: 'vitest',
      },
      {
        // Once per run, on production's database, in the npm Chromium: every run proves the browser of a fresh
        // machine with Node alone.
        name: 'playwright on PostgreSQL',
        command: [...test, '--only=browser', '--no-build', '--npm-chromium'],
        needs: ['npm ci', 'build'],
        // One retry for a browser test that failed beside the other steps' load; it is named at the end (ADR 9).
        env: { DATABASE_URL: postgres, PLAYWRIGHT_RETRIES: '1' },
        reports: 'playwright',
      },
      {
        // Production's install, as the Dockerfile's runtime stage has it: the compiled output on the runtime
        // dependencies alone (npm ci --omit=dev), migrated, started, ready, drained.
        name: 'production install',
        command: ['node', 'scripts/production-install.mjs', `--postgres=${postgres}`],
        needs: ['npm ci', 'build'],
      },
      {
        // The benchmark's code paths on a small network (its figures are judged only at full size: npm run bench).
        name: 'bench (small network)',
        command: ['node', 'scripts/bench.mjs', '--size=small', '--only=api', '--seconds=1', '--no-build'],
        needs: ['npm ci', 'build'],
        env: { BENCH_DATABASE_URL: postgres },
      },
    ],
  },
];

const logs = join('test-results', 'ci');
mkdirSync(logs, { recursive: true });
/** @type {Outcome[]} */
const outcomes = [];

/**
 * A step alone in its phase prints as it goes; side by side, each step writes its own log, printed whole when it
 * ends, so that the runners' lines do not interleave.
 * @param {Step} step @param {boolean} alone @returns {Promise<Outcome>}
 */
function runStep(step, alone) {
  const passed = outcomes.filter((outcome) => outcome.code === 0).map((outcome) => outcome.step.name);
  const missing = step.needs.filter((name) => !passed.includes(name));
  if (missing.length > 0) {
    console.log(`\n== ${step.name}: skipped (${missing.join(', ')} did not pass)`);
    return Promise.resolve({ step, seconds: 0, code: 'skipped' });
  }
  const started = performance.now();
  const log = join(logs, `${step.name.replace(/\W+/g, '-')}.log`);
  const [command = '', ...args] = step.command;
  const child = spawn(command, args, {
    env: { ...process.env, ...step.env },
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  if (!alone) {
    const file = createWriteStream(log);
    child.stdout?.pipe(file);
    child.stderr?.pipe(file);
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (!alone) console.log(`\n== ${step.name} (${log})\n${readFileSync(log, 'utf8')}`);
      console.log(`== ${step.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
      resolve({ step, seconds, code: code ?? 1 });
    });
  });
}

/** @type {number[]} */
const phaseSeconds = [];
const started = performance.now();
for (const phase of phases) {
  console.log(`\n== ${phase.name}: ${phase.steps.map((step) => step.name).join(', ')}`);
  const phaseStarted = performance.now();
  outcomes.push(...(await Promise.all(phase.steps.map((step) => runStep(step, phase.steps.length === 1)))));
  phaseSeconds.push((performance.now() - phaseStarted) / 1000);
}

/** @param {number} seconds */
function minutes(seconds) {
  const whole = Math.round(seconds);
  return `${String(Math.floor(whole / 60))}:${String(whole % 60).padStart(2, '0')}`.padStart(6);
}
/** @param {Outcome['code']} code */
const result = (code) => (code === 0 ? 'passed' : code === 'skipped' ? 'skipped' : 'FAILED');
console.log('\nCI phases (min:s; the steps of a phase ran side by side)');
console.log(`${'phase'.padEnd(8)} ${'wall'.padStart(6)}   ${'step'.padEnd(28)} ${'time'.padStart(6)}  result`);
phases.forEach((phase, index) => {
  phase.steps.forEach((step, row) => {
    const outcome = outcomes.find((candidate) => candidate.step === step);
    const head = row === 0 ? `${phase.name.padEnd(8)} ${minutes(phaseSeconds[index] ?? 0)}` : ' '.repeat(15);
    const time = outcome?.code === 'skipped' ? '-'.padStart(6) : minutes(outcome?.seconds ?? 0);
    console.log(`${head}   ${step.name.padEnd(28)} ${time}  ${result(outcome?.code ?? 'skipped')}`);
  });
});
console.log(`${'total'.padEnd(8)} ${minutes((performance.now() - started) / 1000)}`);

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
