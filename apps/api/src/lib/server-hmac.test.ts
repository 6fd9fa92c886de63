import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serverHmac } from './server-hmac.ts';

const secret = 'a-secret-long-enough-for-the-test-000000';

describe('server HMAC', () => {
  it('signs as an HMAC-SHA256 under the secret string did: links and cursors issued before still hold', () => {
    const text = 'case-link:receiver:d944abda1b1e6c9baab29761d629d921';
    expect(serverHmac(secret, text)).toBe(createHmac('sha256', secret).update(text).digest('base64url'));
  });

  it('keeps each secret apart, also past the number of keys it holds at once', () => {
    const secrets = Array.from({ length: 12 }, (_, index) => `${secret}-${String(index)}`);
    const first = secrets.map((each) => serverHmac(each, 'list-cursor.x'));
    expect(new Set(first).size).toBe(secrets.length);
    expect(secrets.map((each) => serverHmac(each, 'list-cursor.x'))).toEqual(first);
  });
});
