import type { Me } from '@shared/schemas/session.js';
import { ApiError, request } from './http-client.js';

/**
 * `GET /api-me/`: who the bearer token belongs to; also the network probe.
 * An answer without an authenticated user counts as 401. `silentUnauthorized`
 * lets the session check treat a 401 as "expired" itself.
 */
export async function getMe(options: { silentUnauthorized?: boolean } = {}): Promise<Me> {
  const me = await request<Partial<Me> | undefined>('GET', '/api-me/', {
    silentUnauthorized: options.silentUnauthorized,
  });
  if (!me || me.authenticated !== true || typeof me.id !== 'string' || !me.id) {
    throw new ApiError(401, { status: 401, error: 'Unauthorized', message: 'Not authenticated' }, 'Not authenticated');
  }
  return me as Me;
}
