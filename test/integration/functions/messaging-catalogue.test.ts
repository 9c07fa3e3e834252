import { beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../functions/lib/data/keys.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { makeCategory, makeType, msg, readItem, scope, storedOfScope, uniqueName } from './messaging-support.js';
import { createOtherEnterprise } from './users-support.js';
import { demoMessageBundles } from '../../../infra/local/seed/demo-messages.js';
import { createTenant } from '../support/tenant.js';
import { messagingKeys } from '../../../functions/domains/messaging/data/keys.js';

// Message administration in an enterprise of this file's own (its administrator and staff like `ent-admin`/`ent-staff`).
const tenant = await createTenant('messaging-catalogue');
const ownEnterprise = tenant.enterpriseId;

/** Categories and types: saves, uniqueness per scope, the in-use rule and scope isolation. */

const categoryMarker = (enterpriseId: string, name: string) =>
  readItem(keys.unique('messageCategoryName', `${enterpriseId}#${name}`));
const typeMarker = (enterpriseId: string, name: string) =>
  readItem(keys.unique('messageTypeName', `${enterpriseId}#${name}`));

let fresh: string;
beforeAll(async () => {
  // A scope no other test writes to, so "nothing written" can be proven by counting.
  fresh = (await createOtherEnterprise()).id;
});

describe('POST /api-message/messageCategory', () => {
  it('creates a platform category (no enterpriseId) with its name marker, listed for every signed-in user', async () => {
    const name = uniqueName('Notices');
    const { status, body } = await msg('admin', {
      method: 'POST',
      path: '/api-message/messageCategory',
      body: { name, description: 'Platform notices' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name, enterpriseId: NIL_ID, description: 'Platform notices', typeCount: 0 });
    expect(await readItem(messagingKeys.messageCategory(NIL_ID, body.id))).toMatchObject({
      entity: 'messageCategory',
      name,
    });
    expect(await categoryMarker(NIL_ID, name)).toMatchObject({ ownerId: body.id });
    const listed = await msg(tenant.staff, { path: '/api-message/messageCategories' });
    expect(listed.status).toBe(200);
    expect(listed.body.map((c: { id: string }) => c.id)).toContain(body.id);
    expect(listed.body.every((c: { enterpriseId: string }) => c.enterpriseId === NIL_ID)).toBe(true);
    expect(listed.body[0]).not.toHaveProperty('pk');
  });

  it("creates an enterprise category in the enterprise's scope only", async () => {
    const name = uniqueName('Shift');
    const { status, body } = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageCategory',
      query: scope(ownEnterprise),
      body: { name },
    });
    expect(status).toBe(200);
    expect(body.enterpriseId).toBe(ownEnterprise);
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, body.id))).toBeDefined();
    const own = await msg(tenant.staff, { path: '/api-message/messageCategories', query: scope(ownEnterprise) });
    expect(own.body.map((c: { id: string }) => c.id)).toContain(body.id);
    expect(own.body.every((c: { enterpriseId: string }) => c.enterpriseId === ownEnterprise)).toBe(true);
    const platform = await msg('admin', { path: '/api-message/messageCategories' });
    expect(platform.body.map((c: { id: string }) => c.id)).not.toContain(body.id);
  });

  it('refuses bad bodies with 400 naming the fields and writes nothing', async () => {
    const bodies = [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(51) }];
    for (const body of bodies) {
      const { status, body: answer } = await msg('admin', {
        method: 'POST',
        path: '/api-message/messageCategory',
        query: scope(fresh),
        body,
      });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.fields.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
    const missing = await msg('admin', {
      method: 'POST',
      path: '/api-message/messageCategory',
      query: scope(fresh),
      body: { name: '' },
    });
    expect(missing.body.fields).toContainEqual(expect.objectContaining({ field: 'body.name' }));
    expect(await storedOfScope(fresh, 'CATEGORY')).toEqual([]);
  });

  it('ignores fields a category does not have, storing none of them', async () => {
    const other = await createOtherEnterprise();
    const name = uniqueName('extra');
    const saved = await msg('admin', {
      method: 'POST',
      path: '/api-message/messageCategory',
      query: scope(other.id),
      body: { name, colour: 'red' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).not.toHaveProperty('colour');
    const [stored] = await storedOfScope(other.id, 'CATEGORY');
    expect(stored).toMatchObject({ name });
    expect(stored).not.toHaveProperty('colour');
  });

  it('refuses a name taken in the scope (any case) with 409 on the name field; another scope may use it', async () => {
    const existing = await makeCategory(ownEnterprise);
    const taken = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageCategory',
      query: scope(ownEnterprise),
      body: { name: existing.name.toUpperCase() },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual([expect.objectContaining({ field: 'body.name' })]);
    const inManufacturing = await storedOfScope(ownEnterprise, 'CATEGORY');
    expect(inManufacturing.filter((c) => c.name.toLowerCase() === existing.name.toLowerCase())).toHaveLength(1);
    const elsewhere = await msg('admin', {
      method: 'POST',
      path: '/api-message/messageCategory',
      body: { name: existing.name },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('gives one of two simultaneous creations with one name a 409', async () => {
    const name = uniqueName('race');
    const results = await Promise.all(
      [0, 1].map(() =>
        msg('admin', { method: 'POST', path: '/api-message/messageCategory', query: scope(fresh), body: { name } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await storedOfScope(fresh, 'CATEGORY')).filter((c) => c.name === name)).toHaveLength(1);
  });

  it('renames a category with an id: the old name is free again, the new one is claimed', async () => {
    const category = await makeCategory(ownEnterprise);
    const name = uniqueName('renamed');
    const { status, body } = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageCategory',
      query: scope(ownEnterprise),
      body: { id: category.id, name, description: 'now described' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: category.id, name, description: 'now described' });
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, category.id))).toMatchObject({ name });
    expect(await categoryMarker(ownEnterprise, category.name)).toBeUndefined();
    expect(await categoryMarker(ownEnterprise, name)).toMatchObject({ ownerId: category.id });
  });

  it('answers 404 for an id that is not a category of the scope and changes nothing', async () => {
    const platformCategory = await makeCategory(NIL_ID);
    const { status } = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageCategory',
      query: scope(ownEnterprise),
      body: { id: platformCategory.id, name: uniqueName('hijack') },
    });
    expect(status).toBe(404);
    expect(await readItem(messagingKeys.messageCategory(NIL_ID, platformCategory.id))).toMatchObject({
      name: platformCategory.name,
    });
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, platformCategory.id))).toBeUndefined();
  });
});

describe('DELETE /api-message/messageCategory', () => {
  it('deletes the categories of an id array with their name markers', async () => {
    const [a, b] = [await makeCategory(ownEnterprise), await makeCategory(ownEnterprise)];
    const { status, body } = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageCategory',
      query: scope(ownEnterprise),
      body: [a.id, b.id],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: [a.id, b.id] });
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, a.id))).toBeUndefined();
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, b.id))).toBeUndefined();
    expect(await categoryMarker(ownEnterprise, a.name)).toBeUndefined();
  });

  it('refuses a category that still has types with 409 and deletes none of the ids', async () => {
    const used = await makeCategory(ownEnterprise);
    const unused = await makeCategory(ownEnterprise);
    const type = await makeType(used);
    const refused = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageCategory',
      query: scope(ownEnterprise),
      body: [unused.id, used.id],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(used.name);
    expect(refused.body.inUse).toEqual([{ id: used.id, name: used.name, typeCount: 1 }]);
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, unused.id))).toBeDefined();
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, used.id))).toBeDefined();

    await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageType',
      query: scope(ownEnterprise),
      body: [type.id],
    });
    const after = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageCategory',
      query: scope(ownEnterprise),
      body: [used.id],
    });
    expect(after.status).toBe(200);
  });

  it("answers 404 for another scope's category and deletes nothing; another enterprise's scope is 403", async () => {
    const mine = await makeCategory(ownEnterprise);
    const theirs = await makeCategory(fresh);
    const mixed = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageCategory',
      query: scope(ownEnterprise),
      body: [mine.id, theirs.id],
    });
    expect(mixed.status).toBe(404);
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, mine.id))).toBeDefined();
    expect(await readItem(messagingKeys.messageCategory(fresh, theirs.id))).toBeDefined();
    const foreign = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageCategory',
      query: scope(fresh),
      body: [theirs.id],
    });
    expect(foreign.status).toBe(403);
    expect(await readItem(messagingKeys.messageCategory(fresh, theirs.id))).toBeDefined();
  });

  it('refuses an empty array, a non-array and more than 25 ids with 400', async () => {
    const bodies = [[], { ids: ['a'] }, Array.from({ length: 26 }, (_, i) => `id-${i}`), [''], undefined];
    for (const body of bodies) {
      const { status, body: answer } = await msg('admin', {
        method: 'DELETE',
        path: '/api-message/messageCategory',
        body,
      });
      expect(status, JSON.stringify(body)).toBe(400);
      expect(answer.fields.length).toBeGreaterThan(0);
    }
  });
});

describe('a category deleted while a type is added to it', () => {
  it('never ends with a type in a deleted category: either the type is refused or the delete is', async () => {
    for (let round = 0; round < 3; round++) {
      const category = await makeCategory(fresh);
      const [created, deleted] = await Promise.all([
        msg('admin', {
          method: 'POST',
          path: '/api-message/messageType',
          query: scope(fresh),
          body: { categoryId: category.id, name: uniqueName('racing') },
        }),
        msg('admin', {
          method: 'DELETE',
          path: '/api-message/messageCategory',
          query: scope(fresh),
          body: [category.id],
        }),
      ]);
      expect([created.status, deleted.status].sort(), JSON.stringify([created.body, deleted.body])).toEqual(
        created.status === 200 ? [200, 409] : [200, 400],
      );
      const stored = await readItem(messagingKeys.messageCategory(fresh, category.id));
      if (created.status === 200) {
        expect(stored).toMatchObject({ typeCount: 1 });
        expect(await readItem(messagingKeys.messageType(fresh, created.body.id))).toBeDefined();
      } else {
        expect(stored).toBeUndefined();
        expect(created.body.fields).toEqual([expect.objectContaining({ field: 'body.categoryId' })]);
      }
    }
  });
});

describe('GET /api-message/messageCategories', () => {
  it("refuses an enterprise's categories to a non-member (403) and to anonymous callers (401)", async () => {
    await makeCategory(fresh);
    expect((await msg(tenant.staff, { path: '/api-message/messageCategories', query: scope(fresh) })).status).toBe(403);
    expect((await msg(undefined, { path: '/api-message/messageCategories' })).status).toBe(401);
  });
});

describe('POST /api-message/messageType', () => {
  it('creates a type in a category of the scope and counts it on the category', async () => {
    const category = await makeCategory(ownEnterprise);
    const name = uniqueName('Maintenance');
    const { status, body } = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageType',
      query: scope(ownEnterprise),
      body: { categoryId: category.id, name, code: 'MNT', description: 'Maintenance notices' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ categoryId: category.id, categoryName: category.name, name, code: 'MNT' });
    expect(await readItem(messagingKeys.messageType(ownEnterprise, body.id))).toMatchObject({
      entity: 'messageType',
      name,
    });
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, category.id))).toMatchObject({ typeCount: 1 });
    expect(await typeMarker(ownEnterprise, name)).toMatchObject({ ownerId: body.id });
  });

  it('lists types by name, narrowed by ?category, each with its category name', async () => {
    const [first, second] = [await makeCategory(ownEnterprise), await makeCategory(ownEnterprise)];
    const [a, b] = [await makeType(first), await makeType(second)];
    const all = await msg(tenant.staff, { path: '/api-message/messageTypes', query: scope(ownEnterprise) });
    expect(all.status).toBe(200);
    expect(all.body.map((t: { id: string }) => t.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    const narrowed = await msg(tenant.staff, {
      path: '/api-message/messageTypes',
      query: { enterpriseId: ownEnterprise, category: first.id },
    });
    expect(narrowed.body).toEqual([expect.objectContaining({ id: a.id, categoryName: first.name })]);
  });

  it('refuses a category of another scope with 400 on categoryId and writes nothing', async () => {
    const platformCategory = await makeCategory(NIL_ID);
    const name = uniqueName('stray');
    const { status, body } = await msg('admin', {
      method: 'POST',
      path: '/api-message/messageType',
      query: scope(fresh),
      body: { categoryId: platformCategory.id, name },
    });
    expect(status).toBe(400);
    expect(body.fields).toEqual([expect.objectContaining({ field: 'body.categoryId' })]);
    // Other tests of this file (the category-delete race) may leave types in the scope: none has this name.
    expect((await storedOfScope(fresh, 'TYPE')).filter((t) => t.name === name)).toEqual([]);
    expect(await typeMarker(fresh, name)).toBeUndefined();
    expect(await readItem(messagingKeys.messageCategory(NIL_ID, platformCategory.id))).toMatchObject({ typeCount: 0 });
  });

  it('refuses bad bodies with 400 and a taken name with 409, writing nothing', async () => {
    const category = await makeCategory(fresh);
    for (const body of [
      { name: 'x' },
      { categoryId: category.id },
      { categoryId: category.id, name: 'x', code: 'c'.repeat(33) },
    ]) {
      const answer = await msg('admin', {
        method: 'POST',
        path: '/api-message/messageType',
        query: scope(fresh),
        body,
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.fields.length).toBeGreaterThan(0);
    }
    const existing = await makeType(category);
    const taken = await msg('admin', {
      method: 'POST',
      path: '/api-message/messageType',
      query: scope(fresh),
      body: { categoryId: category.id, name: existing.name },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fields).toEqual([expect.objectContaining({ field: 'body.name' })]);
    expect((await storedOfScope(fresh, 'TYPE')).filter((t) => t.categoryId === category.id)).toHaveLength(1);
    expect(await readItem(messagingKeys.messageCategory(fresh, category.id))).toMatchObject({ typeCount: 1 });
  });

  it('moves a type to another category: the counters follow in the same save', async () => {
    const [from, to] = [await makeCategory(ownEnterprise), await makeCategory(ownEnterprise)];
    const type = await makeType(from);
    const { status, body } = await msg(tenant.admin, {
      method: 'POST',
      path: '/api-message/messageType',
      query: scope(ownEnterprise),
      body: { id: type.id, categoryId: to.id, name: type.name },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: type.id, categoryId: to.id, categoryName: to.name });
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, from.id))).toMatchObject({ typeCount: 0 });
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, to.id))).toMatchObject({ typeCount: 1 });
  });
});

describe('DELETE /api-message/messageType', () => {
  it('deletes types with their markers and uncounts them from their categories', async () => {
    const category = await makeCategory(ownEnterprise);
    const [a, b] = [await makeType(category), await makeType(category)];
    const { status, body } = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageType',
      query: scope(ownEnterprise),
      body: [a.id, b.id],
    });
    expect(status).toBe(200);
    expect(body).toEqual({ deleted: [a.id, b.id] });
    expect(await readItem(messagingKeys.messageType(ownEnterprise, a.id))).toBeUndefined();
    expect(await typeMarker(ownEnterprise, b.name)).toBeUndefined();
    expect(await readItem(messagingKeys.messageCategory(ownEnterprise, category.id))).toMatchObject({ typeCount: 0 });
  });

  it('answers 404 for a type of another scope and deletes nothing', async () => {
    const theirs = await makeType(await makeCategory(fresh));
    const { status } = await msg(tenant.admin, {
      method: 'DELETE',
      path: '/api-message/messageType',
      query: scope(ownEnterprise),
      body: [theirs.id],
    });
    expect(status).toBe(404);
    expect(await readItem(messagingKeys.messageType(fresh, theirs.id))).toBeDefined();
  });
});

describe('demo message categories', () => {
  it('seeds a platform and a Demo Manufacturing category whose type counts match their types', async () => {
    for (const { category, types } of demoMessageBundles) {
      const listed = await msg('ent-admin', {
        path: '/api-message/messageTypes',
        query: {
          ...scope(category.enterpriseId === NIL_ID ? undefined : category.enterpriseId),
          category: category.id,
        },
      });
      expect(listed.status).toBe(200);
      expect(listed.body.map((t: { id: string }) => t.id).sort()).toEqual(types.map((t) => t.id).sort());
      expect(await readItem(messagingKeys.messageCategory(category.enterpriseId, category.id))).toMatchObject({
        name: category.name,
        typeCount: types.length,
      });
    }
  });
});
