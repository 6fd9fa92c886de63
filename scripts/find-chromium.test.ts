import { describe, expect, it } from 'vitest';
import { findChromium } from './find-chromium.mjs';

const NPM_CHROMIUM = '/tmp/chromium';

/** A machine where exactly `executables` exist; the npm Chromium "unpacks" to NPM_CHROMIUM and counts its calls. */
function machine(executables: string[], facts: { env?: Record<string, string>; platform?: NodeJS.Platform } = {}) {
  const unpacked: string[] = [];
  return {
    unpacked,
    lookup: {
      env: facts.env ?? { PATH: '/usr/local/bin:/opt/google/chrome' },
      platform: facts.platform ?? 'linux',
      arch: 'x64' as const,
      isExecutable: (path: string) => executables.includes(path),
      unpackNpmChromium: () => {
        unpacked.push(NPM_CHROMIUM);
        return Promise.resolve(NPM_CHROMIUM);
      },
    },
  };
}

describe('findChromium: CHROMIUM_PATH, then the system Chromium or Chrome, then the npm Chromium', () => {
  it('takes CHROMIUM_PATH first, even when a system browser exists', async () => {
    const { lookup, unpacked } = machine(['/usr/bin/chromium', '/home/me/chrome'], {
      env: { CHROMIUM_PATH: '/home/me/chrome' },
    });
    expect(await findChromium(lookup)).toEqual({ path: '/home/me/chrome', source: 'CHROMIUM_PATH' });
    expect(unpacked).toEqual([]);
  });

  it('refuses a CHROMIUM_PATH that is not an executable file instead of quietly using another browser', async () => {
    const { lookup } = machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/nowhere/chrome' } });
    await expect(findChromium(lookup)).rejects.toThrow('CHROMIUM_PATH is /nowhere/chrome');
  });

  it('tries /usr/bin/chromium, chromium-browser, google-chrome, google-chrome-stable, then each PATH folder', async () => {
    const order = [
      '/usr/bin/chromium',
      '/usr/bin/chromium-browser',
      '/usr/bin/google-chrome',
      '/usr/bin/google-chrome-stable',
      '/usr/local/bin/chromium',
      '/opt/google/chrome/google-chrome',
    ];
    for (const [index, expected] of order.entries()) {
      const { lookup, unpacked } = machine(order.slice(index));
      expect(await findChromium(lookup)).toEqual({ path: expected, source: 'system' });
      expect(unpacked).toEqual([]);
    }
  });

  it('unpacks the npm Chromium only when no system browser is found, on Linux x64', async () => {
    const { lookup, unpacked } = machine([]);
    expect(await findChromium(lookup)).toEqual({ path: NPM_CHROMIUM, source: 'npm' });
    expect(unpacked).toEqual([NPM_CHROMIUM]);
  });

  it('says how to get a browser where the npm Chromium cannot run (macOS, Linux arm64)', async () => {
    const mac = machine([], { platform: 'darwin' });
    await expect(findChromium(mac.lookup)).rejects.toThrow('only runs on Linux x64 (this is darwin x64)');
    const arm = machine([]);
    await expect(findChromium({ ...arm.lookup, arch: 'arm64' })).rejects.toThrow('(this is linux arm64)');
    expect([...mac.unpacked, ...arm.unpacked]).toEqual([]);
  });

  it('finds the Chrome or Chromium app on macOS', async () => {
    const chrome = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';
    const { lookup } = machine([chrome, '/usr/bin/chromium'], { platform: 'darwin' });
    expect(await findChromium(lookup)).toEqual({ path: chrome, source: 'system' });
  });
});
