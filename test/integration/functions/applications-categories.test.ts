import { describe, expect, it } from 'vitest';
import { appApi, createdApplication, uniqueName } from './applications-support.js';
import { demoTestUser, freshUser, storedItem } from './certification-support.js';
import { applicationKeys } from '../../../functions/domains/applications/data/keys.js';

// The only file that saves the category tree: it keeps every node it reads and changes only its own.
const admin = await demoTestUser('admin');
const developer = await freshUser();

/** A node as the editor sends it back. */
interface SentNode {
  id?: string;
  code: string;
  name: string;
  description?: string;
  children?: SentNode[];
}

/** The tree as the editor sends it back: every node with its id, plus `extra` parents. */
async function treeWith(extra: SentNode[]): Promise<SentNode[]> {
  const tree = (await appApi(admin, { path: '/api-application/getApplicationCategoryTree' })).body as {
    id: string;
    code: string;
    name: string;
    description: string;
    children: { id: string; code: string; name: string; description: string }[];
  }[];
  return [
    ...tree.map(({ id, code, name, description, children }) => ({
      id,
      code,
      name,
      description,
      children: children.map((c) => ({ id: c.id, code: c.code, name: c.name, description: c.description })),
    })),
    ...extra,
  ];
}

const save = (user: typeof admin, body: unknown) =>
  appApi(user, { method: 'POST', path: '/api-application/updateApplicationCategory', body });

describe('the category tree editor', () => {
  it('saves the whole tree with a new parent and category, for platform administrators only', async () => {
    const code = uniqueName('CAT')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X');
    const body = await treeWith([
      { code, name: `父类 ${code}`, children: [{ code: `${code}-A`, name: `子类 ${code}` }] },
    ]);
    expect((await save(developer as never, body)).status).toBe(403);
    const { status, body: tree } = await save(admin, body);
    expect(status).toBe(200);
    const added = tree.find((node: { code: string }) => node.code === code);
    expect(added.children.map((c: { code: string }) => c.code)).toEqual([`${code}-A`]);
    expect(tree.find((node: { id: string }) => node.id === 'cat-industry')).toBeDefined();
  });

  it('refuses duplicate codes in one tree (400, nothing written)', async () => {
    const code = uniqueName('DUP')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X');
    const { status } = await save(
      admin,
      await treeWith([
        { code, name: 'A' },
        { code, name: 'B' },
      ]),
    );
    expect(status).toBe(400);
    const tree = (await appApi(admin, { path: '/api-application/getApplicationCategoryTree' })).body;
    expect(tree.some((node: { code: string }) => node.code === code)).toBe(false);
  });

  it('deletes an unused category and refuses one in use (409), by id and by leaving it out of the tree', async () => {
    const code = uniqueName('USE')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X');
    const tree = (
      await save(
        admin,
        await treeWith([
          {
            code,
            name: `父类 ${code}`,
            children: [
              { code: `${code}-A`, name: 'A' },
              { code: `${code}-B`, name: 'B' },
            ],
          },
        ]),
      )
    ).body;
    const parent = tree.find((node: { code: string }) => node.code === code);
    const [used, unused] = parent.children;
    await createdApplication(developer, { parentCategory: { id: parent.id }, category: { id: used.id } });
    const refused = await appApi(admin, {
      method: 'PUT',
      path: `/api-application/deleteApplicationCategory/${used.id}`,
    });
    expect(refused.status).toBe(409);
    const leftOut = (await treeWith([])).map((node) =>
      node.id === parent.id ? { ...node, children: node.children?.filter((c) => c.id !== used.id) } : node,
    );
    expect((await save(admin, leftOut)).status).toBe(409);
    expect(await storedItem(applicationKeys.applicationCategory(used.id))).toMatchObject({ usage: 1 });
    const deleted = await appApi(admin, {
      method: 'PUT',
      path: `/api-application/deleteApplicationCategory/${unused.id}`,
    });
    expect(deleted.status).toBe(200);
    expect(await storedItem(applicationKeys.applicationCategory(unused.id))).toBeUndefined();
  });

  it('keeps one of a race between a new application and the delete of its category', async () => {
    const code = uniqueName('RACE')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X');
    const tree = (
      await save(admin, await treeWith([{ code, name: `父类 ${code}`, children: [{ code: `${code}-A`, name: 'A' }] }]))
    ).body;
    const parent = tree.find((node: { code: string }) => node.code === code);
    const category = parent.children[0];
    const [created, deleted] = await Promise.all([
      appApi(developer, {
        method: 'POST',
        path: '/api-application/submitApplication',
        body: await (
          await import('./applications-support.js')
        ).applicationBody(developer, {
          parentCategory: { id: parent.id },
          category: { id: category.id },
        }),
      }),
      appApi(admin, { method: 'PUT', path: `/api-application/deleteApplicationCategory/${category.id}` }),
    ]);
    const stored = await storedItem(applicationKeys.applicationCategory(category.id));
    // Either the application exists on a category that still exists, or the category is gone and so is the app.
    if (created.status === 200) {
      expect(deleted.status).toBe(409);
      expect(stored).toMatchObject({ usage: 1 });
    } else {
      expect(deleted.status).toBe(200);
      expect(stored).toBeUndefined();
    }
  });
});
