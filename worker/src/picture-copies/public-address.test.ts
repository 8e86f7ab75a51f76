import { describe, expect, it } from 'vitest';
import { addressRefusal, isIpLiteral, isPublicIp } from './public-address.ts';

describe('the addresses a picture is copied from', () => {
  it('takes public IPv4 addresses and refuses every special range', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1']) expect(isPublicIp(address)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.255.255.254',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '198.18.0.1',
      '192.0.2.10',
    ])
      expect(isPublicIp(address), address).toBe(false);
  });

  it('takes global IPv6 addresses and refuses loopback, local, link-local and IPv4 inside', () => {
    for (const address of ['2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '[2001:4860:4860::8888]'])
      expect(isPublicIp(address), address).toBe(true);
    for (const address of [
      '::1',
      '::',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2001:db8::1',
      '2002:7f00:1::1',
      '[::1]',
    ])
      expect(isPublicIp(address), address).toBe(false);
    expect(isPublicIp('::ffff:8.8.8.8')).toBe(true);
  });

  it('tells IP literals from names, and refuses what is neither', () => {
    expect(isIpLiteral('127.0.0.1')).toBe(true);
    expect(isIpLiteral('[::1]')).toBe(true);
    expect(isIpLiteral('cdn.example')).toBe(false);
    expect(isPublicIp('cdn.example')).toBe(false);
    expect(isPublicIp('1.2.3')).toBe(false);
    expect(isPublicIp('1:2:3')).toBe(false);
  });

  it('refuses other schemes, and loopback or private hosts unless the test setting allows them', () => {
    const refusal = (address: string, allowPrivate = false) => addressRefusal(new URL(address), allowPrivate);
    expect(refusal('https://cdn.example/a.jpg')).toBeNull();
    expect(refusal('http://93.184.216.34/a.jpg')).toBeNull();
    expect(refusal('ftp://cdn.example/a.jpg')).toBe('scheme');
    expect(refusal('file:///etc/passwd', true)).toBe('scheme');
    expect(refusal('http://127.0.0.1:8080/a.jpg')).toBe('private');
    expect(refusal('http://[::1]/a.jpg')).toBe('private');
    expect(refusal('http://localhost/a.jpg')).toBe('private');
    expect(refusal('http://shop.localhost/a.jpg')).toBe('private');
    expect(refusal('http://169.254.169.254/latest/meta-data')).toBe('private');
    // The URL parser reads these spellings as 127.0.0.1 before the check sees them.
    expect(refusal('http://2130706433/a.jpg')).toBe('private');
    expect(refusal('http://0x7f.1/a.jpg')).toBe('private');
    expect(refusal('http://127.0.0.1:8080/a.jpg', true)).toBeNull();
  });
});
