import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether an address is not on the internet: anything ipaddr.js does not classify as global unicast. Its ranges name
 * loopback, private, link-local, shared (100.64/10), unique-local, multicast, reserved and unspecified addresses, and
 * the IPv6 forms that carry an IPv4 address (mapped, translated, NAT64 `64:ff9b::/96`, 6to4, Teredo); a mapped one
 * is judged as its IPv4 address. Something that is no address at all counts as internal.
 */
export function isInternalAddress(address: string): boolean {
  return !ipaddr.isValid(address) || ipaddr.process(address).range() !== 'unicast';
}

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or ::ffff:127.x). */
export function isLoopbackAddress(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

/**
 * A DNS lookup for outgoing requests that resolves the host as the request connects and fails the connection (code
 * EINTERNAL, `message`) when any of its addresses is `refused`: the address checked is the address used, so a name
 * that resolves elsewhere on a second lookup cannot slip through.
 */
export function refusingLookup(refused: (address: string) => boolean, message: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) {
        callback(error, '', 0);
        return;
      }
      if (addresses.length === 0 || addresses.some((a) => refused(a.address))) {
        callback(Object.assign(new Error(message), { code: 'EINTERNAL' }), '', 0);
        return;
      }
      if (options.all) callback(null, addresses);
      else {
        const [first] = addresses;
        callback(null, first?.address ?? '', first?.family ?? 4);
      }
    });
  };
}
