import { equipmentDataContracts as contracts } from '../../../../shared/contracts/equipment.js';
import { equipmentDestination } from '../../../../shared/schemas/telemetry.js';
import { implement } from '../../../lib/http/implement.js';
import { getEquipmentConfig } from '../data/equipment-config.js';
import { requireVisibleGateway } from '../gateway-access.js';
import { getLatestReadings } from '../data/telemetry.js';
import { nodeReadingFields } from '../views/equipment-views.js';

/** A node's description as the data view lists it, before its reading is added. */
interface NodeInfo {
  readonly name: string;
  readonly alias?: string;
  readonly description?: string;
  readonly dataType?: string;
  readonly dataUnit?: string;
  readonly precision?: number;
}

/**
 * The data view's first state (doc 3 §2.2 data view; the call is ours): the configured nodes (else the declared
 * tags) with their latest readings and display precision, plus nodes seen in readings but configured nowhere, the
 * configuration's collect period (what the console's staleness warning counts in), then live frames on the
 * WebSocket destination it names.
 */
export const equipmentDataRoutes = [
  implement(contracts.getEquipmentData, async ({ caller, params }) => {
    const equipment = await requireVisibleGateway(caller, params.id);
    const config = await getEquipmentConfig({ equipmentId: params.id });
    const latest = await getLatestReadings({ equipmentId: params.id, config });
    const declared: NodeInfo[] = config
      ? config.collectNodeConfigs
      : (equipment.collectNodeTags ?? []).map(({ tag, description, dataType, dataUnit }) => ({
          name: tag,
          ...(description ? { description } : {}),
          ...(dataType ? { dataType } : {}),
          ...(dataUnit ? { dataUnit } : {}),
        }));
    const readings = new Map(latest.map((reading) => [reading.name, reading]));
    const known = new Set(declared.map((node) => node.name));
    const rows: NodeInfo[] = [...declared, ...latest.filter((r) => !known.has(r.name)).map((r) => ({ name: r.name }))];
    return {
      equipmentId: params.id,
      destination: equipmentDestination(params.id),
      ...(config ? { period: config.period } : {}),
      nodes: rows.map((node) => ({
        name: node.name,
        ...(node.alias ? { alias: node.alias } : {}),
        ...nodeReadingFields(node, readings.get(node.name)),
        ...(node.precision === undefined ? {} : { precision: node.precision }),
      })),
    };
  }),
];
