/**
 * Rules of equipment types and gateways that the console and the server both apply (spec doc 3 §3–§5, §9):
 * status codes, limits, defaults and the uniqueness messages the spec quotes.
 */

/** Gateway status codes (the `equipmentStatuses` lookup): online, stopped by its enterprise, offline. */
export const EQUIPMENT_STATUS = { running: '1', stopped: '2', offline: '3' } as const;
export type EquipmentStatusCode = (typeof EQUIPMENT_STATUS)[keyof typeof EQUIPMENT_STATUS];

/** Status names in both languages (the lookup holds the same). */
export const EQUIPMENT_STATUS_NAMES: Record<EquipmentStatusCode, { readonly cn: string; readonly en: string }> = {
  '1': { cn: '运行中', en: 'Running' },
  '2': { cn: '已停止', en: 'Stopped' },
  '3': { cn: '离线', en: 'Offline' },
};

/** Field limits of equipment types and gateways (the spec shows none; ours). */
export const EQUIPMENT_MAX_LENGTHS = {
  typeName: 50,
  typeCode: 32,
  description: 500,
  hardwareId: 64,
  nodeTag: 64,
  nodeText: 100,
} as const;

/** A type code: letters, digits, `_` and `-`. */
export const EQUIPMENT_TYPE_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** A hardware id as gateways report it: letters, digits and `_ . : -`. */
export const HARDWARE_ID_PATTERN = /^[A-Za-z0-9_.:-]+$/;

/** Doc 3 §9: a new type is dynamic and enabled. */
export const EQUIPMENT_TYPE_DEFAULTS = { ifDynamic: true, ifEnabled: true } as const;

/** How long a type's gateways keep backed-up node history in all (days; ours): hot in the table, then the S3 archive. */
export const RETENTION_DAYS = { default: 30, min: 1, max: 3650 } as const;

/** Bulk import of gateways (ours): lines and size of one CSV. */
export const GATEWAY_IMPORT_LIMITS = { maxLines: 500, maxBytes: 256 * 1024 } as const;

/**
 * A page of a gateway list (`getEquipmentList`, `getEquipmentBackupList`, `getGroupMembers`; issue 23): the default,
 * which a client that sends no `size` gets (about 0.5 MB, far below Lambda's 6 MB answer), is also the largest.
 */
export const GATEWAY_PAGE_SIZE = 1000;

/** Collect-node tags a gateway may declare. */
export const MAX_NODE_TAGS = 200;

/** Doc 3 §5: the messages of a taken type name or code (the console shows them on the field). */
export const EQUIPMENT_TYPE_TAKEN = {
  name: { cn: '该类别名称已存在，请重新输入', en: 'The category name already exists, re-enter' },
  code: { cn: '该类别编码已存在，请重新输入', en: 'The category code already exists, re-enter' },
} as const;

/** Log types (the `logTypes` lookup) and what each gateway event is logged as. */
export const EQUIPMENT_LOG_TYPE = {
  operation: 'OPERATION',
  alarm: 'ALARM',
  connection: 'CONNECTION',
  system: 'SYSTEM',
} as const;
export type EquipmentLogType = (typeof EQUIPMENT_LOG_TYPE)[keyof typeof EQUIPMENT_LOG_TYPE];

/**
 * The events a gateway's log records (doc 3 issue: connect, disconnect, refused publish, stop, …; ours: the offline
 * alarm's and the certificate rotation's, docs/equipment.md "Log").
 */
export type EquipmentLogEvent =
  | 'registered'
  | 'edited'
  | 'stopped'
  | 'configSent'
  | 'commandSent'
  | 'commandAnswered'
  | 'connected'
  | 'disconnected'
  | 'publishRefused'
  | 'offlineAlarm'
  | 'offlineReminder'
  | 'recovered'
  | 'rotationStarted'
  | 'rotationCompleted'
  | 'rotationRolledBack'
  | 'rotationFailed';

/** How long log entries are kept (days; ours). */
export const EQUIPMENT_LOG_RETENTION_DAYS = 180;

/** Most entries one log query answers (the newest of the range). */
export const EQUIPMENT_LOG_QUERY_LIMIT = 500;

/** Limits of a gateway's configuration (doc 3 §3 Config; the spec shows no bounds, ours). */
export const EQUIPMENT_CONFIG_LIMITS = {
  url: 500,
  /** Collect period and node sample period, in milliseconds. */
  periodMin: 100,
  periodMax: 86_400_000,
  bufferMin: 1,
  bufferMax: 1_000_000,
  nodes: 200,
  /** A node's display precision: the fraction digits its readings show (ours; optional, default at most 3). */
  precisionMin: 0,
  precisionMax: 10,
} as const;

/** Doc 3 §5: the message of an alias used twice in one configuration. */
export const NODE_ALIAS_TAKEN = { cn: '该别名已存在，请重新输入', en: 'The alias already exists, re-enter' } as const;

/** The MQTT topic a gateway's desired configuration is published on, retained (docs/equipment.md). */
export const configTopicOf = (equipmentId: string) => `sia/equipment/${equipmentId}/config`;

/** The MQTT topic commands are published on to a gateway, and the one it answers on. */
export const commandTopicOf = (equipmentId: string) => `sia/equipment/${equipmentId}/cmd`;
export const commandReplyTopicOf = (equipmentId: string) => `sia/equipment/${equipmentId}/cmd/reply`;

/** A command's state: sent to the broker, answered by the gateway, or not delivered. */
export type EquipmentCommandStatus = 'sent' | 'answered' | 'undelivered';

/** Bytes a command's parameters or a reply's result may take as JSON. */
export const COMMAND_PAYLOAD_MAX_BYTES = 4096;
/**
 * Levels of objects and arrays in a command's parameters or a reply's result (the object itself is the first): far
 * below DynamoDB's 32, which also counts the command item's own levels (`reply.result` is two more).
 */
export const COMMAND_PAYLOAD_MAX_DEPTH = 16;

/**
 * The offline alarm (beyond the spec; docs/equipment.md "Offline alarm"). A gateway is offline when the broker says
 * it left (presence) or when it stays connected but sends nothing (the heartbeat watermark: its newest reading or
 * connect). Seconds unless named otherwise.
 */
export const OFFLINE_ALARM = {
  /** Offline this long without a break before the alarm is raised: a link that drops for less raises nothing. */
  graceSeconds: 120,
  /** Connected but silent for this long (or three configured periods, when longer) counts as offline. */
  silenceMinSeconds: 300,
  /** Configured collect periods of silence that count as offline, when longer than `silenceMinSeconds`. */
  silencePeriods: 3,
  /** Back and sending for this long before "recovered" is told: a flapping link stays one alarm. */
  recoverStableSeconds: 180,
  /** How often the administrators are reminded while the alarm lasts. */
  remindEverySeconds: 4 * 60 * 60,
  /** How often an alarmed gateway is looked at again (the watchdog runs every minute). */
  recheckSeconds: 60,
} as const;

/** The offline-alarm thresholds an enterprise may set for its gateways (seconds); unset, `OFFLINE_ALARM`'s apply. */
export interface OfflineAlarmThresholds {
  readonly graceSeconds: number;
  readonly silenceMinSeconds: number;
  readonly remindEverySeconds: number;
}

/** What the platform uses for an enterprise that set no thresholds of its own. */
export const OFFLINE_ALARM_DEFAULTS: OfflineAlarmThresholds = {
  graceSeconds: OFFLINE_ALARM.graceSeconds,
  silenceMinSeconds: OFFLINE_ALARM.silenceMinSeconds,
  remindEverySeconds: OFFLINE_ALARM.remindEverySeconds,
};

/**
 * The range of each threshold an enterprise may set. The watchdog looks at a disconnected gateway first after the
 * shortest grace (`graceSeconds.min`), so no enterprise's alarm comes late.
 */
export const OFFLINE_ALARM_SETTING_LIMITS: Readonly<
  Record<keyof OfflineAlarmThresholds, { min: number; max: number }>
> = {
  graceSeconds: { min: 60, max: 86_400 },
  silenceMinSeconds: { min: 60, max: 86_400 },
  remindEverySeconds: { min: 15 * 60, max: 7 * 86_400 },
};
