import type { EquipmentConfigRecord } from './equipment-config.js';
import type { EquipmentRecord } from './equipment.js';
import { equipmentIndexKeys, equipmentKeys } from './keys.js';

/*
 * The equipment domain's stored shapes and item builders that the local seed writes too: pure, no client.
 */

/** A collect node of a gateway: a configured node, or a declared tag before the first configuration. */
export interface GatewayNode {
  readonly name: string;
  readonly alias: string;
  readonly description?: string;
  readonly dataType?: string;
  readonly dataUnit?: string;
  readonly sampleMode?: string;
  readonly period?: number;
  readonly ifBackup?: boolean;
  /** The fraction digits the console shows of the node's readings (display only). */
  readonly precision?: number;
}

/** A node as the device index keeps it: what a device row shows. */
export type DeviceNode = Pick<GatewayNode, 'name' | 'alias' | 'description' | 'dataType' | 'dataUnit'>;

/**
 * A gateway's node set (`EQUIP#{id}` / `#NODES`, gsi1 `ENTDEVICES#{enterpriseId}` / `{createDate}#{id}`): the device
 * index's item, one per gateway, written in the same transaction as the gateway or its configuration
 * (docs/data-model.md "Gateway lists at fleet scale"). `version` rises with every write, which is conditional on it.
 */
export interface GatewayNodesRecord {
  readonly gatewayId: string;
  readonly enterpriseId: string;
  readonly createDate: string;
  readonly hardwareId: string;
  readonly typeId: string;
  /** The configuration's transfer protocol code; absent before the first configuration. */
  readonly protocol?: string;
  readonly nodes: readonly DeviceNode[];
  readonly nodeCount: number;
  /** The hardware id, names and aliases in lower case, one a line: what a search looks in. */
  readonly searchText: string;
  readonly version: number;
}

/** A gateway's declared tags as nodes (before its first configuration; the tag is then its alias too). */
const tagNodes = (gateway: Pick<EquipmentRecord, 'collectNodeTags'>): GatewayNode[] =>
  (gateway.collectNodeTags ?? []).map(({ tag, description, dataType, dataUnit }) => ({
    name: tag,
    alias: tag,
    ...(description ? { description } : {}),
    ...(dataType ? { dataType } : {}),
    ...(dataUnit ? { dataUnit } : {}),
  }));

/** A gateway's nodes: the configured ones, else its declared tags. */
export function gatewayNodeList(
  gateway: Pick<EquipmentRecord, 'collectNodeTags'>,
  config: Pick<EquipmentConfigRecord, 'collectNodeConfigs'> | undefined,
): GatewayNode[] {
  return config ? config.collectNodeConfigs.map((node) => ({ ...node })) : tagNodes(gateway);
}

/** What a configuration gives a node set: its nodes and its transfer protocol's code. */
export interface ConfiguredNodes {
  readonly protocol: string;
  readonly nodes: readonly GatewayNode[];
}

/** A stored (or about to be stored) configuration's nodes. */
export const configuredNodesOf = (
  config: Pick<EquipmentConfigRecord, 'collectNodeConfigs' | 'transferProtocol'>,
): ConfiguredNodes => ({ protocol: config.transferProtocol.code, nodes: config.collectNodeConfigs });

/** The configuration a node set holds, kept when only its gateway changes; none before the first configuration. */
export const configurationIn = (set: GatewayNodesRecord | undefined): ConfiguredNodes | undefined =>
  set?.protocol === undefined ? undefined : { protocol: set.protocol, nodes: set.nodes };

/** What the index keeps of a node. */
const deviceNodeOf = ({ name, alias, description, dataType, dataUnit }: GatewayNode): DeviceNode => ({
  name,
  alias,
  ...(description ? { description } : {}),
  ...(dataType ? { dataType } : {}),
  ...(dataUnit ? { dataUnit } : {}),
});

/**
 * The node set of `gateway` with the nodes of its configuration (none yet: its declared tags), one version after
 * `before` (none: the first).
 */
export function gatewayNodesOf(
  gateway: EquipmentRecord,
  configured: ConfiguredNodes | undefined,
  before: Pick<GatewayNodesRecord, 'version'> | undefined,
): GatewayNodesRecord {
  const nodes = (configured?.nodes ?? tagNodes(gateway)).map(deviceNodeOf);
  return {
    gatewayId: gateway.id,
    enterpriseId: gateway.enterpriseId,
    createDate: gateway.createDate ?? '',
    hardwareId: gateway.equipmentId,
    typeId: gateway.equipmentType?.id ?? '',
    ...(configured ? { protocol: configured.protocol } : {}),
    nodes,
    nodeCount: nodes.length,
    searchText: [gateway.equipmentId, ...nodes.flatMap((node) => [node.name, node.alias])].join('\n').toLowerCase(),
    version: (before?.version ?? 0) + 1,
  };
}

/** A node set as stored: its keys, its index keys (the device index) and its fields. */
export const gatewayNodesItem = (set: GatewayNodesRecord) => ({
  ...equipmentKeys.gatewayNodes(set.gatewayId),
  ...equipmentIndexKeys.devicesOfEnterprise(set.enterpriseId, set.createDate, set.gatewayId),
  entity: 'gatewayNodes',
  ...set,
});
