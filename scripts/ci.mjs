// CI (bash .ci/run brings up PostgreSQL and passes its URL): every check once, each step as soon as the steps it
// needs have passed, side by side on the two cores, then a table of each step's start and time and the total test
// counts. The budget behind this layout: docs/decisions/0009-ci-and-test-budget.md.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readdirSync, readFileSync } from 'node:fs';
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
 * @typedef {{ step: Step, startedAt: number, seconds: number, cpu?: number, code: number | 'skipped' }} Outcome
 * cpu: the CPU seconds (user + system) of the step's processes, children included; the machine is saturated for
 * most of a run, so these, not the wall times, say what a step costs (ADR 9)
 * @typedef {{ ppid: number, key: string, ticks: number }} Process key: pid and start time, unique over the run
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
const machineAtStart = machineCpuSeconds();
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
  const command = step.yields ? ['nice', '-n', '10', ...step.command] : step.command;
  // Through bash, whose `times` gives the CPU time of every process the step waited for (its runners, workers,
  // servers and browsers), on a descriptor of its own.
  const child = spawn('bash', ['-c', '"$@"; status=$?; times >&3; exit $status', 'step', ...command], {
    env: { ...process.env, ...step.env },
    stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
  });
  if (child.pid !== undefined) sampled.set(child.pid, new Map());
  const file = createWriteStream(log);
  child.stdout?.pipe(file);
  child.stderr?.pipe(file);
  let times = '';
  child.stdio[3]?.on('data', (/** @type {Buffer} */ chunk) => (times += chunk.toString()));
  const code = await new Promise((resolve) => child.on('close', (exit) => resolve(exit ?? 1)));
  running -= 1;
  const seconds = (performance.now() - started) / 1000 - startedAt;
  const seen = child.pid === undefined ? undefined : sampled.get(child.pid);
  sampled.delete(child.pid ?? 0);
  const samples = [...(seen?.values() ?? [])].reduce((sum, ticks) => sum + ticks, 0) / TICKS;
  const reaped = childrenCpuSeconds(times);
  const cpu = reaped === undefined ? undefined : Math.max(reaped, samples);
  console.log(`\n== ${step.name} (${log})\n${readFileSync(log, 'utf8')}`);
  console.log(
    `== ${step.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s` +
      (cpu === undefined ? '' : `, ${cpu.toFixed(0)} CPU s`),
  );
  return { step, startedAt, seconds, cpu, code };
}

/**
 * The children's user + system seconds from bash's `times` (its second line: `1m2.345s 0m6.789s`).
 * @param {string} output @returns {number | undefined}
 */
function childrenCpuSeconds(output) {
  const children = output.split('\n')[1] ?? '';
  const parts = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map((match) => Number(match[1]) * 60 + Number(match[2]));
  return parts.length === 2 ? parts.reduce((sum, part) => sum + part, 0) : undefined;
}

/**
 * bash's `times` misses the processes a step's processes do not wait for: Chromium's renderers, which its zygote
 * leaves to init when the browser closes, are most of the browser step's CPU. So each second the processes under
 * each running step are read from Linux's /proc (nothing elsewhere), and a step's CPU is the larger of the two sums:
 * the samples miss processes shorter than a second (npm ci's many), `times` the orphans.
 * @type {Map<number, Map<string, number>>} the ticks last seen of each process under a step's shell, by its pid
 */
const sampled = new Map();
const TICKS = 100; // USER_HZ, 100 on every Linux Node runs on

/** @returns {Map<number, Process>} */
function readProcesses() {
  /** @type {Map<number, Process>} */
  const processes = new Map();
  let entries;
  try {
    entries = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return processes;
  }
  for (const entry of entries) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      processes.set(Number(entry), {
        ppid: Number(fields[1]),
        key: `${entry}:${fields[19] ?? ''}`,
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // ended since the listing
    }
  }
  return processes;
}

function sampleSteps() {
  if (sampled.size === 0) return;
  const processes = readProcesses();
  for (const [pid, { key, ticks }] of processes) {
    let ancestor = pid;
    for (let depth = 0; depth < 64 && ancestor > 1 && !sampled.has(ancestor); depth += 1)
      ancestor = processes.get(ancestor)?.ppid ?? 0;
    sampled.get(ancestor)?.set(key, ticks);
  }
}
const sampler = setInterval(sampleSteps, 1000);

/**
 * The machine's busy and total CPU seconds since boot over all cores (Linux's /proc/stat; undefined elsewhere):
 * what the run's own steps do not count, PostgreSQL's server and other work, shows in the difference.
 * @returns {{ busy: number, total: number } | undefined}
 */
function machineCpuSeconds() {
  try {
    const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.slice(0, 8).reduce((sum, field) => sum + field, 0);
    return { busy: (total - idle) / TICKS, total: total / TICKS };
  } catch {
    return undefined;
  }
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
clearInterval(sampler);

/** @param {Outcome['code']} code */
const result = (code) => (code === 0 ? 'passed' : code === 'skipped' ? 'skipped' : 'FAILED');
console.log('\nCI steps (min:s from the start of the run; each step starts once the steps it needs have passed;');
console.log("CPU s: user + system of the step's processes, Chromium's included, PostgreSQL's server not)");
console.log(
  `${'step'.padEnd(28)} ${'start'.padStart(6)} ${'time'.padStart(6)} ${'end'.padStart(6)} ${'CPU s'.padStart(6)}  result`,
);
for (const { step, startedAt, seconds, cpu, code } of outcomes) {
  const time =
    code === 'skipped' ? ['-', '-'].map((dash) => dash.padStart(6)) : [minutes(seconds), minutes(startedAt + seconds)];
  const cpuSeconds = (cpu === undefined ? '-' : cpu.toFixed(0)).padStart(6);
  console.log(`${step.name.padEnd(28)} ${minutes(startedAt)} ${time.join(' ')} ${cpuSeconds}  ${result(code)}`);
}
const stepsCpu = outcomes.reduce((sum, { cpu }) => sum + (cpu ?? 0), 0);
console.log(
  `${'total'.padEnd(28)} ${' '.repeat(13)} ${minutes((performance.now() - started) / 1000)} ${stepsCpu.toFixed(0).padStart(6)}`,
);
const machineAtEnd = machineCpuSeconds();
if (machineAtStart && machineAtEnd) {
  const busy = machineAtEnd.busy - machineAtStart.busy;
  const total = machineAtEnd.total - machineAtStart.total;
  console.log(
    `machine: ${busy.toFixed(0)} CPU s busy of ${total.toFixed(0)} (${((100 * busy) / total).toFixed(0)}%), ` +
      `${(busy - stepsCpu).toFixed(0)} of them outside the steps (PostgreSQL's server, other work)`,
  );
}

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
