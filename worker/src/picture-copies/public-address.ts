/**
 * Whether a picture's address may be fetched: only http(s), and never a machine of the shop's own
 * network. A server that fetched what an admin's file names could otherwise be made to read its
 * own admin ports, a cloud's metadata service (169.254.169.254) or a router. The ranges below are
 * those IANA's special-purpose registries (RFC 6890 and its updates) mark as not globally reachable.
 */

/** IPv4 ranges that are not the public internet, as [first address, prefix length]. */
const PRIVATE_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** The four bytes of a dotted IPv4 address, or null. */
function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}

function inRangeV4(bytes: readonly number[], [first, prefix]: [string, number]): boolean {
  const start = ipv4Bytes(first)!;
  const value = (address: readonly number[]) => ((address[0]! << 24) | (address[1]! << 16) | (address[2]! << 8) | address[3]!) >>> 0;
  const mask = prefix === 0 ? 0 : (~0 << (32 - prefix)) >>> 0;
  return (value(bytes) & mask) >>> 0 === (value(start) & mask) >>> 0;
}

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail included), or null. */
function ipv6Groups(text: string): number[] | null {
  let address = text.toLowerCase();
  const zone = address.indexOf('%');
  if (zone !== -1) address = address.slice(0, zone);
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (tail) {
    const bytes = ipv4Bytes(tail[1]!);
    if (!bytes) return null;
    address = `${address.slice(0, tail.index)}${((bytes[0]! << 8) | bytes[1]!).toString(16)}:${((bytes[2]! << 8) | bytes[3]!).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0]!);
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...rest];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16));
}

function isPublicV6(groups: readonly number[]): boolean {
  const [first] = groups as [number];
  const zeroesBefore = (count: number) => groups.slice(0, count).every((group) => group === 0);
  // ::ffff:a.b.c.d (IPv4-mapped) and ::a.b.c.d (IPv4-compatible) reach the IPv4 address inside.
  if (zeroesBefore(5) && (groups[5] === 0xffff || groups[5] === 0)) {
    if (groups[5] === 0 && groups[6] === 0) return false; // ::, ::1 and the rest of ::/96's start
    return isPublicIpv4([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff]);
  }
  // 64:ff9b::/96 (NAT64) embeds an IPv4 address too.
  if (first === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) {
    return isPublicIpv4([groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff]);
  }
  if ((first & 0xe000) !== 0x2000) return false; // only 2000::/3 is global unicast
  if (first === 0x2001 && groups[1]! < 0x200) return false; // 2001::/23: Teredo, benchmarking, ORCHID…
  if (first === 0x2001 && groups[1] === 0xdb8) return false; // documentation
  if (first === 0x2002) return false; // 6to4, which embeds any IPv4 address
  return true;
}

function isPublicIpv4(bytes: readonly number[]): boolean {
  return !PRIVATE_V4.some((range) => inRangeV4(bytes, range));
}

/** Whether `address` is an IP literal (v4, or v6 with or without brackets). */
export function isIpLiteral(address: string): boolean {
  return ipv4Bytes(address) !== null || ipv6Groups(address.replace(/^\[|\]$/g, '')) !== null;
}

/** True for an address of the public internet; false for loopback, private, link-local and other special ranges. */
export function isPublicIp(address: string): boolean {
  const v4 = ipv4Bytes(address);
  if (v4) return isPublicIpv4(v4);
  const v6 = ipv6Groups(address.replace(/^\[|\]$/g, ''));
  return v6 !== null && isPublicV6(v6);
}

/** Why an address is not fetched, or null when it may be (its host still to be resolved and checked on Node). */
export type AddressRefusal = 'scheme' | 'private';

/**
 * Checks what can be told from the address alone: an http(s) URL, whose host is no IP literal of a
 * private range and no name that always means this machine. `allowPrivate` is the test setting
 * (PICTURE_COPY_ALLOW_PRIVATE, worker/src/config.ts).
 */
export function addressRefusal(url: URL, allowPrivate: boolean): AddressRefusal | null {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (allowPrivate) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private';
  if (isIpLiteral(host) && !isPublicIp(host)) return 'private';
  return null;
}
