import { describe, expect, it } from 'vitest';
import { handler as helpHandler } from '../../../functions/api-help/handler.js';
import { helpKeys } from '../../../functions/domains/help/data/keys.js';
import { keys } from '../../../functions/lib/data/keys.js';
import type { HttpEventOptions } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { newIp } from './account-support.js';
import { demoTestUser, storedItem, type TestUser } from './certification-support.js';
import { call } from './session-support.js';

// Help categories and feedback are platform-wide: this file tells its own apart by unique names and addresses.
const tenant = await createTenant('help-centre');
const admin = await demoTestUser('admin');
const enterpriseAdmin = { claims: tenant.admin.claims } as TestUser;

const helpApi = (user: TestUser | undefined, options: HttpEventOptions) =>
  call(helpHandler, { sourceIp: newIp(), ...options, ...(user ? { claims: user.claims } : {}) });
const unique = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 10)}`;

const newCategory = async (order = 0) => {
  const name = unique('分类');
  const answer = await helpApi(admin, {
    method: 'POST',
    path: '/api-help/categories',
    body: { name, nameEn: `Category ${name}`, order },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { id: string; name: string };
};

const articleBody = (categoryId: string, overrides: Record<string, unknown> = {}) => ({
  categoryId,
  title: unique('文章'),
  titleEn: unique('Article '),
  body: 'Step one: **connect** the gateway.',
  bodyEn: 'Step one: **connect** the gateway.',
  keywords: ['网关'],
  published: true,
  ...overrides,
});

const newArticle = async (categoryId: string, overrides: Record<string, unknown> = {}) => {
  const answer = await helpApi(admin, {
    method: 'POST',
    path: '/api-help/articles',
    body: articleBody(categoryId, overrides),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { id: string; title: string; published: boolean };
};

describe('help centre', () => {
  it('shows anonymous readers the published articles by category in order, with neighbours, never drafts', async () => {
    const category = await newCategory();
    const second = await newArticle(category.id, { order: 2 });
    const first = await newArticle(category.id, { order: 1 });
    const draft = await newArticle(category.id, { order: 3, published: false });

    const home = await helpApi(undefined, { path: '/api-help/categories' });
    expect(home.status).toBe(200);
    const shown = (home.body as { id: string; articles: { id: string }[] }[]).find((c) => c.id === category.id)!;
    expect(shown.articles.map((a) => a.id)).toEqual([first.id, second.id]);

    const read = await helpApi(undefined, { path: `/api-help/articles/${first.id}` });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: first.id, categoryName: category.name, next: { id: second.id } });
    expect(read.body.previous).toBeUndefined();
    expect(read.body.searchText).toBeUndefined();
    expect((await helpApi(undefined, { path: `/api-help/articles/${draft.id}` })).status).toBe(404);
    expect((await helpApi(undefined, { path: '/api-help/articles/no-such-article' })).status).toBe(404);

    // Administrators see and edit the draft, and publishing it shows it to readers.
    expect((await helpApi(admin, { path: `/api-help/management/articles/${draft.id}` })).body.published).toBe(false);
    const published = await helpApi(admin, {
      method: 'PUT',
      path: `/api-help/articles/${draft.id}/publication`,
      body: { published: true },
    });
    expect(published.body).toMatchObject({ published: true, previous: { id: second.id } });
    expect((await helpApi(undefined, { path: `/api-help/articles/${draft.id}` })).status).toBe(200);
  });

  it('finds published articles by title, keyword or body in either language and any case', async () => {
    const category = await newCategory();
    const word = unique('zq');
    const byTitle = await newArticle(category.id, { titleEn: `Setting up ${word.toUpperCase()}` });
    const byBody = await newArticle(category.id, { bodyEn: `Then read the ${word} page.` });
    const byKeyword = await newArticle(category.id, { keywords: [word] });
    await newArticle(category.id, { body: `草稿 ${word}`, published: false });

    const found = await helpApi(undefined, { path: '/api-help/search', query: { q: word } });
    expect(found.status).toBe(200);
    expect(found.body.truncated).toBe(false);
    const ids = (found.body.items as { id: string }[]).map((item) => item.id);
    expect(ids[0]).toBe(byTitle.id);
    expect(ids.sort()).toEqual([byTitle.id, byBody.id, byKeyword.id].sort());
    expect((await helpApi(undefined, { path: '/api-help/search', query: { q: '' } })).status).toBe(400);
  });

  it('validates what editors write and writes nothing on a refusal', async () => {
    const category = await newCategory();
    const badCategory = await helpApi(admin, {
      method: 'POST',
      path: '/api-help/categories',
      body: { name: '', nameEn: 'x'.repeat(81), order: -1 },
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.name',
      'body.nameEn',
      'body.order',
    ]);
    const unknown = await helpApi(admin, {
      method: 'POST',
      path: '/api-help/articles',
      body: articleBody('no-such-category'),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([{ field: 'body.categoryId', message: 'Not a known category' }]);
    const noTitle = await helpApi(admin, {
      method: 'POST',
      path: '/api-help/articles',
      body: articleBody(category.id, { title: ' ', keywords: Array(11).fill('k') }),
    });
    expect(noTitle.status).toBe(400);
    const management = await helpApi(admin, { path: '/api-help/management/categories' });
    expect(management.body.find((c: { id: string }) => c.id === category.id).articles).toEqual([]);
    expect((await storedItem(helpKeys.helpCategory(category.id)))?.articles).toBe(0);
  });

  it('keeps a category while it holds articles, counts moves, and deletes it once empty', async () => {
    const [from, to] = [await newCategory(), await newCategory()];
    const article = await newArticle(from.id);
    expect((await helpApi(admin, { method: 'DELETE', path: `/api-help/categories/${from.id}` })).status).toBe(409);

    const moved = await helpApi(admin, {
      method: 'PUT',
      path: `/api-help/articles/${article.id}`,
      body: articleBody(to.id, { title: 'Moved' }),
    });
    expect(moved.body).toMatchObject({ categoryId: to.id, title: 'Moved' });
    expect((await storedItem(helpKeys.helpCategory(to.id)))?.articles).toBe(1);
    expect((await helpApi(admin, { method: 'DELETE', path: `/api-help/categories/${from.id}` })).status).toBe(200);
    expect(await storedItem(helpKeys.helpCategory(from.id))).toBeUndefined();

    expect((await helpApi(admin, { method: 'DELETE', path: `/api-help/articles/${article.id}` })).status).toBe(200);
    expect((await helpApi(admin, { method: 'DELETE', path: `/api-help/articles/${article.id}` })).status).toBe(404);
    expect((await helpApi(admin, { method: 'DELETE', path: `/api-help/categories/${to.id}` })).status).toBe(200);
    expect((await helpApi(admin, { method: 'DELETE', path: `/api-help/categories/${to.id}` })).status).toBe(404);
  });

  it('refuses editing to anyone but platform administrators', async () => {
    const category = await newCategory();
    const body = { name: unique('n'), nameEn: 'n' };
    expect((await helpApi(undefined, { method: 'POST', path: '/api-help/categories', body })).status).toBe(401);
    expect((await helpApi(enterpriseAdmin, { method: 'POST', path: '/api-help/categories', body })).status).toBe(403);
    expect(
      (await helpApi(enterpriseAdmin, { method: 'DELETE', path: `/api-help/categories/${category.id}` })).status,
    ).toBe(403);
    expect((await helpApi(enterpriseAdmin, { path: '/api-help/management/categories' })).status).toBe(403);
  });
});

describe('feedback', () => {
  const card = (overrides: Record<string, unknown> = {}) => ({
    username: unique('visitor'),
    email: `${unique('fb')}@example.com`,
    phone: '13800138000',
    content: unique('The gateway list is slow '),
    ...overrides,
  });
  const send = (body: unknown, sourceIp = newIp()) =>
    helpApi(undefined, { method: 'POST', path: '/api-help/feedback', body, sourceIp });

  it('stores a complete card, lists it for administrators and closes it once', async () => {
    const sent = card();
    const answer = await send({ ...sent, status: 'closed', id: 'forged' });
    expect(answer.status).toBe(200);
    const { id } = answer.body as { id: string };
    expect(id).not.toBe('forged');

    const open = await helpApi(admin, { path: '/api-help/feedback', query: { status: 'open' } });
    expect(open.status).toBe(200);
    expect(open.body.items.find((item: { id: string }) => item.id === id)).toMatchObject({ ...sent, status: 'open' });

    const closed = await helpApi(admin, { method: 'PUT', path: `/api-help/feedback/${id}/close` });
    expect(closed.body).toMatchObject({ id, status: 'closed', closedAt: expect.any(String) });
    expect((await helpApi(admin, { method: 'PUT', path: `/api-help/feedback/${id}/close` })).status).toBe(409);
    expect((await helpApi(admin, { method: 'PUT', path: '/api-help/feedback/no-such/close' })).status).toBe(404);
    const closedList = await helpApi(admin, { path: '/api-help/feedback', query: { status: 'closed' } });
    expect(closedList.body.items.some((item: { id: string }) => item.id === id)).toBe(true);
  });

  it('refuses a card with a field missing or malformed, naming each, and stores nothing', async () => {
    const sourceIp = newIp();
    const answer = await send({ username: '', email: 'not-mail', phone: '12345', content: '   ' }, sourceIp);
    expect(answer.status).toBe(400);
    expect(answer.body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.content',
      'body.email',
      'body.phone',
      'body.username',
    ]);
    // Refused before the route ran: not even the address's counter moved.
    expect(
      await storedItem(keys.rateLimit('feedback-address', sourceIp, Math.floor(Date.now() / 3_600_000))),
    ).toBeUndefined();
  });

  it('takes five cards an hour from one address, then answers 429 with a clear message and stores nothing', async () => {
    const sourceIp = newIp();
    for (let i = 0; i < 5; i++) expect((await send(card(), sourceIp)).status).toBe(200);
    const extra = card();
    const refused = await send(extra, sourceIp);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/At most 5 feedbacks an hour/);
    expect((await send(card())).status).toBe(200);
    const open = await helpApi(admin, { path: '/api-help/feedback', query: { status: 'open' } });
    expect(open.body.items.some((item: { content: string }) => item.content === extra.content)).toBe(false);
  });

  it('shows and closes feedback only for platform administrators', async () => {
    expect((await helpApi(undefined, { path: '/api-help/feedback' })).status).toBe(401);
    expect((await helpApi(enterpriseAdmin, { path: '/api-help/feedback' })).status).toBe(403);
    expect((await helpApi(enterpriseAdmin, { method: 'PUT', path: '/api-help/feedback/any/close' })).status).toBe(403);
  });
});
