import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenEncoding } from '../src/lib/accept-encoding.ts';
import { builders } from './builders.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

// The API's answers compressed as they go (plugins/answer-compression.ts). The OpenAPI document is a large JSON
// answer every deployment has; the health answer a small one.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('API answers', () => {
  it('go out as brotli, gzip or as they are by Accept-Encoding, the same JSON each way', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document: unknown = plain.json();
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);

    const br = await get('/api/docs/json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(document);

    const gzip = await get('/api/docs/json', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(document);

    for (const response of [plain, br, gzip]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('under 8 kB go as they are, whatever the client accepts (issue 26: they cost CPU and save no round trip)', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok' });
    // A case list page of a few kB.
    const make = builders(t);
    const acme = await make.company({ name: 'Acme' });
    const globex = await make.company({ name: 'Globex' });
    const caller = await make.user(acme);
    const doc = await make.document(globex);
    await make.group([{ company: acme }, { company: globex }]);
    for (let i = 0; i < 10; i += 1)
      await make.case(caller, doc, { summary: `Array firmware drops sessions ${String(i)}` });
    const midsize = await t.app.inject({
      method: 'GET',
      url: '/api/caller/get-cases/company',
      headers: { ...bearer(caller.token), 'accept-encoding': 'br, gzip' },
    });
    expect(midsize.statusCode).toBe(200);
    expect(midsize.rawPayload.length).toBeGreaterThan(1024);
    expect(midsize.rawPayload.length).toBeLessThan(8 * 1024);
    expect(midsize.headers['content-encoding']).toBeUndefined();
  });
});

describe('chosenEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 refusals', () => {
    expect(chosenEncoding('gzip, deflate, br')).toBe('br');
    expect(chosenEncoding('gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chosenEncoding('BR')).toBe('br');
    expect(chosenEncoding('gzip;q=0.0, deflate')).toBe('identity');
    expect(chosenEncoding(undefined)).toBe('identity');
  });
});
