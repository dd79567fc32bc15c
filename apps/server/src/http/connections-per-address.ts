import type { Server } from 'node:http';
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** '::ffff:10.0.0.1' → '10.0.0.1': an IPv4 client reaching an IPv6 socket is the same client. */
export function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIPv4(address.slice(7)) ? address.slice(7) : address;
}

/**
 * The addresses whose connections are not counted: the proxies TRUST_PROXY names (addresses or CIDR ranges),
 * through which every client of the installation comes. `true` trusts any address and names no proxy, so it exempts
 * nothing; nor does `false`.
 */
export function trustedProxies(trustProxy: boolean | string[]): (address: string) => boolean {
  if (typeof trustProxy === 'boolean') return () => false;
  const proxies = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    if (prefix !== undefined) proxies.addSubnet(address, Number(prefix), familyOf(address));
    else proxies.addAddress(plainAddress(address), familyOf(plainAddress(address)));
  }
  return (address) => proxies.check(address, familyOf(address));
}

const familyOf = (address: string) => (isIPv6(address) ? 'ipv6' : 'ipv4');

/**
 * At most `max` open connections per client address, by the connection's own address (X-Forwarded-For is not
 * known when a connection opens, and a client could write any). A connection past the bound is closed as it
 * opens, never queued: whoever holds many connections cannot make the others wait for one. Connections from
 * `exempt` addresses (the trusted proxies) are not counted (README, Security, "Connections"). `onBound` hears of an
 * address once each time it reaches the bound, not of every connection refused.
 */
export function limitConnectionsPerAddress(
  server: Server,
  options: { max: number; exempt: (address: string) => boolean; onBound: (address: string) => void },
): void {
  const open = new Map<string, number>();
  const refusing = new Set<string>();
  server.on('connection', (socket) => {
    if (!socket.remoteAddress) return;
    const address = plainAddress(socket.remoteAddress);
    if (options.exempt(address)) return;
    const count = open.get(address) ?? 0;
    if (count >= options.max) {
      socket.destroy();
      if (!refusing.has(address)) options.onBound(address);
      refusing.add(address);
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      refusing.delete(address);
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
