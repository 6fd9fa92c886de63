// npm run bench: speed and size goals live here, never as timed assertions in tests.
//   --size=full|small   the network the API is measured on (default full; CI runs small: the code paths, not figures)
//   --only=page|api|upload   one section
//   --seconds=N         how long each read is measured (default 10)
//   --no-build          measure the app as already built (npm run build)
//   --calls=REGEXP      API section: only the calls whose name matches REGEXP (and the baseline)
//   --requests=N        API section: N answers per call instead of --seconds (the small network's default: 128)
//   --browse            the browser walk only: the dashboard's and My Cases' searches in Chromium on the network
//   --cpu-prof=DIR      API section: the web server writes a V8 CPU profile of the run into DIR (node --cpu-prof)
// The API section needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), a
// connection to a maintenance database of a server where the benchmark may create and drop its own databases.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { benchApi } from './bench/api.mjs';
import { benchBrowse } from './bench/browse.mjs';
import { benchPage } from './bench/page.mjs';
import { benchUpload } from './bench/upload.mjs';
import { line, reportText } from './bench/report.mjs';

const { values: options } = parseArgs({
  options: {
    size: { type: 'string', default: 'full' },
    only: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    calls: { type: 'string' },
    requests: { type: 'string' },
    'cpu-prof': { type: 'string' },
    browse: { type: 'boolean', default: false },
  },
});
if (options.size !== 'full' && options.size !== 'small')
  throw new Error(`--size is full or small, not ${options.size}`);
const size = options.size;

const cpu = cpus();
line(`# npm run bench`);
line('');
line(
  `${new Date().toISOString()}: \`${['npm run bench', ...(process.argv.length > 2 ? ['--', ...process.argv.slice(2)] : [])].join(' ')}\` on ${String(cpu.length)} × ` +
    `${cpu[0]?.model ?? 'unknown cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}; load ` +
    `average ${loadavg()[0]?.toFixed(1) ?? '?'} at the start (timings suffer when it exceeds the CPU count). The ` +
    `load generator (autocannon) runs on the same machine as the server and PostgreSQL.`,
);
// Every section runs the compiled server and the built web app. CI builds them in a step of their own, which other
// steps use at the same time: --no-build leaves them as they are.
if (!options['no-build']) execFileSync('npm', ['run', 'build', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
const runs = (/** @type {string} */ section) =>
  options.browse ? section === 'browse' : options.only === undefined || options.only === section;
if (options.only !== undefined && !['page', 'api', 'upload'].includes(options.only))
  throw new Error(`--only is page, api or upload, not ${options.only}`);
if (runs('page')) await benchPage();
if (runs('upload')) await benchUpload({ size });
if (runs('api'))
  await benchApi({
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    size,
    seconds: Number(options.seconds),
    calls: options.calls,
    requests: options.requests === undefined ? undefined : Number(options.requests),
    cpuProfileDir: options['cpu-prof'],
  });
// Issue 26: on its own (--browse), or in a full run after the API section.
if (runs('browse'))
  await benchBrowse({
    adminUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    size,
  });
line(`\nload average at the end: ${loadavg()[0]?.toFixed(1) ?? '?'}`);
if (size === 'full' && options.only === undefined && !options.browse) {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/latest.md', reportText());
  console.log('written: bench/results/latest.md');
}
