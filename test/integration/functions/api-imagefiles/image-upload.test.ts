import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiFetch, localEnv } from '../../support/index.js';
import { createTenant } from '../../support/tenant.js';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// The uploader and its avatar are this file's own (a demo user's avatar is what other files read), and so is the
// user of another enterprise who must not take the image.
const tenant = await createTenant('image-upload');
const stranger = (await createTenant('image-upload-other')).staff;
const staffToken = tenant.staff.token;
const buyerToken = stranger.token;

let documents: DynamoDBDocumentClient;

beforeAll(async () => {
  const env = localEnv();
  documents = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.DYNAMODB_ENDPOINT,
      region: env.AWS_REGION,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
    }),
  );
});

afterAll(() => documents.destroy());

/** Image records of this file's uploader in the table (a test-only Scan: handlers never scan). */
async function imageRecordCount(): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const result = await documents.send(
      new ScanCommand({
        TableName: localEnv().TABLE_NAME,
        FilterExpression: 'begins_with(pk, :prefix) AND ownerId = :owner',
        ExpressionAttributeValues: { ':prefix': 'IMAGE#', ':owner': tenant.staff.id },
        Select: 'COUNT',
        ExclusiveStartKey: start,
      }),
    );
    count += result.Count ?? 0;
    start = result.LastEvaluatedKey;
  } while (start);
  return count;
}

interface Ticket {
  name: string;
  uploadUrl: string;
  method: string;
  headers: Record<string, string>;
  expiresIn: number;
}

async function uploadImage(
  token: string,
  bytes: Buffer,
  fileName = 'pixel.png',
  contentType = 'image/png',
): Promise<Ticket> {
  const response = await apiFetch('/api-imagefiles/uploads', {
    method: 'POST',
    token,
    body: { fileName, contentType, size: bytes.length },
  });
  expect(response.status).toBe(200);
  const ticket = (await response.json()) as Ticket;
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers: ticket.headers, body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  return ticket;
}

describe('image upload through a presigned PUT', () => {
  it('stores the bytes so browse returns them with their content type', async () => {
    const ticket = await uploadImage(staffToken, png);
    expect(ticket.name).toMatch(/^[0-9a-f-]{36}\.png$/);
    expect(ticket.method).toBe('PUT');
    expect(ticket.headers).toEqual({
      'content-type': 'image/png',
      'content-length': String(png.length),
      'if-none-match': '*',
    });

    const browse = await apiFetch(`/api-imagefiles/browse?name=${ticket.name}`, { token: buyerToken });
    expect(browse.status).toBe(200);
    expect(browse.headers.get('content-type')).toBe('image/png');
    expect(browse.headers.get('cache-control')).toContain('immutable');
    expect(Buffer.from(await browse.arrayBuffer())).toEqual(png);
  });

  it('records the owner, enterprise, type and size of the image', async () => {
    const ticket = await uploadImage(staffToken, png, 'photo.PNG');
    const record = await documents.send(
      new GetCommand({ TableName: localEnv().TABLE_NAME, Key: { pk: `IMAGE#${ticket.name}`, sk: '#META' } }),
    );
    expect(record.Item).toMatchObject({ name: ticket.name, contentType: 'image/png', size: png.length });
    expect(typeof record.Item?.ownerId).toBe('string');
    expect(typeof record.Item?.enterpriseId).toBe('string');
  });

  it('rejects a non-image with 415 and a file over 100 MB with 413, storing nothing', async () => {
    const before = await imageRecordCount();
    const pdf = await apiFetch('/api-imagefiles/uploads', {
      method: 'POST',
      token: staffToken,
      body: { fileName: 'report.pdf', contentType: 'application/pdf', size: 1000 },
    });
    expect(pdf.status).toBe(415);
    expect((await pdf.json()).fields).toEqual([expect.objectContaining({ field: 'body.contentType' })]);

    const huge = await apiFetch('/api-imagefiles/uploads', {
      method: 'POST',
      token: staffToken,
      body: { fileName: 'huge.png', contentType: 'image/png', size: 104_857_601 },
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).fields).toEqual([expect.objectContaining({ field: 'body.size' })]);

    const malformed = await apiFetch('/api-imagefiles/uploads', {
      method: 'POST',
      token: staffToken,
      body: { fileName: 'x.png', contentType: 'image/png' },
    });
    expect(malformed.status).toBe(400);
    expect(await imageRecordCount()).toBe(before);
  });

  it('accepts exactly 100 MB', async () => {
    const response = await apiFetch('/api-imagefiles/uploads', {
      method: 'POST',
      token: staffToken,
      body: { fileName: 'big.jpg', contentType: 'image/jpeg', size: 104_857_600 },
    });
    expect(response.status).toBe(200);
  });
});

describe('browsing images', () => {
  it('serves the bundled default avatar without a bucket object', async () => {
    const response = await apiFetch('/api-imagefiles/browse?name=default-avatar.png', { token: staffToken });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 4)]).toEqual([137, 80, 78, 71]);
  });

  it('answers 404 for a missing image and 401 without a token', async () => {
    expect((await apiFetch('/api-imagefiles/browse?name=no-such-image.png', { token: staffToken })).status).toBe(404);
    expect((await apiFetch('/api-imagefiles/browse?name=default-avatar.png')).status).toBe(401);
  });
});

describe('setting the avatar', () => {
  it('sets the caller avatar to an own image and refuses someone else image', async () => {
    const ticket = await uploadImage(staffToken, png);
    const own = await apiFetch('/api-imagefiles/avatar', {
      method: 'PUT',
      token: staffToken,
      body: { name: ticket.name },
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ avatar: ticket.name });
    const table = localEnv().TABLE_NAME;
    const image = await documents.send(
      new GetCommand({ TableName: table, Key: { pk: `IMAGE#${ticket.name}`, sk: '#META' } }),
    );
    const profile = await documents.send(
      new GetCommand({ TableName: table, Key: { pk: `USER#${image.Item?.ownerId}`, sk: '#PROFILE' } }),
    );
    expect(profile.Item).toMatchObject({ avatar: ticket.name, username: tenant.staff.username });

    const others = await apiFetch('/api-imagefiles/avatar', {
      method: 'PUT',
      token: buyerToken,
      body: { name: ticket.name },
    });
    expect(others.status).toBe(403);

    const reset = await apiFetch('/api-imagefiles/avatar', {
      method: 'PUT',
      token: staffToken,
      body: { name: 'default-avatar.png' },
    });
    expect(reset.status).toBe(200);
  });

  it('refuses an announced image that was never uploaded', async () => {
    const response = await apiFetch('/api-imagefiles/uploads', {
      method: 'POST',
      token: staffToken,
      body: { fileName: 'never.png', contentType: 'image/png', size: 10 },
    });
    const { name } = (await response.json()) as Ticket;
    const avatar = await apiFetch('/api-imagefiles/avatar', { method: 'PUT', token: staffToken, body: { name } });
    expect(avatar.status).toBe(404);
  });
});
