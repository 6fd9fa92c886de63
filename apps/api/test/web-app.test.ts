import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

// A built web app as the build leaves it: hashed assets with their brotli and gzip copies, and a source map.
const indexHtml = `<!doctype html><html><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
const script = 'export const answer = 42;\n'.repeat(100);
const files: Record<string, string> = {
  'index.html': indexHtml,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'assets/index-abc123.js': script,
  'assets/index-abc123.js.map': '{"version":3,"sources":["../../src/main.tsx"],"sourcesContent":["secret"]}',
};

let distDir: string;
let t: TestApp;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'cb-web-dist-'));
  mkdirSync(join(distDir, 'assets'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(distDir, name), content);
  for (const name of ['index.html', 'assets/index-abc123.js']) {
    writeFileSync(join(distDir, `${name}.br`), brotliCompressSync(files[name] ?? ''));
    writeFileSync(join(distDir, `${name}.gz`), gzipSync(files[name] ?? ''));
  }
  t = await createTestApp({ webDistDir: distDir });
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app', () => {
  it('sends a hashed asset as brotli, gzip or as it is by Accept-Encoding, cached for good', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const identity = await get('/assets/index-abc123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);

    for (const response of [br, gzip, identity]) {
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('sends index.html compressed and never cached unchecked, at / and for every client route', async () => {
    for (const url of ['/', '/dashboard', '/super_admin/users/7/edit']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const response = await get('/favicon.svg', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(files['favicon.svg']);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('publishes no source map, even one the build left in the folder', async () => {
    for (const encoding of [undefined, 'br, gzip']) {
      const response = await get('/assets/index-abc123.js.map', encoding);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('answers 404 for an asset that is not there instead of the page', async () => {
    const response = await get('/assets/index-old999.js', 'br, gzip');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found.' });
  });

  it('[issue 22] answers a JSON 404 for an unknown API path or /metrics without its token, never the page', async () => {
    const paths = [
      '/api/ready',
      '/api/ready/',
      '/API/ready',
      '/api%2Fready',
      '/api?x=1',
      '/api/',
      '/metrics',
      '/Metrics/',
    ];
    for (const url of paths) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ error: 'Not found.' });
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/no-such-call' });
      expect(response.statusCode, method).toBe(404);
      expect(response.json(), method).toEqual({ error: 'Not found.' });
    }
    // A client route that only begins with those letters is still the page.
    expect((await get('/apiary')).statusCode).toBe(200);
  });
});
