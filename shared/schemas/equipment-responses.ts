import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * Answers of `/api-equipment` (types, gateways, lookups): the spec shows none, these are ours
 * (docs/equipment.md). The contracts name them (`shared/contracts/equipment.ts`); the console parses nothing.
 */

/** `{ code, name }` of a lookup entry, with its English name. */
export const EquipmentLookupSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
});
export const EquipmentLookupListSchema = z.array(EquipmentLookupSchema);

/** An equipment type as every call answers it. */
export const EquipmentTypeSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  ifDynamic: z.boolean(),
  ifEnabled: z.boolean(),
  retentionDays: z.number(),
  /** Gateways of this type; a type with any cannot be deleted. */
  gatewayCount: z.number(),
  createById: z.string(),
  createByName: z.string(),
  createDate: z.string(),
  updateById: z.string(),
  updateByName: z.string(),
  updateDate: z.string(),
});
export type EquipmentType = z.infer<typeof EquipmentTypeSchema>;
export const EquipmentTypeListSchema = z.array(EquipmentTypeSchema);
/** `POST submitEquipmentType` / `submitEquipment`: the new record's id. */
export const CreatedIdSchema = z.object({ id: z.string() });
/** `PUT deleteEquipmentType/{id}` and other deletes of one record: the id deleted. */
export const DeletedIdSchema = z.object({ deleted: z.string() });

/** `POST importEquipment` (ours): how many gateways the CSV registered, and their GUIDs in line order. */
export const GatewayImportResultSchema = z.object({ created: z.number(), ids: z.array(z.string()) });

/** A collect-node tag of a gateway. */
export const CollectNodeTagSchema = z.object({
  id: z.string(),
  tag: z.string(),
  description: z.optional(z.string()),
  dataType: z.optional(z.string()),
  dataUnit: z.optional(z.string()),
});

/** A gateway (doc 3 §3) as every call answers it; `registerCompanyName` is the list's tenant column. */
export const EquipmentSchema = z.object({
  id: z.string(),
  equipmentId: z.string(),
  enterpriseId: z.string(),
  equipmentType: z.object({ id: z.string(), name: z.string() }),
  /** The gateway's certificate, null while it has none (doc 3 §3 names the field on every gateway). */
  equipmentCertify: z.nullable(z.object({ id: z.string() })),
  equipmentStatus: z.object({ id: z.string(), name: z.string(), nameEn: z.string() }),
  equipmentAddressable: z.boolean(),
  equipmentIp: z.optional(z.string()),
  equipmentPort: z.optional(z.number()),
  registerCompanyName: z.string(),
  description: z.optional(z.string()),
  collectNodeTags: z.array(CollectNodeTagSchema),
  createById: z.string(),
  createByName: z.string(),
  createDate: z.string(),
  updateDate: z.string(),
  /** When the gateway was stopped, and by whom. */
  stoppedAt: z.optional(z.string()),
  stoppedByName: z.optional(z.string()),
});
export type Equipment = z.infer<typeof EquipmentSchema>;
export const EquipmentListSchema = z.array(EquipmentSchema);

/** A gateway log entry; `event` is one of `EquipmentLogEvent`, `detail` what the broker or the user added. */
export const EquipmentLogEntrySchema = z.object({
  id: z.string(),
  equipmentId: z.string(),
  type: z.string(),
  event: z.string(),
  at: z.string(),
  actorName: z.optional(z.string()),
  detail: z.optional(z.string()),
});
/** `POST findEquipmentLog`: the list of the range's newest entries, newest first (at most `EQUIPMENT_LOG_QUERY_LIMIT`). */
export const EquipmentLogListSchema = z.array(EquipmentLogEntrySchema);

/** A lookup reference as a configuration answers it. */
const codeName = z.object({ code: z.string(), name: z.string() });

/** A collect node's configuration as answered. */
export const CollectNodeConfigSchema = z.object({
  name: z.string(),
  alias: z.string(),
  description: z.optional(z.string()),
  dataType: z.string(),
  dataUnit: z.optional(z.string()),
  sampleMode: z.string(),
  period: z.number(),
  ifBackup: z.boolean(),
  /** The fraction digits the console shows of its readings; absent: at most 3, trailing zeros trimmed. */
  precision: z.optional(z.number()),
});

/**
 * `GET getEquipmentConfigByEquipmentId/{id}` and `PUT submitEquipmentConfig` (doc 3 §3 Config). Every documented
 * field is always there: a gateway never configured answers `saved: false`, empty URLs, null protocol, compress
 * method, period and buffer, and no nodes.
 */
export const EquipmentConfigSchema = z.object({
  id: z.string(),
  equipmentId: z.string(),
  saved: z.boolean(),
  transferProtocol: z.nullable(codeName),
  compressMethod: z.nullable(codeName),
  dataTransferUrl: z.string(),
  fileTransferUrl: z.string(),
  period: z.nullable(z.number()),
  buffer: z.nullable(z.number()),
  collectNodeConfigs: z.array(CollectNodeConfigSchema),
  /** Increases with every save; the gateway's desired state carries it. */
  version: z.number(),
  updateDate: z.optional(z.string()),
  updateByName: z.optional(z.string()),
  /** Whether the last save reached the broker (a retained message on the config topic). */
  delivered: z.optional(z.boolean()),
});
export type EquipmentConfig = z.infer<typeof EquipmentConfigSchema>;

/** The configuration of a gateway never configured, as the API answers it: not saved, every field empty, version 0. */
export const unsavedEquipmentConfig = (equipmentId: string): EquipmentConfig => ({
  id: equipmentId,
  equipmentId,
  saved: false,
  transferProtocol: null,
  compressMethod: null,
  dataTransferUrl: '',
  fileTransferUrl: '',
  period: null,
  buffer: null,
  collectNodeConfigs: [],
  version: 0,
});

/**
 * A row of the data view (doc 3 §2.2: node name, alias, description, data type, unit, value, time, receive time):
 * a configured node (or, before the gateway is configured, a declared tag, or a node only seen in readings) with
 * its latest reading, if any.
 */
export const EquipmentNodeDataSchema = z.object({
  name: z.string(),
  alias: z.optional(z.string()),
  description: z.optional(z.string()),
  dataType: z.optional(z.string()),
  dataUnit: z.optional(z.string()),
  value: z.optional(z.union([z.number(), z.string(), z.boolean(), z.null()])),
  /** The device's time of the reading, epoch ms. */
  timestamp: z.optional(z.number()),
  quality: z.optional(z.string()),
  /** The platform's receive time, epoch ms. */
  receiveTime: z.optional(z.number()),
  /** The configured node's display precision (fraction digits), when it sets one. */
  precision: z.optional(z.number()),
});
/** `GET getEquipmentData/{id}` (ours): the data view's first state; live frames update it over the WebSocket. */
export const EquipmentDataSchema = z.object({
  equipmentId: z.string(),
  /** The WebSocket destination to subscribe to for live readings. */
  destination: z.string(),
  /** The configuration's collect period in ms (absent before the first configuration): how often readings are due. */
  period: z.optional(z.number()),
  nodes: z.array(EquipmentNodeDataSchema),
});

/** A command sent to a gateway and, once it answered, its reply. */
export const EquipmentCommandSchema = z.object({
  commandId: z.string(),
  equipmentId: z.string(),
  command: z.string(),
  params: z.record(z.string(), z.unknown()),
  status: z.enum(['sent', 'answered', 'undelivered']),
  sentAt: z.string(),
  sentByName: z.string(),
  reply: z.optional(
    z.object({
      status: z.enum(['ok', 'error']),
      result: z.optional(z.record(z.string(), z.unknown())),
      message: z.optional(z.string()),
      answeredAt: z.string(),
    }),
  ),
});
export type EquipmentCommand = z.infer<typeof EquipmentCommandSchema>;

const thresholds = { graceSeconds: z.number(), silenceMinSeconds: z.number(), remindEverySeconds: z.number() };

/**
 * `GET getOfflineAlarmSettings` and `PUT submitOfflineAlarmSettings` (ours): the thresholds the enterprise's gateways
 * are judged by, the platform's defaults beside them, and who last changed them (`custom: false` when never).
 */
export const OfflineAlarmSettingsSchema = z.object({
  ...thresholds,
  defaults: z.object(thresholds),
  custom: z.boolean(),
  updateDate: z.optional(z.string()),
  updateByName: z.optional(z.string()),
});
export type OfflineAlarmSettings = z.infer<typeof OfflineAlarmSettingsSchema>;
