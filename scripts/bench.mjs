// npm run bench: speed and size goals live here, never as timed assertions in tests.
import { cpus, loadavg, totalmem } from 'node:os';
import { benchPage } from './bench/page.mjs';

const cpu = cpus();
console.log(`# npm run bench`);
console.log(
  `machine: ${String(cpu.length)} × ${cpu[0]?.model ?? 'unknown cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
    `Node ${process.version}; load average ${loadavg()[0]?.toFixed(1) ?? '?'} (timings suffer when it exceeds the CPU count)`,
);
await benchPage();
