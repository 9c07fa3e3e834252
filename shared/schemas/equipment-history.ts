import * as z from 'zod/mini';
import './zod-locale.js';
import { HISTORY_PAGE_LIMITS } from '../constants/equipment-history-rules.js';
import { EQUIPMENT_MAX_LENGTHS as L } from '../constants/equipment-rules.js';
import { EquipmentIdSchema } from './equipment.js';
import { CursorSchema, uniqueBy } from './fields.js';

/**
 * Node history and backup (spec doc 3 §2.3, §9 "Backup detail times are in milliseconds"). The spec shows none of
 * these calls ("backup-setting calls are not shown"); the paths and shapes are ours (docs/equipment.md "History and
 * backup"). Requests and answers in one file: the backup screens are the only clients.
 */

const nodeText = z
  .string()
  .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(L.nodeTag, `At most ${L.nodeTag} characters`));
/** A time of the history query: epoch milliseconds (doc 3 §9). */
const epochMs = z
  .number({ message: 'Epoch milliseconds' })
  .check(z.int('Epoch milliseconds'), z.nonnegative('Epoch milliseconds'));

/** One node's switch in `PUT submitEquipmentBackup`. */
export const BackupSwitchSchema = z.object({ alias: nodeText, ifBackup: z.boolean() });

/**
 * `PUT submitEquipmentBackup` (ours): switch the backup of some of a configured gateway's nodes (doc 3 §2.3 backup
 * config, field ifBackup). Nodes not listed keep their switch; each alias once.
 */
export const EquipmentBackupInputSchema = z.object({
  equipmentId: EquipmentIdSchema,
  nodes: z
    .array(BackupSwitchSchema)
    .check(
      z.minLength(1, 'At least one node'),
      z.maxLength(200, 'At most 200 nodes'),
      uniqueBy('alias', 'Listed twice'),
    ),
});
export type EquipmentBackupInput = z.infer<typeof EquipmentBackupInputSchema>;

/**
 * `POST findEquipmentHistory` (ours; doc 3 §2.3 backup detail: node name, alias, start and end time in ms): one
 * node's readings received between `beginTime` and `endTime` (both included), oldest first, one page at a time.
 * The node is named by its alias, or by its name (the configured node of that name).
 */
export const EquipmentHistoryQuerySchema = z
  .object({
    equipmentId: EquipmentIdSchema,
    alias: z.optional(nodeText),
    name: z.optional(nodeText),
    beginTime: epochMs,
    endTime: epochMs,
    /** The `cursor` of the previous page of the same query. */
    cursor: z.optional(CursorSchema),
    limit: z._default(
      z
        .number()
        .check(
          z.int('A whole number'),
          z.gte(1, 'At least 1'),
          z.lte(HISTORY_PAGE_LIMITS.max, `At most ${HISTORY_PAGE_LIMITS.max}`),
        ),
      HISTORY_PAGE_LIMITS.default,
    ),
  })
  .check(
    z.refine((query) => query.alias !== undefined || query.name !== undefined, {
      path: ['alias'],
      message: 'Name the node by its alias or its name',
    }),
    z.refine((query) => query.beginTime <= query.endTime, { path: ['endTime'], message: 'Not before the begin time' }),
  );
export type EquipmentHistoryQuery = z.input<typeof EquipmentHistoryQuerySchema>;

// ---------- answers

/** A backed-up reading: the device's value, time and quality and the platform's receive time (epoch ms). */
export const HistoryReadingSchema = z.object({
  value: z.union([z.number(), z.string(), z.boolean(), z.null()]),
  timestamp: z.number(),
  quality: z.string(),
  receiveTime: z.number(),
});
export type HistoryReading = z.infer<typeof HistoryReadingSchema>;

/** A page of `findEquipmentHistory`; `cursor` is absent on the last page. */
export const EquipmentHistoryPageSchema = z.object({
  equipmentId: z.string(),
  alias: z.string(),
  name: z.optional(z.string()),
  /** The range actually read: `beginTime` moves up to the type's retention limit when it asked for older. */
  beginTime: z.number(),
  endTime: z.number(),
  items: z.array(HistoryReadingSchema),
  cursor: z.optional(z.string()),
});
export type EquipmentHistoryPage = z.infer<typeof EquipmentHistoryPageSchema>;

/** A configured node and its backup switch. */
export const BackupNodeSchema = z.object({
  name: z.string(),
  alias: z.string(),
  description: z.optional(z.string()),
  dataType: z.string(),
  dataUnit: z.optional(z.string()),
  ifBackup: z.boolean(),
  /** The node's display precision (fraction digits), when its configuration sets one: the history shows it. */
  precision: z.optional(z.number()),
});
export type BackupNode = z.infer<typeof BackupNodeSchema>;

/** How long a gateway's backed-up readings are kept: its type's retention, the hot part and the archive class. */
const retentionFields = {
  retentionDays: z.number(),
  hotDays: z.number(),
  /** The archive's retention class (days), absent when the retention ends within the hot window. */
  archiveClassDays: z.optional(z.number()),
};

/** `GET getEquipmentBackup/{id}` (ours): a gateway's nodes with their switches and its retention. */
export const EquipmentBackupSchema = z.object({
  id: z.string(),
  equipmentId: z.string(),
  equipmentType: z.optional(z.object({ id: z.string(), name: z.string() })),
  /** False until the gateway's configuration is saved once (then there are no nodes to switch). */
  configured: z.boolean(),
  nodes: z.array(BackupNodeSchema),
  updateDate: z.optional(z.string()),
  /** After a save: whether the gateway's desired state (which carries the switches) was published to it. */
  delivered: z.optional(z.boolean()),
  ...retentionFields,
});
export type EquipmentBackup = z.infer<typeof EquipmentBackupSchema>;

/** A row of `GET getEquipmentBackupList` (ours; doc 3 §2.3 backup list). */
export const EquipmentBackupRowSchema = z.object({
  id: z.string(),
  equipmentId: z.string(),
  equipmentType: z.optional(z.object({ id: z.string(), name: z.string() })),
  equipmentStatus: z.object({ id: z.string(), name: z.string(), nameEn: z.string() }),
  configured: z.boolean(),
  nodeCount: z.number(),
  backupCount: z.number(),
  ...retentionFields,
});
export const EquipmentBackupListSchema = z.array(EquipmentBackupRowSchema);
export type EquipmentBackupRow = z.infer<typeof EquipmentBackupRowSchema>;
