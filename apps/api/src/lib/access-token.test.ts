import { describe, expect, it } from 'vitest';
import { checkAccessToken, createAccessToken } from './access-token.ts';

const secret = 'a-secret-long-enough-for-the-test-000000';

describe('access token', () => {
  it('[X-041] lasts its lifetime (15 minutes by default) and is then expired', () => {
    const now = Date.UTC(2026, 0, 1);
    const token = createAccessToken(
      { userId: 7, impersonatorId: null, sessionId: 'f0e1d2c3-0000-4000-8000-000000000001' },
      secret,
      900,
      now,
    );
    expect(checkAccessToken(token, secret, now + 899_000).status).toBe('valid');
    expect(checkAccessToken(token, secret, now + 900_000).status).toBe('expired');
  });

  it('is refused when tampered with or signed with another secret', () => {
    const token = createAccessToken(
      { userId: 7, impersonatorId: null, sessionId: 'f0e1d2c3-0000-4000-8000-000000000001' },
      secret,
      900,
    );
    const [h, p, s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 1, imp: null, iat: 0, exp: 9e9 })).toString('base64url');
    expect(checkAccessToken(`${h ?? ''}.${forged}.${s ?? ''}`, secret).status).toBe('invalid');
    expect(checkAccessToken(`${h ?? ''}.${p ?? ''}.${s ?? ''}`, 'another-secret-long-enough-000000000000').status).toBe(
      'invalid',
    );
    expect(checkAccessToken('garbage', secret).status).toBe('invalid');
  });
});
