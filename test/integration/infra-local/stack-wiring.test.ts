import { describe, expect, it } from 'vitest';
import { apiFetch } from '../support/api-fetch.js';
import { signIn } from '../support/auth.js';

describe('the running test stack', () => {
  it('runs the real api-me handler behind the authorizer for a seeded demo user', async () => {
    const response = await apiFetch('/api-me/', { token: await signIn('admin') });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ authenticated: true, userName: 'admin' });
  });

  it('answers 401 like API Gateway before the handler runs', async () => {
    const response = await apiFetch('/api-me/');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });
});
