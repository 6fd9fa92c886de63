import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fromAddress = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });
const NOT_FOUND = { error: 'Not found.' };

describe('dev mailbox', () => {
  it('answers a client on this machine (IPv4, IPv6, IPv4 written as IPv6) and nobody else', async () => {
    for (const address of ['127.0.0.1', '127.10.0.3', '::1', '::ffff:127.0.0.1']) {
      const response = await fromAddress('/api/dev/mailbox', address);
      expect(response.statusCode, address).toBe(200);
    }
    for (const address of ['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', 'fe80::1']) {
      const response = await fromAddress('/api/dev/mailbox', address);
      expect(response.statusCode, address).toBe(404);
      expect(response.json(), address).toEqual(NOT_FOUND);
    }
  });

  it('[issue 21] the connection decides, whatever TRUST_PROXY says: a forged X-Forwarded-For: 127.0.0.1 opens nothing, nor does a proxy on this machine forwarding another machine', async () => {
    for (const trustProxy of ['true', '127.0.0.1', undefined]) {
      const proxied = await createTestApp({
        env: trustProxy ? { TRUST_PROXY: trustProxy } : {},
        database: t.deps.database,
      });
      const viaProxy = (url: string, remoteAddress: string, forwardedFor: string) =>
        proxied.app.inject({ method: 'GET', url, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
      try {
        for (const url of ['/api/dev/mailbox', '/api/dev/idp/metadata', '/dev/mailbox']) {
          const forged = await viaProxy(url, '203.0.113.7', '127.0.0.1');
          expect(forged.statusCode, `${url} forged, TRUST_PROXY=${String(trustProxy)}`).toBe(404);
          expect(forged.json()).toEqual(NOT_FOUND);
          const forwardedByLocalProxy = await viaProxy(url, '127.0.0.1', '127.0.0.1, 203.0.113.7');
          expect(forwardedByLocalProxy.statusCode, `${url} proxied, TRUST_PROXY=${String(trustProxy)}`).toBe(404);
          const local = await viaProxy(url, '127.0.0.1', '::1');
          // The page's answer without a built web app is a 404 of its own: "not told it exists" is this body.
          expect(local.body, `${url} local, TRUST_PROXY=${String(trustProxy)}`).not.toBe(JSON.stringify(NOT_FOUND));
        }
      } finally {
        await proxied.close();
      }
    }
  });

  it('the mailbox page is served to this machine like any page, and is a 404 for everyone else', async () => {
    const anyPage = await fromAddress('/login', '192.168.1.20');
    const local = await fromAddress('/dev/mailbox', '127.0.0.1');
    expect(local.statusCode).toBe(anyPage.statusCode);
    expect(local.body).toBe(anyPage.body);
    for (const url of ['/dev/mailbox', '/DEV/Mailbox/', '/%64ev/mailbox', '/dev/mailbox?x=1']) {
      const remote = await fromAddress(url, '192.168.1.20');
      expect(remote.statusCode, url).toBe(404);
      expect(remote.json(), url).toEqual(NOT_FOUND);
    }
  });
});
