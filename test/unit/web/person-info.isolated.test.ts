import { beforeEach, expect, it, vi } from 'vitest';
import { DEFAULT_AVATAR_NAME } from '../../../shared/constants/file-rules.js';

// Each call of the personal card's endpoint, answered with the avatar the test names.
const calls = vi.hoisted(() => ({ list: [] as string[], avatar: 'default' }));
vi.mock('@/api/api-user.js', () => ({
  getPersonInfo: async (userId: string, enterpriseId: string | undefined) => {
    calls.list.push(`${userId}:${enterpriseId}`);
    return { username: userId, avatar: calls.avatar };
  },
}));

const { personInfo, settledPersonInfo, startPersonInfo } =
  await import('../../../web/src/features/portal/pages/home/person-info.js');

// The images the early answer warmed (`new Image().src`).
const warmed: string[] = [];
beforeEach(() => {
  calls.list.length = 0;
  calls.avatar = DEFAULT_AVATAR_NAME;
  warmed.length = 0;
  vi.stubGlobal(
    'Image',
    class {
      set src(url: string) {
        warmed.push(url);
      }
    },
  );
});

it('hands the answer started early to the home once, for the same user and enterprise, and warms the default avatar', async () => {
  startPersonInfo('u1', 'e1');
  const info = await personInfo('u1', 'e1');
  expect(info.username).toBe('u1');
  expect(calls.list).toEqual(['u1:e1']);
  expect(warmed).toEqual(['/default-avatar.png']);
  // Taken once: a second render of the home (a role switch) asks again.
  await personInfo('u1', 'e1');
  expect(calls.list).toEqual(['u1:e1', 'u1:e1']);
});

it('asks again when the home wants another enterprise than the one started early, and warms no stored avatar', async () => {
  calls.avatar = 'uploaded-avatar.png';
  startPersonInfo('u1', 'e1');
  await personInfo('u1', 'e2');
  expect(calls.list).toEqual(['u1:e1', 'u1:e2']);
  expect(warmed).toEqual([]);
});

it("offers the early answer to the home's first render once it has come, for the same user and enterprise only", async () => {
  startPersonInfo('u1', 'e1');
  expect(settledPersonInfo('u1', 'e1')).toBeUndefined();
  await vi.waitFor(() => expect(settledPersonInfo('u1', 'e1')?.username).toBe('u1'));
  expect(settledPersonInfo('u1', 'e2')).toBeUndefined();
  // Offering it does not take it: the home's effect still gets the same answer without a second call.
  await personInfo('u1', 'e1');
  expect(calls.list).toEqual(['u1:e1']);
  expect(settledPersonInfo('u1', 'e1')).toBeUndefined();
});
