import type {
  EquipmentBackup,
  EquipmentBackupInput,
  EquipmentBackupRow,
  EquipmentHistoryPage,
  EquipmentHistoryQuery,
  HistoryReading,
} from '@shared/schemas/equipment-history.js';
import type { DatasetFromBackup } from '@shared/schemas/bigdata.js';
import { datasetContracts } from '@shared/contracts/bigdata.js';
import { equipmentBackupContracts, equipmentHistoryContracts } from '@shared/contracts/equipment.js';
import { call, callPage } from '@/api/http-client.js';

/*
 * The data-backup calls of /api-equipment (spec doc 3 §2.3; docs/equipment.md "History and backup"), by their
 * contracts. Answers are typed with the shared schemas' types, not parsed (no zod in the bundle).
 */

export type { EquipmentBackup, EquipmentBackupInput, EquipmentBackupRow, EquipmentHistoryPage, EquipmentHistoryQuery };
export type { HistoryReading };

/**
 * A page of the current enterprise's gateways with how many nodes each backs up and its type's retention, from
 * `cursor` (none: the first page), with the next page's cursor.
 */
export const getBackupPage = (cursor: string | undefined, signal?: AbortSignal) =>
  callPage(equipmentBackupContracts.getEquipmentBackupList, { query: { cursor, size: 100 }, signal });
/** A gateway's nodes with their backup switches (404 for another enterprise's). */
export const getEquipmentBackup = (id: string, signal?: AbortSignal) =>
  call(equipmentBackupContracts.getEquipmentBackup, { params: { id }, signal });
/** Switches the listed nodes; 409 `notConfigured` before the first configuration, 400 naming an unknown alias. */
export const submitEquipmentBackup = (body: EquipmentBackupInput) =>
  call(equipmentBackupContracts.submitEquipmentBackup, { body });
/** One page of a node's history, oldest first; pass the answer's `cursor` for the next. */
export const findEquipmentHistory = (body: EquipmentHistoryQuery, signal?: AbortSignal) =>
  call(equipmentHistoryContracts.findEquipmentHistory, { body, signal });
/** Saves a gateway's backed-up history of some nodes in a range as a CSV dataset of the caller (docs/bigdata.md). */
export const saveHistoryAsDataset = (body: DatasetFromBackup) =>
  call(datasetContracts.createDatasetFromBackup, { body });
/** The dataset categories, for the save-as-dataset form. */
export const getDatasetCategories = (signal?: AbortSignal) => call(datasetContracts.categories, { signal });
