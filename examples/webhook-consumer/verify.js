// Standard Webhooks signature check: a few lines, no CaseBridge code.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Seconds a delivery's timestamp may differ from this machine's clock (old or replayed deliveries are refused). */
export const TOLERANCE_SECONDS = 5 * 60;

/**
 * Whether the request is CaseBridge's: the webhook-signature header holds `v1,<base64 HMAC-SHA256>` of
 * "{webhook-id}.{webhook-timestamp}.{body}" under the secret's bytes (one or two signatures, space separated, during
 * a secret rotation), and the timestamp is recent. Answers null when it is, else why not.
 * @param {string} secret whsec_...
 * @param {{ id?: string, timestamp?: string, signature?: string }} headers
 * @param {string} body the raw request body
 * @param {number} [nowSeconds]
 * @returns {string | null}
 */
export function verifyWebhook(secret, headers, body, nowSeconds = Math.floor(Date.now() / 1000)) {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return 'missing webhook headers';
  const sent = Number(timestamp);
  if (!Number.isInteger(sent) || Math.abs(nowSeconds - sent) > TOLERANCE_SECONDS) return 'timestamp too old or new';
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = Buffer.from(`v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`);
  const matches = signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? null : 'bad signature';
}
