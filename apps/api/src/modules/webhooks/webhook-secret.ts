import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Issue 27, ADR 56: a webhook's secret and its signatures, as Standard Webhooks defines them. The secret signs every
 * delivery, so the server must keep it: it is stored sealed (AES-256-GCM under a key derived from the app's SECRET),
 * never in clear, and answered only by the creation and the rotation.
 */

/** `whsec_` and the base64 of 24 random bytes (192 bits): the key is those bytes. */
export const newWebhookSecret = (): string => `whsec_${randomBytes(24).toString('base64')}`;

/** A message's webhook-id: `msg_` and 128 random bits. */
export const newWebhookMessageId = (): string => `msg_${randomBytes(16).toString('base64url')}`;

const sealKey = (appSecret: string) => createHmac('sha256', appSecret).update('casebridge webhook secret').digest();

export function sealWebhookSecret(appSecret: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(appSecret), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(
    '.',
  );
}

export function openWebhookSecret(appSecret: string, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data) throw new Error('not a sealed webhook secret');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(appSecret), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` under the secret's bytes (the part after whsec_). */
export function signWebhook(secret: string, messageId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = createHmac('sha256', key)
    .update(`${messageId}.${String(timestamp)}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/**
 * Whether one of the header's space-separated signatures is the secret's for this message (what a receiver checks;
 * the tests' check of what the server sent).
 */
export function hasValidSignature(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, headers.id, Number(headers.timestamp), body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
