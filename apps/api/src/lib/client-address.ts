import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** This machine: 127.0.0.0/8, ::1, and IPv4 loopback written as IPv6 (::ffff:127.0.0.1). */
function isLoopbackAddress(ip: string): boolean {
  const family = isIP(ip);
  return family !== 0 && loopback.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether a request comes from this machine, for the development routes that answer nobody else (the dev mailbox,
 * the demo IdP). The connection's own address decides, whatever `TRUST_PROXY` says: `request.ip` would take a
 * forged `X-Forwarded-For: 127.0.0.1` from anyone once every hop is trusted. The header can only refuse: a proxy on
 * this machine forwarding another machine's client is not this machine.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = [forwarded ?? []].flat().flatMap((value) => value.split(','));
  return [request.socket.remoteAddress ?? '', ...hops].every((address) => isLoopbackAddress(address.trim()));
}
