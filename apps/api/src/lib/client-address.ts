import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** This machine: 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
export function isLoopbackAddress(ip: string): boolean {
  const family = isIP(ip);
  return family !== 0 && loopback.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}
