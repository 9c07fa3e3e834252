import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

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

function sendFile(response: ServerResponse, file: string, relative: string, method: string): void {
  const stat = statSync(file);
  response.writeHead(200, {
    'content-type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'content-length': stat.size,
    'cache-control':
      relative === 'index.html'
        ? 'no-cache'
        : isHashedAsset(relative)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300',
  });
  if (method === 'HEAD') response.end();
  else createReadStream(file).pipe(response);
}

/**
 * Serves the built console like the CloudFront distribution does: files from
 * `web/dist`, and `index.html` for browser navigations to client-side routes
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
    sendFile(response, file, relative, method);
    return true;
  }
  const wantsPage = relative === '' || (!extname(relative) && (request.headers.accept ?? '').includes('text/html'));
  if (!wantsPage) return false;
  sendFile(response, join(root, 'index.html'), 'index.html', method);
  return true;
}
