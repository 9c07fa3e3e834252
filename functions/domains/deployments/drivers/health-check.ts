import { optionalEnv } from '../../../lib/env.js';
import { publicConnector, type PublicConnector } from '../../../lib/net/public-target.js';

/** How long a health check waits for an answer. */
export const HEALTH_TIMEOUT_MS = 5000;

/** The answer of a health check: healthy (any status below 500 in time), and what was seen. */
export interface HealthAnswer {
  readonly healthy: boolean;
  readonly detail: string;
  /** The body's first 2 KB, for callers that read a health document (`{"status":"UP"}`). */
  readonly body?: string;
}

let connector: PublicConnector | undefined;

/**
 * GETs `url` once through the public-address connector (functions/lib/net: public hosts only in AWS stages, this
 * machine too on the local stage): healthy when it answers below 500 within `timeoutMs`.
 */
export async function checkHealth(url: string, timeoutMs = HEALTH_TIMEOUT_MS): Promise<HealthAnswer> {
  connector ??= publicConnector({ local: optionalEnv('SIA_STAGE') === 'local' });
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    return await new Promise<HealthAnswer>((resolve, reject) => {
      const request = connector!(url, { method: 'GET', headers: { accept: '*/*' }, signal }, (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size < 2048) chunks.push(chunk);
          size += chunk.length;
        });
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({
            healthy: status < 500,
            detail: `${url} answered ${status}`,
            body: Buffer.concat(chunks).subarray(0, 2048).toString('utf8'),
          });
        });
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
  } catch (error) {
    const reason = signal.aborted ? `no answer within ${timeoutMs / 1000} s` : (error as Error).message;
    return { healthy: false, detail: `${url}: ${reason}` };
  }
}
