import { beforeEach, expect, it, vi } from 'vitest';

/**
 * The session's context load with a remembered context (`web/src/session/context-hint.ts`): every call at once when
 * the hint holds, the answers of the session's real enterprise and role when it does not.
 */
const state = vi.hoisted(() => ({
  /** Calls made, as `name:args`, in order. */
  calls: [] as string[],
  /** The server's current enterprise and saved role. */
  currentEnterpriseId: 'e1',
  savedRoleId: 'r1',
  /** Releases getMe's answer; calls started before it count as the first round trip. */
  releaseMe: () => {},
}));

const answer = <T>(name: string, value: T) => {
  state.calls.push(name);
  return Promise.resolve(value);
};

vi.mock('@/api/api-me.js', () => ({
  getMe: () => {
    state.calls.push('me');
    return new Promise((resolve) => {
      state.releaseMe = () => resolve({ id: 'u1' });
    });
  },
}));
vi.mock('@/api/api-menu.js', () => ({
  queryMenu: (_user: string, { enterpriseId, roleId }: { enterpriseId: string; roleId: string }) =>
    answer(`menu:${enterpriseId}/${roleId}`, [{ id: `menu-${enterpriseId}-${roleId}` }]),
}));
vi.mock('@/api/api-user.js', () => ({
  getUserEnterprises: () =>
    answer('enterprises', [
      { id: 'e1', name: 'One' },
      { id: 'e2', name: 'Two' },
    ]),
  getCurrentEnterprise: () => answer('current', { id: state.currentEnterpriseId, name: 'current' }),
  getFunctionRoles: () => answer('functionRoles', []),
  getEnterpriseRoles: (_user: string, enterpriseId: string) =>
    answer(`roles:${enterpriseId}`, [{ id: 'r1' }, { id: 'r2' }]),
  getCurrentRole: (_user: string, enterpriseId: string) =>
    answer(`savedRole:${enterpriseId}`, { id: state.savedRoleId }),
  getApplicationPrivileges: (_user: string, { enterpriseId, roleId }: { enterpriseId: string; roleId: string }) =>
    answer(`privileges:${enterpriseId}/${roleId}`, []),
  setCurrentEnterprise: async () => undefined,
  setCurrentRole: async () => undefined,
}));

const stored = new Map<string, string>();
vi.stubGlobal('window', {
  localStorage: {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  },
});

const { loadSessionContext } = await import('../../../web/src/session/context-loader.js');
const { readContextHint, tokenSubject } = await import('../../../web/src/session/context-hint.js');

/** Loads the context, answering getMe only once every call the load starts without it has been made. */
async function load(userId?: string, onEnterprise?: (userId: string, enterpriseId: string | undefined) => void) {
  const loading = loadSessionContext(onEnterprise, userId);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const beforeMe = [...state.calls];
  state.releaseMe();
  return { context: await loading, beforeMe };
}

beforeEach(() => {
  state.calls = [];
  state.currentEnterpriseId = 'e1';
  state.savedRoleId = 'r1';
  stored.clear();
});

it('without a remembered context, waits for the user, then the enterprise, then the role; then remembers them', async () => {
  const { context, beforeMe } = await load('u1');
  expect(beforeMe).toEqual(['me']);
  expect(context.menu).toEqual([{ id: 'menu-e1-r1' }]);
  expect(readContextHint('u1')).toEqual({ userId: 'u1', enterpriseId: 'e1', roleId: 'r1' });
  expect(readContextHint('someone-else')).toBeUndefined();
});

it('with the remembered context, asks for everything before the user is known, each call once', async () => {
  await load('u1');
  state.calls = [];
  const told: (string | undefined)[] = [];
  const { context, beforeMe } = await load('u1', (_user, enterpriseId) => told.push(enterpriseId));
  expect([...beforeMe].sort()).toEqual(
    [
      'me',
      'enterprises',
      'current',
      'functionRoles',
      'roles:e1',
      'savedRole:e1',
      'privileges:e1/r1',
      'menu:e1/r1',
    ].sort(),
  );
  expect(state.calls).toHaveLength(beforeMe.length);
  expect(told).toEqual(['e1']);
  expect(context.currentEnterprise?.id).toBe('e1');
  expect(context.currentRole?.id).toBe('r1');
  expect(context.menu).toEqual([{ id: 'menu-e1-r1' }]);
});

it('when the session is elsewhere than remembered, shows where it is: the real enterprise and role', async () => {
  await load('u1');
  state.currentEnterpriseId = 'e2';
  state.savedRoleId = 'r2';
  const told: (string | undefined)[] = [];
  const { context } = await load('u1', (_user, enterpriseId) => told.push(enterpriseId));
  expect(told).toEqual(['e1', 'e2']);
  expect(context.currentEnterprise?.id).toBe('e2');
  expect(context.roles.map((role) => role.id)).toEqual(['r1', 'r2']);
  expect(context.currentRole?.id).toBe('r2');
  expect(context.menu).toEqual([{ id: 'menu-e2-r2' }]);
  expect(readContextHint('u1')).toEqual({ userId: 'u1', enterpriseId: 'e2', roleId: 'r2' });
});

it("reads a token's subject, and nothing from a malformed token", () => {
  const payload = btoa(JSON.stringify({ sub: 'u1', exp: 1 })).replace(/=+$/, '');
  expect(tokenSubject(`header.${payload}.signature`)).toBe('u1');
  expect(tokenSubject('not-a-token')).toBeUndefined();
});
