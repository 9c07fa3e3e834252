import { equipmentDestination } from '../../../shared/schemas/telemetry.js';
import { NO_PROTOCOL, type DeviceListQuery } from '../../../shared/schemas/iot.js';
import type { Device, DeviceDetail, DevicePage } from '../../../shared/schemas/iot-responses.js';
import type { Caller } from '../../lib/auth/caller.js';
import { pageOf } from '../../lib/data/paging.js';
import { NotFoundError } from '../../lib/errors.js';
import {
  gatewayNodeList,
  getEquipmentById,
  getEquipmentByIds,
  getEquipmentConfig,
  getEquipmentConfigs,
  getLatestReadings,
  nodeReadingFields,
  readDevicePage,
  type DeviceFilter,
  type EquipmentRecord,
  type GatewaySummary,
} from '../equipment/index.js';
import { getGroup, listGroupIdsOfGateway, listGroupMembers } from './data/group.js';
import { statusView } from './views/iot-views.js';
import { mapWithConcurrency } from '../../lib/concurrency.js';

/** Reads of one list run at most this many at a time. */
const READ_CONCURRENCY = 16;

/** The protocol segment of a device's address: its gateway's transfer protocol code, `none` before configuration. */
const protocolOf = (protocol: string | undefined) => protocol ?? NO_PROTOCOL;

/** A device row: a node with its gateway (as read for the page) and the node's latest reading. */
function deviceView(
  gateway: Pick<EquipmentRecord, 'id' | 'equipmentId' | 'equipmentType' | 'equipmentStatus'>,
  protocol: string | undefined,
  node: {
    readonly name: string;
    readonly alias: string;
    readonly description?: string;
    readonly dataType?: string;
    readonly dataUnit?: string;
  },
  reading?: Awaited<ReturnType<typeof getLatestReadings>>[number],
): Device {
  return {
    gatewayId: gateway.id,
    hardwareId: gateway.equipmentId,
    typeId: gateway.equipmentType?.id ?? '',
    typeName: gateway.equipmentType?.name ?? '',
    protocol: protocolOf(protocol),
    gatewayStatus: statusView(gateway.equipmentStatus?.id),
    name: node.name,
    alias: node.alias,
    ...nodeReadingFields(node, reading),
  };
}

/** The device index's filter for a query; a gateway or group of another enterprise is not found. */
async function filterOf(enterpriseId: string, query: DeviceListQuery): Promise<DeviceFilter> {
  let gatewayIds: Set<string> | undefined;
  if (query.gatewayId) {
    const gateway = await getEquipmentById({ id: query.gatewayId });
    if (!gateway || gateway.enterpriseId !== enterpriseId) throw new NotFoundError('Gateway not found');
    gatewayIds = new Set([gateway.id]);
  }
  if (query.groupId) {
    if (!(await getGroup({ enterpriseId, id: query.groupId }))) throw new NotFoundError('Group not found');
    const members = (await listGroupMembers({ groupId: query.groupId })).map((member) => member.gatewayId);
    gatewayIds = new Set(members.filter((id) => !gatewayIds || gatewayIds.has(id)));
  }
  return { typeId: query.typeId, search: query.search, gatewayIds };
}

/**
 * `getDeviceList`: one page of the filtered gateways' nodes, in gateway registration order then node order, from the
 * device index (one paged Query, `readDevicePage`), then the page's gateways (status, type name) and configurations
 * in one BatchGet each and their latest readings: reads for the page only, never one per gateway of the enterprise.
 */
export async function listDevices(enterpriseId: string, query: DeviceListQuery): Promise<DevicePage> {
  const { rows, total } = await readDevicePage({
    enterpriseId,
    filter: await filterOf(enterpriseId, query),
    offset: query.page * query.size,
    limit: query.size,
  });
  const onPage = [...new Set(rows.map((row) => row.gateway.gatewayId))];
  const [gateways, configs] = await Promise.all([
    getEquipmentByIds({ ids: onPage }),
    getEquipmentConfigs({ equipmentIds: onPage }),
  ]);
  const configOf = new Map(configs.map((config) => [config.equipmentId, config]));
  const latest = new Map(
    await mapWithConcurrency(onPage, READ_CONCURRENCY, async (id) => {
      const readings = await getLatestReadings({ equipmentId: id, config: configOf.get(id) });
      return [id, new Map(readings.map((reading) => [reading.name, reading]))] as const;
    }),
  );
  return pageOf(
    rows.map(({ gateway: set, node }) => {
      // A gateway deleted since the index was read still shows what the index held.
      const gateway: GatewaySummary = gateways.get(set.gatewayId) ?? {
        id: set.gatewayId,
        equipmentId: set.hardwareId,
        enterpriseId: set.enterpriseId,
      };
      return deviceView(gateway, set.protocol, node, latest.get(set.gatewayId)?.get(node.name));
    }),
    total,
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
  const node = gatewayNodeList(gateway, config).find((candidate) => candidate.alias === params.code);
  const protocol = config?.transferProtocol.code;
  if (!node || protocolOf(protocol) !== params.protocol) throw new NotFoundError('Device not found');
  const groups = (
    await Promise.all(groupIds.map((id) => getGroup({ enterpriseId: gateway.enterpriseId, id })))
  ).flatMap((group) => (group ? [{ id: group.id, name: group.name }] : []));
  return {
    device: {
      ...deviceView(
        gateway,
        protocol,
        node,
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
