// The upload section of npm run bench (issue 21 §4): uploads at once to one server, and what they cost everyone
// else. The server's memory (RSS of its process group, from /proc) is sampled through the run, and /api/health is
// asked one request after another meanwhile: its p95 is what any other request waited.
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { countCpu } from './cpu.mjs';
import { figure, line } from './report.mjs';
import { signIn, startServer } from './server.mjs';

const targets = { rssGrowthMb: 100, healthP95Ms: 50 };
/** Uploads sent at once and the size of each: at full size the issue's figures, small for a quick look (CI). */
const RUNS = { full: { uploads: 20, megabytes: 19 }, small: { uploads: 4, megabytes: 4 } };
const BOUNDARY = '----casebridge-bench-upload';

/** RSS in bytes of every process of the group (the server and the launchers above it). @param {number} group */
function groupRss(group) {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      total += Number(rss?.[1] ?? 0) * 1024;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

/** A case of Acme's that takes files (accepted or in information). @param {string} origin @param {string} token */
async function openCase(origin, token) {
  const response = await fetch(`${origin}/api/caller/get-cases/company?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = /** @type {{ data: { token: string, status: string }[] }} */ (await response.json());
  const found = data.find((row) => row.status === 'accepted' || row.status === 'information');
  if (!found) throw new Error('the demo network has no accepted case of Acme');
  return found.token;
}

/**
 * One upload of `file` as a PDF to the case, streamed from memory as a browser sends it; answers its status.
 * @param {string} url @param {string} token @param {Buffer} file
 * @returns {Promise<number>}
 */
function upload(url, token, file) {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="logs.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  return new Promise((resolve, reject) => {
    const client = request(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.length + file.length + tail.length),
      },
    });
    client.on('error', reject);
    client.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    client.write(head);
    client.write(file);
    client.end(tail);
  });
}

/**
 * Asks /api/health one request after another until stopped; answers each one's time, sorted.
 * @param {string} origin
 */
function probeHealth(origin) {
  /** @type {number[]} */
  const times = [];
  let running = true;
  const probing = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${origin}/api/health`);
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await probing;
      return times.sort((a, b) => a - b);
    },
  };
}

/** @param {number[]} sorted @param {number} share */
const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * @param {{ size: 'full' | 'small' }} options
 */
export async function benchUpload({ size }) {
  const { uploads, megabytes } = RUNS[size];
  line(`\n## Uploads (${String(uploads)} at once of ${String(megabytes)} MB each, by one member)`);
  // The caps on uploads in flight are raised so that every upload is read at once: this measures the reading, the
  // API tests prove the caps.
  const server = await startServer({
    env: { UPLOADS_PER_USER: String(uploads), UPLOADS_PER_INSTANCE: String(uploads) },
  });
  try {
    const { origin } = server;
    const token = await signIn(origin, 'caller@acme.test');
    const url = `${origin}/api/v1/collaboration-requests/${await openCase(origin, token)}/attachments`;
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(megabytes * 1024 * 1024 - 9, 0x20)]);
    // One upload first, so that the code it runs is loaded before the baseline is read.
    if ((await upload(url, token, file.subarray(0, 64 * 1024))) !== 201) throw new Error('the warm-up upload failed');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idleProber = probeHealth(origin);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = await idleProber.stop();
    const before = groupRss(server.processGroup);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, groupRss(server.processGroup));
    }, 50);
    const prober = probeHealth(origin);
    const cpu = countCpu(server.processGroup);
    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: uploads }, () => upload(url, token, file)));
    const seconds = (performance.now() - started) / 1000;
    const serverCpuMs = cpu(1)?.server;
    const health = await prober.stop();
    clearInterval(sampler);
    peak = Math.max(peak, groupRss(server.processGroup));
    const growthMb = (peak - before) / 2 ** 20;
    const p95 = percentile(health, 0.95);
    line(
      `  ${String(uploads)} uploads of ${String(megabytes)} MB in ${seconds.toFixed(1)} s (server CPU ` +
        `${serverCpuMs === undefined ? 'not measured' : `${serverCpuMs.toFixed(0)} ms`}); server RSS ` +
        `${(before / 2 ** 20).toFixed(0)} MB before, ${(peak / 2 ** 20).toFixed(0)} MB at the peak; /api/health ` +
        `${String(health.length)} requests meanwhile, p50 ${percentile(health, 0.5).toFixed(1)} ms, max ` +
        `${(health.at(-1) ?? 0).toFixed(1)} ms (idle, just before: p50 ${percentile(idle, 0.5).toFixed(1)} ms, p95 ` +
        `${percentile(idle, 0.95).toFixed(1)} ms)`,
    );
    const accepted = statuses.filter((status) => status === 201).length;
    figure('uploads answered 201', {
      value: `${String(accepted)} of ${String(uploads)}`,
      target: String(uploads),
      pass: accepted === uploads,
    });
    // The targets are the full run's: a small run's few health requests make no percentile (as in the API section).
    const judge =
      size === 'full'
        ? figure
        : (/** @type {string} */ name, /** @type {{ value: string }} */ { value }) =>
            line(`  ${name}: ${value} (judged at full size only)`);
    judge('server RSS growth during the uploads', {
      value: `${growthMb.toFixed(0)} MB`,
      target: `< ${String(targets.rssGrowthMb)} MB`,
      pass: growthMb < targets.rssGrowthMb,
    });
    judge('GET /api/health p95 during the uploads', {
      value: `${p95.toFixed(1)} ms`,
      target: `< ${String(targets.healthP95Ms)} ms`,
      pass: p95 < targets.healthP95Ms,
    });
  } finally {
    await server.stop();
  }
}
