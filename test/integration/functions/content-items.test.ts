import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { handler as contentHandler } from '../../../functions/api-content/handler.js';
import { handler as imageFilesHandler } from '../../../functions/api-imagefiles/handler.js';
import { localEnv, type HttpEventOptions } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { demoTestUser, type TestUser } from './certification-support.js';
import { call, invoke } from './session-support.js';

// The only file that writes content: its items have slugs of their own; the platform portal's flags are only read.
const tenant = await createTenant('content-items');
const admin = await demoTestUser('admin');

const contentApi = (user: { claims: Record<string, unknown> } | undefined, options: HttpEventOptions) =>
  call(contentHandler, { ...options, ...(user ? { claims: user.claims } : {}) });
const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

const itemBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'news',
  slug: unique('news'),
  title: '平台发布新版设备接入',
  titleEn: 'New equipment onboarding released',
  summary: '三步接入网关',
  body: '## 新功能\n\n- 证书轮换\n- 离线告警',
  bodyEn: '## What is new\n\n- Certificate rotation\n- Offline alarms',
  ...overrides,
});

const create = async (user: TestUser, overrides: Record<string, unknown> = {}) => {
  const { status, body } = await contentApi(user, {
    method: 'POST',
    path: '/api-content/items',
    body: itemBody(overrides),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { id: string; slug: string; status: string; publishDate?: string };
};

const publicList = async (kind: string) =>
  (await contentApi(undefined, { path: '/api-content/public/items', query: { kind, limit: '50' } })).body as {
    items: { id: string }[];
  };

describe('portal content', () => {
  it('keeps a draft from anonymous readers until it is published, then lists it first', async () => {
    const draft = await create(admin);
    expect(draft.status).toBe('draft');
    expect((await contentApi(undefined, { path: `/api-content/public/items/news/${draft.slug}` })).status).toBe(404);
    expect((await publicList('news')).items.map((item) => item.id)).not.toContain(draft.id);

    const published = await contentApi(admin, { method: 'POST', path: `/api-content/items/${draft.id}/publish` });
    expect(published.body).toMatchObject({ status: 'published', publishDate: expect.any(String) });
    const read = await contentApi(undefined, { path: `/api-content/public/items/news/${draft.slug}` });
    expect(read).toMatchObject({ status: 200, body: { id: draft.id, titleEn: 'New equipment onboarding released' } });
    expect((await publicList('news')).items[0]!.id).toBe(draft.id);

    await contentApi(admin, { method: 'POST', path: `/api-content/items/${draft.id}/unpublish` });
    expect((await publicList('news')).items.map((item) => item.id)).not.toContain(draft.id);
  });

  it('refuses invalid items field by field and writes nothing', async () => {
    const slug = unique('bad');
    const { status, body } = await contentApi(admin, {
      method: 'POST',
      path: '/api-content/items',
      body: itemBody({ kind: 'blog', slug: `${slug} Bad!`, title: 'x'.repeat(101), bodyEn: '' }),
    });
    expect(status).toBe(400);
    expect(body.fields.map((f: { field: string }) => f.field).sort()).toEqual(
      ['body.bodyEn', 'body.kind', 'body.slug', 'body.title'].sort(),
    );
    const all = await contentApi(admin, { path: '/api-content/items', query: { kind: 'news', limit: '50' } });
    expect(all.body.items.map((item: { slug: string }) => item.slug)).not.toContain(`${slug} Bad!`);
  });

  it('keeps a slug unique within its kind and frees it on delete', async () => {
    const first = await create(admin, { kind: 'solution' });
    const again = await contentApi(admin, {
      method: 'POST',
      path: '/api-content/items',
      body: itemBody({ kind: 'solution', slug: first.slug }),
    });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual([{ field: 'body.slug', message: expect.any(String) }]);
    expect((await contentApi(admin, { method: 'DELETE', path: `/api-content/items/${first.id}` })).status).toBe(200);
    await create(admin, { kind: 'solution', slug: first.slug });
  });

  it('lets only platform administrators manage content', async () => {
    const options = { method: 'POST', path: '/api-content/items', body: itemBody() } as const;
    expect((await contentApi(tenant.admin, options)).status).toBe(403);
    expect((await contentApi(undefined, options)).status).toBe(401);
  });
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const env = localEnv();
const documents = DynamoDBDocumentClient.from(
  new DynamoDBClient({
    endpoint: env.DYNAMODB_ENDPOINT,
    region: env.AWS_REGION,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
  }),
);
afterAll(() => documents.destroy());

/** Content image records in the table (a test-only Scan: handlers never scan); only this file uploads them. */
async function contentImageRecords(): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: env.TABLE_NAME,
        FilterExpression: 'begins_with(pk, :prefix)',
        ExpressionAttributeValues: { ':prefix': 'IMAGE#content-images/' },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/** Announces an image through `handler` at `path` and PUTs its bytes to the presigned address. */
async function upload(handler: typeof contentHandler, path: string, user: { claims: Record<string, unknown> }) {
  const announced = await call(handler, {
    method: 'POST',
    path,
    claims: user.claims,
    body: { fileName: 'cover.png', contentType: 'image/png', size: png.length },
  });
  expect(announced.status, JSON.stringify(announced.body)).toBe(200);
  const ticket = announced.body as { name: string; uploadUrl: string; headers: Record<string, string> };
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(png) });
  expect(put.status).toBe(200);
  return ticket.name;
}

describe('content images', () => {
  it('lets anyone read an uploaded image while a published item references it, and only an uploaded content image', async () => {
    const name = await upload(contentHandler, '/api-content/images', admin);
    const address = `/api-content/public/images/${name}`;
    const anonymousRead = () => invoke(contentHandler, { path: address });
    expect((await anonymousRead()).statusCode).toBe(404);

    const item = await create(admin, { coverImage: address, bodyEn: `## Layout\n\n[The line](${address})` });
    expect((await anonymousRead()).statusCode).toBe(404);
    await contentApi(admin, { method: 'POST', path: `/api-content/items/${item.id}/publish` });
    const read = await anonymousRead();
    expect(read.statusCode).toBe(200);
    expect(read.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=3600' });
    expect(Buffer.from(read.body!, 'base64')).toEqual(png);
    await contentApi(admin, { method: 'POST', path: `/api-content/items/${item.id}/unpublish` });
    expect((await anonymousRead()).statusCode).toBe(404);

    // An enterprise's own image is no content image, nor is one announced but never uploaded: 400 on the field.
    const foreign = await upload(imageFilesHandler, '/api-imagefiles/uploads', tenant.staff);
    const announced = await contentApi(admin, {
      method: 'POST',
      path: '/api-content/images',
      body: { fileName: 'never.webp', contentType: 'image/webp', size: 10 },
    });
    const refused = await contentApi(admin, {
      method: 'POST',
      path: '/api-content/items',
      body: itemBody({
        coverImage: `/api-content/public/images/${foreign}`,
        body: `[图](/api-content/public/images/${announced.body.name})`,
        ignored: true,
      }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['body.body', 'body.coverImage']);
  });

  it('refuses a content image of another type or over 2 MB, recording nothing', async () => {
    const before = await contentImageRecords();
    const announce = (body: Record<string, unknown>) =>
      contentApi(admin, { method: 'POST', path: '/api-content/images', body });
    const gif = await announce({ fileName: 'a.gif', contentType: 'image/gif', size: 100 });
    expect(gif.status).toBe(415);
    expect(gif.body.fields).toEqual([expect.objectContaining({ field: 'body.contentType' })]);
    const big = await announce({ fileName: 'big.jpg', contentType: 'image/jpeg', size: 2 * 1024 * 1024 + 1 });
    expect(big.status).toBe(413);
    expect(big.body.fields).toEqual([expect.objectContaining({ field: 'body.size' })]);
    expect((await contentApi(tenant.admin, { method: 'POST', path: '/api-content/images', body: {} })).status).toBe(
      403,
    );
    expect(await contentImageRecords()).toBe(before);
  });
});

describe('portal flags', () => {
  it('saves an enterprise’s flags for its administrator, not for its staff', async () => {
    const flags = {
      carousel: true,
      header: true,
      footer: true,
      market: false,
      news: false,
      services: true,
      solutions: true,
    };
    const saved = await contentApi(tenant.admin, {
      method: 'PUT',
      path: '/api-content/portal-configuration',
      body: flags,
    });
    expect(saved).toMatchObject({ status: 200, body: flags });
    expect((await contentApi(tenant.admin, { path: '/api-content/portal-configuration' })).body).toEqual(flags);
    expect(
      (await contentApi(tenant.staff, { method: 'PUT', path: '/api-content/portal-configuration', body: flags }))
        .status,
    ).toBe(403);
  });

  it('shows an online tenant domain’s enterprise portal, and the platform’s for an unknown domain', async () => {
    const own = await contentApi(undefined, { path: '/api-content/public/portal', query: { domain: 'demomfg' } });
    expect(own.body).toMatchObject({ owner: 'enterprise', domain: 'demomfg', enterpriseName: 'Demo Manufacturing' });
    const unknown = await contentApi(undefined, {
      path: '/api-content/public/portal',
      query: { domain: unique('nobody') },
    });
    expect(unknown.body).toMatchObject({
      owner: 'platform',
      flags: expect.objectContaining({ news: expect.any(Boolean) }),
    });
  });

  it('frames no application that is not a running deployment', async () => {
    expect((await contentApi(undefined, { path: `/api-content/public/embeddable/${unique('nothing')}` })).status).toBe(
      404,
    );
  });
});
