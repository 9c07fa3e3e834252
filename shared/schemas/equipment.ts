import * as z from 'zod/mini';
import './zod-locale.js';
import { boundedJsonObject } from './bounded-json.js';
import { CursorSchema, RecordIdSchema, optionalText, text, uniqueBy } from './fields.js';
import {
  COMMAND_PAYLOAD_MAX_BYTES,
  COMMAND_PAYLOAD_MAX_DEPTH,
  EQUIPMENT_CONFIG_LIMITS,
  EQUIPMENT_MAX_LENGTHS as L,
  NODE_ALIAS_TAKEN,
  EQUIPMENT_TYPE_CODE_PATTERN,
  GATEWAY_PAGE_SIZE,
  HARDWARE_ID_PATTERN,
  MAX_NODE_TAGS,
  OFFLINE_ALARM_SETTING_LIMITS,
  RETENTION_DAYS,
} from '../constants/equipment-rules.js';

/**
 * Inputs of equipment types and gateways (spec doc 3 §3, §5, §7: `/api-equipment`). Shapes follow the spec's
 * payloads; the gateway create, edit and delete calls and every answer are our design (docs/equipment.md).
 * One definition for the server and the console.
 */

/** A record id in a path or body. */
export const EquipmentIdSchema = RecordIdSchema;

/** The spec's clients send who creates or edits; the server takes it from the session and ignores these. */
const actorFields = {
  createById: z.optional(z.string().check(z.maxLength(64))),
  createByName: z.optional(z.string().check(z.maxLength(100))),
  updateById: z.optional(z.string().check(z.maxLength(64))),
  updateByName: z.optional(z.string().check(z.maxLength(100))),
};

/** `…/{id}` of a type or a gateway. */
export const EquipmentIdParamsSchema = z.object({ id: EquipmentIdSchema });
/** `getEquipmentList/{enterpriseId}`. */
export const EnterpriseIdParamsSchema = z.object({ enterpriseId: EquipmentIdSchema });
/** A call that takes no query parameters (unknown ones are refused). */
export const NoEquipmentQuerySchema = z.object({});
/**
 * The paging fields of a list that answers its documented bare array a page at a time (ours, issue 23: the gateway
 * and certificate lists): `cursor` is the previous page's `x-next-cursor` header, handed back as it came; `size` is at
 * most `largest`, which is also the default, so a client that sends neither gets the first page of the documented
 * answer.
 */
export const cursorPageFields = (largest: number) => ({
  cursor: z.optional(CursorSchema),
  size: z._default(
    z.coerce
      .number()
      .check(z.int('A whole number'), z.gte(1, `From 1 to ${largest}`), z.lte(largest, `From 1 to ${largest}`)),
    largest,
  ),
});
/** A page of a gateway list: at most `GATEWAY_PAGE_SIZE` gateways. */
const gatewayPageFields = cursorPageFields(GATEWAY_PAGE_SIZE);
/** `getEquipmentBackupList?cursor=&size=`, `getGroupMembers/{id}?cursor=&size=`: a page of gateways. */
export const GatewayPageQuerySchema = z.object(gatewayPageFields);
export type GatewayPageQuery = z.infer<typeof GatewayPageQuerySchema>;
/**
 * `getEquipmentList/{enterpriseId}?typeName=&cursor=&size=`: a page of gateways, keeping those whose type's name
 * contains `typeName` (any case).
 */
export const EquipmentListQuerySchema = z.object({ typeName: optionalText(L.typeName), ...gatewayPageFields });

// ---------- equipment types

const typeFields = {
  code: text(L.typeCode).check(z.regex(EQUIPMENT_TYPE_CODE_PATTERN, 'Letters, digits, _ and - only')),
  name: text(L.typeName),
  description: text(L.description),
  /** Doc 3 §9: both default to true; an edit always sends ifEnabled true. */
  ifDynamic: z._default(z.boolean(), true),
  ifEnabled: z._default(z.boolean(), true),
  /** Days a type's gateways keep backed-up node history, table and archive together (ours). */
  retentionDays: z._default(
    z
      .number()
      .check(
        z.int('A whole number of days'),
        z.gte(RETENTION_DAYS.min, `At least ${RETENTION_DAYS.min}`),
        z.lte(RETENTION_DAYS.max, `At most ${RETENTION_DAYS.max}`),
      ),
    RETENTION_DAYS.default,
  ),
  ...actorFields,
};

/** `POST submitEquipmentType`: a new type of the caller's current enterprise. */
export const EquipmentTypeCreateSchema = z.object(typeFields);
export type EquipmentTypeCreate = z.infer<typeof EquipmentTypeCreateSchema>;

/** `PUT submitEquipmentType`: the whole type again, with its id. */
export const EquipmentTypeUpdateSchema = z.object({ id: EquipmentIdSchema, ...typeFields });
export type EquipmentTypeUpdate = z.infer<typeof EquipmentTypeUpdateSchema>;

// ---------- gateways

/** A collect-node tag the gateway declares (doc 3 §3 `collectNodeTags[]`). */
export const CollectNodeTagInputSchema = z.object({
  id: z.optional(EquipmentIdSchema),
  tag: text(L.nodeTag),
  description: optionalText(L.nodeText),
  dataType: optionalText(L.nodeText),
  dataUnit: optionalText(L.nodeText),
});

/** An IPv4 or IPv6 address. */
const ipAddress = z.union([z.ipv4({ message: 'Not an IP address' }), z.ipv6({ message: 'Not an IP address' })]);

const gatewayFields = {
  /** The hardware id the gateway reports; unique on the platform. */
  equipmentId: text(L.hardwareId).check(z.regex(HARDWARE_ID_PATTERN, 'Letters, digits and _ . : - only')),
  equipmentType: z.object({ id: EquipmentIdSchema }),
  equipmentAddressable: z._default(z.boolean(), false),
  equipmentIp: z.optional(ipAddress),
  equipmentPort: z.optional(
    z.number().check(z.int('A whole number'), z.gte(1, 'From 1 to 65535'), z.lte(65535, 'From 1 to 65535')),
  ),
  description: optionalText(L.description),
  collectNodeTags: z._default(
    z
      .array(CollectNodeTagInputSchema)
      .check(z.maxLength(MAX_NODE_TAGS, `At most ${MAX_NODE_TAGS} nodes`), uniqueBy('tag', 'Listed twice')),
    [],
  ),
};

/** `POST submitEquipment` (ours): a gateway of the caller's current enterprise, offline until it connects. */
export const EquipmentCreateSchema = z.object(gatewayFields);
export type EquipmentCreate = z.infer<typeof EquipmentCreateSchema>;

/**
 * `PUT submitEquipment` (ours): the whole gateway again, with its GUID. `equipmentCertify.id` (doc 3 §3) refers the
 * gateway to a registered certificate no gateway refers to yet; left out, the gateway keeps its certificate.
 */
export const EquipmentUpdateSchema = z.object({
  id: EquipmentIdSchema,
  ...gatewayFields,
  equipmentCertify: z.optional(z.object({ id: EquipmentIdSchema })),
});
export type EquipmentUpdate = z.infer<typeof EquipmentUpdateSchema>;

// ---------- logs

/** `yyyy-MM-dd HH:mm:ss` or `yyyy-MM-dd`, the documents' format (doc 3 §7 `findEquipmentLog`); UTC. */
const DOCUMENT_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * Epoch milliseconds of a log query's time, or NaN when it is none. A day alone bounds the range at its edge: the
 * day's first millisecond as `beginDate`, its last as `endDate`, so `2024-05-01` to `2024-05-01` is the whole day.
 */
export function logTimeOf(time: number | string, edge: 'begin' | 'end'): number {
  if (typeof time === 'number') return time;
  const parts = DOCUMENT_TIME.exec(time);
  if (!parts) return new Date(time).getTime();
  const [year, month, day, hour, minute, second] = parts.slice(1).map((part) => Number(part ?? 0));
  const at = Date.UTC(year, month - 1, day, hour, minute, second);
  const valid = new Date(at).getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
  if (!valid) return Number.NaN;
  if (parts[4] !== undefined || edge === 'begin') return at;
  return at + 86_400_000 - 1;
}

/** A time in a log query: epoch milliseconds, an ISO date-time, or the documents' `yyyy-MM-dd[ HH:mm:ss]`. */
const logTime = z.union([
  z.number().check(z.int(), z.nonnegative()),
  z.iso.datetime({ offset: true, message: 'An ISO date-time or epoch milliseconds' }),
  z.string().check(
    z.regex(DOCUMENT_TIME, 'yyyy-MM-dd HH:mm:ss, yyyy-MM-dd, an ISO date-time or epoch milliseconds'),
    z.refine((value) => !Number.isNaN(logTimeOf(value, 'begin')), 'Not a date'),
  ),
]);

/** `POST findEquipmentLog` (doc 3 §7): one gateway's log between two times, of one type when given. */
export const EquipmentLogQuerySchema = z
  .object({
    guid: EquipmentIdSchema,
    type: z.optional(z.enum(['OPERATION', 'ALARM', 'CONNECTION', 'SYSTEM'])),
    beginDate: logTime,
    endDate: logTime,
  })
  .check(
    z.refine((query) => logTimeOf(query.beginDate, 'begin') <= logTimeOf(query.endDate, 'end'), {
      path: ['endDate'],
      message: 'Not before the begin date',
    }),
  );
export type EquipmentLogQuery = z.infer<typeof EquipmentLogQuerySchema>;

// ---------- configuration (the wizard)

const {
  url: URL_MAX,
  periodMin,
  periodMax,
  bufferMin,
  bufferMax,
  nodes: NODES_MAX,
  precisionMin,
  precisionMax,
} = EQUIPMENT_CONFIG_LIMITS;
const period = z
  .number({ message: 'Required' })
  .check(
    z.int('A whole number of milliseconds'),
    z.gte(periodMin, `At least ${periodMin} ms`),
    z.lte(periodMax, `At most ${periodMax} ms`),
  );
/** A lookup entry named by its code (`{ code }`; the name the console shows is ignored). */
const codeRef = z.object({ code: text(32), name: z.optional(z.string().check(z.maxLength(100))) });

/** A collect node's configuration (doc 3 §3 node config). */
export const CollectNodeConfigInputSchema = z.object({
  name: text(L.nodeTag),
  alias: text(L.nodeTag),
  description: optionalText(L.nodeText),
  dataType: text(L.nodeText),
  dataUnit: optionalText(L.nodeText),
  sampleMode: text(L.nodeText),
  period,
  ifBackup: z._default(z.boolean(), false),
  /**
   * The fraction digits the console shows of the node's readings (ours): optional, a whole number from 0 to 10;
   * absent, a reading shows at most 3, trailing zeros trimmed. Display only: the gateway's desired state leaves it out.
   */
  precision: z.optional(
    z
      .number({ message: 'A whole number' })
      .check(
        z.int('A whole number'),
        z.gte(precisionMin, `At least ${precisionMin}`),
        z.lte(precisionMax, `At most ${precisionMax}`),
      ),
  ),
});

/**
 * `PUT submitEquipmentConfig` (ours; doc 3 §7 shows only the read): step 1's general configuration, all
 * required (doc 3 §5), and step 2's nodes, aliases unique within the configuration.
 */
/** Collect nodes as the wizard and a product template take them: at most `max`, aliases unique (any case). */
export const collectNodeListSchema = (max: number) =>
  z
    .array(CollectNodeConfigInputSchema)
    .check(z.maxLength(max, `At most ${max} nodes`), uniqueBy('alias', NODE_ALIAS_TAKEN.en));

export const EquipmentConfigInputSchema = z.object({
  /** The gateway's GUID. */
  equipmentId: EquipmentIdSchema,
  transferProtocol: codeRef,
  compressMethod: codeRef,
  dataTransferUrl: text(URL_MAX),
  fileTransferUrl: text(URL_MAX),
  period,
  buffer: z
    .number({ message: 'Required' })
    .check(
      z.int('A whole number'),
      z.gte(bufferMin, `At least ${bufferMin}`),
      z.lte(bufferMax, `At most ${bufferMax}`),
    ),
  collectNodeConfigs: z._default(collectNodeListSchema(NODES_MAX), []),
});
export type EquipmentConfigInput = z.infer<typeof EquipmentConfigInputSchema>;

// ---------- commands

/** A command's parameters or a reply's result: a JSON object DynamoDB can keep on the command (bounded-json.ts). */
const commandPayload = boundedJsonObject({ maxDepth: COMMAND_PAYLOAD_MAX_DEPTH, maxBytes: COMMAND_PAYLOAD_MAX_BYTES });

/** `POST sendEquipmentCommand` (ours; doc 3 §2.2 names the "issue command" action): a command and its parameters. */
export const EquipmentCommandInputSchema = z.object({
  equipmentId: EquipmentIdSchema,
  command: text(64).check(z.regex(/^[A-Za-z0-9_.-]+$/, 'Letters, digits and _ . - only')),
  params: z._default(commandPayload, {}),
});
export type EquipmentCommandInput = z.infer<typeof EquipmentCommandInputSchema>;

/** `GET getEquipmentCommand/{equipmentId}/{commandId}`. */
export const EquipmentCommandParamsSchema = z.object({
  equipmentId: EquipmentIdSchema,
  commandId: EquipmentIdSchema,
});

/**
 * What a gateway publishes on `sia/equipment/{id}/cmd/reply`, as the rule hands it on (with `equipmentId` and
 * `topic`): the command's id, how it went, and optionally a result or a message.
 */
export const CommandReplyEventSchema = z.object({
  equipmentId: EquipmentIdSchema,
  topic: z.string(),
  commandId: EquipmentIdSchema,
  status: z.enum(['ok', 'error']),
  result: z.optional(commandPayload),
  message: z.optional(z.string().check(z.maxLength(500))),
});
export type CommandReplyEvent = z.infer<typeof CommandReplyEventSchema>;

const thresholdSeconds = (limits: { min: number; max: number }) =>
  z
    .number()
    .check(
      z.int('A whole number of seconds'),
      z.gte(limits.min, `At least ${limits.min} seconds`),
      z.lte(limits.max, `At most ${limits.max} seconds`),
    );

/**
 * `PUT submitOfflineAlarmSettings` (ours; docs/equipment.md "Offline alarm"): the enterprise's offline-alarm thresholds,
 * all three (the platform's defaults are sent back to return to them).
 */
export const OfflineAlarmSettingsInputSchema = z.object({
  graceSeconds: thresholdSeconds(OFFLINE_ALARM_SETTING_LIMITS.graceSeconds),
  silenceMinSeconds: thresholdSeconds(OFFLINE_ALARM_SETTING_LIMITS.silenceMinSeconds),
  remindEverySeconds: thresholdSeconds(OFFLINE_ALARM_SETTING_LIMITS.remindEverySeconds),
});
export type OfflineAlarmSettingsInput = z.infer<typeof OfflineAlarmSettingsInputSchema>;
