import { unzipSync } from 'fflate';
import { ValidationError } from '../../../lib/errors.js';

/** The most a static bundle may unpack to (its zip, an application file, is itself at most 100 MB). */
export const MAX_BUNDLE_BYTES = 100 * 1024 * 1024;

/** The most files a static bundle may hold. */
export const MAX_BUNDLE_FILES = 10_000;

/** One file of an unpacked bundle: its path below the app's root (`index.html`, `assets/app.js`) and its bytes. */
export interface BundleFile {
  readonly path: string;
  readonly data: Uint8Array;
}

const refuse = (message: string) =>
  new ValidationError(`The web bundle cannot be deployed: ${message}`, [{ field: 'programFile', message }]);

/**
 * Why a zip entry's name may not become an object key, or undefined: no absolute paths, drive letters,
 * backslashes, control characters, `.` or `..` segments (zip-slip: a name that climbs out of the app's prefix).
 */
export function entryNameProblem(name: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'a control character';
  if (name.includes('\\')) return 'a backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'an absolute path';
  const segments = name.replace(/\/$/, '').split('/');
  if (segments.some((segment) => segment === '..' || segment === '.' || segment === '')) return 'a . or .. segment';
  return undefined;
}

/** Entries that are no part of the site: folders, macOS resource forks. */
const skipped = (name: string) => name.endsWith('/') || name.startsWith('__MACOSX/') || name.endsWith('.DS_Store');

/**
 * Unpacks a static web bundle: every entry name checked (`entryNameProblem`), the declared sizes summed before
 * anything is inflated (fflate inflates each entry into a buffer of its declared size, so a lying entry cannot grow
 * past it) and capped at `maxBytes`; a bundle whose files all sit in one folder (`dist/index.html`) is served from
 * that folder. Throws a ValidationError when the zip is unreadable, breaks a guard, or has no `index.html`.
 */
export function unpackBundle(zip: Uint8Array, maxBytes = MAX_BUNDLE_BYTES): BundleFile[] {
  let total = 0;
  let count = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (file) => {
        const problem = entryNameProblem(file.name);
        if (problem) throw refuse(`the entry ${JSON.stringify(file.name)} has ${problem}`);
        if (skipped(file.name)) return false;
        total += file.originalSize;
        count += 1;
        if (total > maxBytes) throw refuse(`it unpacks to more than ${Math.round(maxBytes / 1024 / 1024)} MB`);
        if (count > MAX_BUNDLE_FILES) throw refuse(`it holds more than ${MAX_BUNDLE_FILES} files`);
        return true;
      },
    });
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw refuse(`it is not a readable zip file (${(error as Error).message})`);
  }
  let files = Object.entries(entries).map(([path, data]) => ({ path, data }));
  if (!files.some((file) => file.path === 'index.html')) {
    const folders = new Set(files.map((file) => file.path.split('/')[0]));
    const [folder] = folders;
    if (folders.size === 1 && files.some((file) => file.path === `${folder}/index.html`))
      files = files.map((file) => ({ path: file.path.slice(folder.length + 1), data: file.data }));
  }
  if (!files.some((file) => file.path === 'index.html')) throw refuse('it has no index.html at its root');
  return files;
}

const contentTypes: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  wasm: 'application/wasm',
};

/** The content type a file is served with, by its extension (bytes of an unknown kind are octet-stream). */
export function contentTypeOf(path: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase() ?? '';
  return contentTypes[extension] ?? 'application/octet-stream';
}
