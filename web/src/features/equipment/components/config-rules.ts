import '../messages/equipment-messages.js';
import {
  EQUIPMENT_CONFIG_LIMITS as C,
  EQUIPMENT_MAX_LENGTHS as L,
  NODE_ALIAS_TAKEN,
} from '@shared/constants/equipment-rules.js';
import type { Locale } from '@shared/constants/ids.js';
import type { MessageKey } from '@/i18n/messages.js';
import type { Equipment, EquipmentConfig, EquipmentConfigInput } from '../api/equipment.js';
import { serverFieldErrors } from './field-errors.js';

/*
 * The configuration wizard's values and rules (doc 3 §3 Config, §5), apart from the screen so they can be tested:
 * what the wizard starts with, the checks of each step (the server checks them again), the request body, and the
 * server's field errors as the wizard shows them.
 */

/** How a node is sampled (step 2's select); a node of a new configuration is sampled periodically. */
export const SAMPLE_MODES = ['PERIODIC', 'ON_CHANGE'] as const;

export interface NodeRow {
  name: string;
  alias: string;
  description: string;
  dataType: string;
  dataUnit: string;
  sampleMode: string;
  period: string;
  ifBackup: boolean;
  /** The fraction digits its readings show (0–10), empty for the default (at most 3). */
  precision: string;
}

export interface ConfigValues {
  transferProtocol: string;
  compressMethod: string;
  dataTransferUrl: string;
  fileTransferUrl: string;
  period: string;
  buffer: string;
  nodes: NodeRow[];
}

/** What a node prefilled from a gateway's tag starts with. */
const NEW_NODE = { sampleMode: 'PERIODIC', period: '1000', ifBackup: false, precision: '' } as const;
export const EMPTY_NODE: NodeRow = { name: '', alias: '', description: '', dataType: '', dataUnit: '', ...NEW_NODE };

/** A configured node (a saved configuration's, or a product template's) as a row of step 2. */
export function nodeRowOf(node: EquipmentConfig['collectNodeConfigs'][number]): NodeRow {
  return {
    name: node.name,
    alias: node.alias,
    description: node.description ?? '',
    dataType: node.dataType,
    dataUnit: node.dataUnit ?? '',
    sampleMode: node.sampleMode,
    period: String(node.period),
    ifBackup: node.ifBackup,
    precision: node.precision === undefined ? '' : String(node.precision),
  };
}

/**
 * The wizard's values: the saved configuration, or for a gateway never configured empty general fields and a node
 * of each of the gateway's collect-node tags (name and alias the tag, sampled every 1000 ms, not backed up).
 */
export function valuesOf(gateway: Equipment, config: EquipmentConfig): ConfigValues {
  const nodes: NodeRow[] = config.saved
    ? config.collectNodeConfigs.map(nodeRowOf)
    : gateway.collectNodeTags.map((tag) => ({
        name: tag.tag,
        alias: tag.tag,
        description: tag.description ?? '',
        dataType: tag.dataType ?? '',
        dataUnit: tag.dataUnit ?? '',
        ...NEW_NODE,
      }));
  return {
    transferProtocol: config.transferProtocol?.code ?? '',
    compressMethod: config.compressMethod?.code ?? '',
    dataTransferUrl: config.dataTransferUrl,
    fileTransferUrl: config.fileTransferUrl,
    period: config.period === null ? '' : String(config.period),
    buffer: config.buffer === null ? '' : String(config.buffer),
    nodes,
  };
}

/** The console's `t` (a message key and its values to the text in the user's language). */
export type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;
export type NodeText = 'name' | 'alias' | 'description' | 'dataType' | 'dataUnit';
/** The field of the nodes; a node's errors are keyed `collectNodeConfigs.<index>.<field>` as the server's. */
export const NODES = 'collectNodeConfigs';

/** Whether `text` is a whole number from `min` to `max`. */
const isIntegerIn = (text: string, min: number, max: number) => {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max;
};

/** Step 1's checks (doc 3 §5: every general field is required); the server checks them again. */
export function generalProblems(values: ConfigValues, t: Translate): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!values.transferProtocol) problems.transferProtocol = t('equipment.required');
  if (!values.compressMethod) problems.compressMethod = t('equipment.required');
  for (const field of ['dataTransferUrl', 'fileTransferUrl'] as const) {
    const value = values[field].trim();
    if (!value) problems[field] = t('equipment.required');
    else if (value.length > C.url) problems[field] = t('equipment.tooLong', { max: C.url });
  }
  if (!isIntegerIn(values.period, C.periodMin, C.periodMax)) {
    problems.period = values.period.trim()
      ? t('equipment.config.integerRule', { min: C.periodMin, max: C.periodMax })
      : t('equipment.required');
  }
  if (!isIntegerIn(values.buffer, C.bufferMin, C.bufferMax)) {
    problems.buffer = values.buffer.trim()
      ? t('equipment.config.integerRule', { min: C.bufferMin, max: C.bufferMax })
      : t('equipment.required');
  }
  return problems;
}

/**
 * Step 2's checks: name, alias and data type required, limits, sample period, the optional precision, and each
 * alias used once.
 */
export function nodeProblems(values: ConfigValues, t: Translate, locale: Locale): Record<string, string> {
  const problems: Record<string, string> = {};
  if (values.nodes.length > C.nodes) problems[NODES] = t('equipment.tags.tooMany', { max: C.nodes });
  const aliases = new Set<string>();
  values.nodes.forEach((row, index) => {
    const key = (field: string) => `${NODES}.${index}.${field}`;
    const text = (field: NodeText, max: number, required: boolean) => {
      const value = row[field].trim();
      if (required && !value) problems[key(field)] = t('equipment.required');
      else if (value.length > max) problems[key(field)] = t('equipment.tooLong', { max });
    };
    text('name', L.nodeTag, true);
    text('alias', L.nodeTag, true);
    text('description', L.nodeText, false);
    text('dataType', L.nodeText, true);
    text('dataUnit', L.nodeText, false);
    if (!row.sampleMode) problems[key('sampleMode')] = t('equipment.required');
    if (!isIntegerIn(row.period, C.periodMin, C.periodMax)) {
      problems[key('period')] = row.period.trim()
        ? t('equipment.config.integerRule', { min: C.periodMin, max: C.periodMax })
        : t('equipment.required');
    }
    if (row.precision.trim() && !isIntegerIn(row.precision, C.precisionMin, C.precisionMax)) {
      problems[key('precision')] = t('equipment.config.integerRule', { min: C.precisionMin, max: C.precisionMax });
    }
    // As the server: the same alias in any case is taken, the later row gets the spec's message.
    const alias = row.alias.trim().toLowerCase();
    if (alias && aliases.has(alias)) problems[key('alias')] = NODE_ALIAS_TAKEN[locale];
    if (alias) aliases.add(alias);
  });
  return problems;
}

/** The step a field's error shows on: the nodes' on step 2, the rest on step 1. */
export const stepOfField = (field: string) => (field.startsWith(NODES) ? 1 : 0);

/** The request body of the wizard's values (optional node texts left out when empty). */
export function bodyOf(equipmentId: string, values: ConfigValues): EquipmentConfigInput {
  const optional = <K extends string>(key: K, value: string) => (value.trim() ? { [key]: value.trim() } : {});
  return {
    equipmentId,
    transferProtocol: { code: values.transferProtocol },
    compressMethod: { code: values.compressMethod },
    dataTransferUrl: values.dataTransferUrl.trim(),
    fileTransferUrl: values.fileTransferUrl.trim(),
    period: Number(values.period),
    buffer: Number(values.buffer),
    collectNodeConfigs: values.nodes.map((row) => ({
      name: row.name.trim(),
      alias: row.alias.trim(),
      ...optional('description', row.description),
      dataType: row.dataType.trim(),
      ...optional('dataUnit', row.dataUnit),
      sampleMode: row.sampleMode,
      period: Number(row.period),
      ifBackup: row.ifBackup,
      ...(row.precision.trim() ? { precision: Number(row.precision) } : {}),
    })),
  };
}

/**
 * The field errors of a refused save as the wizard shows them: `transferProtocol.code` on the protocol's select,
 * `collectNodeConfigs.<i>.alias` on the row's alias, the alias message of doc 3 §5 in the console's language.
 */
export function configFieldErrors(failure: unknown, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(serverFieldErrors(failure, {})).map(([field, message]) => [
      field.replace(/\.code$/, ''),
      message === NODE_ALIAS_TAKEN.en ? NODE_ALIAS_TAKEN[locale] : message,
    ]),
  );
}
