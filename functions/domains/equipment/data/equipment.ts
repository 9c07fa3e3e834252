import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EQUIPMENT_STATUS } from '../../../../shared/constants/equipment-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { batchGetItems, isConditionFailure, queryPage, type PageOptions } from '../../../lib/data/batch.js';
import { indexes, keys } from '../../../lib/data/keys.js';
import { withoutKeys, type Page } from '../../../lib/data/paging.js';
import { cancellationReasons, writeContendedTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { claimItems, movedClaims, takenConflict, type FieldClaim, releaseItems } from '../../../lib/data/unique.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { countsUpdate, gatewayQuotaError, sumDeltas } from './equipment-counts.js';
import { typeUsage } from './equipment-type.js';
import { gatewayNodesWrite, getGatewayNodes } from './gateway-nodes.js';
import { configurationIn, gatewayNodesOf } from './records.js';
import { equipmentKeys, equipmentIndexKeys } from './keys.js';

/** A collect-node tag of an equipment (spec doc 3 §3). */
export interface CollectNodeTag {
  readonly id: string;
  readonly tag: string;
  readonly description?: string;
  readonly dataType?: string;
  readonly dataUnit?: string;
}

/** An equipment (gateway) record (`EQUIP#{id}` / `#META`): the fields of spec doc 3 §3 plus its enterprise. */
export interface EquipmentRecord {
  readonly id: string;
  /** Hardware id, unique on the platform. */
  readonly equipmentId: string;
  /** The enterprise the equipment is registered to; its users may watch the live data. */
  readonly enterpriseId: string;
  readonly equipmentType?: { readonly id: string; readonly name: string };
  readonly equipmentCertify?: { readonly id: string };
  /** `{ id: '1' | '2' | '3', name }`: running, stopped, offline (`shared/constants/equipment-rules.ts`). */
  readonly equipmentStatus?: { readonly id: string; readonly name: string };
  readonly equipmentAddressable?: boolean;
  readonly equipmentIp?: string;
  readonly equipmentPort?: number;
  readonly registerCompanyName?: string;
  readonly description?: string;
  readonly collectNodeTags?: readonly CollectNodeTag[];
  readonly createById?: string;
  readonly createByName?: string;
  readonly createDate?: string;
  readonly updateDate?: string;
  readonly stoppedAt?: string;
  readonly stoppedByName?: string;
}

const equipmentItem = (record: EquipmentRecord) => ({
  ...equipmentKeys.equipment(record.id),
  ...equipmentIndexKeys.equipmentOfEnterprise(record.enterpriseId, record.createDate ?? '', record.id),
  entity: 'equipment',
  ...record,
});

/** The hardware id claim, unique on the platform (a gateway is known by it to the broker). */
const claimsOf = (equipment: Pick<EquipmentRecord, 'equipmentId'>): FieldClaim[] => [
  {
    kind: 'hardwareId',
    value: equipment.equipmentId,
    field: 'body.equipmentId',
    message: 'A gateway with this hardware ID is already registered',
    reason: 'sameHardwareId',
  },
];

/** The first write of a new gateway's node set (its declared tags) and how it changes the enterprise's counts. */
const firstNodes = (record: EquipmentRecord) =>
  gatewayNodesWrite(record.id, undefined, gatewayNodesOf(record, undefined, undefined));

/**
 * Registers a gateway: its item, its hardware-id marker, its node set (the device index), one more gateway on its
 * type, which must exist in the enterprise, and on the enterprise's counts, which must stay within the quota. 409
 * naming a taken hardware id, 409 `reason: gatewayQuota` at the quota, 404 when the type is gone.
 */
export async function createEquipment(equipment: EquipmentRecord): Promise<void> {
  const claims = claimsOf(equipment);
  const nodes = firstNodes(equipment);
  try {
    await writeContendedTransaction([
      typeUsage(equipment.enterpriseId, equipment.equipmentType!.id, 1),
      {
        Put: { TableName: tableName, Item: equipmentItem(equipment), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      ...claimItems(claims, equipment.id),
      nodes.item,
      countsUpdate(equipment.enterpriseId, nodes.delta),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new NotFoundError('Equipment type not found');
    const taken = takenConflict(error, claims, (i) => 2 + i);
    if (taken) throw taken;
    if (reasons.at(-1)?.Code === 'ConditionalCheckFailed') throw gatewayQuotaError();
    throw new ConflictError('A gateway with this id already exists');
  }
}

/** Most items one TransactWrite holds. */
const TRANSACTION_MAX_ITEMS = 100;

/**
 * The transactions that register `records`: each gateway's item, marker and node set, one count update per type
 * and one of the enterprise's counts.
 */
function registrationChunks(records: readonly EquipmentRecord[]): EquipmentRecord[][] {
  const chunks: EquipmentRecord[][] = [];
  let chunk: EquipmentRecord[] = [];
  const typesOf = (list: readonly EquipmentRecord[]) => new Set(list.map((r) => r.equipmentType!.id)).size;
  for (const record of records) {
    const next = [...chunk, record];
    if (next.length * 3 + typesOf(next) + 1 > TRANSACTION_MAX_ITEMS) {
      chunks.push(chunk);
      chunk = [record];
    } else chunk = next;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/** The owner of the enterprise counts' item among a registration's items. */
const COUNTS_OWNER = 'counts';

function registrationItems(chunk: readonly EquipmentRecord[]): { items: TransactItem[]; owners: string[] } {
  const counts = new Map<string, number>();
  for (const record of chunk) counts.set(record.equipmentType!.id, (counts.get(record.equipmentType!.id) ?? 0) + 1);
  const owners: string[] = [];
  const items: TransactItem[] = [];
  const nodes = chunk.map(firstNodes);
  chunk.forEach((record, i) => {
    items.push(
      {
        Put: { TableName: tableName, Item: equipmentItem(record), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      ...claimItems(claimsOf(record), record.id),
      nodes[i].item,
    );
    owners.push(record.id, record.id, record.id);
  });
  for (const [typeId, count] of counts) {
    items.push(typeUsage(chunk[0].enterpriseId, typeId, count));
    owners.push(`type:${typeId}`);
  }
  items.push(countsUpdate(chunk[0].enterpriseId, sumDeltas(nodes.map((write) => write.delta))));
  owners.push(COUNTS_OWNER);
  return { items, owners };
}

/** Removes registered gateways again (a later part of their batch failed): items, markers, node sets, counts. */
async function unregister(chunk: readonly EquipmentRecord[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const record of chunk) counts.set(record.equipmentType!.id, (counts.get(record.equipmentType!.id) ?? 0) + 1);
  const nodes = chunk.map((record) => gatewayNodesOf(record, undefined, undefined));
  await writeContendedTransaction([
    ...chunk.flatMap((record) => [
      { Delete: { TableName: tableName, Key: equipmentKeys.equipment(record.id) } },
      ...releaseItems(claimsOf(record)),
      { Delete: { TableName: tableName, Key: equipmentKeys.gatewayNodes(record.id) } },
    ]),
    ...[...counts].map(([typeId, count]) => typeUsage(chunk[0].enterpriseId, typeId, -count)),
    countsUpdate(
      chunk[0].enterpriseId,
      sumDeltas(nodes.map((set) => gatewayNodesWrite(set.gatewayId, set, undefined).delta)),
    ),
  ]);
}

/**
 * Why a batch registration was refused: the gateways whose hardware id was taken, the types that are gone, or the
 * enterprise's gateway quota.
 */
export class RegistrationRefused extends Error {
  constructor(
    readonly takenIds: readonly string[],
    readonly goneTypeIds: readonly string[],
    readonly quotaReached: boolean,
  ) {
    super('Some gateways could not be registered');
  }
}

/**
 * Registers many gateways of one enterprise, all or nothing: transactions of up to 100 items (each gateway's item,
 * hardware-id marker and node set, one count update per type, the enterprise's counts within the quota), and when
 * one fails (a hardware id taken meanwhile, a type deleted meanwhile, the quota reached meanwhile) the gateways of
 * the transactions before it are removed again. Throws `RegistrationRefused` naming the gateways (by record id) and
 * types at fault, or the quota.
 */
export async function createEquipmentBatch(records: readonly EquipmentRecord[]): Promise<void> {
  const done: EquipmentRecord[][] = [];
  for (const chunk of registrationChunks(records)) {
    const { items, owners } = registrationItems(chunk);
    try {
      await writeContendedTransaction(items);
      done.push(chunk);
    } catch (error) {
      await Promise.all(done.map(unregister));
      if (!isConditionFailure(error)) throw error;
      const failed = cancellationReasons(error).flatMap((reason, i) =>
        reason.Code === 'ConditionalCheckFailed' ? [owners[i]] : [],
      );
      const gateways = failed.filter((owner) => !owner.startsWith('type:') && owner !== COUNTS_OWNER);
      throw new RegistrationRefused(
        [...new Set(gateways)],
        failed.filter((owner) => owner.startsWith('type:')).map((owner) => owner.slice(5)),
        failed.includes(COUNTS_OWNER),
      );
    }
  }
}

/** The hardware ids among `hardwareIds` that some gateway holds already (one BatchGet of their markers). */
export async function takenHardwareIds(hardwareIds: readonly string[]): Promise<Set<string>> {
  const markers = await batchGetItems<{ pk: string }>(hardwareIds.map((id) => keys.unique('hardwareId', id)));
  const held = new Set(markers.map((marker) => marker.pk));
  return new Set(hardwareIds.filter((id) => held.has(keys.unique('hardwareId', id).pk)));
}

/** How often a write of a gateway reads its node set again when a configuration save changed it meanwhile. */
const NODE_SET_ATTEMPTS = 3;

/** Whether the transaction failed on the item at `index` (the node set's) alone among its conditions. */
const failedAt = (error: unknown, index: number) =>
  cancellationReasons(error).every((reason, i) => (i === index) === (reason.Code === 'ConditionalCheckFailed'));

/**
 * Replaces a gateway while unchanged since it was read (status, certificate and stop kept from `before`),
 * moving its hardware-id marker and its type count when they change, and its node set with it (the gateway's
 * hardware id, type and, before its first configuration, tags; a node set a configuration save changed meanwhile is
 * read again). 409 for a taken hardware id or a concurrent change, 404 when the new type is gone.
 */
export async function replaceEquipment(before: EquipmentRecord, after: EquipmentRecord): Promise<void> {
  const moved = movedClaims(claimsOf(before), claimsOf(after), after.id);
  const typeChanged = before.equipmentType?.id !== after.equipmentType?.id;
  const typeMoves: TransactItem[] = typeChanged
    ? [
        typeUsage(after.enterpriseId, after.equipmentType!.id, 1),
        ...(before.equipmentType ? [typeUsage(before.enterpriseId, before.equipmentType.id, -1)] : []),
      ]
    : [];
  for (let attempt = 1; ; attempt++) {
    // A gateway stored before the index has no node set: the first configuration save writes it.
    const stored = await getGatewayNodes({ id: after.id });
    const nodes = stored
      ? gatewayNodesWrite(after.id, stored, gatewayNodesOf(after, configurationIn(stored), stored))
      : undefined;
    const transaction: TransactItem[] = [
      {
        Put: {
          TableName: tableName,
          Item: equipmentItem(after),
          ConditionExpression: 'updateDate = :seen',
          ExpressionAttributeValues: { ':seen': before.updateDate },
        },
      },
      ...typeMoves,
      ...moved.items,
      ...(nodes ? [nodes.item] : []),
      ...(nodes?.delta.nodes ? [countsUpdate(after.enterpriseId, nodes.delta)] : []),
    ];
    try {
      await writeContendedTransaction(transaction);
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const nodesAt = 1 + typeMoves.length + moved.items.length;
      if (nodes && attempt < NODE_SET_ATTEMPTS && failedAt(error, nodesAt)) continue;
      if (typeChanged && cancellationReasons(error)[1]?.Code === 'ConditionalCheckFailed')
        throw new NotFoundError('Equipment type not found');
      const taken = takenConflict(error, moved.changed, (i) => 1 + typeMoves.length + i);
      if (taken) throw taken;
      throw new ConflictError('The gateway changed meanwhile; reload it');
    }
  }
}

/**
 * Deletes a gateway, its hardware-id marker, its configuration, offline watch and node set, its count on its type
 * and on its enterprise's counts, with `along.items` (what the gateway holds: its certificate) in the same
 * transaction; 404 when the gateway is gone, `along.changed()` when one of those items' conditions failed, 409 when
 * another did. A node set a configuration save changed meanwhile is read again.
 */
export async function deleteEquipment(
  equipment: EquipmentRecord,
  along: { readonly items: readonly TransactItem[]; readonly changed: () => Error },
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const nodes = gatewayNodesWrite(equipment.id, await getGatewayNodes({ id: equipment.id }), undefined);
    const own: TransactItem[] = [
      {
        Delete: {
          TableName: tableName,
          Key: equipmentKeys.equipment(equipment.id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      ...releaseItems(claimsOf(equipment)),
      { Delete: { TableName: tableName, Key: equipmentKeys.equipmentConfig(equipment.id) } },
      { Delete: { TableName: tableName, Key: equipmentKeys.equipmentWatch(equipment.id) } },
      ...(equipment.equipmentType ? [typeUsage(equipment.enterpriseId, equipment.equipmentType.id, -1)] : []),
      nodes.item,
      ...(nodes.delta.gateways ? [countsUpdate(equipment.enterpriseId, nodes.delta)] : []),
    ];
    try {
      await writeContendedTransaction([...own, ...along.items]);
      return;
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const reasons = cancellationReasons(error);
      if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new NotFoundError('Gateway not found');
      if (attempt < NODE_SET_ATTEMPTS && failedAt(error, own.indexOf(nodes.item))) continue;
      // `along.items` close the transaction: a failure among them is theirs to answer.
      const alongReasons = reasons.slice(reasons.length - along.items.length);
      if (along.items.length && alongReasons.some((reason) => reason.Code && reason.Code !== 'None'))
        throw along.changed();
      throw new ConflictError('The gateway changed meanwhile; reload it');
    }
  }
}

/**
 * Stops a gateway (status '2'), only while it is not stopped already, and answers it as stopped: 409 when it is
 * stopped already, 404 when it is gone.
 * Telemetry of a stopped gateway is dropped by the ingest (docs/equipment.md).
 */
export async function stopEquipment(options: {
  id: string;
  status: { id: string; name: string };
  at: string;
  byName: string;
}): Promise<EquipmentRecord> {
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: equipmentKeys.equipment(options.id),
        UpdateExpression: 'SET equipmentStatus = :status, stoppedAt = :at, stoppedByName = :by, updateDate = :at',
        ConditionExpression: 'attribute_exists(pk) AND equipmentStatus.id <> :stopped',
        ExpressionAttributeValues: {
          ':status': options.status,
          ':at': options.at,
          ':by': options.byName,
          ':stopped': EQUIPMENT_STATUS.stopped,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys(result.Attributes!) as unknown as EquipmentRecord;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getEquipmentById({ id: options.id });
    if (!current) throw new NotFoundError('Gateway not found');
    throw new ConflictError('The gateway is stopped already');
  }
}

/** Reads an equipment by its GUID, or undefined. */
export async function getEquipmentById(options: { id: string }): Promise<EquipmentRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: equipmentKeys.equipment(options.id) }),
  );
  if (!result.Item) return undefined;
  return withoutKeys(result.Item) as unknown as EquipmentRecord;
}

/** What `getEquipmentByIds` reads of each gateway. */
export type GatewaySummary = Pick<
  EquipmentRecord,
  'id' | 'equipmentId' | 'enterpriseId' | 'equipmentType' | 'equipmentStatus'
>;

/** Gateways by GUID, their summary fields only, one BatchGet per 100 (an unknown id maps to undefined). */
export async function getEquipmentByIds(options: {
  ids: readonly string[];
}): Promise<Map<string, GatewaySummary | undefined>> {
  const found = await batchGetItems<GatewaySummary>(
    options.ids.map((id) => equipmentKeys.equipment(id)),
    { projection: ['id', 'equipmentId', 'enterpriseId', 'equipmentType', 'equipmentStatus'] },
  );
  const byId = new Map(found.map((item) => [item.id, item]));
  return new Map(options.ids.map((id) => [id, byId.get(id)]));
}

/**
 * One page of an enterprise's gateways, oldest first: one Query of gsi1 `ENTEQUIP#{enterpriseId}` with the page's
 * size as its limit; the cursor continues it and only it (the cursor codec checks it against that partition).
 */
export async function listEquipmentPage(options: {
  enterpriseId: string;
  page: PageOptions;
}): Promise<Page<EquipmentRecord>> {
  const page = await queryPage<Record<string, unknown>>(
    { index: indexes.gsi1, partition: equipmentIndexKeys.equipmentOfEnterprise(options.enterpriseId, '', '').gsi1pk },
    options.page,
  );
  return { ...page, items: page.items.map((item) => withoutKeys(item) as unknown as EquipmentRecord) };
}

/**
 * Applies a broker presence event to a gateway: running on connect, offline on disconnect, unless it is stopped
 * (a stop outlasts its connections) or a later event was applied already (presence events may arrive out of
 * order). Answers whether the gateway exists; the status stays as it is when the event is stale or it is stopped.
 */
export async function recordPresence(options: {
  id: string;
  connected: boolean;
  /** The broker's event time, ISO. */
  at: string;
  status: { id: string; name: string };
}): Promise<'applied' | 'kept' | 'unknown'> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: equipmentKeys.equipment(options.id),
        UpdateExpression: `SET equipmentStatus = :status, presenceAt = :at, ${options.connected ? 'lastConnectedAt' : 'lastDisconnectedAt'} = :at`,
        ConditionExpression:
          'attribute_exists(pk) AND equipmentStatus.id <> :stopped AND (attribute_not_exists(presenceAt) OR presenceAt < :at)',
        ExpressionAttributeValues: {
          ':status': options.status,
          ':at': options.at,
          ':stopped': EQUIPMENT_STATUS.stopped,
        },
      }),
    );
    return 'applied';
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getEquipmentById({ id: options.id })) ? 'kept' : 'unknown';
  }
}
