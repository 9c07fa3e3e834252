import * as z from 'zod/mini';
import './zod-locale.js';
import { CollectNodeConfigSchema } from './equipment-responses.js';

/**
 * Answers of `/api-iot` (ours; docs/iot.md). The contracts name them (`shared/contracts/iot.ts`); the console parses
 * nothing.
 */

const status = z.object({ id: z.string(), name: z.string() });
const reading = {
  value: z.optional(z.union([z.number(), z.string(), z.boolean(), z.null()])),
  /** The device's time, epoch ms. */
  timestamp: z.optional(z.number()),
  quality: z.optional(z.string()),
  /** The platform's receive time, epoch ms. */
  receiveTime: z.optional(z.number()),
};

/** A product: an equipment type of the enterprise with the size of its node template. */
export const ProductSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  gatewayCount: z.number(),
  nodeCount: z.number(),
  /** When the template was last saved, and by whom (absent until the first save). */
  templateUpdateDate: z.optional(z.string()),
  templateUpdateByName: z.optional(z.string()),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = z.array(ProductSchema);
/** One product with its node template. */
export const ProductDetailSchema = z.extend(ProductSchema, { nodes: z.array(CollectNodeConfigSchema) });
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** A row of the device view: one collect node of one gateway, with its latest reading. */
export const DeviceSchema = z.object({
  gatewayId: z.string(),
  hardwareId: z.string(),
  typeId: z.string(),
  typeName: z.string(),
  /** The gateway's transfer protocol code, `none` before it is configured (the detail address's last segment). */
  protocol: z.string(),
  gatewayStatus: status,
  name: z.string(),
  alias: z.string(),
  description: z.optional(z.string()),
  dataType: z.optional(z.string()),
  dataUnit: z.optional(z.string()),
  ...reading,
});
export type Device = z.infer<typeof DeviceSchema>;
/** `GET getDeviceList`: a page of devices (the spec's page shape). */
export const DevicePageSchema = z.object({
  content: z.array(DeviceSchema),
  totalElements: z.number(),
  number: z.number(),
  size: z.number(),
  pageable: z.object({ pageNumber: z.number(), pageSize: z.number() }),
});
export type DevicePage = z.infer<typeof DevicePageSchema>;

/** `GET getDeviceDetail/…`: the node, its gateway and the WebSocket destination of its live readings. */
export const DeviceDetailSchema = z.object({
  device: z.extend(DeviceSchema, {
    sampleMode: z.optional(z.string()),
    period: z.optional(z.number()),
    ifBackup: z.boolean(),
  }),
  gateway: z.object({
    id: z.string(),
    hardwareId: z.string(),
    typeName: z.string(),
    status,
    ip: z.optional(z.string()),
    port: z.optional(z.number()),
    description: z.optional(z.string()),
    protocol: z.optional(z.object({ code: z.string(), name: z.string() })),
  }),
  /** The groups the gateway is in. */
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  destination: z.string(),
});
export type DeviceDetail = z.infer<typeof DeviceDetailSchema>;

/** A device group. */
export const GroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  memberCount: z.number(),
  createDate: z.string(),
  updateDate: z.string(),
  updateByName: z.string(),
});
export type Group = z.infer<typeof GroupSchema>;
export const GroupListSchema = z.array(GroupSchema);

/** A member of a group; `missing` when its gateway was deleted since (removing it tidies the group). */
export const GroupMemberSchema = z.object({
  gatewayId: z.string(),
  addedAt: z.string(),
  hardwareId: z.optional(z.string()),
  typeName: z.optional(z.string()),
  status: z.optional(status),
  missing: z.optional(z.boolean()),
});
export type GroupMember = z.infer<typeof GroupMemberSchema>;
export const GroupMemberListSchema = z.array(GroupMemberSchema);
/** `PUT addGroupMembers` / `removeGroupMembers`: how many changed and the group's member count after. */
export const GroupMembersChangeSchema = z.object({ changed: z.number(), memberCount: z.number() });

/** A data-push rule; the secret never leaves the server (`hasSecret` says whether deliveries are signed). */
export const DataPushSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  hasSecret: z.boolean(),
  scope: z.object({
    kind: z.enum(['all', 'group', 'gateway']),
    id: z.optional(z.string()),
    name: z.optional(z.string()),
  }),
  enabled: z.boolean(),
  createDate: z.string(),
  updateDate: z.string(),
  updateByName: z.string(),
});
export type DataPush = z.infer<typeof DataPushSchema>;
export const DataPushListSchema = z.array(DataPushSchema);

/** One delivery of a reading to a rule's target: its outcome after all attempts. */
export const DataPushDeliverySchema = z.object({
  id: z.string(),
  ruleId: z.string(),
  at: z.string(),
  equipmentId: z.string(),
  outcome: z.enum(['delivered', 'failed']),
  /** The last attempt's HTTP status, when the target answered. */
  statusCode: z.optional(z.number()),
  /** The last attempt's error (timeout, connection refused, …) when it did not. */
  error: z.optional(z.string()),
  attempts: z.number(),
  /** From the first attempt's start to the last one's end, ms. */
  latencyMs: z.number(),
  /** A delivery of the screen's "send test", not of a reading. */
  test: z.optional(z.boolean()),
});
export type DataPushDelivery = z.infer<typeof DataPushDeliverySchema>;
/** `GET getDataPushLog/{id}`: a page of deliveries, newest first, and the cursor of the next. */
export const DataPushLogSchema = z.object({ items: z.array(DataPushDeliverySchema), cursor: z.optional(z.string()) });
export type DataPushLog = z.infer<typeof DataPushLogSchema>;
