import { isIP } from 'node:net';
import { WEBHOOK_PRIVATE_URL_MESSAGE, WEBHOOK_URL_MESSAGE } from '@casebridge/contract/webhooks';
import { isInternalAddress, isLoopbackAddress, refusingLookup } from '../../lib/outbound-address.ts';

/**
 * Issue 27, ADR 56: where a webhook may send. An https address on the internet, checked as the metadata fetch checks
 * its address (lib/outbound-address.ts): an IP literal when it is saved, every address a name resolves to when a
 * request connects. `allowLoopback` (WEBHOOK_ALLOW_LOOPBACK, refused in production) lets tests and development name
 * this machine, over http too; every other private address stays refused.
 */
export const refusesAddress =
  (allowLoopback: boolean) =>
  (address: string): boolean =>
    isInternalAddress(address) && !(allowLoopback && isLoopbackAddress(address));

export const webhookLookup = (allowLoopback: boolean) =>
  refusingLookup(refusesAddress(allowLoopback), WEBHOOK_PRIVATE_URL_MESSAGE);

/** The refusal of an address as it is saved: null when it may be saved. */
export function webhookUrlRefusal(address: string, allowLoopback: boolean): string | null {
  if (!URL.canParse(address)) return WEBHOOK_URL_MESSAGE;
  const url = new URL(address);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const literal = isIP(host) !== 0;
  const loopbackHost = host === 'localhost' || host.endsWith('.localhost') || (literal && isLoopbackAddress(host));
  if (url.username !== '' || url.password !== '') return WEBHOOK_URL_MESSAGE;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return WEBHOOK_URL_MESSAGE;
  if (loopbackHost && !allowLoopback) return WEBHOOK_PRIVATE_URL_MESSAGE;
  if (literal && refusesAddress(allowLoopback)(host)) return WEBHOOK_PRIVATE_URL_MESSAGE;
  if (url.protocol === 'http:' && !loopbackHost) return WEBHOOK_URL_MESSAGE;
  return null;
}
