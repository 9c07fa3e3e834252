import { isIPv4, isIPv6 } from 'node:net';

/**
 * What an IP address is, for the data push's target check (docs/iot.md "Push targets"): `public` is global unicast,
 * the only kind a deployed stage delivers to; every other kind names the machine itself, a private network, a
 * group of receivers or space nobody may route to.
 */
export type AddressKind =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'shared'
  | 'link-local'
  | 'benchmarking'
  | 'documentation'
  | 'multicast'
  | 'broadcast'
  | 'unique-local'
  | 'reserved';

/** A block of addresses: its first address as a 128-bit number and its prefix length. */
interface Block {
  readonly base: bigint;
  readonly bits: number;
  readonly kind: Exclude<AddressKind, 'public'>;
}

/** An IPv4 address as the 32-bit number of its dotted quad (`isIPv4` has checked the text). */
const ipv4Number = (text: string) => text.split('.').reduce((value, part) => (value << 8n) | BigInt(part), 0n);

/**
 * An IPv6 address as a 128-bit number (`isIPv6` has checked the text): `::` expanded, a dotted IPv4 tail read as
 * the last 32 bits, a zone (`%eth0`) dropped (it only ever scopes a link-local address, which the number shows).
 */
function ipv6Number(text: string): bigint {
  let address = text.split('%')[0];
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  if (tail) {
    const v4 = Number(ipv4Number(tail));
    address = `${address.slice(0, -tail.length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, rest] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const filled =
    rest === undefined
      ? groups(head)
      : [...groups(head), ...Array<string>(8 - groups(head).length - groups(rest).length).fill('0'), ...groups(rest)];
  return filled.reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n);
}

/** The IPv4-mapped IPv6 block `::ffff:0:0/96`: an IPv4 address in IPv6 form, classified as that IPv4 address. */
const MAPPED_PREFIX = 0xffffn << 32n;

const v4Block = (cidr: string, kind: Block['kind']): Block => {
  const [address, bits] = cidr.split('/');
  return { base: MAPPED_PREFIX | ipv4Number(address), bits: 96 + Number(bits), kind };
};
const v6Block = (cidr: string, kind: Block['kind']): Block => {
  const [address, bits] = cidr.split('/');
  return { base: ipv6Number(address), bits: Number(bits), kind };
};

/**
 * The special-purpose blocks (IANA's IPv4 and IPv6 special-purpose registries, multicast and broadcast), most
 * specific first: the first that holds an address names its kind. IPv4 blocks are written in their mapped form, so
 * `127.0.0.1` and `::ffff:127.0.0.1` are one number and one answer.
 */
const BLOCKS: readonly Block[] = [
  v4Block('255.255.255.255/32', 'broadcast'),
  v4Block('0.0.0.0/8', 'unspecified'),
  v4Block('127.0.0.0/8', 'loopback'),
  v4Block('10.0.0.0/8', 'private'),
  v4Block('172.16.0.0/12', 'private'),
  v4Block('192.168.0.0/16', 'private'),
  v4Block('100.64.0.0/10', 'shared'),
  v4Block('169.254.0.0/16', 'link-local'),
  v4Block('198.18.0.0/15', 'benchmarking'),
  v4Block('192.0.2.0/24', 'documentation'),
  v4Block('198.51.100.0/24', 'documentation'),
  v4Block('203.0.113.0/24', 'documentation'),
  v4Block('224.0.0.0/4', 'multicast'),
  v4Block('192.0.0.0/24', 'reserved'),
  v4Block('192.88.99.0/24', 'reserved'),
  v4Block('240.0.0.0/4', 'reserved'),
  v6Block('::/128', 'unspecified'),
  v6Block('::1/128', 'loopback'),
  v6Block('fe80::/10', 'link-local'),
  v6Block('fc00::/7', 'unique-local'),
  v6Block('ff00::/8', 'multicast'),
  v6Block('2001:db8::/32', 'documentation'),
  v6Block('3fff::/20', 'documentation'),
  v6Block('2001:2::/48', 'benchmarking'),
  // Teredo, ORCHID and the other protocol assignments; 6to4, which tunnels to the IPv4 address inside it.
  v6Block('2001::/23', 'reserved'),
  v6Block('2002::/16', 'reserved'),
];

/** Global unicast IPv6 (`2000::/3`): everything outside it (IPv4-compatible, NAT64, discard, site-local…) is reserved. */
const GLOBAL_UNICAST = v6Block('2000::/3', 'reserved');
const MAPPED = { base: MAPPED_PREFIX, bits: 96 };

const holds = (block: { base: bigint; bits: number }, value: bigint) =>
  value >> BigInt(128 - block.bits) === block.base >> BigInt(128 - block.bits);

/**
 * The kind of an IPv4 or IPv6 address, in any text form Node and the URL parser give (IPv4-mapped IPv6 included,
 * in dotted or hex form); undefined when the text is no IP address.
 */
export function addressKind(address: string): AddressKind | undefined {
  let value: bigint;
  if (isIPv4(address)) value = MAPPED_PREFIX | ipv4Number(address);
  else if (isIPv6(address)) value = ipv6Number(address);
  else return undefined;
  const special = BLOCKS.find((block) => holds(block, value));
  if (special) return special.kind;
  return holds(MAPPED, value) || holds(GLOBAL_UNICAST, value) ? 'public' : 'reserved';
}

/** How an address kind reads in a refusal: "127.0.0.1 is a loopback address". */
export const ADDRESS_KIND_TEXT: Record<Exclude<AddressKind, 'public'>, string> = {
  unspecified: 'an unspecified address',
  loopback: 'a loopback address',
  private: 'a private address',
  shared: 'a shared (carrier-grade NAT) address',
  'link-local': 'a link-local address',
  benchmarking: 'a benchmarking address',
  documentation: 'a documentation address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  'unique-local': 'a unique local address',
  reserved: 'a reserved address',
};
