import { describe, expect, it } from 'vitest';
import { plainAddress, trustedProxies } from './connections-per-address';

describe('the addresses whose connections are not counted', () => {
  it('reads an IPv4 client on an IPv6 socket as its IPv4 address', () => {
    expect(plainAddress('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(plainAddress('10.1.2.3')).toBe('10.1.2.3');
    expect(plainAddress('2001:db8::1')).toBe('2001:db8::1');
  });

  it('are the proxies TRUST_PROXY names, by address or range, in either family', () => {
    const exempt = trustedProxies(['127.0.0.1', '10.0.0.0/8', '2001:db8::/32', '::ffff:192.168.1.5']);
    expect(['127.0.0.1', '10.200.3.4', '2001:db8:1::7', '192.168.1.5'].map(exempt)).toEqual([true, true, true, true]);
    expect(['127.0.0.2', '11.0.0.1', '2001:db9::1', '192.168.1.6', '::1'].map(exempt)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('are none when TRUST_PROXY is true (any address, no proxy named) or false', () => {
    expect(trustedProxies(true)('127.0.0.1')).toBe(false);
    expect(trustedProxies(false)('127.0.0.1')).toBe(false);
  });
});
