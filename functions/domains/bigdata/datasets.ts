import { randomUUID } from 'node:crypto';
import {
  DATASET_CATEGORIES,
  DATASET_MESSAGES,
  DATASET_PREVIEW_ROWS,
  type DatasetDataType,
} from '../../../shared/constants/bigdata-rules.js';
import type { CreateDataset, Dataset } from '../../../shared/schemas/bigdata.js';
import { ValidationError } from '../../lib/errors.js';
import { parseDataset, profileColumns } from './dataset-profile.js';
import { putDataset, type DatasetRecord } from './data/datasets.js';
import { datasetFileKey } from './data/keys.js';
import { getStoredObjectText, putStoredObjectText } from './data/stored-objects.js';

/** A new dataset id: the time in base 36 then random hex, so an owner's datasets sort newest last by id. */
const newDatasetId = (now: number) =>
  `${now.toString(36).padStart(9, '0')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/**
 * Saves an uploaded dataset: reads the file (refused on the `file` field before anything is written when it is not
 * the type it claims), infers its columns with their statistics, stores the file, then the record.
 */
export async function createDataset(options: {
  owner: { enterpriseId: string; userId: string };
  partition: string;
  body: CreateDataset;
  system?: boolean;
  now?: number;
}): Promise<DatasetRecord> {
  const { body, owner } = options;
  const dataType = body.dataType as DatasetDataType;
  const parsed = parseDataset(body.file, dataType);
  if (!parsed) {
    throw new ValidationError(DATASET_MESSAGES.fileUnreadable.en, [
      { field: 'body.file', message: DATASET_MESSAGES.fileUnreadable.en },
    ]);
  }
  const createdAt = options.now ?? Date.now();
  const id = newDatasetId(createdAt);
  const path = datasetFileKey(owner, id, dataType);
  const category = DATASET_CATEGORIES.find((entry) => entry.code === body.category)!;
  const record: DatasetRecord = {
    id,
    name: body.name,
    nameLower: body.name.toLowerCase(),
    description: body.description,
    ...(body.logo ? { logo: body.logo } : {}),
    category: { code: category.code, name: category.name },
    dataType,
    createdAt,
    path,
    size: new TextEncoder().encode(body.file).length,
    userId: owner.userId,
    enterpriseId: owner.enterpriseId,
    system: options.system ?? false,
    rowCount: parsed.rows.length,
    columns: profileColumns(parsed),
  };
  // The file first: a record never names a file that is not there (a failed record write leaves an unnamed file).
  await putStoredObjectText({
    kind: 'dataset',
    key: path,
    body: body.file,
    contentType: dataType === 'csv' ? 'text/csv' : 'application/x-ndjson',
  });
  await putDataset(options.partition, record);
  return record;
}

/** A dataset as answered: the record without its storage-only fields. */
export function datasetView(record: DatasetRecord): Dataset {
  const { nameLower, enterpriseId, ...dataset } = record;
  return dataset;
}

/** The first rows of a dataset's file, read as its columns' records. */
export async function previewRows(record: DatasetRecord): Promise<Record<string, unknown>[]> {
  const text = await getStoredObjectText({ kind: 'dataset', key: record.path });
  const parsed = text === undefined ? undefined : parseDataset(text, record.dataType as DatasetDataType);
  return parsed?.rows.slice(0, DATASET_PREVIEW_ROWS) ?? [];
}
