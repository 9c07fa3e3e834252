import { randomUUID } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { demoDeployments } from '../../../infra/local/seed/seed-menus.js';
import {
  backendApi,
  freshUrl,
  makeRole,
  menuApi,
  readItem,
  storedGrants,
  storedMenus,
  submitMenu,
} from './menus-support.js';
import { createTenant } from '../support/tenant.js';
import { menuKeys } from '../../../functions/domains/menus/data/keys.js';
import { menuItems } from '../../../functions/domains/menus/data/records.js';

// Enterprise menus, roles and grants of an enterprise of this file's own (administrator and staff like `ent-admin`/`ent-staff`).
const tenant = await createTenant('menus-api');
const ownEnterprise = tenant.enterpriseId;

const menuKey = (enterpriseId: string, id: string) => menuKeys.menu(enterpriseId, id);

/** Platform menus of one name: other files add platform menus meanwhile, so refused writes are proven by name. */
const platformMenusNamed = async (name: string) => (await storedMenus(NIL_ID)).filter((menu) => menu.name === name);

describe('GET /api-menu/getMenus', () => {
  it('answers the platform catalogue as a tree when no enterprise is named', async () => {
    const response = await menuApi('admin', { path: '/api-menu/getMenus' });
    expect(response.status).toBe(200);
    const home = response.body.find((n: any) => n.id === 'dir-home');
    expect(home).toMatchObject({ enterpriseId: NIL_ID, type: 'directory', parentId: null });
    expect(home.children.length).toBeGreaterThan(0);
    expect(home.children[0].parentId).toBe('dir-home');
    expect(home).not.toHaveProperty('pk');
    expect(home).not.toHaveProperty('childCount');
  });

  it("answers only an enterprise's own menus for that enterprise", async () => {
    const url = freshUrl();
    const own = await submitMenu(tenant.admin, { enterpriseId: ownEnterprise, name: '自有页面', type: 'page', url });
    const response = await menuApi(tenant.admin, {
      path: '/api-menu/getMenus',
      query: { enterpriseId: ownEnterprise },
    });
    expect(response.status).toBe(200);
    const ids = JSON.stringify(response.body);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain('dir-home');
    expect(response.body.every((n: any) => n.enterpriseId === ownEnterprise)).toBe(true);
  });

  it('ignores an unknown query parameter: without enterpriseId it answers the platform catalogue', async () => {
    const response = await menuApi('admin', { path: '/api-menu/getMenus', query: { enterprise: ownEnterprise } });
    expect(response.status).toBe(200);
    expect(JSON.stringify(response.body)).not.toContain(ownEnterprise);
  });
});

describe('POST /api-menu/submitMenu', () => {
  it('creates a directory and a page under it, counting the child on the parent and claiming the url', async () => {
    const dir = await submitMenu('admin', { name: '测试目录', type: 'directory', icon: 'folder', sort: 5 });
    const url = freshUrl();
    const page = await submitMenu('admin', {
      parentId: dir.id,
      name: '测试页面',
      type: 'page',
      url,
      privileges: ['view', 'add'],
      deploymentId: demoDeployments[0].id,
      helpPageId: 'help-1',
      isPublic: false,
      byProxy: true,
    });
    const storedPage = await readItem(menuKey(NIL_ID, page.id));
    expect(storedPage).toMatchObject({
      parentId: dir.id,
      name: '测试页面',
      url,
      privileges: ['view', 'add'],
      deploymentId: demoDeployments[0].id,
      helpPageId: 'help-1',
      byProxy: true,
      childCount: 0,
      gsi2pk: `MENUID#${page.id}`,
    });
    expect((await readItem(menuKey(NIL_ID, dir.id)))?.childCount).toBe(1);
    expect(await readItem(keys.unique('menuUrl', url))).toMatchObject({ ownerId: page.id });
  });

  it('refuses a url another menu holds with 409 and writes nothing', async () => {
    const url = freshUrl();
    await submitMenu('admin', { name: 'first', type: 'page', url });
    const name = `second-same-url-${randomUUID().slice(0, 8)}`;
    const before = await platformMenusNamed(name);
    const response = await menuApi('admin', {
      method: 'POST',
      path: '/api-menu/submitMenu',
      body: { name, type: 'page', url: url.toUpperCase() },
    });
    expect(response.status).toBe(409);
    const after = await platformMenusNamed(name);
    expect(after.length).toBe(before.length);
    expect(after.some((m) => m.name === name)).toBe(false);
  });

  it('refuses a parent that is not a menu of the same scope with 400 and writes nothing', async () => {
    const foreign = await submitMenu(tenant.admin, { enterpriseId: ownEnterprise, name: 'ent dir', type: 'directory' });
    const name = `orphan-${randomUUID().slice(0, 8)}`;
    const before = await platformMenusNamed(name);
    for (const parentId of ['no-such-menu', foreign.id]) {
      const response = await menuApi('admin', {
        method: 'POST',
        path: '/api-menu/submitMenu',
        body: { parentId, name, type: 'page', url: freshUrl() },
      });
      expect(response.status).toBe(400);
      expect(response.body.fields).toEqual([expect.objectContaining({ field: 'body.parentId' })]);
    }
    expect((await platformMenusNamed(name)).length).toBe(before.length);
    expect((await readItem(menuKey(ownEnterprise, foreign.id)))?.childCount).toBe(0);
  });

  it('rejects invalid bodies with field errors and writes nothing', async () => {
    const x = `x-${randomUUID().slice(0, 8)}`;
    const before = await platformMenusNamed(x);
    const bodies = [
      { type: 'page' },
      { name: x, type: 'widget' },
      { name: x, type: 'page', privileges: ['view', 'bad code'] },
      { name: x, type: 'page', privileges: ['view', 'view'] },
      { name: x, type: 'page', deploymentId: 'no-such-deployment' },
      { name: x, type: 'page', sort: -1 },
      { name: x, type: 'page', enterpriseId: '33333333-3333-4333-8333-000000000099' },
    ];
    for (const body of bodies) {
      const response = await menuApi('admin', { method: 'POST', path: '/api-menu/submitMenu', body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.fields.length).toBeGreaterThan(0);
    }
    expect((await platformMenusNamed(x)).length).toBe(before.length);
  });

  it('ignores fields a menu does not have, storing none of them', async () => {
    const menu = await submitMenu('admin', { name: `x-${randomUUID().slice(0, 8)}`, type: 'page', unknownField: 1 });
    expect(menu).not.toHaveProperty('unknownField');
    const stored = (await storedMenus(NIL_ID)).find((m) => m.id === menu.id);
    expect(stored).toBeDefined();
    expect(stored).not.toHaveProperty('unknownField');
  });

  it('updates a node: fields replaced, url marker moved, child counters follow a move', async () => {
    const dirA = await submitMenu('admin', { name: 'A', type: 'directory' });
    const dirB = await submitMenu('admin', { name: 'B', type: 'directory' });
    const oldUrl = freshUrl();
    const page = await submitMenu('admin', { parentId: dirA.id, name: 'page', type: 'page', url: oldUrl, icon: 'x' });
    const newUrl = freshUrl();
    const updated = await submitMenu('admin', {
      id: page.id,
      parentId: dirB.id,
      name: 'renamed',
      type: 'page',
      url: newUrl,
      privileges: ['view'],
    });
    expect(updated).toMatchObject({ id: page.id, name: 'renamed', url: newUrl, parentId: dirB.id });
    const stored = await readItem(menuKey(NIL_ID, page.id));
    expect(stored).toMatchObject({ name: 'renamed', url: newUrl, parentId: dirB.id, privileges: ['view'] });
    expect(stored).not.toHaveProperty('icon');
    expect(await readItem(keys.unique('menuUrl', oldUrl))).toBeUndefined();
    expect(await readItem(keys.unique('menuUrl', newUrl))).toMatchObject({ ownerId: page.id });
    expect((await readItem(menuKey(NIL_ID, dirA.id)))?.childCount).toBe(0);
    expect((await readItem(menuKey(NIL_ID, dirB.id)))?.childCount).toBe(1);
  });

  it('updates a root node in place and moves a child up to the root', async () => {
    const root = await submitMenu('admin', { name: 'root before', type: 'directory' });
    const renamed = await submitMenu('admin', { id: root.id, name: 'root after', type: 'directory', sort: 7 });
    expect(renamed).toMatchObject({ id: root.id, parentId: null, name: 'root after', sort: 7 });
    expect(await readItem(menuKey(NIL_ID, root.id))).toMatchObject({ name: 'root after', sort: 7, parentId: null });
    const child = await submitMenu('admin', { parentId: root.id, name: 'goes up', type: 'page' });
    await submitMenu('admin', { id: child.id, parentId: null, name: 'goes up', type: 'page' });
    expect((await readItem(menuKey(NIL_ID, child.id)))?.parentId).toBeNull();
    expect((await readItem(menuKey(NIL_ID, root.id)))?.childCount).toBe(0);
  });

  it('refuses to move a node under itself or its own child and writes nothing', async () => {
    const dir = await submitMenu('admin', { name: 'loop', type: 'directory' });
    const child = await submitMenu('admin', { parentId: dir.id, name: 'loop child', type: 'directory' });
    for (const parentId of [dir.id, child.id]) {
      const response = await menuApi('admin', {
        method: 'POST',
        path: '/api-menu/submitMenu',
        body: { id: dir.id, parentId, name: 'loop', type: 'directory' },
      });
      expect(response.status).toBe(400);
    }
    expect((await readItem(menuKey(NIL_ID, dir.id)))?.parentId).toBeNull();
  });

  it('answers 404 when updating a menu that does not exist, writing nothing', async () => {
    const response = await menuApi('admin', {
      method: 'POST',
      path: '/api-menu/submitMenu',
      body: { id: 'no-such-menu-id', name: 'ghost', type: 'page' },
    });
    expect(response.status).toBe(404);
    expect(await readItem(menuKey(NIL_ID, 'no-such-menu-id'))).toBeUndefined();
  });

  it('lets an enterprise administrator maintain own menus but not the platform catalogue', async () => {
    const name = `sneaky-${randomUUID().slice(0, 8)}`;
    const before = await platformMenusNamed(name);
    const denied = await menuApi(tenant.admin, {
      method: 'POST',
      path: '/api-menu/submitMenu',
      body: { name, type: 'page' },
    });
    expect(denied.status).toBe(403);
    expect((await platformMenusNamed(name)).length).toBe(before.length);
    const own = await submitMenu(tenant.admin, { enterpriseId: ownEnterprise, name: 'own', type: 'page' });
    expect(await readItem(menuKey(ownEnterprise, own.id))).toMatchObject({ name: 'own', enterpriseId: ownEnterprise });
  });
});

describe('DELETE /api-menu/deleteMenu/{id}', () => {
  it('refuses a node with children with 409 and keeps both', async () => {
    const dir = await submitMenu('admin', { name: 'parent', type: 'directory' });
    const child = await submitMenu('admin', { parentId: dir.id, name: 'child', type: 'page' });
    const response = await menuApi('admin', { method: 'DELETE', path: `/api-menu/deleteMenu/${dir.id}` });
    expect(response.status).toBe(409);
    expect(await readItem(menuKey(NIL_ID, dir.id))).toBeDefined();
    expect(await readItem(menuKey(NIL_ID, child.id))).toBeDefined();
  });

  it('refuses a seeded directory (children without a counter) with 409', async () => {
    const response = await menuApi('admin', { method: 'DELETE', path: '/api-menu/deleteMenu/dir-home' });
    expect(response.status).toBe(409);
    expect(await readItem(menuKey(NIL_ID, 'dir-home'))).toBeDefined();
  });

  it('refuses by the child counter alone, so a child added concurrently blocks the delete', async () => {
    const dir = await submitMenu('admin', { name: 'counted', type: 'directory' });
    // The counter as another request's transaction would have left it, before its child is visible to the read.
    const stored = (await readItem(menuKey(NIL_ID, dir.id)))!;
    await documentClient.send(new PutCommand({ TableName: tableName, Item: { ...stored, childCount: 1 } }));
    const response = await menuApi('admin', { method: 'DELETE', path: `/api-menu/deleteMenu/${dir.id}` });
    expect(response.status).toBe(409);
    expect(await readItem(menuKey(NIL_ID, dir.id))).toBeDefined();
  });

  it('deletes a leaf with its url marker and every role grant on it, and uncounts it on the parent', async () => {
    const dir = await submitMenu('admin', { name: 'holder', type: 'directory' });
    const url = freshUrl();
    const leaf = await submitMenu('admin', { parentId: dir.id, name: 'leaf', type: 'page', url, privileges: ['view'] });
    const role = await makeRole(ownEnterprise);
    await documentClient.send(
      new PutCommand({
        TableName: tableName,
        Item: menuItems.roleMenuPrivilege({
          roleId: role.id,
          menuId: leaf.id,
          enterpriseId: ownEnterprise,
          privileges: ['view'],
        }),
      }),
    );
    const response = await menuApi('admin', { method: 'DELETE', path: `/api-menu/deleteMenu/${leaf.id}` });
    expect(response.status).toBe(200);
    expect(await readItem(menuKey(NIL_ID, leaf.id))).toBeUndefined();
    expect(await readItem(keys.unique('menuUrl', url))).toBeUndefined();
    expect(await storedGrants(role.id)).toEqual([]);
    expect((await readItem(menuKey(NIL_ID, dir.id)))?.childCount).toBe(0);
    const again = await menuApi('admin', { method: 'DELETE', path: `/api-menu/deleteMenu/${dir.id}` });
    expect(again.status).toBe(200);
  });

  it('answers 404 for an unknown menu', async () => {
    const response = await menuApi('admin', { method: 'DELETE', path: '/api-menu/deleteMenu/no-such-menu' });
    expect(response.status).toBe(404);
  });

  it('refuses an enterprise administrator deleting a platform menu with 403 and keeps it', async () => {
    const menu = await submitMenu('admin', { name: 'platform leaf', type: 'page' });
    const response = await menuApi(tenant.admin, { method: 'DELETE', path: `/api-menu/deleteMenu/${menu.id}` });
    expect(response.status).toBe(403);
    expect(await readItem(menuKey(NIL_ID, menu.id))).toBeDefined();
  });
});

describe('GET /api-backend/deployments/web[/{id}]', () => {
  it('lists the web deployments and answers one by id', async () => {
    const list = await backendApi(tenant.staff, { path: '/api-backend/deployments/web' });
    expect(list.status).toBe(200);
    expect(list.body.map((d: any) => d.id)).toEqual(expect.arrayContaining(demoDeployments.map((d) => d.id)));
    expect(list.body[0]).not.toHaveProperty('pk');
    const one = await backendApi(tenant.staff, { path: `/api-backend/deployments/web/${demoDeployments[1].id}` });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: demoDeployments[1].id, name: demoDeployments[1].name, kind: 'web' });
  });

  it('answers 404 for an unknown deployment and 401 anonymously', async () => {
    expect((await backendApi('admin', { path: '/api-backend/deployments/web/nope' })).status).toBe(404);
    expect((await backendApi(undefined, { path: '/api-backend/deployments/web' })).status).toBe(401);
  });
});
