import { describe, expect, it } from 'vitest';
import { isInternalAddress, isLoopbackAddress } from './outbound-address.ts';

describe('the address check of outgoing fetches', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['::1', 'IPv6 loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback as the URL parser writes it'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped cloud metadata'],
    ['::ffff:0:a00:1', 'IPv4-translated private (RFC 6145)'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
    ['2002:a00:1::', '6to4 of 10.0.0.1'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['ff02::1', 'multicast'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'shared address space (carrier-grade NAT)'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'IPv6 unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['224.0.0.1', 'multicast'],
    ['not-an-address', 'no address at all'],
  ])('refuses %s (%s)', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each([['8.8.8.8'], ['93.184.216.34'], ['::ffff:8.8.8.8'], ['2606:4700:4700::1111'], ['2a00:1450:4001:80b::200e']])(
    'allows the public address %s',
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );
});

describe('loopback, which tests and development may allow for webhooks (WEBHOOK_ALLOW_LOOPBACK)', () => {
  it.each([['127.0.0.1'], ['127.8.9.10'], ['::1'], ['::ffff:127.0.0.1']])('%s is loopback', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });
  it.each([['10.0.0.1'], ['169.254.169.254'], ['8.8.8.8'], ['not-an-address']])('%s is not', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
