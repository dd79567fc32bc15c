import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { API_MESSAGES } from '@signflow/contract/api-errors';

/**
 * Where a webhook may be sent: a public address over https. Private, loopback, link-local, shared (carrier-grade
 * NAT) and unspecified addresses are refused, in IPv4 and IPv6 alike (an IPv4-mapped IPv6 address as its IPv4), at
 * registration and again at each delivery, after resolving the host name: the request then connects to the very
 * address checked (`pinnedLookup`), so a name that resolves elsewhere between the check and the connection
 * reaches nothing it should not.
 */
const REFUSED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // Unspecified, loopback and the IPv4-compatible addresses (`::10.0.0.1`), and the IPv4-translated ones.
  ['::', 96],
  ['::ffff:0:0:0', 96],
  ['100::', 64],
  // Teredo and 6to4 carry an IPv4 address inside; a relay may take them to it.
  ['2001::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
] as const) {
  REFUSED.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv4-mapped or -compatible IPv6 address stands for (`::ffff:127.0.0.1`), else the address. */
function plainAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const lower = address.toLowerCase();
  const mapped = lower.match(/^::(?:ffff:)?(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped?.[1]) return { address: mapped[1], family: 'ipv4' };
  const hexMapped = lower.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (hexMapped?.[1] && hexMapped[2]) {
    const high = Number.parseInt(hexMapped[1], 16);
    const low = Number.parseInt(hexMapped[2], 16);
    return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 'ipv4' };
  }
  return { address: lower, family: isIP(lower) === 4 ? 'ipv4' : 'ipv6' };
}

/** Whether a webhook may go to this IP address when private addresses are not allowed. */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const plain = plainAddress(address);
  return !REFUSED.check(plain.address, plain.family);
}

export function isLoopbackAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const plain = plainAddress(address);
  return LOOPBACK.check(plain.address, plain.family);
}

/** An endpoint's address checked: the one address to connect to, or the message of why it is refused. */
export type CheckedAddress = { ok: true; url: URL; address: string; family: 4 | 6 } | { ok: false; message: string };

export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

/**
 * Checks an endpoint's URL and resolves its host: every address it resolves to must be allowed (a name with one
 * public and one private address is refused). `allowPrivate` (WEBHOOK_ALLOW_PRIVATE) lets any address through, and
 * plain http to loopback.
 */
export async function checkEndpointAddress(
  value: string,
  options: { allowPrivate: boolean; resolve?: Resolve },
): Promise<CheckedAddress> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: API_MESSAGES.webhookUrlInvalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, message: API_MESSAGES.webhookUrlInvalid };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await (options.resolve ?? systemResolve)(host);
  } catch {
    return { ok: false, message: API_MESSAGES.webhookUrlUnresolved };
  }
  if (addresses.length === 0) return { ok: false, message: API_MESSAGES.webhookUrlUnresolved };
  if (!options.allowPrivate && !addresses.every((each) => isPublicAddress(each.address))) {
    return { ok: false, message: API_MESSAGES.webhookUrlNotPublic };
  }
  if (
    url.protocol === 'http:' &&
    !(options.allowPrivate && addresses.every((each) => isLoopbackAddress(each.address)))
  ) {
    return { ok: false, message: API_MESSAGES.webhookUrlNotHttps };
  }
  const [first] = addresses as [{ address: string; family: number }];
  return { ok: true, url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | { address: string; family: number }[],
  family?: number,
) => void;

/** A `lookup` for http(s).request that answers the address already checked, whatever name it is asked. */
export function pinnedLookup(address: string, family: 4 | 6) {
  return (_hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    if (options?.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
