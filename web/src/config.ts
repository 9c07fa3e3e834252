import type { WebRuntimeConfig } from '@shared/schemas/session.js';

const REQUIRED = ['stage', 'region', 'userPoolId', 'userPoolClientId', 'apiBaseUrl', 'websocketUrl'] as const;

/**
 * Loads `/config.json` (one web build serves every stage; the stage's values
 * come at run time). Checked by hand against `WebRuntimeConfigSchema`'s
 * fields so zod stays out of the initial bundle.
 */
export async function loadRuntimeConfig(): Promise<WebRuntimeConfig> {
  const response = await fetch('/config.json', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config = (await response.json()) as Record<string, unknown>;
  const missing = REQUIRED.filter((key) => typeof config[key] !== 'string');
  if (missing.length > 0) throw new Error(`/config.json lacks ${missing.join(', ')}`);
  return config as unknown as WebRuntimeConfig;
}
