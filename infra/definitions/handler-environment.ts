import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const functionsDir = join(import.meta.dirname, '../../functions');

/** Every `requireEnv('NAME')` of the functions' code, so handlers can be imported without an AWS environment. */
export function requiredEnvNames(dir = functionsDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return requiredEnvNames(path);
    if (!name.endsWith('.ts')) return [];
    return [...readFileSync(path, 'utf8').matchAll(/requireEnv\('(\w+)'\)/g)].map((m) => m[1]);
  });
}

/**
 * Placeholder values for the variables the handlers read at module scope (a real environment wins), so the
 * route modules can be imported to read their rules: by unit tests and by `npm run routes:public`.
 */
export function provideHandlerEnvironment(): void {
  // The region first: a handler that reads it through `requireEnv` must not get a placeholder the SDK refuses.
  process.env.AWS_REGION ??= 'eu-west-1';
  for (const name of requiredEnvNames()) process.env[name] ??= `unit-${name.toLowerCase()}`;
  process.env.LOG_LEVEL ??= 'SILENT';
}
