import { equipmentDestination } from '../../../shared/schemas/telemetry.js';
import { NO_PROTOCOL, type DeviceListQuery } from '../../../shared/schemas/iot.js';
import type { Device, DeviceDetail, DevicePage } from '../../../shared/schemas/iot-responses.js';
import type { Caller } from '../../lib/auth/caller.js';
import { pageOf } from '../../lib/data/paging.js';
import { NotFoundError } from '../../lib/errors.js';
import {
  getEquipmentById,
  getEquipmentConfig,
  getLatestReadings,
  listEquipmentOfEnterprise,
  nodeReadingFields,
  type EquipmentConfigRecord,
  type EquipmentRecord,
} from '../equipment/index.js';
import { getGroup, listGroupIdsOfGateway, listGroupMembers } from './data/group.js';
import { statusView } from './views/iot-views.js';

/** Reads of one list run at most this many at a time (a large enterprise has many gateways). */
const READ_CONCURRENCY = 16;

/** A collect node as the device view knows it: the configuration's node, or a declared tag before the first save. */
interface NodeInfo {
  readonly name: string;
  readonly alias: string;
  readonly description?: string;
  readonly dataType?: string;
  readonly dataUnit?: string;
  readonly sampleMode?: string;
  readonly period?: number;
  readonly ifBackup?: boolean;
}

/** One device: a node of a gateway, with the gateway's configuration (if saved). */
interface DeviceRow {
  readonly gateway: EquipmentRecord;
  readonly config?: EquipmentConfigRecord;
  readonly node: NodeInfo;
}

/** Maps `items` through `map`, at most `limit` at a time, keeping their order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A gateway's nodes: the configured ones, else its declared tags (the tag is then its alias too). */
function nodesOf(gateway: EquipmentRecord, config: EquipmentConfigRecord | undefined): NodeInfo[] {
  if (config) return config.collectNodeConfigs.map((node) => ({ ...node }));
  return (gateway.collectNodeTags ?? []).map(({ tag, description, dataType, dataUnit }) => ({
    name: tag,
    alias: tag,
    ...(description ? { description } : {}),
    ...(dataType ? { dataType } : {}),
    ...(dataUnit ? { dataUnit } : {}),
  }));
}

/** The protocol segment of a device's address: its gateway's transfer protocol code, `none` before configuration. */
const protocolOf = (config: EquipmentConfigRecord | undefined) => config?.transferProtocol.code ?? NO_PROTOCOL;

function deviceView(row: DeviceRow, reading?: Awaited<ReturnType<typeof getLatestReadings>>[number]): Device {
  const { gateway, node } = row;
  return {
    gatewayId: gateway.id,
    hardwareId: gateway.equipmentId,
    typeId: gateway.equipmentType?.id ?? '',
    typeName: gateway.equipmentType?.name ?? '',
    protocol: protocolOf(row.config),
    gatewayStatus: statusView(gateway.equipmentStatus?.id),
    name: node.name,
    alias: node.alias,
    ...nodeReadingFields(node, reading),
  };
}

/** The enterprise's gateways the filters keep; a group or gateway of another enterprise is not found. */
async function gatewaysInView(enterpriseId: string, query: DeviceListQuery): Promise<EquipmentRecord[]> {
  let gateways: EquipmentRecord[];
  if (query.gatewayId) {
    const gateway = await getEquipmentById({ id: query.gatewayId });
    if (!gateway || gateway.enterpriseId !== enterpriseId) throw new NotFoundError('Gateway not found');
    gateways = [gateway];
  } else {
    gateways = await listEquipmentOfEnterprise({ enterpriseId });
  }
  if (query.typeId) gateways = gateways.filter((gateway) => gateway.equipmentType?.id === query.typeId);
  if (query.groupId) {
    if (!(await getGroup({ enterpriseId, id: query.groupId }))) throw new NotFoundError('Group not found');
    const members = new Set((await listGroupMembers({ groupId: query.groupId })).map((member) => member.gatewayId));
    gateways = gateways.filter((gateway) => members.has(gateway.id));
  }
  return gateways;
}

/**
 * `getDeviceList`: every node of the filtered gateways (one configuration Get per gateway), searched, in gateway
 * registration order then node order, one page of it with the latest readings of the page's gateways only.
 */
export async function listDevices(enterpriseId: string, query: DeviceListQuery): Promise<DevicePage> {
  const gateways = await gatewaysInView(enterpriseId, query);
  const configs = await mapLimited(gateways, READ_CONCURRENCY, (gateway) =>
    getEquipmentConfig({ equipmentId: gateway.id }),
  );
  const needle = query.search?.toLowerCase();
  const rows: DeviceRow[] = gateways
    .flatMap((gateway, i) => nodesOf(gateway, configs[i]).map((node) => ({ gateway, config: configs[i], node })))
    .filter(
      (row) =>
        !needle ||
        [row.node.name, row.node.alias, row.gateway.equipmentId].some((text) => text.toLowerCase().includes(needle)),
    );
  const start = query.page * query.size;
  const shown = rows.slice(start, start + query.size);
  const onPage = [...new Set(shown.map((row) => row.gateway.id))];
  const latest = new Map(
    await mapLimited(onPage, READ_CONCURRENCY, async (id) => {
      const config = shown.find((row) => row.gateway.id === id)?.config;
      const readings = await getLatestReadings({ equipmentId: id, config });
      return [id, new Map(readings.map((reading) => [reading.name, reading]))] as const;
    }),
  );
  return pageOf(
    shown.map((row) => deviceView(row, latest.get(row.gateway.id)?.get(row.node.name))),
    rows.length,
    query.page,
    query.size,
  );
}

/**
 * `getDeviceDetail/{type}/{id}/{code}/{protocol}`: the node `code` (its alias) of gateway `id`, which must be of the
 * caller's current enterprise, of type `type` and (configured) on protocol `protocol`; anything else is not found.
 */
export async function getDeviceDetail(
  caller: Caller,
  params: { type: string; id: string; code: string; protocol: string },
): Promise<DeviceDetail> {
  const gateway = await getEquipmentById({ id: params.id });
  if (!gateway || gateway.enterpriseId !== caller.enterpriseId || gateway.equipmentType?.id !== params.type)
    throw new NotFoundError('Device not found');
  const [config, groupIds] = await Promise.all([
    getEquipmentConfig({ equipmentId: gateway.id }),
    listGroupIdsOfGateway({ gatewayId: gateway.id }),
  ]);
  const readings = await getLatestReadings({ equipmentId: gateway.id, config });
  const node = nodesOf(gateway, config).find((candidate) => candidate.alias === params.code);
  if (!node || protocolOf(config) !== params.protocol) throw new NotFoundError('Device not found');
  const groups = (
    await Promise.all(groupIds.map((id) => getGroup({ enterpriseId: gateway.enterpriseId, id })))
  ).flatMap((group) => (group ? [{ id: group.id, name: group.name }] : []));
  return {
    device: {
      ...deviceView(
        { gateway, config, node },
        readings.find((reading) => reading.name === node.name),
      ),
      ...(node.sampleMode ? { sampleMode: node.sampleMode } : {}),
      ...(node.period === undefined ? {} : { period: node.period }),
      ifBackup: node.ifBackup ?? false,
    },
    gateway: {
      id: gateway.id,
      hardwareId: gateway.equipmentId,
      typeName: gateway.equipmentType?.name ?? '',
      status: statusView(gateway.equipmentStatus?.id),
      ...(gateway.equipmentIp ? { ip: gateway.equipmentIp } : {}),
      ...(gateway.equipmentPort === undefined ? {} : { port: gateway.equipmentPort }),
      ...(gateway.description ? { description: gateway.description } : {}),
      ...(config ? { protocol: { ...config.transferProtocol } } : {}),
    },
    groups: groups.sort((a, b) => a.name.localeCompare(b.name)),
    destination: equipmentDestination(gateway.id),
  };
}
