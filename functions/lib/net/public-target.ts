import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { ADDRESS_KIND_TEXT, addressKind } from './address-kind.js';

/**
 * Outbound requests to addresses users typed (an IoT data-push target, an external app's health check): only to
 * public hosts, so nobody steers a function at the cloud's metadata service or a private network (docs/iot.md
 * "Push targets"). The local stage also allows this machine, so tests run a receiver next to the stack.
 */

/**
 * Names that never reach a public host: the machine itself, mDNS, a home network, cloud metadata and VPC names
 * (`metadata.google.internal`, `*.ec2.internal`). Only an early answer to the form: the connection's address check
 * is what refuses every name that resolves somewhere private.
 */
const NON_PUBLIC_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'home.arpa'];

/**
 * A URL's host as it is resolved and connected to: without the IPv6 brackets and without the one trailing dot of a
 * fully qualified name (`localhost.` is `localhost`); undefined when what is left is no host name.
 */
function targetHost(hostname: string): string | undefined {
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname.replace(/\.$/, '');
  return host && !host.startsWith('.') && !host.endsWith('.') && !host.includes('..') ? host : undefined;
}

/**
 * Why an address is refused as a target, or undefined when it may be connected to: public unicast only, and on
 * the local stage also loopback (its documented allowance, so tests run a receiver on this machine).
 */
function addressProblem(address: string, local: boolean): string | undefined {
  const kind = addressKind(address);
  if (kind === 'public' || (local && kind === 'loopback')) return undefined;
  return `${address} is ${kind ? ADDRESS_KIND_TEXT[kind] : 'no IP address'}`;
}

/** Why a host name (not an address) is refused before it is resolved, or undefined. */
function hostNameProblem(host: string): string | undefined {
  const suffix = NON_PUBLIC_SUFFIXES.find((name) => host === name || host.endsWith(`.${name}`));
  if (suffix) return `${host} is a .${suffix} name, which never names a public host`;
  return host.includes('.') ? undefined : `${host} is a single-label name, which only resolves inside a network`;
}

/**
 * Why a target URL is refused, or undefined when the stage allows it: `https://` to a public host; plain HTTP and
 * loopback hosts only on the local stage. The connection also checks every address the host resolves to
 * (`publicConnector`).
 */
export function publicTargetProblem(url: string, local: boolean): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Not a URL';
  }
  if (parsed.username || parsed.password) return 'No credentials in the URL';
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'An https:// address';
  const host = targetHost(parsed.hostname);
  if (!host) return 'Not a host name';
  // The local stage's allowance: this machine, by name or address, over HTTP or HTTPS.
  if (local && (host === 'localhost' || host.endsWith('.localhost') || addressKind(host) === 'loopback'))
    return undefined;
  if (parsed.protocol === 'http:') return 'An https:// address';
  const problem = addressKind(host) ? addressProblem(host, local) : hostNameProblem(host);
  return problem && `A public host: ${problem}`;
}

/** A target the connector will not connect to; final, never retried. */
export class RefusedTargetError extends Error {
  override readonly name = 'RefusedTargetError';
}

/** Every address of a host name (node:dns `lookup`, which also reads the hosts file, as a connection would). */
export type Resolve = (hostname: string, family: number) => Promise<readonly LookupAddress[]>;

const systemResolve: Resolve = (hostname, family) => dnsLookup(hostname, { all: true, family, verbatim: true });

/**
 * A socket `lookup` that resolves once, refuses the host when any of its addresses is not allowed (a name that
 * answers one public and one private address could be steered to either), and hands the connection exactly the
 * addresses it checked: there is no second resolution between the check and the connect for DNS rebinding to use.
 */
function checkedLookup(local: boolean, resolve: Resolve): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : (options.family ?? 0)).then(
      (addresses) => {
        const refused = addresses.find(({ address }) => addressProblem(address, local));
        if (addresses.length === 0 || refused) {
          const why = refused ? addressProblem(refused.address, local) : 'no address';
          callback(
            new RefusedTargetError(`Refused: ${hostname} resolves to an address that is not public (${why})`),
            '',
          );
        } else if (options.all) callback(null, addresses as LookupAddress[]);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}

/** Sends one request to a public target; the caller ends it with the body. */
export type PublicConnector = (
  url: string,
  options: { method: string; headers: Record<string, string | number>; signal: AbortSignal },
  onResponse: (response: IncomingMessage) => void,
) => ClientRequest;

/**
 * A connector that sends only where the stage allows: the URL's rules (`publicTargetProblem`, at every request, so
 * a target saved under older rules is held to today's; a literal address, which Node connects to without a lookup,
 * is classified there), then every address the host resolves to, through agents whose every socket comes from
 * `checkedLookup` (so a reused keep-alive connection was checked too). Throws `RefusedTargetError` for a URL it
 * refuses; a refused resolution fails the request with one.
 */
export function publicConnector(options: { local: boolean; resolve?: Resolve }): PublicConnector {
  const lookup = checkedLookup(options.local, options.resolve ?? systemResolve);
  const agents = {
    http: new HttpAgent({ keepAlive: true, lookup }),
    https: new HttpsAgent({ keepAlive: true, lookup }),
  };
  return (url, init, onResponse) => {
    const problem = publicTargetProblem(url, options.local);
    if (problem) throw new RefusedTargetError(`Refused: ${problem}`);
    const parsed = new URL(url);
    const https = parsed.protocol === 'https:';
    return (https ? httpsRequest : httpRequest)(
      {
        ...init,
        // Checked by publicTargetProblem: a host name without its trailing dot, or an address without brackets.
        host: targetHost(parsed.hostname),
        port: parsed.port || (https ? 443 : 80),
        path: `${parsed.pathname}${parsed.search}`,
        agent: https ? agents.https : agents.http,
      },
      onResponse,
    );
  };
}
