import { ConflictError } from '../../../lib/errors.js';
import type { RuntimeStatus, RuntimeUsage } from './runtime-driver.js';

/**
 * The local stack's app runtime (`infra/local/engines/app-runtime.ts`), reached through the gateway's shim at
 * `APP_RUNTIME_ENDPOINT` (set only by the local stack): a small JSON API, as a Lambda reaches an AWS service.
 */

/** What the runtime needs to run one revision of a jar deployment. */
export interface LocalStartRequest {
  readonly deploymentId: string;
  readonly revision: number;
  /** The jar in the files bucket (the runtime downloads it to its data directory). */
  readonly bucket: string;
  readonly key: string;
  readonly memoryMb: number;
  /** The program's environment (the runtime adds PORT). */
  readonly env: Readonly<Record<string, string>>;
}

async function call<T>(endpoint: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${endpoint}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (response.status === 409) throw new ConflictError(answer.message ?? 'The local app runtime refused');
  if (!response.ok) throw new Error(`The local app runtime answered ${response.status}: ${answer.message ?? ''}`);
  return answer;
}

/** The local runtime's calls, bound to its endpoint. */
export const localRuntime = (endpoint: string) => ({
  start: (request: LocalStartRequest) => call<{ port: number }>(endpoint, '/start', request),
  stop: (deploymentId: string) => call<object>(endpoint, '/stop', { deploymentId }),
  status: (deploymentId: string) => call<RuntimeStatus>(endpoint, '/status', { deploymentId }),
  usage: (deploymentId: string) => call<RuntimeUsage>(endpoint, '/usage', { deploymentId }),
  remove: (deploymentId: string) => call<object>(endpoint, '/remove', { deploymentId }),
});
