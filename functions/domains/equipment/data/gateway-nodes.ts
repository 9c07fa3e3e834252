import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { queryPage } from '../../../lib/data/batch.js';
import { indexes } from '../../../lib/data/keys.js';
import type { TransactItem } from '../../../lib/data/transactions.js';
import { getEquipmentCounts, type CountsDelta } from './equipment-counts.js';
import { equipmentIndexKeys, equipmentKeys } from './keys.js';
import { gatewayNodesItem, type DeviceNode, type GatewayNodesRecord } from './records.js';

/** A gateway's node set, read strongly consistent (its writes are conditional on the version read); or undefined. */
export async function getGatewayNodes(options: { id: string }): Promise<GatewayNodesRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: equipmentKeys.gatewayNodes(options.id), ConsistentRead: true }),
  );
  return result.Item as GatewayNodesRecord | undefined;
}

/** The stored node set's condition: exactly the version read, or still none. */
function stillAsRead(before: GatewayNodesRecord | undefined) {
  return before
    ? { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': before.version } }
    : { ConditionExpression: 'attribute_not_exists(pk)' };
}

/**
 * The transaction item that moves gateway `gatewayId`'s node set from `before` (as read; none yet) to `after`
 * (none: the gateway is deleted), conditional on it being still as read, and how the enterprise's counts change with
 * it: a gateway is counted while its node set exists, so a set written for a gateway that had none (stored before
 * the index) counts it too.
 */
export function gatewayNodesWrite(
  gatewayId: string,
  before: GatewayNodesRecord | undefined,
  after: GatewayNodesRecord | undefined,
): { item: TransactItem; delta: CountsDelta } {
  const key = equipmentKeys.gatewayNodes(gatewayId);
  const delta = {
    gateways: (after ? 1 : 0) - (before ? 1 : 0),
    nodes: (after?.nodeCount ?? 0) - (before?.nodeCount ?? 0),
  };
  if (!after)
    return before
      ? { item: { Delete: { TableName: tableName, Key: key, ...stillAsRead(before) } }, delta }
      : { item: { ConditionCheck: { TableName: tableName, Key: key, ...stillAsRead(before) } }, delta };
  return { item: { Put: { TableName: tableName, Item: gatewayNodesItem(after), ...stillAsRead(before) } }, delta };
}

/** One device of the list: a node of a gateway's node set. */
export interface DeviceRow {
  readonly gateway: GatewayNodesRecord;
  readonly node: DeviceNode;
}

/** What narrows the device list; each is optional, and all that are given apply. */
export interface DeviceFilter {
  readonly typeId?: string;
  /** Part of a node's name or alias, or of its gateway's hardware id (any case). */
  readonly search?: string;
  /** Only these gateways (a group's members, or one gateway). */
  readonly gatewayIds?: ReadonlySet<string>;
}

/** The rows of node sets that a filter keeps, in gateway then node order. */
function rowsOf(sets: readonly GatewayNodesRecord[], filter: DeviceFilter): DeviceRow[] {
  const needle = filter.search?.toLowerCase();
  return sets
    .filter(
      (set) =>
        (!filter.typeId || set.typeId === filter.typeId) &&
        (!filter.gatewayIds || filter.gatewayIds.has(set.gatewayId)),
    )
    .flatMap((set) => set.nodes.map((node) => ({ gateway: set, node })))
    .filter(
      ({ gateway, node }) =>
        !needle || [node.name, node.alias, gateway.hardwareId].some((text) => text.toLowerCase().includes(needle)),
    );
}

/** Node sets one Query call reads at least (a page's rows come from a few gateways, unless they have no nodes). */
const MIN_READ = 25;

/**
 * One page of an enterprise's devices (`rows` from `offset`, at most `limit`) and how many there are in all, from
 * the device index: one Query of gsi1 `ENTDEVICES#{enterpriseId}` in the gateways' order. Without a filter the
 * total is the enterprise's `nodeCount` (one Get) and the Query stops once the page is full; a type or search filter
 * is applied by DynamoDB (`typeId`, `contains(searchText)`) and the Query reads to the end for the total. One
 * gateway's devices are its node set (one Get).
 */
export async function readDevicePage(options: {
  enterpriseId: string;
  filter: DeviceFilter;
  offset: number;
  limit: number;
}): Promise<{ rows: DeviceRow[]; total: number }> {
  const { enterpriseId, filter, offset, limit } = options;
  const { gatewayIds } = filter;
  if (gatewayIds?.size === 1) {
    const set = await getGatewayNodes({ id: [...gatewayIds][0] });
    const rows = set && set.enterpriseId === enterpriseId ? rowsOf([set], filter) : [];
    return { rows: rows.slice(offset, offset + limit), total: rows.length };
  }
  if (gatewayIds?.size === 0) return { rows: [], total: 0 };
  const filtered = Boolean(filter.typeId || filter.search || gatewayIds);
  const conditions = [
    ...(filter.typeId ? ['typeId = :typeId'] : []),
    ...(filter.search ? ['contains(searchText, :search)'] : []),
  ];
  const [total, rows] = await Promise.all([
    filtered ? undefined : getEquipmentCounts({ enterpriseId }).then((counts) => counts.nodeCount),
    (async () => {
      const found: DeviceRow[] = [];
      let cursor: string | undefined;
      do {
        const page = await queryPage<GatewayNodesRecord>(
          {
            index: indexes.gsi1,
            partition: equipmentIndexKeys.devicesOfEnterprise(enterpriseId, '', '').gsi1pk,
            ...(conditions.length
              ? {
                  FilterExpression: conditions.join(' AND '),
                  ExpressionAttributeValues: {
                    ...(filter.typeId ? { ':typeId': filter.typeId } : {}),
                    ...(filter.search ? { ':search': filter.search.toLowerCase() } : {}),
                  },
                }
              : {}),
          },
          { cursor, limit: filtered ? undefined : Math.max(MIN_READ, offset + limit - found.length) },
        );
        found.push(...rowsOf(page.items, filter));
        cursor = page.cursor;
      } while (cursor && (filtered || found.length < offset + limit));
      return found;
    })(),
  ]);
  return { rows: rows.slice(offset, offset + limit), total: total ?? rows.length };
}
