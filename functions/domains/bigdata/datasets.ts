import { randomUUID } from 'node:crypto';
import Papa from 'papaparse';
import {
  DATASET_BACKUP_MAX_READINGS,
  DATASET_CATEGORIES,
  DATASET_MESSAGES,
  DATASET_PREVIEW_ROWS,
  DATASET_SAMPLE_ROWS,
  DATASET_UPLOAD_LIMIT_BYTES,
  type DatasetDataType,
} from '../../../shared/constants/bigdata-rules.js';
import type {
  CreateDataset,
  Dataset,
  DatasetFromBackup,
  DatasetUploadTicket,
} from '../../../shared/schemas/bigdata.js';
import type { Caller } from '../../lib/auth/caller.js';
import { requireEnv } from '../../lib/env.js';
import { ForbiddenError, PayloadTooLargeError, ValidationError } from '../../lib/errors.js';
import { readGatewayHistory } from '../equipment/index.js';
import { presignUpload } from '../files/index.js';
import { parseDataset, profileColumns, type ParsedDataset } from './dataset-profile.js';
import { readDatasetStream } from './dataset-stream.js';
import { putDataset, type DatasetRecord } from './data/datasets.js';
import { datasetFileKey, datasetUploadKey, isOwnDatasetUpload, isOwnRunOutput } from './data/keys.js';
import {
  copyStoredObject,
  deleteStoredObject,
  getStoredObjectStream,
  headStoredObject,
  putStoredObjectText,
} from './data/stored-objects.js';

/** A new dataset id: the time in base 36 then random hex, so an owner's datasets sort newest last by id. */
const newDatasetId = (now: number) =>
  `${now.toString(36).padStart(9, '0')}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/** Seconds the presigned upload of a dataset file stays valid (100 MB on a slow line). */
const DATASET_UPLOAD_URL_TTL_SECONDS = 1800;

/** The media type a dataset file is stored with. */
const contentTypeOf = (dataType: DatasetDataType) => (dataType === 'csv' ? 'text/csv' : 'application/x-ndjson');

/** A refusal of the file on `field`: not what its type says (at `line`, when known). */
const unreadable = (field: string, line?: number) => {
  const message = `${DATASET_MESSAGES.fileUnreadable.en}${line === undefined ? '' : ` (line ${line})`}`;
  return new ValidationError(message, [{ field, message }]);
};

/** The file of a dataset, read: the rows its columns are inferred from, how many rows it has and its size. */
interface ReadFile {
  readonly sample: ParsedDataset;
  readonly rowCount: number;
  readonly size: number;
}

/**
 * Reads a file the caller uploaded with a presigned PUT (`srcPath`): only a key of the caller's own upload folder, or
 * a dataset output of one of the caller's project runs (the canvas's save; 403 otherwise, nothing read), present (400), at most 100 MB (413); streamed to the end, so every row is counted
 * and checked (400 naming the first bad line) while only the first `DATASET_SAMPLE_ROWS` rows are kept.
 */
async function readUploadedFile(
  owner: { enterpriseId: string; userId: string },
  key: string,
  dataType: DatasetDataType,
): Promise<ReadFile> {
  if (!isOwnDatasetUpload(owner, key) && !isOwnRunOutput(owner, key)) {
    throw new ForbiddenError('Not an upload of yours', {
      fields: [{ field: 'body.srcPath', message: 'Name a key answered by your own datasets/uploads call' }],
    });
  }
  const head = await headStoredObject({ kind: 'dataset', key });
  const stream = head && (await getStoredObjectStream({ kind: 'dataset', key }));
  if (!head || !stream) {
    throw new ValidationError(DATASET_MESSAGES.uploadMissing.en, [
      { field: 'body.srcPath', message: DATASET_MESSAGES.uploadMissing.en },
    ]);
  }
  if (head.size > DATASET_UPLOAD_LIMIT_BYTES) {
    stream.destroy();
    throw new PayloadTooLargeError(DATASET_MESSAGES.fileOverLimit.en, [
      { field: 'body.srcPath', message: DATASET_MESSAGES.fileOverLimit.en },
    ]);
  }
  const read = await readDatasetStream(stream, dataType, { sampleRows: DATASET_SAMPLE_ROWS, countAll: true });
  if (!read.ok) throw unreadable('body.srcPath', read.line);
  return { sample: read.sample, rowCount: read.rowCount, size: head.size };
}

/**
 * Saves a dataset: reads the file (the body's text, or the upload `srcPath` names; refused before anything is
 * written when it is not the type it claims), infers its columns with their statistics, stores the file, then the
 * record. An upload is copied to the dataset's own key and then removed, so one upload makes one dataset (a run's
 * output is copied and kept).
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
  let file: ReadFile;
  if (body.srcPath !== undefined) {
    file = await readUploadedFile(owner, body.srcPath, dataType);
  } else {
    const parsed = parseDataset(body.file!, dataType);
    if (!parsed) throw unreadable('body.file');
    file = { sample: parsed, rowCount: parsed.rows.length, size: new TextEncoder().encode(body.file).length };
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
    size: file.size,
    userId: owner.userId,
    enterpriseId: owner.enterpriseId,
    system: options.system ?? false,
    rowCount: file.rowCount,
    columns: profileColumns(file.sample),
  };
  // The file first: a record never names a file that is not there (a failed record write leaves an unnamed file).
  if (body.srcPath !== undefined) {
    await copyStoredObject({ kind: 'dataset', from: body.srcPath, to: path, contentType: contentTypeOf(dataType) });
  } else {
    await putStoredObjectText({ kind: 'dataset', key: path, body: body.file!, contentType: contentTypeOf(dataType) });
  }
  await putDataset(options.partition, record);
  // A run's output stays: the run's history and the step cache still name it.
  if (body.srcPath !== undefined && isOwnDatasetUpload(owner, body.srcPath)) {
    await deleteStoredObject({ kind: 'dataset', key: body.srcPath });
  }
  return record;
}

/**
 * The presigned PUT of a dataset file over 2 MB (413 above 100 MB), to a new key in the caller's own upload folder;
 * `POST datasets` then names that key as `srcPath`. Length and type are signed, so S3 stores only what was announced.
 */
export async function presignDatasetUpload(
  owner: { enterpriseId: string; userId: string },
  request: { fileName: string; contentType: string; size: number },
): Promise<DatasetUploadTicket> {
  if (request.size > DATASET_UPLOAD_LIMIT_BYTES) {
    throw new PayloadTooLargeError(DATASET_MESSAGES.fileOverLimit.en, [
      { field: 'body.size', message: DATASET_MESSAGES.fileOverLimit.en },
    ]);
  }
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(request.fileName)?.[1]?.toLowerCase() ?? 'bin';
  const key = datasetUploadKey(owner, randomUUID(), extension);
  const ticket = await presignUpload({
    bucket: requireEnv('DATASETS_BUCKET'),
    name: key,
    contentType: request.contentType,
    size: request.size,
    expiresIn: DATASET_UPLOAD_URL_TTL_SECONDS,
  });
  return { key, url: ticket.uploadUrl, method: 'PUT', headers: ticket.headers, expiresIn: ticket.expiresIn };
}

/**
 * The CSV of some nodes' readings: `time` (the device's timestamp, ISO 8601), then one column per node (its alias);
 * one row per timestamp, oldest first, a node without a reading at that time left empty.
 */
export function historyCsv(
  nodes: readonly { alias: string; readings: readonly { timestamp: number; value: unknown }[] }[],
) {
  const rows = new Map<number, Record<string, unknown>>();
  for (const node of nodes) {
    for (const reading of node.readings) {
      const row = rows.get(reading.timestamp) ?? { time: new Date(reading.timestamp).toISOString() };
      row[node.alias] = reading.value ?? '';
      rows.set(reading.timestamp, row);
    }
  }
  const data = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  return Papa.unparse({ fields: ['time', ...nodes.map((node) => node.alias)], data }, { newline: '\n' });
}

/**
 * Saves a gateway's backed-up history as a CSV dataset of the caller (`historyCsv`). The gateway is read with the
 * history query's own rule (`readGatewayHistory`: another enterprise's is 404); an empty range is 400 on the start
 * time, more than `DATASET_BACKUP_MAX_READINGS` readings 400 on the end time; then it is saved as an upload is.
 */
export async function createDatasetFromBackup(options: {
  caller: Caller;
  owner: { enterpriseId: string; userId: string };
  partition: string;
  body: DatasetFromBackup;
}): Promise<DatasetRecord> {
  const { body } = options;
  const history = await readGatewayHistory(options.caller, {
    equipmentId: body.gatewayId,
    nodes: body.nodes,
    beginTime: body.startTime,
    endTime: body.endTime,
    maxReadings: DATASET_BACKUP_MAX_READINGS,
  });
  if (history.tooMany) {
    throw new ValidationError(DATASET_MESSAGES.tooMuchHistory.en, [
      { field: 'body.endTime', message: DATASET_MESSAGES.tooMuchHistory.en },
    ]);
  }
  if (!history.nodes.some((node) => node.readings.length)) {
    throw new ValidationError(DATASET_MESSAGES.noHistory.en, [
      { field: 'body.startTime', message: DATASET_MESSAGES.noHistory.en },
    ]);
  }
  return createDataset({
    owner: options.owner,
    partition: options.partition,
    body: {
      file: historyCsv(history.nodes),
      name: body.name,
      dataType: 'csv',
      category: body.category,
      description: body.description,
    },
  });
}

/** A dataset as answered: the record without its storage-only fields. */
export function datasetView(record: DatasetRecord): Dataset {
  const { nameLower, enterpriseId, ...dataset } = record;
  return dataset;
}

/** The first rows of a dataset's file, read as its columns' records: only as much of the file as they take. */
export async function previewRows(record: DatasetRecord): Promise<Record<string, unknown>[]> {
  const stream = await getStoredObjectStream({ kind: 'dataset', key: record.path });
  if (!stream) return [];
  const read = await readDatasetStream(stream, record.dataType as DatasetDataType, {
    sampleRows: DATASET_PREVIEW_ROWS,
    countAll: false,
  });
  return read.ok ? read.sample.rows : [];
}
