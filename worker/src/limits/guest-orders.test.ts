import { describe, expect, it } from 'vitest';
import { addressNetwork } from './guest-orders.ts';

describe('addressNetwork', () => {
  it('counts an IPv4 address as itself, also when written as IPv6', () => {
    expect(addressNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(addressNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(addressNetwork('2001:db8:7:42::1')).toBe('2001:db8:7:42::/64');
    expect(addressNetwork('2001:0DB8:0007:0042:abcd:1:2:3')).toBe('2001:db8:7:42::/64');
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps what it cannot read as it is', () => {
    expect(addressNetwork('unknown')).toBe('unknown');
  });
});
