import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Vite emits content-hashed names under assets/ (`index-4f3a9c1b.js`): safe to cache for a year. */
const isHashedAsset = (relative: string) =>
  relative.startsWith(`assets${sep}`) || /[.-][A-Za-z0-9_-]{8,}\.\w+$/.test(relative);

/** What CloudFront compresses: text formats (images and fonts are compressed already). */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.map', '.txt', '.wasm', '.ico']);

type Encoding = 'br' | 'gzip' | 'identity';

/** Brotli where the browser accepts it, else gzip, as CloudFront's compression picks. */
function encodingFor(request: IncomingMessage, file: string): Encoding {
  if (!compressible.has(extname(file).toLowerCase())) return 'identity';
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}

/** Each file's bytes per encoding, compressed once per build (keyed by path, size and modification time). */
const encoded = new Map<string, Buffer>();

function bodyOf(file: string, encoding: Encoding): Buffer {
  const stat = statSync(file);
  const key = `${encoding}:${file}:${stat.size}:${stat.mtimeMs}`;
  let body = encoded.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw;
    encoded.set(key, body);
  }
  return body;
}

function sendFile(request: IncomingMessage, response: ServerResponse, file: string, relative: string): void {
  const encoding = encodingFor(request, file);
  const body = bodyOf(file, encoding);
  response.writeHead(200, {
    'content-type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': body.length,
    ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
    vary: 'Accept-Encoding',
    'cache-control':
      relative === 'index.html'
        ? 'no-cache'
        : isHashedAsset(relative)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300',
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * Serves the built console like the CloudFront distribution does: files from
 * `web/dist`, compressed (Brotli or gzip) where the browser accepts it, and `index.html` for browser navigations to client-side routes
 * (paths without a file extension whose Accept includes text/html). Returns
 * false when it did not answer, so the caller can send its 404.
 */
export function serveStatic(root: string, request: IncomingMessage, response: ServerResponse, path: string): boolean {
  const method = request.method ?? 'GET';
  if ((method !== 'GET' && method !== 'HEAD') || !existsSync(join(root, 'index.html'))) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  const relative = normalize(decoded).replace(/^[/\\]+/, '');
  if (relative.startsWith('..')) return false;
  const file = join(root, relative);
  if (relative && existsSync(file) && statSync(file).isFile()) {
    sendFile(request, response, file, relative);
    return true;
  }
  // `/` gets the pre-rendered landing page (web/scripts/write-landing.ts) when the build has one, like CloudFront.
  if (relative === '' && existsSync(join(root, 'landing.html'))) {
    sendFile(request, response, join(root, 'landing.html'), 'index.html');
    return true;
  }
  const wantsPage = relative === '' || (!extname(relative) && (request.headers.accept ?? '').includes('text/html'));
  if (!wantsPage) return false;
  sendFile(request, response, join(root, 'index.html'), 'index.html');
  return true;
}
