import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpEventOptions } from '../support/index.js';
import { demoUser } from './session-support.js';
import { createOtherEnterprise } from './users-support.js';
import { deliver, inboxUser, messageApi, userApi } from './inbox-support.js';

/**
 * Whose messages a caller may touch, decided inside the handler: the inbox routes of rule `authenticated` act on
 * the caller's own messages only (another user's message id is a 404), and a notification names recipients the
 * caller may notify. Callers: owner (an enterprise administrator, whose inbox the call names), staff of the
 * owner's enterprise, another enterprise's administrator, platform administrator. Every call gets a fresh message
 * of the owner; no answer to anyone else carries it. The routes whose rule is `self` (the owner's id in the query
 * or path), the lookups and every anonymous call are proven for every route by the generated matrix
 * (`test/unit/functions/lib/auth/evaluate-access.test.ts`, `authorization-matrix.test.ts`).
 */
const ACTORS = ['owner', 'staff', 'otherAdmin', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Record<ActorName, number>;
type Actor = { id: string; claims: Record<string, unknown> };

let actors: Record<ActorName, Actor>;
let recipient: Actor;

beforeAll(async () => {
  const home = await createOtherEnterprise();
  const other = await createOtherEnterprise();
  const staff = await inboxUser({ enterpriseId: home.id });
  recipient = await inboxUser({ enterpriseId: home.id });
  actors = { owner: home.admin, staff, otherAdmin: other.admin, admin: await demoUser('admin') };
});

const ownIdsRule: Expected = { owner: 200, staff: 404, otherAdmin: 404, admin: 404 };

interface Row {
  route: string;
  api: 'user' | 'message';
  /** The request for one actor, given a fresh message of the owner. */
  request: (actor: Actor, messageId: string) => HttpEventOptions;
  expected: Expected;
  /** Put the owner's message in the recycle view first. */
  recycled?: boolean;
}

const ids = (path: string, method: string) => (_: Actor, id: string) => ({ method, path, body: [id] });

const rows: Row[] = [
  {
    route: 'POST /api-user/notificationObjects (to a member of the owner enterprise)',
    api: 'user',
    request: (actor) => ({
      method: 'POST',
      path: '/api-user/notificationObjects',
      body: {
        actorId: actor.id,
        notifierIds: [recipient.id],
        title: '通知',
        description: '',
        type: '用户消息',
        selfType: '02',
        action: '',
        ways: [],
      },
    }),
    expected: { owner: 201, staff: 403, otherAdmin: 403, admin: 201 },
  },
  {
    route: 'PUT /api-message/message/read',
    api: 'message',
    request: ids('/api-message/message/read', 'PUT'),
    expected: ownIdsRule,
  },
  {
    route: 'PUT /api-message/message/unread',
    api: 'message',
    request: ids('/api-message/message/unread', 'PUT'),
    expected: ownIdsRule,
  },
  {
    route: 'PUT /api-message/message/collect',
    api: 'message',
    request: ids('/api-message/message/collect', 'PUT'),
    expected: ownIdsRule,
  },
  {
    route: 'PUT /api-message/message/uncollect',
    api: 'message',
    request: ids('/api-message/message/uncollect', 'PUT'),
    expected: ownIdsRule,
  },
  {
    route: 'DELETE /api-message/message/delete',
    api: 'message',
    request: ids('/api-message/message/delete', 'DELETE'),
    expected: ownIdsRule,
  },
  {
    route: 'DELETE /api-message/message/undelete',
    api: 'message',
    request: ids('/api-message/message/undelete', 'DELETE'),
    expected: ownIdsRule,
    recycled: true,
  },
  {
    route: 'DELETE /api-message/message/cleanup',
    api: 'message',
    request: ids('/api-message/message/cleanup', 'DELETE'),
    expected: ownIdsRule,
    recycled: true,
  },
];

describe('inbox messages by whose they are', () => {
  for (const row of rows) {
    it(`${row.route}: ${ACTORS.map((a) => `${a} ${row.expected[a]}`).join(', ')}`, async () => {
      // Each caller gets a message of its own to try: the calls are independent and run side by side.
      await Promise.all(
        ACTORS.map(async (actorName) => {
          const actor = actors[actorName];
          const title = `私信 ${actorName} ${Math.random().toString(36).slice(2)}`;
          const messageId = await deliver([actors.owner.id], { title });
          if (row.recycled) {
            await messageApi(actors.owner, {
              method: 'DELETE',
              path: '/api-message/message/delete',
              body: [messageId],
            });
          }
          const call = row.api === 'user' ? userApi : messageApi;
          const answer = await call(actor, row.request(actor, messageId));
          expect(answer.status, `${row.route} as ${actorName}`).toBe(row.expected[actorName]);
          if (actorName !== 'owner') {
            // A 404 may name the id the caller sent; the owner's record itself never shows.
            expect(JSON.stringify(answer.body ?? ''), `${row.route} as ${actorName}`).not.toContain(title);
          }
        }),
      );
    });
  }
});
