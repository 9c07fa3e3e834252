import type { Me } from '@shared/schemas/session.js';
import { sessionContracts } from '@shared/contracts/identity.js';
import { ApiError, call } from './http-client.js';

/**
 * `GET /api-me/`: who the bearer token belongs to; also the network probe.
 * An answer without an authenticated user counts as 401 (a proxy or a stale
 * cache may answer without one). `silentUnauthorized` lets the session check
 * treat a 401 as "expired" itself.
 */
export async function getMe(options: { silentUnauthorized?: boolean } = {}): Promise<Me> {
  const me = await call(sessionContracts.apiMe, { silentUnauthorized: options.silentUnauthorized });
  if (me?.authenticated !== true || !me.id) {
    throw new ApiError(401, { status: 401, error: 'Unauthorized', message: 'Not authenticated' }, 'Not authenticated');
  }
  return me;
}
