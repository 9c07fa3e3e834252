import { describe, expect, it } from 'vitest';
import { handler as algorithmHandler } from '../../../functions/api-algorithm/handler.js';
import { handler as datasetFilesHandler } from '../../../functions/api-datasetfiles/handler.js';
import type { HttpEventOptions } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { demoTestUser, freshUser, storedItem, type TestUser } from './certification-support.js';
import { call } from './session-support.js';
import { algorithmKeys } from '../../../functions/domains/algorithms/data/keys.js';

// The only file that saves the algorithm category tree: it keeps every node it reads and changes only its own.
const tenant = await createTenant('algorithms-library');
const author = tenant.admin;
const [admin, auditor, outsider] = await Promise.all([demoTestUser('admin'), demoTestUser('auditor'), freshUser()]);

const algApi = (user: TestUser | undefined, options: HttpEventOptions) =>
  call(algorithmHandler, { ...options, ...(user ? { claims: user.claims } : {}) });
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

interface Node {
  key: string;
  label: string;
  children: Node[];
}
const readTree = async () =>
  (await algApi(undefined, { path: '/api-algorithm/getAlgorithmCategoryTree' })).body as Node[];
const saveTree = (user: TestUser, body: unknown) =>
  algApi(user, { method: 'POST', path: '/api-algorithm/updateAlgorithmCategory', body });
const asSent = (tree: Node[]) =>
  tree.map(({ key, label, children }) => ({
    key,
    label,
    children: children.map((c) => ({ key: c.key, label: c.label })),
  }));

/** A new parent category with one category below it, saved with the rest of the tree; answers the child's id. */
async function newCategory(): Promise<string> {
  const label = unique('分类');
  const { status, body } = await saveTree(admin, [
    ...asSent(await readTree()),
    { key: `new-${label}`, label, children: [{ key: `new-${label}-a`, label: `${label} A` }] },
  ]);
  expect(status, JSON.stringify(body)).toBe(200);
  return (body as Node[]).find((node) => node.label === label)!.children[0]!.key;
}

const categoryId = await newCategory();

const algorithmBody = (overrides: Record<string, unknown> = {}) => ({
  name: unique('算法'),
  description: 'An algorithm of the tests',
  algorithmCategory: { id: categoryId },
  algorithmType: { code: 'JAVASCRIPT' },
  parameters: [
    { name: 'input', type: 'DATASET_IN' },
    { name: 'k', type: 'integer', defaultValue: '3', min: 1, max: 10 },
    { name: 'mode', type: 'enum', options: ['fast', 'exact'], defaultValue: 'fast' },
    { name: 'output', type: 'MODEL_OUT' },
  ],
  ...overrides,
});

async function created(user: TestUser, overrides: Record<string, unknown> = {}) {
  const { status, body } = await algApi(user, {
    method: 'POST',
    path: '/api-algorithm/createAlgorithm',
    body: algorithmBody(overrides),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { id: string; name: string; algorithmStatus: { code: string } };
}

const setStatus = (user: TestUser, id: string, code: string, reason?: string) =>
  algApi(user, {
    method: 'PUT',
    path: '/api-algorithm/updateAlgorithmStatus',
    body: { id, algorithmStatus: { code }, ...(reason ? { reason } : {}) },
  });

describe('the algorithm library', () => {
  it('creates a saved, enabled algorithm and refuses invalid ones with the field (400, nothing written)', async () => {
    const algorithm = await created(author);
    expect(algorithm).toMatchObject({
      algorithmStatus: { code: '1' },
      enabled: true,
      algorithmCategory: { id: categoryId },
      algorithmType: { code: 'JAVASCRIPT' },
      createById: author.id,
    });
    const invalid = [
      [{ description: '' }, 'body.description'],
      [{ algorithmType: { code: 'COBOL' } }, 'body.algorithmType.code'],
      [{ algorithmCategory: { id: 'no-such-category' } }, 'body.algorithmCategory.id'],
      [
        { parameters: [{ name: 'k', type: 'integer', defaultValue: '12', min: 1, max: 10 }] },
        'body.parameters.0.defaultValue',
      ],
      [{ parameters: [{ name: 'e', type: 'enum' }] }, 'body.parameters.0.options'],
      [{ parameters: [{ name: 'p', type: 'text' }] }, 'body.parameters.0.type'],
    ] as const;
    for (const [overrides, field] of invalid) {
      const name = unique('bad');
      const { status, body } = await algApi(author, {
        method: 'POST',
        path: '/api-algorithm/createAlgorithm',
        body: algorithmBody({ name, ...overrides }),
      });
      expect(status, field).toBe(400);
      expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
      expect(await storedItem({ pk: `UNIQUE#algorithmName#${name.toLowerCase()}`, sk: '#UNIQUE' })).toBeUndefined();
    }
  });

  it('keeps names unique under a race: one create wins, the other is told the name exists', async () => {
    const name = unique('race');
    const results = await Promise.all(
      [author, admin].map((user) =>
        algApi(user, { method: 'POST', path: '/api-algorithm/createAlgorithm', body: algorithmBody({ name }) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('algorithm name already exists');
  });

  it('refuses to delete a category in use, by id and by leaving it out of the tree, until its algorithm is gone', async () => {
    const category = await newCategory();
    const algorithm = await created(author, { algorithmCategory: { id: category } });
    const remove = () => algApi(admin, { method: 'POST', path: `/api-algorithm/deleteAlgorithmCategory/${category}` });
    expect((await remove()).status).toBe(409);
    const without = (await readTree()).map((node) => ({
      ...node,
      children: node.children.filter((c) => c.key !== category),
    }));
    expect((await saveTree(admin, asSent(without))).status).toBe(409);
    expect((await saveTree(author, asSent(without))).status).toBe(403);
    const deleted = await algApi(author, {
      method: 'PUT',
      path: '/api-algorithm/deleteAlgorithm',
      body: [algorithm.id],
    });
    expect(deleted.status).toBe(200);
    expect((await remove()).status).toBe(200);
    expect(await storedItem(algorithmKeys.algorithmCategory(category))).toBeUndefined();
  });

  it('reviews: the author submits, never approves; an auditor approves with a kept history; others read it once online', async () => {
    const algorithm = await created(author);
    const read = (user: TestUser) => algApi(user, { path: `/api-algorithm/algorithms/${algorithm.id}` });
    expect((await read(outsider)).status).toBe(404);
    const search = await algApi(outsider, { path: '/api-algorithm/algorithms/search/id', query: { id: algorithm.id } });
    expect(search.body._embedded.algorithms).toEqual([]);
    expect((await setStatus(author, algorithm.id, '2')).status).toBe(200);
    expect((await setStatus(author, algorithm.id, '3')).status).toBe(403);
    const queue = await algApi(auditor, {
      path: '/api-algorithm/verifyingAlgorithmList',
      query: { algorithmName: algorithm.name },
    });
    expect(queue.body).toMatchObject({ totalElements: 1, pageable: { pageNumber: 0, pageSize: 10 } });
    expect((await setStatus(auditor, algorithm.id, '4', 'No documentation')).status).toBe(200);
    expect((await setStatus(author, algorithm.id, '2')).status).toBe(200);
    expect((await setStatus(auditor, algorithm.id, '3')).body.algorithmStatus.code).toBe('3');
    const mine = await read(author);
    expect(mine.body.reviews.map((r: { decision: string }) => r.decision)).toEqual(['approved', 'rejected']);
    expect((await read(outsider)).status).toBe(200);
    const tree = await algApi(outsider, { path: '/api-algorithm/getAlgorithmTree', query: { name: algorithm.name } });
    expect(JSON.stringify(tree.body)).toContain(algorithm.id);
    // The extensions: an online JavaScript algorithm for everyone, a draft for its author only.
    const draft = await created(author);
    const extensions = async (user: TestUser) =>
      ((await algApi(user, { path: '/api-algorithm/extensions' })).body as { id: string }[]).map((a) => a.id);
    expect(await extensions(outsider)).toContain(algorithm.id);
    expect(await extensions(outsider)).not.toContain(draft.id);
    expect(await extensions(author)).toEqual(expect.arrayContaining([algorithm.id, draft.id]));
  });

  it('bulk actions are all or none and the author’s alone', async () => {
    const [one, two] = await Promise.all([created(author), created(author)]);
    const other = await newCategory();
    const move = (user: TestUser) =>
      algApi(user, {
        method: 'PUT',
        path: '/api-algorithm/updateAlgorithmsCategory',
        body: { ids: [one.id, two.id], category: { id: other } },
      });
    expect((await move(tenant.staff as never)).status).toBe(404);
    expect((await move(author)).status).toBe(200);
    expect((await storedItem(algorithmKeys.algorithmCategory(other)))?.usage).toBe(2);
    expect((await storedItem(algorithmKeys.algorithmCategory(categoryId)))?.usage).toBeGreaterThanOrEqual(0);
    const offline = await algApi(author, { method: 'PUT', path: '/api-algorithm/offlineAlgorithm', body: [one.id] });
    expect(offline.status).toBe(409);
    const deleted = await algApi(author, {
      method: 'PUT',
      path: '/api-algorithm/deleteAlgorithms',
      body: { ids: [one.id, two.id] },
    });
    expect(deleted.status).toBe(200);
    expect((await storedItem(algorithmKeys.algorithmCategory(other)))?.usage).toBe(0);
  });

  it('serves the lookups in the shapes the console reads', async () => {
    const types = await algApi(author, { path: '/api-algorithm/algorithmTypes' });
    expect(types.body._embedded.algorithmTypes.map((t: { code: string }) => t.code)).toContain('PYTHON');
    const statuses = await algApi(author, { path: '/api-algorithm/algorithmStatuses' });
    expect(statuses.body.map((s: { code: string }) => s.code)).toEqual(['1', '2', '3', '4', '5']);
    const mine = await algApi(author, { path: `/api-algorithm/getAlgorithmsByUserId/${author.id}` });
    expect(mine.status).toBe(200);
    expect((await algApi(author, { path: `/api-algorithm/getAlgorithmsByUserId/${outsider.id}` })).status).toBe(403);
  });

  it('hands out a presigned upload of the algorithm file, at most 100 MB (413 above)', async () => {
    const announce = (size: number) =>
      call(datasetFilesHandler, {
        method: 'POST',
        path: '/api-datasetfiles/',
        claims: author.claims,
        body: { fileName: 'kmeans.py', contentType: 'text/x-python', size },
      });
    const ticket = await announce(1024);
    expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
    expect(ticket.body).toMatchObject({ method: 'PUT', headers: { 'content-length': '1024' } });
    expect(ticket.body.id).toMatch(/^algorithm-files\/.+\.py$/);
    expect((await announce(100 * 1024 * 1024 + 1)).status).toBe(413);
  });
});
