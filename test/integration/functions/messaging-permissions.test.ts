import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { putSentMessage } from '../../../functions/domains/messaging/data/admin-message.js';
import { listMenus } from '../../../functions/domains/menus/data/menu.js';
import { addGroupMembers } from '../../../functions/domains/messaging/data/message-group.js';
import { items } from '../../../functions/lib/data/records.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import type { HttpEventOptions } from '../support/index.js';
import { makeCategory, makeGroup, makeType, msg, readItem, scope, uniqueName } from './messaging-support.js';
import { makeRole } from './roles-support.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { claimsFor } from './users-support.js';
import { demoUser } from './session-support.js';
import { createOtherEnterprise, createTestUser, type TestUser } from './users-support.js';
import { createTenant } from '../support/tenant.js';

// Message administration in an enterprise of this file's own (its administrator and staff like `ent-admin`/`ent-staff`).
const tenant = await createTenant('messaging-permissions');
const ownEnterprise = tenant.enterpriseId;

/**
 * Who may call each message administration route, in the enterprise scope
 * (this file's tenant) and the platform scope: route × {owner (its administrator,
 * whose administrator role grants the `-enterprise` menus), same-enterprise
 * staff without those privileges, another enterprise's administrator (who
 * holds them at home), platform admin, anonymous}. Every call gets fresh
 * records; every answered list holds records of the asked scope only.
 */
const ACTORS = ['owner', 'staff', 'otherAdmin', 'admin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Record<ActorName, number>;

const enterpriseRule: Expected = { owner: 200, staff: 403, otherAdmin: 403, admin: 200, anonymous: 401 };
const platformRule: Expected = { owner: 403, staff: 403, otherAdmin: 403, admin: 200, anonymous: 401 };
const memberRead: Expected = { owner: 200, staff: 200, otherAdmin: 403, admin: 200, anonymous: 401 };
const anyoneSignedIn: Expected = { owner: 200, staff: 200, otherAdmin: 200, admin: 200, anonymous: 401 };

let claimsOf: Record<Exclude<ActorName, 'anonymous'>, Record<string, unknown>>;
let other: { id: string; roleId: string; admin: TestUser };
let member: TestUser;

/**
 * Grants a role privileges of the enterprise message administration menus
 * (default: every privilege of the four menus, as the administrator template does).
 */
async function grantMessagingMenus(
  roleId: string,
  enterpriseId: string,
  only?: { route: string; privileges: string[] },
) {
  const menus = (await listMenus({ enterpriseId: NIL_ID })).filter((m) =>
    only
      ? m.url === `/console/${only.route}`
      : /^\/console\/message-(category|type|group|sent)-enterprise$/.test(m.url ?? ''),
  );
  for (const menu of menus) {
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: items.roleMenuPrivilege({
          roleId,
          menuId: menu.id,
          enterpriseId,
          privileges: only?.privileges ?? menu.privileges ?? [],
        }),
      }),
    );
  }
}

beforeAll(async () => {
  other = await createOtherEnterprise();
  await grantMessagingMenus(other.roleId, other.id);
  claimsOf = {
    owner: tenant.admin.claims,
    staff: tenant.staff.claims,
    otherAdmin: other.admin.claims,
    admin: (await demoUser('admin')).claims,
  };
  member = await createTestUser({ enterpriseId: ownEnterprise });
});

interface Row {
  route: string;
  request: () => Promise<HttpEventOptions>;
  expected: Expected;
  /** The scope every record of a list answer must belong to. */
  listScope?: string;
}

/** A fresh sent-message record of a scope (no delivery), for the delete rows. */
async function makeSent(enterpriseId: string) {
  const id = randomUUID();
  await putSentMessage({
    message: {
      id,
      enterpriseId,
      title: 'matrix',
      titleLower: 'matrix',
      content: 'c',
      categoryId: randomUUID(),
      categoryName: 'c',
      senderId: randomUUID(),
      senderName: 'someone',
      userIds: [],
      groupIds: [],
      roleIds: [],
      ways: [],
      recipientCount: 0,
      sentAt: new Date().toISOString(),
    },
  });
  return id;
}

/** A fresh member of a fresh group of a scope, for the member-removal rows. */
async function makeMember(enterpriseId: string) {
  const group = await makeGroup(enterpriseId);
  const [added] = await addGroupMembers({
    group,
    members: [
      {
        id: randomUUID(),
        groupId: group.id,
        enterpriseId,
        userId: member.id,
        username: member.username,
        addedAt: new Date().toISOString(),
      },
    ],
  });
  return added.id;
}

/** The enterprise (ownEnterprise) and platform variants of one route. */
function both(
  route: string,
  build: (enterpriseId: string) => Promise<Omit<HttpEventOptions, 'query'> & { query?: Record<string, string> }>,
  rules: { enterprise: Expected; platform: Expected } = { enterprise: enterpriseRule, platform: platformRule },
  list = false,
): Row[] {
  return [
    {
      route: `${route} (enterprise)`,
      request: async () => {
        const options = await build(ownEnterprise);
        return { ...options, query: { ...options.query, enterpriseId: ownEnterprise } };
      },
      expected: rules.enterprise,
      ...(list ? { listScope: ownEnterprise } : {}),
    },
    {
      route: `${route} (platform)`,
      request: () => build(NIL_ID),
      expected: rules.platform,
      ...(list ? { listScope: NIL_ID } : {}),
    },
  ];
}

const rows: Row[] = [
  ...both(
    'GET /api-message/messageCategories',
    async () => ({ path: '/api-message/messageCategories' }),
    { enterprise: memberRead, platform: anyoneSignedIn },
    true,
  ),
  ...both(
    'GET /api-message/messageTypes',
    async () => ({ path: '/api-message/messageTypes' }),
    { enterprise: memberRead, platform: anyoneSignedIn },
    true,
  ),
  ...both('POST /api-message/messageCategory', async () => ({
    method: 'POST',
    path: '/api-message/messageCategory',
    body: { name: uniqueName('cat') },
  })),
  ...both('DELETE /api-message/messageCategory', async (e) => ({
    method: 'DELETE',
    path: '/api-message/messageCategory',
    body: [(await makeCategory(e)).id],
  })),
  ...both('POST /api-message/messageType', async (e) => ({
    method: 'POST',
    path: '/api-message/messageType',
    body: { categoryId: (await makeCategory(e)).id, name: uniqueName('type') },
  })),
  ...both('DELETE /api-message/messageType', async (e) => ({
    method: 'DELETE',
    path: '/api-message/messageType',
    body: [(await makeType(await makeCategory(e))).id],
  })),
  ...both('GET /api-message/messageGroups', async () => ({ path: '/api-message/messageGroups' }), undefined, true),
  ...both('POST /api-message/messageGroup', async () => ({
    method: 'POST',
    path: '/api-message/messageGroup',
    body: { name: uniqueName('group') },
  })),
  ...both('DELETE /api-message/messageGroup', async (e) => ({
    method: 'DELETE',
    path: '/api-message/messageGroup',
    body: [(await makeGroup(e)).id],
  })),
  ...both('POST /api-message/messageMembers', async (e) => ({
    method: 'POST',
    path: '/api-message/messageMembers',
    body: { groupId: (await makeGroup(e)).id, userIds: [member.id] },
  })),
  ...both('DELETE /api-message/messageMember', async (e) => ({
    method: 'DELETE',
    path: '/api-message/messageMember',
    body: [await makeMember(e)],
  })),
  ...both(
    'POST /api-message/message/query',
    async () => ({ method: 'POST', path: '/api-message/message/query', body: { size: 100 } }),
    undefined,
    true,
  ),
  ...both('POST /api-message/message/sent', async (e) => ({
    method: 'POST',
    path: '/api-message/message/sent',
    body: { title: uniqueName('matrix'), content: 'c', categoryId: (await makeCategory(e)).id, userIds: [member.id] },
  })),
  ...both('DELETE /api-message/message/{id}', async (e) => ({
    method: 'DELETE',
    path: `/api-message/message/${await makeSent(e)}`,
  })),
];

/** The records of a list answer (an array, or the `content` of a page). */
const recordsOf = (body: unknown): { enterpriseId: string }[] =>
  Array.isArray(body) ? body : ((body as { content?: { enterpriseId: string }[] }).content ?? []);

describe('message administration permission matrix', () => {
  for (const row of rows) {
    it(`${row.route}: ${ACTORS.map((a) => `${a} ${row.expected[a]}`).join(', ')}`, async () => {
      for (const actor of ACTORS) {
        const claims = actor === 'anonymous' ? undefined : claimsOf[actor];
        const { status, body } = await msg(claims, await row.request());
        expect(status, `${row.route} as ${actor}: ${JSON.stringify(body)}`).toBe(row.expected[actor]);
        if (status === 200 && row.listScope) {
          expect(recordsOf(body).every((record) => record.enterpriseId === row.listScope)).toBe(true);
        }
      }
    });
  }

  it("lets the other enterprise's administrator administer their own scope only", async () => {
    const own = await msg(other.admin.claims, {
      method: 'POST',
      path: '/api-message/messageCategory',
      query: scope(other.id),
      body: { name: uniqueName('own') },
    });
    expect(own.status).toBe(200);
    const groups = await msg(other.admin.claims, { path: '/api-message/messageGroups', query: scope(other.id) });
    expect(groups.status).toBe(200);
    const manufacturingGroups = await msg(tenant.admin, {
      path: '/api-message/messageGroups',
      query: scope(ownEnterprise),
    });
    expect(manufacturingGroups.body.map((g: { id: string }) => g.id)).not.toContain(own.body.id);
    const intoForeign = await msg(other.admin.claims, {
      method: 'POST',
      path: '/api-message/messageMembers',
      query: scope(other.id),
      body: { groupId: (await makeGroup(other.id)).id, userIds: [member.id] },
    });
    expect(intoForeign.status).toBe(403);
  });

  it('lets a role with add but not edit create a category and refuses its update (403, unchanged)', async () => {
    const clerk = await createTestUser({ enterpriseId: ownEnterprise });
    const role = await makeRole({ enterpriseId: ownEnterprise, holders: [clerk.id] });
    await grantMessagingMenus(role.id, ownEnterprise, {
      route: 'message-category-enterprise',
      privileges: ['view', 'add'],
    });
    const claims = await claimsFor(clerk.username, clerk.password);
    const created = await msg(claims, {
      method: 'POST',
      path: '/api-message/messageCategory',
      query: scope(ownEnterprise),
      body: { name: uniqueName('clerk') },
    });
    expect(created.status).toBe(200);
    const renamed = await msg(claims, {
      method: 'POST',
      path: '/api-message/messageCategory',
      query: scope(ownEnterprise),
      body: { id: created.body.id, name: uniqueName('renamed') },
    });
    expect(renamed.status).toBe(403);
    expect(await readItem(keys.messageCategory(ownEnterprise, created.body.id))).toMatchObject({
      name: created.body.name,
    });
  });
});
