import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { addressKind } from '../../../../../functions/lib/net/address-kind.js';

/** A small seeded generator (mulberry32), so a failing case is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ipv4Of = (value: number) => [24, 16, 8, 0].map((shift) => (value >>> shift) & 255).join('.');
const hexGroups = (value: number) => `${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
const ipv4Value = (text: string) => text.split('.').reduce((value, part) => value * 256 + Number(part), 0);

/** The IPv4 blocks a push may never reach, written here once more as plain CIDRs: the oracle of the properties. */
const REFUSED_V4 = [
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.88.99.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
];
const refusedV4 = new BlockList();
for (const cidr of REFUSED_V4) refusedV4.addSubnet(cidr.split('/')[0], Number(cidr.split('/')[1]), 'ipv4');

/** IPv6: global unicast (2000::/3) less its special blocks is public; everything else is not. */
const globalV6 = new BlockList();
globalV6.addSubnet('2000::', 3, 'ipv6');
const specialV6 = new BlockList();
for (const [prefix, bits] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const)
  specialV6.addSubnet(prefix, bits, 'ipv6');

describe('the push address classifier', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:FFFF:7F00:0001', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['2001:2::1', 'benchmarking'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::ffff:255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['240.0.0.1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['64:ff9b::7f00:1', 'reserved'],
    ['2002:7f00:1::', 'reserved'],
    ['2001:0:4136:e378::1', 'reserved'],
    ['fec0::1', 'reserved'],
    ['8.8.8.8', 'public'],
    ['100.128.0.0', 'public'],
    ['198.20.0.0', 'public'],
    ['223.255.255.255', 'public'],
    ['::ffff:8.8.8.8', 'public'],
    ['2606:4700:4700::1111', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('answers nothing for text that is no IP address', () => {
    for (const text of ['example.com', 'localhost', '', '1.2.3', '01.2.3.4', '::ffff:1.2.3.256', '[::1]'])
      expect(addressKind(text), text).toBeUndefined();
  });

  it('refuses an IPv4 address exactly when it is in a special-purpose block, in every form it can be written', () => {
    const next = random(23);
    // Uniform addresses, and as many again drawn inside the blocks, where the edges are.
    const samples = Array.from({ length: 2_000 }, (_, index) => {
      if (index % 2 === 0) return Math.floor(next() * 2 ** 32);
      const [base, bits] = REFUSED_V4[index % REFUSED_V4.length].split('/');
      const size = 2 ** (32 - Number(bits));
      return ipv4Value(base) + Math.floor(next() * (size + 2)) - 1;
    }).filter((value) => value >= 0 && value < 2 ** 32);
    for (const value of samples) {
      const address = ipv4Of(value);
      const kind = addressKind(address);
      expect(kind !== 'public', address).toBe(refusedV4.check(address, 'ipv4'));
      expect(addressKind(`::ffff:${address}`), address).toBe(kind);
      expect(addressKind(`::ffff:${hexGroups(value)}`), address).toBe(kind);
      expect(addressKind(`0:0:0:0:0:ffff:${hexGroups(value).toUpperCase()}`), address).toBe(kind);
    }
  });

  it('takes an IPv6 address as public exactly when it is global unicast outside the special blocks', () => {
    const next = random(2);
    const prefixes = [0x2001, 0x2002, 0x2606, 0x3fff, 0x2a00, 0xfe80, 0xfd00, 0xff02, 0x0000, 0x0064, 0x4000];
    for (let index = 0; index < 1_500; index++) {
      const groups = Array.from({ length: 8 }, () => Math.floor(next() * 0x10000));
      groups[0] = next() < 0.8 ? prefixes[index % prefixes.length] : groups[0];
      if (next() < 0.3) groups[1] = 0;
      const full = groups.map((group) => group.toString(16)).join(':');
      // The URL parser writes it the shortest way (`::` for the longest run of zero groups).
      const short = new URL(`http://[${full}]/`).hostname.slice(1, -1);
      const expected = globalV6.check(full, 'ipv6') && !specialV6.check(full, 'ipv6');
      const kind = addressKind(full);
      expect(kind === 'public', full).toBe(expected);
      expect(addressKind(short), short).toBe(kind);
      expect(addressKind(full.toUpperCase()), full).toBe(kind);
    }
  });
});
