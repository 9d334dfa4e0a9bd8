import { describe, expect, it } from 'vitest';
import { addressKey } from './addresses.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv4-mapped IPv6 address as the plain IPv4 address', () => {
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::FFFF:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:a01:203')).toBe('10.1.2.3');
    expect(addressKey('0:0:0:0:0:ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts every address of an IPv6 /64 under one key', () => {
    const key = '2001:db8:85a3:42::/64';
    for (const address of [
      '2001:db8:85a3:42::1',
      '2001:0db8:85a3:0042:ffff:ffff:ffff:ffff',
      '2001:DB8:85A3:42:1:2:3:4',
      '2001:db8:85a3:42:0:0:0:0',
      '2001:db8:85a3:42::10.1.2.3',
    ])
      expect(addressKey(address), address).toBe(key);
    expect(addressKey('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves what is not an address alone', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});
