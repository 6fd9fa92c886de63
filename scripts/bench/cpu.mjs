// Where a measurement's CPU time went: the server (its process group), PostgreSQL (every postgres process of the
// machine) and the load generator (this process: autocannon runs in it). Read from /proc, so Linux only; elsewhere
// every share is null.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/**
 * CPU seconds so far of each process of the server's group and of each postgres process, by pid.
 * @returns {{ server: Map<string, number>, postgres: Map<string, number> } | null}
 */
function processSeconds(/** @type {number} */ serverGroup) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const server = new Map();
  const postgres = new Map();
  for (const pid of entries) {
    let stat;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    if (Number(fields[2]) === serverGroup) server.set(pid, seconds);
    else if (comm === 'postgres') postgres.set(pid, seconds);
  }
  return { server, postgres };
}

/** What the processes used between two readings: a process that ended meanwhile is not counted. */
const used = (/** @type {Map<string, number>} */ before, /** @type {Map<string, number>} */ after) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

/**
 * Starts counting; the returned function answers the CPU milliseconds each took per answer since then.
 * @param {number} serverGroup the server's process group
 */
export function countCpu(serverGroup) {
  const before = processSeconds(serverGroup);
  const generatorBefore = process.cpuUsage();
  return (/** @type {number} */ answers) => {
    const after = processSeconds(serverGroup);
    const generator = process.cpuUsage(generatorBefore);
    if (before === null || after === null || answers === 0) return null;
    const perAnswer = (/** @type {number} */ seconds) => (seconds * 1000) / answers;
    return {
      server: perAnswer(used(before.server, after.server)),
      postgres: perAnswer(used(before.postgres, after.postgres)),
      generator: perAnswer((generator.user + generator.system) / 1e6),
    };
  };
}
