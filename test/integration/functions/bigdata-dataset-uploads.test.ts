import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/api-bigdata/handler.js';
import { getStoredObjectText, headStoredObject } from '../../../functions/domains/bigdata/index.js';
import { putReadings } from '../../../functions/domains/equipment/index.js';
import { createTenant, type TenantUser } from '../support/tenant.js';
import { createdGateway, createdType, equipmentApi } from './equipment-support.js';
import { call } from './session-support.js';

// Two enterprises of this file's own: the second one's staff must never register the first one's upload or history.
const tenant = await createTenant('bigdata-dataset-uploads');
const outsider = await createTenant('bigdata-dataset-uploads-outsider');

const api = (
  user: TenantUser,
  options: { method?: string; path: string; query?: Record<string, string>; body?: unknown },
) => call(handler, { ...options, path: `/api-bigdata/${options.path}`, claims: user.claims });

const describing = (name = `Big ${randomUUID().slice(0, 8)}`) => ({
  name,
  dataType: 'csv',
  category: 'industrial',
  description: 'Generated readings',
});

/** Announces `text` as a dataset file of this file's staff and PUTs it with the ticket, as the console does. */
async function uploaded(text: string): Promise<string> {
  const user = tenant.staff;
  const size = Buffer.byteLength(text);
  const ticket = await api(user, {
    method: 'POST',
    path: 'datasets/uploads',
    body: { fileName: 'readings.csv', contentType: 'text/csv', size },
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  expect(ticket.body.key).toMatch(
    new RegExp(`^dataset-uploads/${tenant.enterpriseId}/${user.id}/[0-9a-f-]{36}\\.csv$`),
  );
  const headers = Object.fromEntries(
    Object.entries(ticket.body.headers as Record<string, string>).filter(([name]) => name !== 'content-length'),
  );
  const put = await fetch(ticket.body.url, { method: 'PUT', headers, body: text });
  expect(put.status).toBe(200);
  return ticket.body.key;
}

/** A CSV of about 3 MB: an index, a reading and a label on each of 200,000 rows. */
const bigCsv = [
  'index,reading,label',
  ...Array.from({ length: 200_000 }, (_, i) => `${i},${(i % 1000) / 10},${i % 2 ? 'odd' : 'even'}`),
].join('\n');

describe('a dataset larger than a request body', () => {
  it('is uploaded with a presigned PUT, profiled from the stored object, moved to its own key', async () => {
    expect(Buffer.byteLength(bigCsv)).toBeGreaterThan(2.5 * 1024 * 1024);
    const key = await uploaded(bigCsv);
    const { status, body } = await api(tenant.staff, {
      method: 'POST',
      path: 'datasets',
      body: { ...describing(), srcPath: key },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ rowCount: 200_000, size: Buffer.byteLength(bigCsv) });
    // Types and statistics from the first 10,000 rows; every row counted.
    expect(body.columns).toEqual([
      { name: 'index', type: 'integer', count: 10_000, missing: 0, min: 0, max: 9999, mean: 4999.5 },
      { name: 'reading', type: 'decimal', count: 10_000, missing: 0, min: 0, max: 99.9, mean: 49.95 },
      { name: 'label', type: 'string', count: 10_000, missing: 0, distinct: 2 },
    ]);
    expect(body.path).toBe(`datasets/${tenant.enterpriseId}/${tenant.staff.id}/${body.id}.csv`);
    expect((await headStoredObject({ kind: 'dataset', key: body.path }))?.size).toBe(Buffer.byteLength(bigCsv));
    expect(await headStoredObject({ kind: 'dataset', key })).toBeUndefined();
    const detail = await api(tenant.staff, { path: `datasets/${body.id}` });
    expect(detail.body.preview).toHaveLength(20);
    expect(detail.body.preview[1]).toEqual({ index: '1', reading: '0.1', label: 'odd' });
  });

  it('refuses a malformed file naming its line, and writes nothing', async () => {
    const key = await uploaded('a,b\n1,2\n3,4,5\n');
    const name = `Malformed ${randomUUID().slice(0, 8)}`;
    const { status, body } = await api(tenant.staff, {
      method: 'POST',
      path: 'datasets',
      body: { ...describing(name), srcPath: key },
    });
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.fields).toEqual([
      { field: 'body.srcPath', message: 'The file is not valid CSV or JSON lines (line 3)' },
    ]);
    expect((await api(tenant.staff, { path: 'datasets', query: { name } })).body.items).toEqual([]);
  });

  it("refuses another user's upload (403) and a file above 100 MB (413)", async () => {
    const key = await uploaded('a,b\n1,2\n');
    const name = `Foreign ${randomUUID().slice(0, 8)}`;
    const foreign = await api(outsider.staff, {
      method: 'POST',
      path: 'datasets',
      body: { ...describing(name), srcPath: key },
    });
    expect(foreign.status).toBe(403);
    expect((await api(outsider.staff, { path: 'datasets', query: { name } })).body.items).toEqual([]);
    expect(await getStoredObjectText({ kind: 'dataset', key })).toBe('a,b\n1,2\n');
    const tooLarge = await api(tenant.staff, {
      method: 'POST',
      path: 'datasets/uploads',
      body: { fileName: 'huge.csv', contentType: 'text/csv', size: 100 * 1024 * 1024 + 1 },
    });
    expect(tooLarge.status).toBe(413);
  });
});

describe("a gateway's backed-up history saved as a dataset", () => {
  /** A configured gateway whose nodes temperature (T1) and pressure (P1) are backed up. */
  async function gatewayWithHistory(times: number[]) {
    const id = await createdGateway(tenant.admin, await createdType(tenant.admin, { retentionDays: 30 }));
    const node = (name: string, alias: string) => ({
      name,
      alias,
      dataType: 'FLOAT',
      sampleMode: 'PERIODIC',
      period: 1000,
      ifBackup: true,
    });
    const saved = await equipmentApi(tenant.admin, {
      method: 'PUT',
      path: '/api-equipment/submitEquipmentConfig',
      body: {
        equipmentId: id,
        transferProtocol: { code: 'MQTT' },
        compressMethod: { code: 'GZIP' },
        dataTransferUrl: 'mqtts://iot.example.com:8883',
        fileTransferUrl: 'https://files.example.com/upload',
        period: 1000,
        buffer: 100,
        collectNodeConfigs: [node('temperature', 'T1'), node('pressure', 'P1')],
      },
    });
    expect(saved.status).toBe(200);
    const plan = {
      aliasOf: new Map([
        ['temperature', 'T1'],
        ['pressure', 'P1'],
      ]),
      ttlSeconds: 30 * 86_400,
    };
    const reading = (name: string, value: number, time: number) => ({
      name,
      value,
      timestamp: time,
      quality: 'GOOD',
      receiveTime: time + 5,
    });
    await putReadings([
      {
        equipmentId: id,
        // The pressure misses the second time: its cell stays empty.
        readings: times.flatMap((time, i) => [
          reading('temperature', 20 + i, time),
          ...(i === 1 ? [] : [reading('pressure', 100 + i, time)]),
        ]),
        backup: plan,
      },
    ]);
    return id;
  }

  it('writes one row per time and one column per node, with its columns inferred', async () => {
    const base = Date.now() - 60_000;
    const times = [base, base + 1000, base + 2000];
    const gatewayId = await gatewayWithHistory(times);
    const request = {
      gatewayId,
      nodes: ['T1', 'P1'],
      startTime: base - 1000,
      endTime: base + 10_000,
      name: `History ${randomUUID().slice(0, 8)}`,
      category: 'industrial',
      description: 'T1 and P1',
    };
    const { status, body } = await api(tenant.admin, { method: 'POST', path: 'datasets/fromBackup', body: request });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ rowCount: 3, dataType: 'csv', name: request.name });
    expect(body.columns).toEqual([
      { name: 'time', type: 'date', count: 3, missing: 0, distinct: 3 },
      { name: 'T1', type: 'integer', count: 3, missing: 0, min: 20, max: 22, mean: 21 },
      { name: 'P1', type: 'integer', count: 2, missing: 1, min: 100, max: 102, mean: 101 },
    ]);
    expect(await getStoredObjectText({ kind: 'dataset', key: body.path })).toBe(
      [
        'time,T1,P1',
        `${new Date(times[0]).toISOString()},20,100`,
        `${new Date(times[1]).toISOString()},21,`,
        `${new Date(times[2]).toISOString()},22,102`,
      ].join('\n'),
    );

    const empty = await api(tenant.admin, {
      method: 'POST',
      path: 'datasets/fromBackup',
      body: { ...request, startTime: base - 50_000, endTime: base - 40_000 },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual([{ field: 'body.startTime', message: 'No history in this range' }]);

    const foreign = await api(outsider.admin, { method: 'POST', path: 'datasets/fromBackup', body: request });
    expect(foreign.status).toBe(404);
    expect((await api(outsider.admin, { path: 'datasets', query: { name: request.name } })).body.items).toEqual([]);
  });
});
