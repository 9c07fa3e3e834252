import { describe, expect, it } from 'vitest';
import { handler as applicationHandler } from '../../../functions/api-application/handler.js';
import { appApi } from './applications-support.js';
import { invoke } from './session-support.js';

// The market's reads as an anonymous visitor sends them, over the demo seed (only read): twelve online market apps,
// an online exclusive app (app-demo-mes-bridge) and applications in other states, which it never shows.
const anonymous = undefined;
const read = (path: string, query: Record<string, string> = {}) =>
  appApi(anonymous, { path: `/api-application/${path}`, query });

/** The fields a refusal names. */
const fieldsOf = (body: { fields?: { field: string }[] }) => (body.fields ?? []).map((issue) => issue.field);

describe('the market reads', () => {
  it('recommend, group and advertise only online market apps', async () => {
    const [top, groups, ads] = await Promise.all([
      read('getTopApplication'),
      read('getCategoryApplication'),
      read('applicationAdvertisements'),
    ]);
    expect(top.status).toBe(200);
    expect(top.body.length).toBe(8);
    expect(top.body.map((app: { id: string }) => app.id)).not.toContain('app-demo-mes-bridge');
    expect(groups.status).toBe(200);
    expect(groups.body.map((group: { category: { id: string } }) => group.category.id)).toEqual(
      expect.arrayContaining(['cat-industry', 'cat-office']),
    );
    const grouped = groups.body.flatMap((group: { applications: { id: string }[] }) => group.applications);
    expect(grouped.map((app: { id: string }) => app.id)).not.toContain('app-demo-qc');
    expect(ads.status).toBe(200);
    expect(ads.body._embedded.applicationAdvertisements[0]).toMatchObject({
      id: 'ad-maintenance',
      applicationId: 'app-demo-maintenance',
    });
  });

  it('search by name, categories, release type and a plan within the cost range, a page at a time', async () => {
    const page = await read('searchApplicationByParams', {
      parentCategoryId: 'cat-industry',
      releaseType: 'platform',
      minCost: '100',
      maxCost: '-1',
      pageCurrent: '1',
      pageSize: '2',
    });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body).toMatchObject({ pageCurrent: 1, pageSize: 2 });
    expect(page.body.content.length).toBeLessThanOrEqual(2);
    for (const app of page.body.content) {
      expect(app).toMatchObject({ parentCategory: { id: 'cat-industry' }, scope: 'platform' });
      expect(app.maxCost).toBeGreaterThanOrEqual(100);
    }
    const byName = await read('searchApplicationByParams', { name: 'predictive' });
    expect(byName.body.content.map((app: { id: string }) => app.id)).toEqual(['app-demo-maintenance']);
    expect(byName.body.content[0]).toMatchObject({ minCost: 899, maxCost: 1999, type: { id: 'PUBLIC' } });
  });

  it('refuse invalid search parameters on their field', async () => {
    for (const [query, field] of [
      [{ pageSize: '0' }, 'query.pageSize'],
      [{ pageSize: '101' }, 'query.pageSize'],
      [{ pageCurrent: 'first' }, 'query.pageCurrent'],
      [{ minCost: 'cheap' }, 'query.minCost'],
      [{ minCost: '1.234' }, 'query.minCost'],
      [{ maxCost: '-2' }, 'query.maxCost'],
      [{ minCost: '50', maxCost: '10' }, 'query.maxCost'],
      [{ releaseType: 'everyone' }, 'query.releaseType'],
    ] as const) {
      const { status, body } = await read('searchApplicationByParams', query);
      expect(status, JSON.stringify(query)).toBe(400);
      expect(fieldsOf(body)).toContain(field);
    }
  });

  it('find applications by name, category and the days they went online', async () => {
    const found = await read('getApplicationByNameAndCategoryAndRangeDate', {
      parentCategory: 'cat-office',
      category: 'cat-workflow',
      beginDate: '2026-01-20',
      endDate: String(Date.parse('2026-01-22T23:00:00Z')),
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect(found.body.map((app: { id: string }) => app.id)).toEqual(['app-demo-forms', 'app-demo-approvals']);
    const badDate = await read('getApplicationByNameAndCategoryAndRangeDate', { beginDate: 'yesterday' });
    expect(fieldsOf(badDate.body)).toEqual(['query.beginDate']);
    const reversed = await read('getApplicationByNameAndCategoryAndRangeDate', {
      beginDate: '2026-02-01',
      endDate: '2026-01-01',
    });
    expect(fieldsOf(reversed.body)).toEqual(['query.endDate']);
  });

  it('relate applications of a parent category, leaving the one viewed out', async () => {
    const related = await read('getApplicationByParentCategory', {
      parentCategoryId: 'cat-industry',
      applicationId: 'app-demo-health',
    });
    expect(related.status).toBe(200);
    // Newest first and at most six: other files put applications of this category online meanwhile, so which
    // demo applications make the six is not fixed; that each is of the category and not the viewed one is.
    const apps = related.body as { id: string; parentCategory: { id: string } }[];
    expect(apps.length).toBeGreaterThan(0);
    expect(apps.length).toBeLessThanOrEqual(6);
    expect(apps.map((app) => app.id)).not.toContain('app-demo-health');
    expect(new Set(apps.map((app) => app.parentCategory.id))).toEqual(new Set(['cat-industry']));
    const missing = await read('getApplicationByParentCategory', {});
    expect(fieldsOf(missing.body)).toEqual(['query.parentCategoryId']);
  });

  it('show a listed application with its plans and versions, its logo, and the category tree, to anyone', async () => {
    const view = await read('getMarketApplication/app-demo-health');
    expect(view.status).toBe(200);
    expect(view.body.application.resources.map((plan: { price: number }) => plan.price)).toEqual([199, 599]);
    expect(view.body.versions).toEqual([expect.objectContaining({ version: '1.0.0', status: expect.anything() })]);
    expect((await read('getMarketApplication/app-demo-mes-bridge')).status).toBe(404);
    expect((await read('getMarketApplication/app-demo-qc')).status).toBe(404);
    const image = (applicationId: string) =>
      invoke(applicationHandler, {
        path: '/api-application/getMarketImage',
        query: { applicationId, name: 'default-avatar.png' },
      });
    const logo = await image('app-demo-health');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers?.['content-type']).toBe('image/png');
    expect((await image('app-demo-qc')).statusCode).toBe(404);
    const document = await read('getMarketDocument', { applicationId: 'app-demo-health', name: 'not-there.pdf' });
    expect(document.status).toBe(404);
    expect((await read('getApplicationCategoryTree')).status).toBe(200);
  });
});
