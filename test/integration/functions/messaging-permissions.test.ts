import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { listMenus } from '../../../functions/domains/menus/data/menu.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import type { HttpEventOptions } from '../support/index.js';
import { makeGroup, msg, readItem, scope, uniqueName } from './messaging-support.js';
import { makeRole } from './roles-support.js';
import { claimsFor, createOtherEnterprise, createTestUser, type TestUser } from './users-support.js';
import { demoUser } from './session-support.js';
import { createTenant } from '../support/tenant.js';
import { messagingKeys } from '../../../functions/domains/messaging/data/keys.js';
import { menuItems } from '../../../functions/domains/menus/data/records.js';

// Message administration in an enterprise of this file's own (its administrator and staff like `ent-admin`/`ent-staff`).
const tenant = await createTenant('messaging-permissions');
const ownEnterprise = tenant.enterpriseId;

/**
 * What the message administration routes decide inside the handler, by scope: the category and type lookups
 * (rule `authenticated`) answer the members of the asked enterprise (the platform's to anyone signed in), every
 * answered list holds records of the asked scope only, a group takes members of its own enterprise only, and
 * updating a category needs `edit` beyond the route's `add`. Callers: owner (this file's tenant's administrator,
 * whose administrator role grants the `-enterprise` menus), same-enterprise staff without those privileges,
 * another enterprise's administrator (who holds them at home), platform admin. Who may call each write and list
 * at all (the privilege rules in the enterprise, whenAbsent: the platform scope for platform administrators only,
 * anonymous 401) is proven for every route by the generated matrix
 * (`test/unit/functions/lib/auth/evaluate-access.test.ts`, `authorization-matrix.test.ts`).
 */
const ACTORS = ['owner', 'staff', 'otherAdmin', 'admin'] as const;
type ActorName = (typeof ACTORS)[number];
type Expected = Partial<Record<ActorName, number>>;

const memberRead: Expected = { owner: 200, staff: 200, otherAdmin: 403, admin: 200 };
const anyoneSignedIn: Expected = { owner: 200, staff: 200, otherAdmin: 200, admin: 200 };
/** The lists of the administration screens, as their rule admits them: the scope of each answer is checked. */
const listed = { enterprise: { owner: 200, admin: 200 }, platform: { admin: 200 } };

let claimsOf: Record<ActorName, Record<string, unknown>>;
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
        Item: menuItems.roleMenuPrivilege({
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

/** The enterprise (ownEnterprise) and platform variants of one list. */
function both(
  route: string,
  build: (enterpriseId: string) => Promise<Omit<HttpEventOptions, 'query'> & { query?: Record<string, string> }>,
  rules: { enterprise: Expected; platform: Expected } = listed,
): Row[] {
  return [
    {
      route: `${route} (enterprise)`,
      request: async () => {
        const options = await build(ownEnterprise);
        return { ...options, query: { ...options.query, enterpriseId: ownEnterprise } };
      },
      expected: rules.enterprise,
      listScope: ownEnterprise,
    },
    {
      route: `${route} (platform)`,
      request: () => build(NIL_ID),
      expected: rules.platform,
      listScope: NIL_ID,
    },
  ];
}

const rows: Row[] = [
  ...both('GET /api-message/messageCategories', async () => ({ path: '/api-message/messageCategories' }), {
    enterprise: memberRead,
    platform: anyoneSignedIn,
  }),
  ...both('GET /api-message/messageTypes', async () => ({ path: '/api-message/messageTypes' }), {
    enterprise: memberRead,
    platform: anyoneSignedIn,
  }),
  ...both('GET /api-message/messageGroups', async () => ({ path: '/api-message/messageGroups' })),
  ...both('POST /api-message/message/query', async () => ({
    method: 'POST',
    path: '/api-message/message/query',
    body: { size: 100 },
  })),
];

/** The records of a list answer (an array, or the `content` of a page). */
const recordsOf = (body: unknown): { enterpriseId: string }[] =>
  Array.isArray(body) ? body : ((body as { content?: { enterpriseId: string }[] }).content ?? []);

describe('message administration by scope', () => {
  for (const row of rows) {
    const actors = ACTORS.filter((actor) => row.expected[actor] !== undefined);
    it(`${row.route}: ${actors.map((a) => `${a} ${row.expected[a]}`).join(', ')}`, async () => {
      await Promise.all(
        actors.map(async (actor) => {
          const { status, body } = await msg(claimsOf[actor], await row.request());
          expect(status, `${row.route} as ${actor}: ${JSON.stringify(body)}`).toBe(row.expected[actor]);
          if (status === 200 && row.listScope) {
            expect(recordsOf(body).every((record) => record.enterpriseId === row.listScope)).toBe(true);
          }
        }),
      );
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
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, created.body.id))).toMatchObject({
      name: created.body.name,
    });
  });
});
