import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('.', import.meta.url));

const formatjsNoParser = join(
  createRequire(import.meta.url).resolve('@formatjs/icu-messageformat-parser'),
  '..',
  'no-parser.js',
);

/**
 * Cloudscape's global styles inline eight Open Sans fonts as base64 data URIs
 * (about 150 KB gzipped of render-blocking CSS). This writes a copy whose
 * fonts are separate .woff2 files, so the initial CSS stays small and the
 * browser fetches a font only when text uses it. The faces are `font-display: optional`: text paints at once in
 * the fallback font and never re-flows when Open Sans arrives late (a first visit on a slow network keeps the
 * fallback; the next one finds the font cached). Returns the copy's path.
 */
function globalStylesWithFontFiles(): string {
  const source = readFileSync(
    createRequire(import.meta.url).resolve('@cloudscape-design/global-styles/index.css'),
    'utf8',
  );
  const outDir = join(root, '.generated', 'global-styles');
  mkdirSync(outDir, { recursive: true });
  const css = source
    .replace(/url\('?data:font\/woff2;base64,([A-Za-z0-9+/=]+)'?\)/g, (_whole, data: string) => {
      const bytes = Buffer.from(data, 'base64');
      const name = `open-sans-${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}.woff2`;
      writeFileSync(join(outDir, name), bytes);
      return `url('./${name}')`;
    })
    .replace(/@font-face \{/g, '@font-face {\n  font-display: optional;');
  const file = join(outDir, 'index.css');
  writeFileSync(file, css);
  return file;
}

/** Where `npm run dev:web` sends API calls: the local gateway (`npm start`). */
const gateway = `http://localhost:${process.env.SIA_GATEWAY_PORT ?? '8080'}`;
const proxied = ['/api-', '/backendUsers', '/cas-url', '/delete-session', '/getFoundationUrl', '/config.json'];

/**
 * The console build: root `web/`, output `web/dist/`, a manifest so the
 * benchmark can compute each route's initial assets.
 */
export default defineConfig({
  root,
  plugins: [
    react(),
    {
      // The built page's stylesheets download without blocking the first paint of its shell (index.html):
      // `media="print"` until main.tsx has seen them load, switches them on and only then renders the console.
      name: 'non-blocking-styles',
      apply: 'build',
      transformIndexHtml: {
        order: 'post',
        handler: (html) =>
          html.replace(
            /<link rel="stylesheet"([^>]*)>/g,
            '<link rel="stylesheet"$1 media="print" data-deferred-style>',
          ),
      },
    },
  ],
  resolve: {
    alias: [
      // Console imports name their target from the source root (`@/…`) or the shared tree (`@shared/…`); tsconfig.json's paths agree.
      { find: /^@\//, replacement: `${join(root, 'src')}/` },
      { find: /^@shared\//, replacement: `${join(root, '..', 'shared')}/` },
      { find: /^@cloudscape-design\/global-styles\/index\.css$/, replacement: globalStylesWithFontFiles() },
      // Cloudscape's message files are precompiled ICU ASTs, so the ICU parser is never called:
      // formatjs ships a parser-free build for exactly this case (about 20 KB gzipped less).
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: formatjsNoParser },
    ],
  },
  build: {
    // SIA_WEB_DIST: a separate output for parallel test runs (see infra/local/support/web-build.ts).
    outDir: process.env.SIA_WEB_DIST ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((prefix) => [prefix, { target: gateway, changeOrigin: false }])),
      '/sia-equipment-websocket': { target: gateway, ws: true },
    },
  },
});
