import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

/**
 * The secret as a key object, made once per secret (issue 26, ADR 61): a signed-in read checks its access token and
 * signs its list cursors or case links, and an HMAC over a key object costs about half of one over the string, which
 * node imports again on every call.
 */
const keys = new Map<string, KeyObject>();
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= 8) keys.clear(); // a process has one secret; tests make many apps
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** HMAC-SHA256 of `text` under the server's secret, base64url: every signature the server makes and checks. */
export function serverHmac(secret: string, text: string): string {
  return createHmac('sha256', keyOf(secret)).update(text).digest('base64url');
}
