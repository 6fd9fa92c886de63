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

  it('behind a trusted proxy on this machine, the forwarded client decides', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' }, database: t.deps.database });
    try {
      const remote = await proxied.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(remote.statusCode).toBe(404);
      const local = await proxied.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(local.statusCode).toBe(200);
    } finally {
      await proxied.close();
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
