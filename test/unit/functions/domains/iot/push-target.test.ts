import type { LookupAddress } from 'node:dns';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import {
  RefusedTargetError,
  pushConnector,
  pushTargetProblem,
  type PushConnector,
  type Resolve,
} from '../../../../../functions/domains/iot/push-target.js';

/** A receiver on this machine that counts what reaches it. */
let received = 0;
const server = createServer((request, response) => {
  received++;
  request.resume();
  request.on('end', () => response.end('ok'));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** POSTs through `connect`; answers the status, or rejects with the request's error. */
function send(connect: PushConnector, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = connect(
      url,
      { method: 'POST', headers: { 'content-length': 2 }, signal: AbortSignal.timeout(2_000) },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}

/** A resolver that answers `answers` in turn (the last one from then on) and counts its calls. */
function stubResolver(...answers: (readonly LookupAddress[])[]) {
  const calls: string[] = [];
  const resolve: Resolve = async (hostname) => {
    calls.push(hostname);
    return answers[Math.min(calls.length, answers.length) - 1];
  };
  return { resolve, calls };
}

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

describe('push target URLs', () => {
  it.each([
    'https://localhost./',
    'https://localhost/',
    'https://api.localhost/',
    'https://metadata.google.internal./computeMetadata/v1/',
    'https://ip-10-0-0-1.ec2.internal/',
    'https://instance-data/',
    'https://instance-data./latest/meta-data/',
    'https://printer.local/',
    'https://router.home.arpa/',
    'https://127.0.0.1/',
    'https://127.0.0.1./',
    'https://0x7f.1/',
    'https://2130706433/',
    'https://0.0.0.0/',
    'https://10.0.0.8/',
    'https://100.64.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://198.18.0.1/',
    'https://224.0.0.1/',
    'https://255.255.255.255/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[::ffff:a9fe:a9fe]/',
    'https://[fe80::1]/',
    'https://[fd00:ec2::254]/',
    'https://a..example.com/',
    'http://example.com/hook',
    'ftp://example.com/x',
    'https://user:secret@example.com/',
  ])('refuses %s in a deployed stage', (url) => {
    expect(pushTargetProblem(url, false)).toBeDefined();
  });

  it('names why, as the form shows it', () => {
    expect(pushTargetProblem('https://localhost./', false)).toBe(
      'A public host: localhost is a .localhost name, which never names a public host',
    );
    expect(pushTargetProblem('https://[::ffff:127.0.0.1]/', false)).toBe(
      'A public host: ::ffff:7f00:1 is a loopback address',
    );
    expect(pushTargetProblem('https://instance-data/', false)).toBe(
      'A public host: instance-data is a single-label name, which only resolves inside a network',
    );
  });

  it.each(['https://example.com/hook', 'https://example.com./hook', 'https://8.8.8.8/', 'https://[2606:4700::1]/'])(
    'accepts %s everywhere',
    (url) => {
      expect(pushTargetProblem(url, false)).toBeUndefined();
      expect(pushTargetProblem(url, true)).toBeUndefined();
    },
  );

  it('lets the local stage reach this machine, over HTTP too, and nothing else private', () => {
    for (const url of [
      'http://localhost:8080/hook',
      'http://localhost.:8080/hook',
      'http://127.0.0.1:9/x',
      'http://127.0.0.2/',
      'http://[::1]:8/',
      'http://hooks.localhost/',
    ])
      expect(pushTargetProblem(url, true), url).toBeUndefined();
    for (const url of ['http://example.com/', 'https://10.0.0.8/', 'https://169.254.169.254/', 'https://0.0.0.0/'])
      expect(pushTargetProblem(url, true), url).toBeDefined();
  });
});

describe('the push connector', () => {
  it('refuses a URL the stage does not allow before resolving or connecting', () => {
    const { resolve, calls } = stubResolver([v4('93.184.215.14')]);
    const connect = pushConnector({ local: false, resolve });
    for (const url of ['https://localhost./', `http://127.0.0.1:${port}/`, 'https://[::ffff:7f00:1]/'])
      expect(() => connect(url, { method: 'POST', headers: {}, signal: AbortSignal.timeout(1_000) }, () => {})).toThrow(
        RefusedTargetError,
      );
    expect(calls).toEqual([]);
  });

  it.each([
    ['loopback', [v4('127.0.0.1')]],
    ['IPv4-mapped loopback', [v6('::ffff:127.0.0.1')]],
    ['carrier-grade NAT', [v4('100.64.0.1')]],
    ['benchmarking', [v4('198.18.0.1')]],
    ['multicast', [v4('224.0.0.1')]],
    ['broadcast', [v4('255.255.255.255')]],
    ['link-local IPv6', [v6('fe80::1')]],
    ['one public and one private', [v4('93.184.215.14'), v4('10.0.0.1')]],
    ['no address', []],
  ])('refuses a name that resolves to %s, without connecting', async (_, answer) => {
    const { resolve, calls } = stubResolver(answer);
    const before = received;
    const refusal = send(pushConnector({ local: false, resolve }), 'https://hooks.example.nip.io/push');
    await expect(refusal).rejects.toThrow(RefusedTargetError);
    await expect(refusal).rejects.toThrow(/resolves to an address that is not public/);
    expect(calls).toEqual(['hooks.example.nip.io']);
    expect(received).toBe(before);
  });

  it('connects to the address it checked: a name that rebinds after the check is not resolved again', async () => {
    // First answer this machine (allowed on the local stage), then a private address (allowed nowhere).
    const { resolve, calls } = stubResolver([v4('127.0.0.1')], [v4('10.255.255.1')]);
    const connect = pushConnector({ local: true, resolve });
    const before = received;
    expect(await send(connect, `http://rebind.localhost.:${port}/hook`)).toBe(200);
    expect(await send(connect, `http://rebind.localhost:${port}/again`)).toBe(200);
    expect(received).toBe(before + 2);
    expect(calls).toEqual(['rebind.localhost']);
  });

  it('refuses the rebound answer when a new connection resolves it', async () => {
    const { resolve } = stubResolver([v4('10.255.255.1')]);
    await expect(send(pushConnector({ local: true, resolve }), `http://rebind.localhost:${port}/`)).rejects.toThrow(
      /10\.255\.255\.1 is a private address/,
    );
  });
});
