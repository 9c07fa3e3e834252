import { describe, expect, it } from 'vitest';
import { apiFetch } from '../support/index.js';
import { createTenant } from '../support/tenant.js';

// Path parameters reach the handlers percent-encoded, through the local gateway as through API Gateway.
const tenant = await createTenant('http-path-parameters');

/** The answer as status and JSON body. */
async function answer(path: string, init: { method: string; token?: string; body?: unknown }) {
  const response = await apiFetch(path, init);
  return { status: response.status, body: (await response.json()) as { error?: string; fields?: { field: string }[] } };
}

describe('malformed percent-encoding in a path parameter', () => {
  it.each(['/api-user/usernameUnique/%E0%A4%A', '/api-user/usernameUnique/%'])(
    'answers 400 naming the parameter for %s',
    async (path) => {
      const { status, body } = await answer(path, { method: 'POST' });
      expect(status).toBe(400);
      expect(body.fields).toEqual([{ field: 'path.username', message: 'Malformed percent-encoding' }]);
    },
  );

  it('answers 400 on a signed-in route too, before the record lookup', async () => {
    const { status } = await answer('/api-user/departments/%E0%A4%A', {
      method: 'PATCH',
      token: tenant.staff.token,
      body: { name: 'x' },
    });
    expect(status).toBe(400);
  });
});

describe('an over-long path parameter', () => {
  it('answers 400 (not a failed table read) for any signed-in user on a record-scoped route', async () => {
    const id = 'a'.repeat(3072);
    for (const user of [tenant.staff, tenant.admin]) {
      const { status, body } = await answer(`/api-user/departments/${id}`, {
        method: 'PATCH',
        token: user.token,
        body: { name: 'x' },
      });
      expect(status).toBe(400);
      expect(body.error).toBe('ValidationError');
    }
  });

  it('answers 400 for an id just over its schema and still 404 for a well-formed unknown one', async () => {
    const tooLong = await answer(`/api-user/roles/${'b'.repeat(65)}`, { method: 'GET', token: tenant.admin.token });
    expect(tooLong.status).toBe(400);
    const unknown = await answer(`/api-user/roles/${'b'.repeat(64)}`, { method: 'GET', token: tenant.admin.token });
    expect(unknown.status).toBe(404);
  });
});
