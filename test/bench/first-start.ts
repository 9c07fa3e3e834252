import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/local-stack.js';
import { buildWebIfStale } from '../../infra/local/support/web-build.js';
import { testConfig } from '../integration/test-ports.js';
import type { BenchRow } from './bench-table.js';

const FIRST_START_TARGET_SECONDS = 15;
const RESTART_TARGET_SECONDS = 8;

/**
 * Starts the local stack as `npm start` does (tables on disk, demo seed) and returns the seconds until it is ready.
 * On the bench stack's ports: the handlers keep their clients at module scope, made with the first stack's
 * endpoints, and the bench stack started after this one in the same process must find its engines there.
 */
async function timedStart(dataDir: string, fresh: boolean): Promise<number> {
  const started = Date.now();
  const stack = await startLocalStack({
    config: testConfig(30_000, dataDir),
    fresh,
    seed: true,
    quiet: true,
  });
  const seconds = (Date.now() - started) / 1000;
  await stack.stop();
  return seconds;
}

/**
 * A newcomer's first `npm start` on a fresh clone — the console built from scratch, empty data, every engine
 * started and the demo seeded — and a restart on the data it left (what `npm start` does every other day).
 */
export async function measureFirstStart(root: string): Promise<BenchRow[]> {
  const dataDir = '.data/bench-start';
  const dist = join(root, dataDir, 'web-dist');
  rmSync(join(root, dataDir), { recursive: true, force: true });
  // A build of its own (SIA_WEB_DIST), so it is from scratch and leaves web/dist alone.
  const previousDist = process.env.SIA_WEB_DIST;
  process.env.SIA_WEB_DIST = dist;
  const buildStarted = Date.now();
  try {
    await buildWebIfStale(() => undefined, root);
  } finally {
    if (previousDist === undefined) delete process.env.SIA_WEB_DIST;
    else process.env.SIA_WEB_DIST = previousDist;
  }
  const build = (Date.now() - buildStarted) / 1000;
  const first = await timedStart(dataDir, true);
  const restart = await timedStart(dataDir, false);
  rmSync(join(root, dataDir), { recursive: true, force: true });
  return [
    {
      name: `first npm start on a fresh clone (console build ${build.toFixed(1)} s + engines and seed ${first.toFixed(1)} s)`,
      value: `${(build + first).toFixed(1)} s`,
      target: `<= ${FIRST_START_TARGET_SECONDS} s`,
      ok: build + first <= FIRST_START_TARGET_SECONDS,
    },
    {
      name: 'npm start again (data kept, console built)',
      value: `${restart.toFixed(1)} s`,
      target: `<= ${RESTART_TARGET_SECONDS} s`,
      ok: restart <= RESTART_TARGET_SECONDS,
    },
  ];
}
