import { createHash, randomBytes } from 'node:crypto';

/** 256-bit random tokens for emailed links and refresh credentials. */
export function createSecureToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens that act as credentials are stored only as this hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
