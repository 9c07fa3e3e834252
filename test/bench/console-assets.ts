import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './bench-table.js';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const LIMIT = 350 * 1024;

/**
 * Initial JS+CSS (gzipped) a browser loads for a route: the entry chunk, its
 * static imports, and the lazy route chunk (with its static imports) whose
 * source path matches the given pattern; read from Vite's build manifest.
 */
export function measureConsoleAssets(root: string, routes: Record<string, RegExp>): BenchRow[] {
  const dist = join(root, 'web/dist');
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    return [{ name: 'console initial load', value: 'web not built', target: '< 350 KB gz', ok: false }];
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const collect = (key: string, files: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach((imported) => collect(imported, files));
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) return [{ name: 'console initial load', value: 'no entry', target: '< 350 KB gz', ok: false }];

  return Object.entries(routes).map(([route, pattern]) => {
    const files = new Set<string>();
    collect(entryKey, files);
    const routeKey = Object.keys(manifest).find((key) => pattern.test(manifest[key].src ?? key));
    if (routeKey) collect(routeKey, files);
    const gzipped = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
    return {
      name: `console initial JS+CSS ${route}${routeKey ? '' : ' (route chunk not found)'}`,
      value: `${(gzipped / 1024).toFixed(1)} KB gz`,
      target: '< 350 KB gz',
      ok: gzipped < LIMIT && routeKey !== undefined,
    };
  });
}
