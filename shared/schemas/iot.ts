import * as z from 'zod/mini';
import './zod-locale.js';
import { EquipmentIdSchema, GatewayPageQuerySchema, collectNodeListSchema } from './equipment.js';
import { CursorSchema } from './fields.js';

/**
 * Inputs of the IoT area (`/api-iot`; spec doc 3 names its five screens only, so every call and shape here is ours,
 * described in docs/iot.md): product node templates, the device view, device groups and data-push rules.
 * One definition for the server and the console; the rules both apply are the constants below.
 */

/** Field limits and paging of the IoT area. */
export const IOT_LIMITS = {
  groupName: 50,
  description: 500,
  pushName: 50,
  url: 500,
  secretMin: 16,
  secretMax: 128,
  search: 64,
  /** Gateways one add or remove call may name (a TransactWrite holds at most 100 items). */
  membersPerCall: 50,
  templateNodes: 200,
  deviceSizes: [10, 20, 50, 100],
  logSizes: [10, 20, 50],
} as const;

/** The message of a taken group name (per enterprise, ignoring case). */
export const IOT_GROUP_NAME_TAKEN = {
  cn: '该分组名称已存在，请重新输入',
  en: 'The group name already exists, re-enter',
};

/** What a push rule forwards: every gateway of the enterprise, one group's, or one gateway's readings. */
export const PUSH_SCOPE_KINDS = ['all', 'group', 'gateway'] as const;
export type PushScopeKind = (typeof PUSH_SCOPE_KINDS)[number];

/** Delivery of a reading to a push target: attempts, per-attempt timeout and the backoff before each retry (ms). */
export const PUSH_DELIVERY = { attempts: 3, timeoutMs: 3_000, backoffMs: [250, 1_000], logTtlDays: 7 } as const;

/** The header that carries `sha256=<hex HMAC-SHA256 of "{timestamp}.{body}">` when the rule has a secret. */
export const PUSH_SIGNATURE_HEADER = 'x-sia-signature';
/** The header with the epoch-millisecond time that is signed with the body (receivers refuse old ones). */
export const PUSH_TIMESTAMP_HEADER = 'x-sia-timestamp';

const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`));
const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));
/** Nothing in the query (unknown parameters are refused). */
export const NoIotQuerySchema = z.object({});
/** `…/{id}` of a product (equipment type), group, rule or gateway. */
export const IotIdParamsSchema = z.object({ id: EquipmentIdSchema });

// ---------- products

/** A product's node template: the configuration wizard's collect nodes (same fields and rules), aliases unique. */
export const ProductTemplateInputSchema = z.object({
  /** The product's id: its equipment type's. */
  id: EquipmentIdSchema,
  nodes: collectNodeListSchema(IOT_LIMITS.templateNodes),
});
export type ProductTemplateInput = z.infer<typeof ProductTemplateInputSchema>;

// ---------- devices

const pageNumber = z._default(
  z.coerce.number().check(z.int('A whole number'), z.gte(0, 'From 0'), z.lte(10_000, 'At most 10000')),
  0,
);

/** `GET getDeviceList`: every collect node of the enterprise's gateways, narrowed and paged. */
export const DeviceListQuerySchema = z.object({
  typeId: z.optional(EquipmentIdSchema),
  gatewayId: z.optional(EquipmentIdSchema),
  groupId: z.optional(EquipmentIdSchema),
  /** Part of a node's name or alias, or of its gateway's hardware id (any case). */
  search: optionalText(IOT_LIMITS.search),
  page: pageNumber,
  size: z._default(
    z.coerce.number().check(
      z.int('A whole number'),
      z.refine((size) => (IOT_LIMITS.deviceSizes as readonly number[]).includes(size), 'One of 10, 20, 50, 100'),
    ),
    20,
  ),
});
export type DeviceListQuery = z.infer<typeof DeviceListQuerySchema>;

/** The segments of `iot/device-detail/{type}/{id}/{code}/{protocol}`: type id, gateway id, node alias, protocol code. */
export const DeviceDetailParamsSchema = z.object({
  type: EquipmentIdSchema,
  id: EquipmentIdSchema,
  code: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(64, 'At most 64 characters')),
  protocol: z
    .string()
    .check(
      z.minLength(1, 'Required'),
      z.maxLength(32, 'At most 32 characters'),
      z.regex(/^[A-Za-z0-9_-]+$/, 'Not a protocol code'),
    ),
});

/** The protocol segment of a device whose gateway was never configured. */
export const NO_PROTOCOL = 'none';

// ---------- groups

const groupFields = { name: text(IOT_LIMITS.groupName), description: optionalText(IOT_LIMITS.description) };
/** `POST submitGroup`: a device group of the current enterprise. */
export const GroupCreateSchema = z.object(groupFields);
export type GroupCreate = z.infer<typeof GroupCreateSchema>;
/** `PUT submitGroup`: rename or describe it again. */
export const GroupUpdateSchema = z.object({ id: EquipmentIdSchema, ...groupFields });
export type GroupUpdate = z.infer<typeof GroupUpdateSchema>;

/** `GET getGroupMembers/{id}?cursor=&size=`: a page of the group's gateways, as the gateway lists page. */
export const GroupMembersQuerySchema = GatewayPageQuerySchema;

/** `PUT addGroupMembers` / `removeGroupMembers`: gateways (GUIDs) of the enterprise, each once. */
export const GroupMembersInputSchema = z.object({
  groupId: EquipmentIdSchema,
  gatewayIds: z.array(EquipmentIdSchema).check(
    z.minLength(1, 'At least one gateway'),
    z.maxLength(IOT_LIMITS.membersPerCall, `At most ${IOT_LIMITS.membersPerCall} gateways`),
    z.refine((ids) => new Set(ids).size === ids.length, 'A gateway is listed twice'),
  ),
});
export type GroupMembersInput = z.infer<typeof GroupMembersInputSchema>;

// ---------- data push

/** What a rule forwards; `id` names the group or gateway (none for `all`). */
export const PushScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('group'), id: EquipmentIdSchema }),
  z.object({ kind: z.literal('gateway'), id: EquipmentIdSchema }),
]);
export type PushScope = z.infer<typeof PushScopeSchema>;

const pushFields = {
  name: text(IOT_LIMITS.pushName),
  /** Where readings are POSTed; the stage's rules are checked by the server (`functions/domains/iot/push-target.ts`). */
  url: text(IOT_LIMITS.url).check(z.refine((url) => URL.canParse(url), 'Not a URL')),
  scope: PushScopeSchema,
  enabled: z._default(z.boolean(), true),
};
const secret = z
  .string()
  .check(
    z.minLength(IOT_LIMITS.secretMin, `At least ${IOT_LIMITS.secretMin} characters`),
    z.maxLength(IOT_LIMITS.secretMax, `At most ${IOT_LIMITS.secretMax} characters`),
  );

/** `POST submitDataPush`: a new rule; with a secret, every delivery is signed. */
export const DataPushCreateSchema = z.object({ ...pushFields, secret: z.optional(secret) });
export type DataPushCreate = z.infer<typeof DataPushCreateSchema>;

/** `PUT submitDataPush`: the whole rule again; `secret` left out keeps the stored one, `''` removes it. */
export const DataPushUpdateSchema = z.object({
  id: EquipmentIdSchema,
  ...pushFields,
  secret: z.optional(z.union([z.literal(''), secret])),
});
export type DataPushUpdate = z.infer<typeof DataPushUpdateSchema>;

/** `PUT switchDataPush`: enable or disable a rule. */
export const DataPushSwitchSchema = z.object({ id: EquipmentIdSchema, enabled: z.boolean() });

/** `GET getDataPushLog/{id}?cursor=&size=`: a rule's deliveries, newest first. */
export const DataPushLogQuerySchema = z.object({
  cursor: z.optional(CursorSchema),
  size: z._default(
    z.coerce.number().check(
      z.int('A whole number'),
      z.refine((size) => (IOT_LIMITS.logSizes as readonly number[]).includes(size), 'One of 10, 20, 50'),
    ),
    20,
  ),
});
