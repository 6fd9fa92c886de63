import { timingSafeEqual } from 'node:crypto';
import { serverHmac } from './server-hmac.ts';

/** `sid`: the refresh family (the session) the token was issued in; ending that session ends the token at once. */
export type AccessClaims = { sub: number; imp: number | null; sid: string; iat: number; exp: number };
export type AccessTokenCheck =
  { status: 'valid'; claims: AccessClaims } | { status: 'expired'; claims: AccessClaims } | { status: 'invalid' };

const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(payload: string, secret: string): string {
  return serverHmac(secret, `${header}.${payload}`);
}

/** A short-lived signed access token (a compact HS256 JWT) carried as `Authorization: Bearer`. */
export function createAccessToken(
  subject: { userId: number; impersonatorId: number | null; sessionId: string },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const claims: AccessClaims = {
    sub: subject.userId,
    imp: subject.impersonatorId,
    sid: subject.sessionId,
    iat,
    exp: iat + ttlSeconds,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${header}.${payload}.${sign(payload, secret)}`;
}

export function checkAccessToken(token: string, secret: string, now = Date.now()): AccessTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== header) return { status: 'invalid' };
  const [, payload = '', signature = ''] = parts;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { status: 'invalid' };
  let claims: AccessClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AccessClaims;
  } catch {
    return { status: 'invalid' };
  }
  if (typeof claims.sub !== 'number' || typeof claims.exp !== 'number' || typeof claims.sid !== 'string')
    return { status: 'invalid' };
  return claims.exp * 1000 <= now ? { status: 'expired', claims } : { status: 'valid', claims };
}
