import { beforeEach, expect, it, vi } from 'vitest';

// The stored token (undefined: nobody signed in) and each context load the session module was asked for.
const state = vi.hoisted(() => ({ token: undefined as string | undefined, loads: 0 }));
vi.mock('@/auth/amplify.js', () => ({ currentAccessToken: async () => state.token }));
vi.mock('../../../web/src/session/context-loader.js', () => ({
  loadSessionContext: async () => {
    state.loads += 1;
    return { me: { id: `load-${state.loads}` } };
  },
}));

const { startFirstSessionLoad, takeFirstSessionLoad } = await import('../../../web/src/session/first-load.js');

beforeEach(() => {
  state.token = 'token';
  state.loads = 0;
});

it('hands the load the entry started to the session provider once; a second provider loads again', async () => {
  startFirstSessionLoad();
  expect((await takeFirstSessionLoad())?.me.id).toBe('load-1');
  expect((await takeFirstSessionLoad())?.me.id).toBe('load-2');
});

it('answers nothing, and loads nothing, when nobody is signed in', async () => {
  state.token = undefined;
  startFirstSessionLoad();
  expect(await takeFirstSessionLoad()).toBeUndefined();
  expect(state.loads).toBe(0);
});
