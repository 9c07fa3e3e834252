/**
 * The gzipped initial JS+CSS of each console route from the Vite manifest:
 * the entry's static closure plus the lazy chunks the route needs to render
 * (its layout and screen, and the locale's Cloudscape strings). Used by
 * `npm run bench`; run alone after `npm run build:web`:
 * `npx tsx web/scripts/route-sizes.ts`.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

export interface RouteSize {
  readonly files: number;
  readonly gzipKb: number;
}

/** Measures every route's initial assets in a built console (`web/dist` by default). */
export function measureRouteSizes(
  dist = fileURLToPath(new URL('../dist', import.meta.url)),
): Record<string, RouteSize> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

  /** Files (JS and CSS) a chunk needs before it runs: itself, its CSS and its static imports, recursively. */
  const closure = (key: string, files: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return files;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach((imported) => closure(imported, files));
    return files;
  };
  const keyOf = (srcSuffix: string): string => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(srcSuffix));
    if (!key) throw new Error(`No manifest entry ends with ${srcSuffix}`);
    return key;
  };

  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry) as string;
  const cnMessages = keyOf('i18n/messages/all.zh-CN.js');
  const routes: Record<string, string[]> = {
    '/common/login': [entry, cnMessages, keyOf('src/features/identity/pages/login/login-page.tsx')],
    '/common/register': [entry, cnMessages, keyOf('src/features/identity/pages/register/register-page.tsx')],
    '/console': [
      entry,
      cnMessages,
      keyOf('src/components/console-layout.tsx'),
      keyOf('src/features/portal/pages/home/home-page.tsx'),
    ],
    '/': [entry, cnMessages, keyOf('src/features/portal/pages/landing/landing-page.tsx')],
  };

  const results: Record<string, RouteSize> = {};
  for (const [route, keys] of Object.entries(routes)) {
    const files = new Set<string>();
    keys.forEach((key) => closure(key, files));
    const bytes = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
    results[route] = { files: files.size, gzipKb: Math.round(bytes / 102.4) / 10 };
  }
  return results;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(measureRouteSizes(), null, 2));
}
