// The browser the browser tests run in. A fresh machine with Node alone has no system browser, so the last resort
// is the headless Chromium shipped inside an npm package (@sparticuz/chromium, Linux x64 only), unpacked on first use.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * @typedef {'CHROMIUM_PATH' | 'system' | 'npm'} ChromiumSource
 * @typedef {{ path: string, source: ChromiumSource }} FoundChromium
 * @typedef {{
 *   env: Record<string, string | undefined>,
 *   platform: NodeJS.Platform,
 *   arch: NodeJS.Architecture,
 *   isExecutable: (path: string) => boolean,
 *   unpackNpmChromium: () => Promise<string>,
 * }} ChromiumLookup
 */

const LINUX_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
const MAC_APPS = [
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/**
 * Flags for every browser the lookup can find. Without the network ones Chromium floods a closed network with
 * refused connections (STACK.md). The npm Chromium's own `args` are left out on purpose: they include
 * --disable-web-security, which would hide the cross-site and CSP behaviour the browser tests check.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @param {string} path */
function isExecutableFile(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** Unpacks the npm Chromium into the temp folder on first use (about 2 s) and returns its executable. */
export async function unpackNpmChromium() {
  const { default: chromium } = await import('@sparticuz/chromium');
  return chromium.executablePath();
}

/** @type {ChromiumLookup} */
const thisMachine = {
  env: process.env,
  platform: process.platform,
  arch: process.arch,
  isExecutable: isExecutableFile,
  unpackNpmChromium,
};

/**
 * Where a system Chromium or Chrome may be, in the order tried: the usual install paths, then every PATH folder.
 * @param {Pick<ChromiumLookup, 'env' | 'platform'>} lookup
 */
export function systemChromiumCandidates({ env, platform }) {
  const pathFolders = (env.PATH ?? '').split(delimiter).filter((folder) => folder !== '');
  const installed = platform === 'darwin' ? MAC_APPS : LINUX_NAMES.map((name) => join('/usr/bin', name));
  return [
    ...new Set([...installed, ...pathFolders.flatMap((folder) => LINUX_NAMES.map((name) => join(folder, name)))]),
  ];
}

/**
 * CHROMIUM_PATH when set (it must then exist), else the first system Chromium or Chrome, else the npm Chromium.
 * @param {Partial<ChromiumLookup>} [overrides] the machine's facts, replaced in tests
 * @returns {Promise<FoundChromium>}
 */
export async function findChromium(overrides = {}) {
  const lookup = { ...thisMachine, ...overrides };
  const chosen = lookup.env.CHROMIUM_PATH;
  if (chosen) {
    if (!lookup.isExecutable(chosen)) throw new Error(`CHROMIUM_PATH is ${chosen}, which is not an executable file.`);
    return { path: chosen, source: 'CHROMIUM_PATH' };
  }
  const system = systemChromiumCandidates(lookup).find((path) => lookup.isExecutable(path));
  if (system) return { path: system, source: 'system' };
  if (lookup.platform === 'linux' && lookup.arch === 'x64') {
    return { path: await lookup.unpackNpmChromium(), source: 'npm' };
  }
  throw new Error(
    `No Chromium or Chrome was found, and the npm Chromium only runs on Linux x64 (this is ${lookup.platform} ${lookup.arch}).\n` +
      'Install Chrome or Chromium, or point CHROMIUM_PATH at its executable.',
  );
}
