import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { handler as equipmentHandler } from '../../../functions/api-equipment/handler.js';
import { handler as iotHandler } from '../../../functions/api-iot/handler.js';
import { equipmentKeys } from '../../../functions/domains/equipment/data/keys.js';
import { iotKeys } from '../../../functions/domains/iot/data/keys.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import {
  PLATFORM_QUOTAS,
  gatewayQuotaReached,
  pushRuleQuotaReached,
} from '../../../shared/constants/platform-quotas.js';
import { NEXT_CURSOR_HEADER } from '../../../shared/contracts/contract.js';
import type { HttpEventOptions } from '../support/index.js';
import { createTenant, type TenantUser } from '../support/tenant.js';
import { createdGateway, createdType, equipmentApi, gatewayBody, unique } from './equipment-support.js';
import { configure, createdGroup, iotApi, node } from './iot-support.js';
import { setAttribute } from './account-support.js';
import { invoke } from './session-support.js';

/*
 * Gateway lists at fleet scale (issue 23, item 11): every gateway list pages (the documented call answers its first
 * page as documented, `x-next-cursor` continues it), the device list reads the device index (one paged Query, no read
 * per gateway) and keeps its total with every write, and the gateway and push-rule quotas hold under races.
 */

const lists = await createTenant('fleet-lists');
const outsider = await createTenant('fleet-lists-outsider');
const lifecycle = await createTenant('fleet-lists-lifecycle');
const quota = await createTenant('fleet-lists-quota');

const GATEWAYS = 12;
const listsType = await createdType(lists.admin);
const listed = await Promise.all(Array.from({ length: GATEWAYS }, () => createdGateway(lists.admin, listsType)));
await createdGateway(outsider.admin, await createdType(outsider.admin));

/** A call answered whole: status, the next cursor header and the parsed body. */
async function page(handler: typeof equipmentHandler, user: Pick<TenantUser, 'claims'>, options: HttpEventOptions) {
  const result = await invoke(handler, { ...options, claims: user.claims });
  return {
    status: result.statusCode ?? 200,
    next: result.headers?.[NEXT_CURSOR_HEADER] as string | undefined,
    body: result.body ? JSON.parse(result.body) : undefined,
  };
}

/** Every page of a list, following `x-next-cursor` from a first page of `size`. */
async function allPages(
  handler: typeof equipmentHandler,
  user: Pick<TenantUser, 'claims'>,
  path: string,
  size: number,
): Promise<{ pages: unknown[][] }> {
  const pages: unknown[][] = [];
  let cursor: string | undefined;
  do {
    const answer = await page(handler, user, { path, query: { size: String(size), ...(cursor ? { cursor } : {}) } });
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    cursor = answer.next;
  } while (cursor);
  return { pages };
}

const ids = (items: readonly unknown[]) =>
  (items as { id?: string; gatewayId?: string }[]).map((i) => i.id ?? i.gatewayId);
const countsOf = async (enterpriseId: string) =>
  (
    await documentClient.send(
      new GetCommand({ TableName: tableName, Key: equipmentKeys.equipmentCounts(enterpriseId) }),
    )
  ).Item;
/** A command the device list sent, as the test names it: `Get ENT# #EQUIPCOUNT`, `Query ENTDEVICES#`, … */
interface SentCommand {
  readonly constructor: { readonly name: string };
  readonly input: { Key?: { pk: string; sk: string }; ExpressionAttributeValues?: Record<string, unknown> };
}
const readOf = ({ constructor, input }: SentCommand) => {
  const kind = constructor.name.replace(/Command$/, '');
  if (input.Key) return `${kind} ${input.Key.pk.split('#')[0]}# ${input.Key.sk}`;
  const partition = input.ExpressionAttributeValues?.[':pk'];
  if (typeof partition !== 'string') return kind;
  return `${kind} ${partition.endsWith('#LATEST') ? 'EQUIP#…#LATEST' : `${partition.split('#')[0]}#`}`;
};
const devices = (user: Pick<TenantUser, 'claims'>, query: Record<string, string> = {}) =>
  iotApi(user, { path: '/api-iot/getDeviceList', query });

describe('gateway lists page', () => {
  const listPath = `/api-equipment/getEquipmentList/${lists.enterpriseId}`;

  it('answers the documented call whole while it fits one page, and pages with size and x-next-cursor', async () => {
    const whole = await page(equipmentHandler, lists.admin, { path: listPath });
    expect(whole.status).toBe(200);
    expect(whole.next).toBeUndefined();
    expect(whole.body).toHaveLength(GATEWAYS);
    expect(new Set(ids(whole.body))).toEqual(new Set(listed));

    const { pages } = await allPages(equipmentHandler, lists.admin, listPath, 5);
    expect(pages.map((items) => items.length)).toEqual([5, 5, 2]);
    // The pages are the documented answer, cut in order.
    expect(ids(pages.flat())).toEqual(ids(whole.body));
  });

  it("refuses another list's cursor and a size out of range with 400, naming the field", async () => {
    const theirs = await page(equipmentHandler, outsider.admin, {
      path: `/api-equipment/getEquipmentList/${outsider.enterpriseId}`,
      query: { size: '1' },
    });
    const ours = await page(equipmentHandler, lists.admin, { path: listPath, query: { size: '1' } });
    expect(theirs.next).toEqual(expect.any(String));
    const forged = await page(equipmentHandler, lists.admin, { path: listPath, query: { cursor: theirs.next! } });
    expect(forged.status).toBe(400);
    expect(forged.body.fields).toEqual([{ field: 'query.cursor', message: expect.any(String) }]);
    // The backup list reads the same partition of the same index: the cursors agree, the list's own route decides.
    const backup = await page(equipmentHandler, lists.admin, {
      path: '/api-equipment/getEquipmentBackupList',
      query: { cursor: ours.next! },
    });
    expect(backup.status).toBe(200);
    for (const size of ['0', '1001', 'many'])
      expect((await page(equipmentHandler, lists.admin, { path: listPath, query: { size } })).status).toBe(400);
  });

  it("pages the backup list and a group's members the same way", async () => {
    const backup = await allPages(equipmentHandler, lists.admin, '/api-equipment/getEquipmentBackupList', 5);
    expect(new Set(ids(backup.pages.flat()))).toEqual(new Set(listed));
    expect(backup.pages).toHaveLength(3);

    const groupId = await createdGroup(lists.admin, unique('Fleet group'));
    const added = await iotApi(lists.admin, {
      method: 'PUT',
      path: '/api-iot/addGroupMembers',
      body: { groupId, gatewayIds: listed.slice(0, 7) },
    });
    expect(added.status).toBe(200);
    const path = `/api-iot/getGroupMembers/${groupId}`;
    const whole = await page(iotHandler, lists.admin, { path });
    expect(whole.next).toBeUndefined();
    expect(whole.body).toHaveLength(7);
    const members = await allPages(iotHandler, lists.admin, path, 3);
    expect(members.pages.map((items) => items.length)).toEqual([3, 3, 1]);
    expect(ids(members.pages.flat())).toEqual(ids(whole.body));
    expect(members.pages.flat()).toEqual(whole.body);
  });
});

describe('the device list', () => {
  it("reads one page of the device index and only the page's gateways, never one read per gateway", async () => {
    const send = vi.spyOn(documentClient, 'send');
    let answer;
    let sent: string[];
    try {
      answer = await devices(lists.admin, { size: '10' });
      sent = send.mock.calls.map(([command]) => readOf(command as unknown as SentCommand));
    } finally {
      send.mockRestore();
    }
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ totalElements: GATEWAYS, number: 0, size: 10 });
    expect(answer.body.content).toHaveLength(10);
    const pageGateways = new Set(answer.body.content.map((device: { gatewayId: string }) => device.gatewayId));
    // Beside the caller's own records: the counts, one page of the index, the page's gateways and configurations.
    expect(sent.filter((read) => !/^Query (USER|ROLE)#|#LATEST$/.test(read))).toEqual([
      'Get ENT# #EQUIPCOUNT',
      'Query ENTDEVICES#',
      'BatchGet',
      'BatchGet',
    ]);
    // And the latest readings of the page's gateways only.
    expect(sent.filter((read) => read.endsWith('#LATEST'))).toHaveLength(pageGateways.size);
  });

  it('keeps the index and its total with every registration, import, edit, configuration and delete', async () => {
    const { admin } = lifecycle;
    const typeId = await createdType(admin);
    const typeCode = (await equipmentApi(admin, { path: `/api-equipment/getEquipmentTypeById/${typeId}` })).body.code;
    const total = async (query: Record<string, string> = {}) => (await devices(admin, query)).body.totalElements;

    const first = await createdGateway(admin, typeId);
    expect(await total()).toBe(1);
    const imported = await equipmentApi(admin, {
      method: 'POST',
      path: '/api-equipment/importEquipment',
      body: { content: `${unique('IMP')},${typeCode}\n${unique('IMP')},${typeCode}` },
    });
    expect(imported.status).toBe(200);
    expect(await total()).toBe(1);

    await configure(admin, first, [node('A1'), node('A2'), node('A3')]);
    expect(await total()).toBe(3);
    const [, second] = imported.body.ids as string[];
    const edit = async (id: string, collectNodeTags: unknown[]) => {
      const { equipmentId } = (await equipmentApi(admin, { path: `/api-equipment/getEquipmentById/${id}` })).body;
      const body = { id, ...gatewayBody(typeId, { equipmentId, collectNodeTags }) };
      return (await equipmentApi(admin, { method: 'PUT', path: '/api-equipment/submitEquipment', body })).status;
    };
    expect(await edit(second, [{ tag: 'flow' }, { tag: 'level' }])).toBe(200);
    expect(await total()).toBe(5);
    // A configured gateway shows its configured nodes: new tags change nothing.
    expect(await edit(first, [])).toBe(200);
    expect(await total()).toBe(5);
    expect(await total({ search: 'a2-point' })).toBe(1);
    expect(await total({ gatewayId: second })).toBe(2);

    const removed = await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/deleteEquipment/${first}` });
    expect(removed.status).toBe(200);
    const after = await devices(admin);
    expect(after.body.totalElements).toBe(2);
    expect(after.body.content.map((device: { alias: string }) => device.alias)).toEqual(['flow', 'level']);
    expect(await countsOf(lifecycle.enterpriseId)).toMatchObject({ gatewayCount: 2, nodeCount: 2 });
  });
});

describe('the gateway quota', () => {
  const limit = PLATFORM_QUOTAS.gatewaysPerEnterprise;
  const message = gatewayQuotaReached(limit).en;
  const { admin } = quota;
  const register = (body: Record<string, unknown>) =>
    equipmentApi(admin, { method: 'POST', path: '/api-equipment/submitEquipment', body });

  it('lets exactly one of two registrations racing at one below the quota through, the other 409', async () => {
    const typeId = await createdType(admin);
    await createdGateway(admin, typeId);
    // One below the quota without registering thousands: the count is what the condition reads.
    await setAttribute(equipmentKeys.equipmentCounts(quota.enterpriseId), 'gatewayCount', limit - 1);
    const bodies = [gatewayBody(typeId), gatewayBody(typeId)];
    const answers = await Promise.all(bodies.map(register));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(refused.body).toMatchObject({ message, reason: 'gatewayQuota', quota: limit });
    expect(gatewayQuotaReached(limit).cn).toContain(String(limit));
    expect((await countsOf(quota.enterpriseId))?.gatewayCount).toBe(limit);

    // The refused registration wrote nothing: its hardware id is free, and a delete makes room for it.
    const winner = answers.find((answer) => answer.status === 200)!.body.id as string;
    expect(
      (await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/deleteEquipment/${winner}` })).status,
    ).toBe(200);
    expect((await register(bodies[answers.indexOf(refused)])).status).toBe(200);
  });

  it('refuses an import past the quota whole, writing nothing', async () => {
    const typeId = await createdType(admin);
    const typeCode = (await equipmentApi(admin, { path: `/api-equipment/getEquipmentTypeById/${typeId}` })).body.code;
    await setAttribute(equipmentKeys.equipmentCounts(quota.enterpriseId), 'gatewayCount', limit - 1);
    const [a, b] = [unique('QUOTA'), unique('QUOTA')];
    const importing = await equipmentApi(admin, {
      method: 'POST',
      path: '/api-equipment/importEquipment',
      body: { content: `${a},${typeCode}\n${b},${typeCode}` },
    });
    expect(importing.status).toBe(409);
    expect(importing.body).toMatchObject({ message, reason: 'gatewayQuota' });
    const listedIds = (await equipmentApi(admin, { path: `/api-equipment/getEquipmentList/${quota.enterpriseId}` }))
      .body as { equipmentId: string }[];
    expect(listedIds.map((gateway) => gateway.equipmentId)).not.toEqual(expect.arrayContaining([a]));
    expect((await countsOf(quota.enterpriseId))?.gatewayCount).toBe(limit - 1);
  });
});

describe('the push-rule quota', () => {
  const limit = PLATFORM_QUOTAS.pushRulesPerEnterprise;
  const { admin } = quota;
  const create = () =>
    iotApi(admin, {
      method: 'POST',
      path: '/api-iot/submitDataPush',
      body: { name: unique('Rule'), url: 'http://127.0.0.1:9/hook', scope: { kind: 'all' }, enabled: false },
    });

  it('lets exactly one of two rules racing at one below the quota through; a delete counts one off', async () => {
    await setAttribute(iotKeys.iotPushRuleCount(quota.enterpriseId), 'ruleCount', limit - 1);
    const answers = await Promise.all([create(), create()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({
      message: pushRuleQuotaReached(limit).en,
      reason: 'pushRuleQuota',
      quota: limit,
    });
    const created = answers.find((answer) => answer.status === 200)!.body.id as string;
    expect((await iotApi(admin, { method: 'PUT', path: `/api-iot/deleteDataPush/${created}` })).status).toBe(200);
    expect((await create()).status).toBe(200);
    expect((await create()).status).toBe(409);
  });
});
