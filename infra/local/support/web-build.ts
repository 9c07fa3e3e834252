import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { repositoryRoot } from './lambda-runtime.js';

/**
 * The built console's directory: `web/dist`, or `SIA_WEB_DIST` (absolute, or
 * relative to the repository) so parallel test runs never rebuild each other's output.
 */
export function webDistDir(root: string = repositoryRoot): string {
  const configured = process.env.SIA_WEB_DIST;
  if (!configured) return join(root, 'web', 'dist');
  return isAbsolute(configured) ? configured : join(root, configured);
}

/** Newest modification time of any file under `path` (0 when absent). */
function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => (name === 'node_modules' ? newest : Math.max(newest, newestMtime(join(path, name)))),
    0,
  );
}

/** Why the console needs a build, or undefined when `web/dist` is current. */
export function webBuildReason(root: string = repositoryRoot): string | undefined {
  const built = join(webDistDir(root), 'index.html');
  if (!existsSync(built)) return `${built} is missing`;
  // A build from before `/` was pre-rendered (web/scripts/write-landing.ts) lacks the landing page.
  const landing = join(webDistDir(root), 'landing.html');
  if (!existsSync(landing)) return `${landing} is missing`;
  const sources = Math.max(
    newestMtime(join(root, 'web', 'src')),
    newestMtime(join(root, 'shared')),
    newestMtime(join(root, 'web', 'index.html')),
    newestMtime(join(root, 'web', 'scripts', 'write-landing.ts')),
  );
  return sources > statSync(built).mtimeMs
    ? 'sources under web/src, shared/, web/index.html or web/scripts/write-landing.ts changed since the last build'
    : undefined;
}

/** Runs `npm run build:web` when the console build is missing or stale; skips (with a notice) while web/ has no Vite config. */
export async function buildWebIfStale(log: (message: string) => void, root: string = repositoryRoot): Promise<void> {
  if (!existsSync(join(root, 'web', 'vite.config.ts'))) {
    log('Notice: web/vite.config.ts does not exist yet; the console is not built or served.');
    return;
  }
  const reason = webBuildReason(root);
  if (!reason) return;
  log(`Building the console (${reason}) ...`);
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', '-s', 'build:web'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, SIA_WEB_DIST: webDistDir(root) },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build:web failed with exit code ${code}`)),
    );
  });
  log(`Console built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
