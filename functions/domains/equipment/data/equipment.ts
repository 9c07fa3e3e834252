import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { EQUIPMENT_STATUS } from '../../../../shared/constants/equipment-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { batchGetItems, isConditionFailure, queryIndexPartition } from '../../../lib/data/batch.js';
import { indexes, keys } from '../../../lib/data/keys.js';
import { withoutKeys } from '../../../lib/data/paging.js';
import { cancellationReasons, writeTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { claimItems, movedClaims, takenConflict, type FieldClaim, releaseItems } from '../../../lib/data/unique.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import { typeUsage } from './equipment-type.js';
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

/**
 * Registers a gateway: its item, its hardware-id marker and one more gateway on its type, which must exist in
 * the enterprise. 409 naming a taken hardware id, 404 when the type is gone.
 */
export async function createEquipment(equipment: EquipmentRecord): Promise<void> {
  const claims = claimsOf(equipment);
  try {
    await writeTransaction([
      typeUsage(equipment.enterpriseId, equipment.equipmentType!.id, 1),
      {
        Put: { TableName: tableName, Item: equipmentItem(equipment), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      ...claimItems(claims, equipment.id),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (cancellationReasons(error)[0]?.Code === 'ConditionalCheckFailed')
      throw new NotFoundError('Equipment type not found');
    const taken = takenConflict(error, claims, (i) => 2 + i);
    if (taken) throw taken;
    throw new ConflictError('A gateway with this id already exists');
  }
}

/** Most items one TransactWrite holds. */
const TRANSACTION_MAX_ITEMS = 100;

/** The transactions that register `records`: each gateway's item and marker, and one count update per type. */
function registrationChunks(records: readonly EquipmentRecord[]): EquipmentRecord[][] {
  const chunks: EquipmentRecord[][] = [];
  let chunk: EquipmentRecord[] = [];
  const typesOf = (list: readonly EquipmentRecord[]) => new Set(list.map((r) => r.equipmentType!.id)).size;
  for (const record of records) {
    const next = [...chunk, record];
    if (next.length * 2 + typesOf(next) > TRANSACTION_MAX_ITEMS) {
      chunks.push(chunk);
      chunk = [record];
    } else chunk = next;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

function registrationItems(chunk: readonly EquipmentRecord[]): { items: TransactItem[]; owners: string[] } {
  const counts = new Map<string, number>();
  for (const record of chunk) counts.set(record.equipmentType!.id, (counts.get(record.equipmentType!.id) ?? 0) + 1);
  const owners: string[] = [];
  const items: TransactItem[] = [];
  for (const record of chunk) {
    items.push(
      {
        Put: { TableName: tableName, Item: equipmentItem(record), ConditionExpression: 'attribute_not_exists(pk)' },
      },
      ...claimItems(claimsOf(record), record.id),
    );
    owners.push(record.id, record.id);
  }
  for (const [typeId, count] of counts) {
    items.push(typeUsage(chunk[0].enterpriseId, typeId, count));
    owners.push(`type:${typeId}`);
  }
  return { items, owners };
}

/** Removes registered gateways again (a later part of their batch failed): items, markers, counts. */
async function unregister(chunk: readonly EquipmentRecord[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const record of chunk) counts.set(record.equipmentType!.id, (counts.get(record.equipmentType!.id) ?? 0) + 1);
  await writeTransaction([
    ...chunk.flatMap((record) => [
      { Delete: { TableName: tableName, Key: equipmentKeys.equipment(record.id) } },
      ...releaseItems(claimsOf(record)),
    ]),
    ...[...counts].map(([typeId, count]) => typeUsage(chunk[0].enterpriseId, typeId, -count)),
  ]);
}

/** Why a batch registration was refused: the gateways whose hardware id was taken, or whose type is gone. */
export class RegistrationRefused extends Error {
  constructor(
    readonly takenIds: readonly string[],
    readonly goneTypeIds: readonly string[],
  ) {
    super('Some gateways could not be registered');
  }
}

/**
 * Registers many gateways of one enterprise, all or nothing: transactions of up to 100 items (each gateway's item
 * and hardware-id marker, one count update per type), and when one fails (a hardware id taken meanwhile, a type
 * deleted meanwhile) the gateways of the transactions before it are removed again. Throws `RegistrationRefused`
 * naming the gateways (by record id) and types at fault.
 */
export async function createEquipmentBatch(records: readonly EquipmentRecord[]): Promise<void> {
  const done: EquipmentRecord[][] = [];
  for (const chunk of registrationChunks(records)) {
    const { items, owners } = registrationItems(chunk);
    try {
      await writeTransaction(items);
      done.push(chunk);
    } catch (error) {
      await Promise.all(done.map(unregister));
      if (!isConditionFailure(error)) throw error;
      const failed = cancellationReasons(error).flatMap((reason, i) =>
        reason.Code === 'ConditionalCheckFailed' ? [owners[i]] : [],
      );
      throw new RegistrationRefused(
        [...new Set(failed.filter((owner) => !owner.startsWith('type:')))],
        failed.filter((owner) => owner.startsWith('type:')).map((owner) => owner.slice(5)),
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

/**
 * Replaces a gateway while unchanged since it was read (status, certificate and stop kept from `before`),
 * moving its hardware-id marker and its type count when they change. 409 for a taken hardware id or a
 * concurrent change, 404 when the new type is gone.
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
  ];
  try {
    await writeTransaction(transaction);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    if (typeChanged && cancellationReasons(error)[1]?.Code === 'ConditionalCheckFailed')
      throw new NotFoundError('Equipment type not found');
    const taken = takenConflict(error, moved.changed, (i) => 1 + typeMoves.length + i);
    if (taken) throw taken;
    throw new ConflictError('The gateway changed meanwhile; reload it');
  }
}

/**
 * Deletes a gateway, its hardware-id marker, its configuration and offline watch, and its count on its type, with
 * `along.items` (what the gateway holds: its certificate) in the same transaction; 404 when the gateway is gone,
 * `along.changed()` when one of those items' conditions failed, 409 when another did.
 */
export async function deleteEquipment(
  equipment: EquipmentRecord,
  along: { readonly items: readonly TransactItem[]; readonly changed: () => Error },
): Promise<void> {
  try {
    await writeTransaction([
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
      ...along.items,
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const reasons = cancellationReasons(error);
    if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new NotFoundError('Gateway not found');
    // `along.items` close the transaction: a failure among them is theirs to answer.
    const alongReasons = reasons.slice(reasons.length - along.items.length);
    if (along.items.length && alongReasons.some((reason) => reason.Code && reason.Code !== 'None'))
      throw along.changed();
    throw new ConflictError('The gateway changed meanwhile; reload it');
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

/** The gateways of an enterprise, oldest first (gsi1 `ENTEQUIP#{enterpriseId}`). */
export function listEquipmentOfEnterprise(options: { enterpriseId: string }): Promise<EquipmentRecord[]> {
  return queryIndexPartition(
    indexes.gsi1,
    equipmentIndexKeys.equipmentOfEnterprise(options.enterpriseId, '', '').gsi1pk,
    'oldest first',
  );
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
