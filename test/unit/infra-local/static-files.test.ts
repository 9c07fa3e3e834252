import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../../infra/local/gateway/static-files.js';

const script = `export const text = '${'控制台 console '.repeat(400)}';\n`;
let server: Server;
let port: number;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'sia-static-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>SIA</title>');
  writeFileSync(join(root, 'landing.html'), '<!doctype html><title>SIA</title><div id="landing-frame"></div>');
  writeFileSync(join(root, 'assets', 'main-4f3a9c1b.js'), script);
  writeFileSync(join(root, 'assets', 'logo-4f3a9c1b.png'), Buffer.alloc(2048, 7));
  server = createServer((request, response) => {
    if (!serveStatic(root, request, response, new URL(request.url!, 'http://x').pathname)) {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** GET with the given headers; the raw (still encoded) body. */
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

describe('the local gateway serves the console like CloudFront', () => {
  it('sends Brotli to a browser that accepts it, smaller than the file and decoding to it', async () => {
    const answer = await get('/assets/main-4f3a9c1b.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(script) / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends gzip where Brotli is not accepted, and the bytes as they are where nothing is', async () => {
    const gzip = await get('/assets/main-4f3a9c1b.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    const plain = await get('/assets/main-4f3a9c1b.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('does not compress images again, and lets hashed assets be cached for a year', async () => {
    const image = await get('/assets/logo-4f3a9c1b.png', { 'accept-encoding': 'br' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(2048);
    expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a browser navigation to a console route with index.html and / with the landing page, never cached', async () => {
    const page = await get('/console/role-list', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(page.body).toString()).toBe('<!doctype html><title>SIA</title>');
    const landing = await get('/', { accept: 'text/html' });
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.body.toString()).toContain('<div id="landing-frame">');
  });
});
