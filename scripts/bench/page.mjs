// The page section of npm run bench (issue 5 §6, issue 23 §1): what a visitor's landing downloads, and Lighthouse's
// performance on a phone and a desktop, measured on the built app as the product serves it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium, unpackNpmChromium } from '../find-chromium.mjs';
import { figure, line } from './report.mjs';
import { startServer } from './server.mjs';
import { transferred } from './transferred.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const LIGHTHOUSE_RUNS = 3;
// ADR 40: the landing's first load on React 19 from the registry.
const targets = { landingKb: 170, mobileScore: 0.9, desktopScore: 0.98 };

/**
 * The scripts, module preloads and stylesheets index.html names: what every first visit downloads.
 * @param {string} html
 */
function firstLoadAssets(html) {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    if (/\bnomodule\b/.test(tag)) return [];
    const isScript = tag.startsWith('<script');
    const isLoaded = isScript || /\brel="(stylesheet|modulepreload)"/.test(tag);
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return isLoaded && url !== undefined ? [url] : [];
  });
}

/** @param {string} origin */
async function measureFirstLoad(origin) {
  const html = await fetch(`${origin}/`).then((response) => response.text());
  const assets = firstLoadAssets(html);
  let total = 0;
  for (const asset of assets) {
    const { bytes, encoding } = await transferred(new URL(asset, origin).toString());
    total += bytes;
    line(`    ${asset.padEnd(48)} ${(bytes / 1000).toFixed(1).padStart(7)} kB  ${encoding}`);
  }
  return total / 1000;
}

/**
 * @typedef {{ score: number, fcp: number, lcp: number, tbt: number, cls: number, scriptsAndStylesKb: number }} LighthouseRun
 * @param {string} url
 * @param {'mobile' | 'desktop'} preset
 * @param {string} chromium the browser the tests use (scripts/find-chromium.mjs)
 * @returns {LighthouseRun}
 */
function runLighthouse(url, preset, chromium) {
  const outDir = mkdtempSync(join(tmpdir(), 'cb-bench-lighthouse-'));
  const report = join(outDir, 'report.json');
  try {
    const result = spawnSync('npx', ['-y', LIGHTHOUSE, ...lighthouseArgs(url, preset), `--output-path=${report}`], {
      env: { ...process.env, CHROME_PATH: chromium },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`Lighthouse failed:\n${result.stderr}`);
    return readLighthouseReport(JSON.parse(readFileSync(report, 'utf8')));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** @param {string} url @param {'mobile' | 'desktop'} preset */
function lighthouseArgs(url, preset) {
  return [
    url,
    '--quiet',
    '--only-categories=performance',
    '--output=json',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ];
}

/**
 * @param {any} lhr Lighthouse's result object (its types are not in this workspace)
 * @returns {LighthouseRun}
 */
function readLighthouseReport(lhr) {
  /** @param {string} id */
  const value = (id) => Number(lhr.audits[id].numericValue);
  /** @type {{ resourceType?: string, transferSize?: number }[]} */
  const requests = lhr.audits['network-requests'].details.items;
  const scriptsAndStyles = requests
    .filter((request) => request.resourceType === 'Script' || request.resourceType === 'Stylesheet')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    score: Number(lhr.categories.performance.score),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    scriptsAndStylesKb: scriptsAndStyles / 1000,
  };
}

/**
 * Lighthouse's advice: several runs, the median one reported.
 * @param {string} url @param {'mobile' | 'desktop'} preset @param {number} target @param {string} chromium
 */
function reportLighthouse(url, preset, target, chromium) {
  const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => runLighthouse(url, preset, chromium)).sort(
    (a, b) => a.score - b.score,
  );
  const median = runs[Math.floor(runs.length / 2)];
  if (median === undefined) throw new Error('no Lighthouse run');
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
  const runScores = runs.map((r) => r.score).join(', ');
  const load = loadavg()[0]?.toFixed(1) ?? '?';
  figure(`Lighthouse ${preset} performance (median of ${String(runs.length)}: ${runScores}; load average ${load})`, {
    value: median.score.toFixed(2),
    target: `>= ${target.toFixed(2)}`,
    pass: median.score >= target,
  });
  line(
    `    FCP ${seconds(median.fcp)}, LCP ${seconds(median.lcp)}, TBT ${median.tbt.toFixed(0)} ms, CLS ${median.cls.toFixed(3)}; ` +
      `scripts and styles the landing fetched: ${median.scriptsAndStylesKb.toFixed(1)} kB`,
  );
}

/**
 * The browser Lighthouse runs in: CHROMIUM_PATH when set, else the npm Chromium (153) where it runs, else the lookup's.
 * Lighthouse is pinned, and a newer Chromium can break its trace: Debian's Chromium 156 failed every run with
 * NO_NAVSTART (2 x AMD EPYC, 2026-11-28), where the npm Chromium gave the scores.
 */
async function lighthouseChromium() {
  if (!process.env.CHROMIUM_PATH && process.platform === 'linux' && process.arch === 'x64') return unpackNpmChromium();
  return (await findChromium()).path;
}

export async function benchPage() {
  line('\n## Page: the landing (/) of the built app');
  const chromium = await lighthouseChromium();
  const server = await startServer();
  try {
    const url = `${server.origin}/`;
    line('  first load, as transferred with Accept-Encoding: br, gzip:');
    const firstLoadKb = await measureFirstLoad(server.origin);
    figure('landing first load (scripts and styles index.html names)', {
      value: `${firstLoadKb.toFixed(1)} kB`,
      target: `<= ${String(targets.landingKb)} kB`,
      pass: firstLoadKb <= targets.landingKb,
    });
    const shellArgs = lighthouseArgs(url, 'mobile').map((arg) => (arg.includes(' ') ? `'${arg}'` : arg));
    line(`  Lighthouse: CHROME_PATH=${chromium} npx -y ${LIGHTHOUSE} ${shellArgs.join(' ')} [--preset=desktop]`);
    reportLighthouse(url, 'mobile', targets.mobileScore, chromium);
    reportLighthouse(url, 'desktop', targets.desktopScore, chromium);
  } finally {
    await server.stop();
  }
}
