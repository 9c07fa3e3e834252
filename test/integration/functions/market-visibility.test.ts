import { describe, expect, it } from 'vitest';
import { createTenant } from '../support/tenant.js';
import { appApi, changeStatus, createdApplication, resourceBody, uniqueName } from './applications-support.js';
import { demoTestUser, freshUser, type TestUser } from './certification-support.js';

// This file's own applications, named with one prefix so a name search finds only them: a developer's (private
// scope) and its tenant's (enterprise scope), put online through the real status calls; the demo auditor approves.
const tenant = await createTenant('market');
const developer = await freshUser();
const subscriber = await freshUser();
const stranger = await freshUser();
const auditor = await demoTestUser('auditor');
const prefix = uniqueName('mkt');

/** Creates `kind` as `user`, moves it along the transition table to `status`, and answers its id. */
async function application(
  user: TestUser,
  kind: string,
  status: '0' | '1' | '3' | '4',
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const name = `${prefix}-${kind}`;
  const id = await createdApplication(user, { name, enName: `${name}-en`, ...overrides });
  const path: [string, TestUser][] = {
    '0': [],
    '1': [['1', user]],
    '3': [
      ['1', user],
      ['2', auditor],
      ['3', user],
    ],
    '4': [
      ['1', user],
      ['2', auditor],
      ['3', user],
      ['4', user],
    ],
  }[status] as [string, TestUser][];
  for (const [to, by] of path) {
    const { status: answered, body } = await changeStatus(by, id, to);
    expect(answered, JSON.stringify(body)).toBe(200);
  }
  return id;
}

const plan = await appApi(developer, {
  method: 'POST',
  path: '/api-application/createResource',
  body: resourceBody(await application(developer, 'listed', '0'), { price: 123.45 }),
});
const listed = plan.body.application.id as string;
for (const [to, by] of [
  ['1', developer],
  ['2', auditor],
  ['3', developer],
] as const) {
  expect((await changeStatus(by, listed, to)).status).toBe(200);
}
const enterprise = { createCompanyId: tenant.enterpriseId };
const exclusive = { type: { id: 'PRIVATE' } };
const hidden = {
  draft: await application(developer, 'draft', '0'),
  submitted: await application(developer, 'submitted', '1'),
  offline: await application(developer, 'offline', '4'),
  exclusivePrivate: await application(developer, 'exclusive-private', '3', exclusive),
  exclusiveEnterprise: await application(tenant.admin, 'exclusive-enterprise', '3', { ...enterprise, ...exclusive }),
  enterpriseDraft: await application(tenant.admin, 'enterprise-draft', '0', enterprise),
};

/** The ids a market read answers (a list, a page's content, or groups of applications). */
function idsIn(body: unknown): string[] {
  if (Array.isArray(body)) {
    return body.flatMap((item: { id?: string; applications?: { id: string }[] }) =>
      item.applications ? item.applications.map((app) => app.id) : [item.id!],
    );
  }
  return (body as { content: { id: string }[] }).content.map((app) => app.id);
}

/** Searches the market by this file's prefix as `user` (anonymous without one). */
const search = (user: TestUser | undefined, query: Record<string, string> = {}) =>
  appApi(user, { path: '/api-application/searchApplicationByParams', query: { name: prefix, ...query } });

describe('the market as anonymous and signed-in callers read it', () => {
  for (const [who, user] of [
    ['anonymous', undefined],
    ["the hidden enterprise's administrator", tenant.admin],
  ] as const) {
    it(`shows ${who} the online market app and never a draft, submitted, offline or exclusive one`, async () => {
      const { status, body } = await search(user);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body).toMatchObject({ totalElements: 1, pageCurrent: 1, pageSize: 10, totalPages: 1 });
      expect(body.content[0]).toMatchObject({ id: listed, minCost: 123.45, maxCost: 123.45, scope: 'private' });
      const reads = await Promise.all([
        appApi(user, { path: '/api-application/getTopApplication' }),
        appApi(user, { path: '/api-application/getCategoryApplication' }),
        appApi(user, {
          path: '/api-application/getApplicationByNameAndCategoryAndRangeDate',
          query: { name: prefix },
        }),
        appApi(user, {
          path: '/api-application/getApplicationByParentCategory',
          query: { parentCategoryId: 'cat-industry' },
        }),
      ]);
      for (const read of reads) {
        expect(read.status, JSON.stringify(read.body)).toBe(200);
        expect(idsIn(read.body).filter((id) => Object.values(hidden).includes(id))).toEqual([]);
      }
      expect(idsIn(reads[2].body)).toEqual([listed]);
      for (const id of Object.values(hidden)) {
        expect((await appApi(user, { path: `/api-application/getMarketApplication/${id}` })).status).toBe(404);
      }
      const view = await appApi(user, { path: `/api-application/getMarketApplication/${listed}` });
      expect(view.status).toBe(200);
      expect(view.body.application).toMatchObject({ id: listed, resources: [{ price: 123.45 }] });
      expect(view.body.application).not.toHaveProperty('lastReview');
    });
  }
});

describe('the market entry', () => {
  it('follows a price change, and the application going offline and online again', async () => {
    const changed = await appApi(developer, {
      method: 'PUT',
      path: '/api-application/updateResource',
      body: { ...resourceBody(listed), id: plan.body.id, name: plan.body.name, code: plan.body.code, price: 200 },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await search(undefined)).body.content[0]).toMatchObject({ minCost: 200, maxCost: 200 });
    expect((await search(undefined, { minCost: '150', maxCost: '250' })).body.totalElements).toBe(1);
    expect((await search(undefined, { maxCost: '150' })).body.totalElements).toBe(0);

    expect((await changeStatus(developer, listed, '4')).status).toBe(200);
    expect((await search(undefined)).body.totalElements).toBe(0);
    expect((await changeStatus(developer, listed, '3')).status).toBe(200);
    expect((await search(undefined)).body.totalElements).toBe(1);
  });

  it('counts subscribers for the recommendations: subscribing raises the count, unsubscribing lowers it', async () => {
    const subscribed = await appApi(subscriber, {
      method: 'POST',
      path: '/api-application/submitSubscribe',
      body: { application: { id: listed } },
    });
    expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
    expect((await search(undefined)).body.content[0].subscriberCount).toBe(1);
    const top = (await appApi(undefined, { path: '/api-application/getTopApplication' })).body as {
      id: string;
      subscriberCount: number;
    }[];
    // Recommended first by subscribers: it is there, or every place went to applications at least as subscribed.
    expect(top.some((app) => app.id === listed) || top.every((app) => app.subscriberCount >= 1)).toBe(true);

    const ids = await appApi(developer, { path: `/api-application/getSubscribeUserIdsByApplicationId/${listed}` });
    expect(ids.body).toEqual([subscriber.id]);
    expect(
      (await appApi(stranger, { path: `/api-application/getSubscribeUserIdsByApplicationId/${listed}` })).status,
    ).toBe(403);

    const unsubscribed = await appApi(subscriber, {
      method: 'PUT',
      path: '/api-application/submitUnSubscribe',
      body: { id: subscribed.body.id },
    });
    expect(unsubscribed.status).toBe(200);
    expect((await search(undefined)).body.content[0].subscriberCount).toBe(0);
  });
});
