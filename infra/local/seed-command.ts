/**
 * `npm run seed`: loads the demo data. When `npm start` is already running
 * (its gateway answers /_local/health on SIA_GATEWAY_PORT) the seed runs here
 * against that stack's engines, using the environment it publishes at
 * /_local/env. Otherwise the engines are started, seeded and stopped again.
 */
import { localConfig } from '../config/stage-config.js';
import { loadSeed, startLocalStack } from './local-stack.js';

async function runningStackEnv(port: number): Promise<Record<string, string> | undefined> {
  try {
    const health = await fetch(`http://localhost:${port}/_local/health`, { signal: AbortSignal.timeout(2000) });
    if (!health.ok) return undefined;
    const env = await fetch(`http://localhost:${port}/_local/env`);
    return env.ok ? ((await env.json()) as Record<string, string>) : undefined;
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const config = localConfig();
  const log = (message: string) => console.log(message);
  const env = await runningStackEnv(config.ports.gateway);
  if (env) {
    const seed = await loadSeed();
    if (!seed) throw new Error('infra/local/seed/seed.ts does not exist yet');
    Object.assign(process.env, env);
    log(`Seeding the running local stack on port ${config.ports.gateway} ...`);
    await seed({ env, log });
    return;
  }
  log('No local stack is running; starting the engines to seed ...');
  const stack = await startLocalStack({ config, seed: true });
  await stack.stop();
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(`Seeding failed: ${error.stack ?? error}`);
    process.exit(1);
  },
);
