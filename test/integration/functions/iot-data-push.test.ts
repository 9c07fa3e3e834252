import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/data-push/handler.js';
import { iotKeys } from '../../../functions/domains/iot/data/keys.js';
import { kinesisEventOf } from '../../../infra/local/support/local-stream.js';
import { DataPushDeliverySchema } from '../../../shared/schemas/iot-responses.js';
import { createTenant } from '../support/tenant.js';
import { createdGateway, createdType, unique } from './equipment-support.js';
import { createdGroup, iotApi } from './iot-support.js';

/** A local receiver: answers each request with the next status of `script` (then 200), and keeps what it got. */
const received: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];
const scripts = new Map<string, number[]>();
const server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    received.push({ path: request.url ?? '', headers: request.headers, body });
    const script = scripts.get(request.url ?? '') ?? [];
    response.statusCode = script.shift() ?? 200;
    response.end('ok');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const tenant = await createTenant('iot-data-push');
const other = await createTenant('iot-data-push-other');
const { admin, staff } = tenant;
const typeId = await createdType(admin);
const [first, second] = await Promise.all([createdGateway(admin, typeId), createdGateway(admin, typeId)]);
const foreignGateway = await createdGateway(other.admin, await createdType(other.admin));

const post = (user: typeof admin, path: string, body?: unknown) => iotApi(user, { method: 'POST', path, body });
const put = (user: typeof admin, path: string, body?: unknown) => iotApi(user, { method: 'PUT', path, body });
const get = (user: typeof admin, path: string) => iotApi(user, { path });

/** Creates a rule as the admin; answers its id. */
async function rule(body: Record<string, unknown>) {
  const { status, body: answer } = await post(admin, '/api-iot/submitDataPush', { name: unique('Rule'), ...body });
  if (status !== 200) throw new Error(`Rule not created: ${status} ${JSON.stringify(answer)}`);
  return answer.id as string;
}

/** What the rule engine hands the function for one message of `equipmentId`. */
const message = (equipmentId: string, value = 21.5) => ({
  equipmentId,
  topic: `sia/equipment/${equipmentId}/data`,
  nodes: [{ name: 'temperature', value, timestamp: 1763800000000 }],
});

/** The data push's outcome of one message, delivered as a one-record batch of the telemetry stream. */
const dataPush = async (value: unknown) => (await handler(kinesisEventOf([value]))).records[0];

const logOf = async (id: string) => (await get(admin, `/api-iot/getDataPushLog/${id}`)).body.items;

/*
 * The function keeps an enterprise's rules for 30 s per container: every rule a delivery test needs exists before the
 * first delivery of this tenant.
 */
const retryRules = Promise.all([
  rule({ url: `${base}/flaky`, scope: { kind: 'gateway', id: second } }),
  rule({ url: `${base}/gone`, scope: { kind: 'gateway', id: second } }),
  rule({ url: 'http://127.0.0.1:9/refused', scope: { kind: 'gateway', id: second } }),
]).then(([flaky, gone, down]) => ({ flaky, gone, down }));
const groupId = await createdGroup(admin, unique('Push'));
await put(admin, '/api-iot/addGroupMembers', { groupId, gatewayIds: [first] });
const forwardRules = await Promise.all([
  rule({ url: `${base}/all`, scope: { kind: 'all' } }),
  rule({ url: `${base}/group`, scope: { kind: 'group', id: groupId } }),
  rule({ url: `${base}/one`, scope: { kind: 'gateway', id: second } }),
  rule({ url: `${base}/off`, scope: { kind: 'all' }, enabled: false }),
]);
await retryRules;

describe('data-push rules', () => {
  it('creates, edits, switches and deletes a rule; the secret never leaves the server', async () => {
    const id = await rule({ url: `${base}/crud`, scope: { kind: 'all' }, secret: 's'.repeat(20) });
    const listed = (await get(admin, '/api-iot/getDataPushList')).body.find((r: { id: string }) => r.id === id);
    expect(listed).toMatchObject({ url: `${base}/crud`, hasSecret: true, enabled: true, scope: { kind: 'all' } });
    expect(JSON.stringify(listed)).not.toContain('sssss');
    const edited = await put(admin, '/api-iot/submitDataPush', {
      id,
      name: 'Edited',
      url: `${base}/crud2`,
      scope: { kind: 'gateway', id: first },
    });
    expect(edited.body).toMatchObject({ name: 'Edited', hasSecret: true, scope: { kind: 'gateway', id: first } });
    const cleared = await put(admin, '/api-iot/submitDataPush', {
      id,
      name: 'Edited',
      url: `${base}/crud2`,
      scope: { kind: 'all' },
      secret: '',
    });
    expect(cleared.body.hasSecret).toBe(false);
    expect((await put(admin, '/api-iot/switchDataPush', { id, enabled: false })).body.enabled).toBe(false);
    expect((await put(admin, `/api-iot/deleteDataPush/${id}`)).status).toBe(200);
    expect((await put(admin, `/api-iot/deleteDataPush/${id}`)).status).toBe(404);
  });

  it('refuses bad fields, a target the stage does not allow and foreign scopes, writing nothing', async () => {
    const before = (await get(admin, '/api-iot/getDataPushList')).body.length;
    const bad = await post(admin, '/api-iot/submitDataPush', {
      name: '',
      url: 'not a url',
      secret: 'short',
      scope: { kind: 'group' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.name',
      'body.scope.id',
      'body.secret',
      'body.url',
    ]);
    for (const url of ['ftp://example.com/x', 'http://example.com/hook', 'http://10.0.0.8/hook']) {
      const refused = await post(admin, '/api-iot/submitDataPush', { name: 'x', url, scope: { kind: 'all' } });
      expect(refused.status, url).toBe(400);
      expect(refused.body.fields[0].field).toBe('body.url');
    }
    const theirGroup = await createdGroup(other.admin, unique('Theirs'));
    for (const scope of [
      { kind: 'group', id: theirGroup },
      { kind: 'gateway', id: foreignGateway },
    ]) {
      expect((await post(admin, '/api-iot/submitDataPush', { name: 'x', url: base, scope })).status).toBe(404);
    }
    expect((await get(admin, '/api-iot/getDataPushList')).body).toHaveLength(before);
  });

  it("keeps another enterprise's rules and logs out of reach and lets staff do nothing", async () => {
    const id = await rule({ url: `${base}/private`, scope: { kind: 'all' }, enabled: false });
    for (const call of [
      () => get(other.admin, `/api-iot/getDataPushLog/${id}`),
      () => post(other.admin, `/api-iot/testDataPush/${id}`),
      () => put(other.admin, '/api-iot/switchDataPush', { id, enabled: true }),
      () => put(other.admin, `/api-iot/deleteDataPush/${id}`),
      () => put(other.admin, '/api-iot/submitDataPush', { id, name: 'x', url: base, scope: { kind: 'all' } }),
    ])
      expect((await call()).status).toBe(404);
    expect((await get(other.admin, '/api-iot/getDataPushList')).body.map((r: { id: string }) => r.id)).not.toContain(
      id,
    );
    expect((await get(staff, '/api-iot/getDataPushList')).status).toBe(403);
    expect((await post(staff, `/api-iot/testDataPush/${id}`)).status).toBe(403);
    const otherLog = (await get(other.admin, '/api-iot/getDataPushList')).body;
    expect(otherLog).toEqual([]);
  });

  it('sends a signed test delivery now and logs it', async () => {
    const secret = 'k'.repeat(24);
    const id = await rule({ url: `${base}/test`, scope: { kind: 'all' }, secret, enabled: false });
    const { status, body } = await post(admin, `/api-iot/testDataPush/${id}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ outcome: 'delivered', statusCode: 200, attempts: 1, test: true });
    const got = received.filter((r) => r.path === '/test').at(-1)!;
    const expected = createHmac('sha256', secret).update(`${got.headers['x-sia-timestamp']}.${got.body}`).digest('hex');
    expect(got.headers['x-sia-signature']).toBe(`sha256=${expected}`);
    expect(JSON.parse(got.body)).toMatchObject({ event: 'readings', ruleId: id, test: true });
    expect((await logOf(id))[0]).toMatchObject({ id: body.id, test: true });
  });

  it('answers log entries with only the fields a delivery declares: no table keys, kind or expiry', async () => {
    const id = await rule({ url: `${base}/fields`, scope: { kind: 'all' }, enabled: false });
    const tested = (await post(admin, `/api-iot/testDataPush/${id}`)).body;
    const declared = Object.keys(DataPushDeliverySchema.shape);
    const [logged] = await logOf(id);
    expect(logged).toEqual(tested);
    for (const entry of [tested, logged]) {
      expect(Object.keys(entry).filter((key) => !declared.includes(key))).toEqual([]);
    }
  });
});

describe('data-push delivery', () => {
  it('forwards a reading to each enabled rule whose scope takes the gateway, and to no other', async () => {
    const [all, group, one] = forwardRules;
    const result = await dataPush(message(first));
    expect(result).toMatchObject({ status: 'forwarded', delivered: 2, failed: 0 });
    const got = received.filter((r) => ['/all', '/group', '/one', '/off'].includes(r.path)).map((r) => r.path);
    expect(got.sort()).toEqual(['/all', '/group']);
    const payload = JSON.parse(received.find((r) => r.path === '/all')!.body);
    expect(payload).toMatchObject({
      event: 'readings',
      ruleId: all,
      enterpriseId: tenant.enterpriseId,
      equipmentId: first,
      nodes: [{ name: 'temperature', value: 21.5, quality: 'GOOD' }],
    });
    expect(received.find((r) => r.path === '/all')!.headers['x-sia-signature']).toBeUndefined();
    expect((await logOf(group))[0]).toMatchObject({ outcome: 'delivered', attempts: 1, equipmentId: first });
    expect(await logOf(one)).toEqual([]);
  });

  it('retries a failing target with backoff and logs the outcome; a 4xx is final', async () => {
    scripts.set('/flaky', [503, 500]);
    scripts.set('/gone', [404]);
    const { flaky, gone, down } = await retryRules;
    await dataPush(message(second));
    expect((await logOf(flaky))[0]).toMatchObject({ outcome: 'delivered', statusCode: 200, attempts: 3 });
    expect((await logOf(gone))[0]).toMatchObject({ outcome: 'failed', statusCode: 404, attempts: 1 });
    const refused = (await logOf(down))[0];
    expect(refused).toMatchObject({ outcome: 'failed', attempts: 3 });
    expect(refused.error).toMatch(/ECONNREFUSED|fetch failed/);
    expect(refused.latencyMs).toBeGreaterThanOrEqual(1_250);
  });

  it('pages a log newest first with a cursor and refuses a cursor of another log', async () => {
    const id = await rule({ url: `${base}/paged`, scope: { kind: 'all' }, enabled: false });
    for (let i = 0; i < 3; i++) await post(admin, `/api-iot/testDataPush/${id}`);
    const page = await get(admin, `/api-iot/getDataPushLog/${id}?size=10`);
    expect(page.body.items).toHaveLength(3);
    const ats = page.body.items.map((e: { at: string }) => e.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect((await get(admin, `/api-iot/getDataPushLog/${id}?size=7`)).status).toBe(400);
    const other = await rule({ url: `${base}/paged2`, scope: { kind: 'all' }, enabled: false });
    for (let i = 0; i < 11; i++) await post(admin, `/api-iot/testDataPush/${other}`);
    const first10 = await get(admin, `/api-iot/getDataPushLog/${other}?size=10`);
    expect(first10.body.cursor).toBeTruthy();
    const crossed = await get(admin, `/api-iot/getDataPushLog/${id}?size=10&cursor=${first10.body.cursor}`);
    expect(crossed.status).toBe(400);
    const rest = await get(admin, `/api-iot/getDataPushLog/${other}?size=10&cursor=${first10.body.cursor}`);
    expect(rest.body.items).toHaveLength(1);
  });

  it('refuses a forged cursor of the right log with 400: wrong types, keys missing or added, not JSON', async () => {
    const id = await rule({ url: `${base}/forged`, scope: { kind: 'all' }, enabled: false });
    await post(admin, `/api-iot/testDataPush/${id}`);
    const { pk } = iotKeys.iotPushDelivery(id, '', '');
    const sk = (await get(admin, `/api-iot/getDataPushLog/${id}?size=10`)).body.items[0].at as string;
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = [
      encoded({ pk, sk: 5 }),
      encoded({ pk, sk: '' }),
      encoded({ pk, sk: { S: sk } }),
      encoded({ pk, sk: [sk] }),
      encoded({ pk, sk: null }),
      encoded({ pk }),
      encoded({ pk, sk, extra: 'x' }),
      encoded({ pk, sk, gsi1pk: pk, gsi1sk: sk }),
      encoded({ pk: 7, sk }),
      encoded([pk, sk]),
      encoded(null),
      encoded('text'),
      Buffer.from('not json').toString('base64url'),
      '!!!',
    ];
    for (const cursor of forged) {
      const answer = await get(admin, `/api-iot/getDataPushLog/${id}?size=10&cursor=${encodeURIComponent(cursor)}`);
      expect(
        answer.status,
        `${Buffer.from(cursor, 'base64url').toString('utf8')} → ${JSON.stringify(answer.body)}`,
      ).toBe(400);
      expect(answer.body.fields).toEqual([expect.objectContaining({ field: 'query.cursor' })]);
    }
  });

  it('drops an invalid message, a topic that disagrees and an unknown gateway', async () => {
    expect(await dataPush({ equipmentId: first, topic: `sia/equipment/${first}/data`, nodes: [] })).toMatchObject({
      status: 'dropped',
    });
    expect(await dataPush({ ...message(first), topic: `sia/equipment/${second}/data` })).toMatchObject({
      status: 'dropped',
    });
    expect(await dataPush(message(unique('nobody')))).toMatchObject({ status: 'dropped', reason: 'Unknown equipment' });
  });

  it('drops the records of an enterprise without enabled rules by their partition key, without decoding them', async () => {
    // Not a rule event at all: decoded, it would be dropped as invalid. The other tenant has no rule.
    const [outcome] = (await handler(kinesisEventOf(['not a rule event'], { partitionKey: foreignGateway }))).records;
    expect(outcome).toEqual({ status: 'dropped', reason: 'No rule' });
    expect(await dataPush(message(foreignGateway))).toEqual({ status: 'dropped', reason: 'No rule' });
  });
});
