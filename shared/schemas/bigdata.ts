import * as z from 'zod/mini';
import './zod-locale.js';
import {
  DATASET_CATEGORIES,
  DATASET_CONSOLE_LIMIT_BYTES,
  DATASET_DATA_TYPES,
  DATASET_MESSAGES,
} from '../constants/bigdata-rules.js';
import { CursorSchema, RecordIdSchema, idText, optionalText } from './fields.js';

/**
 * Requests and answers of the datasets and models API (`/api-bigdata/*`; docs/bigdata.md). One definition for the
 * server and the console.
 */

const required = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, { message, abort: true }));

const codeOf = <T extends readonly { code: string }[]>(list: T) =>
  list.map((item) => item.code) as [string, ...string[]];

/**
 * `POST datasets`: a file's text sent by the console (`file`, under 2 MB), or the key of a larger file it uploaded
 * with a presigned PUT (`srcPath`, from `POST datasets/uploads`; docs/bigdata.md), with what describes it. The
 * canvas's documented save names the type and category `dataTypeCode` and `categoryCode` (and sends its project,
 * user, tenant and `system`, which the caller's session decides instead): either name is taken.
 */
export const CreateDatasetSchema = z.pipe(
  z
    .object({
      file: z.optional(
        z.string({ error: DATASET_MESSAGES.fileRequired.en }).check(
          z.minLength(1, { message: DATASET_MESSAGES.fileRequired.en, abort: true }),
          z.refine((text) => new TextEncoder().encode(text).length < DATASET_CONSOLE_LIMIT_BYTES, {
            message: DATASET_MESSAGES.fileTooLarge.en,
          }),
        ),
      ),
      srcPath: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(300, 'At most 300 characters'))),
      name: required(DATASET_MESSAGES.nameRequired.en).check(z.maxLength(64, 'At most 64 characters')),
      dataType: z.optional(z.enum(codeOf(DATASET_DATA_TYPES), { error: DATASET_MESSAGES.typeRequired.en })),
      dataTypeCode: z.optional(z.enum(codeOf(DATASET_DATA_TYPES), { error: DATASET_MESSAGES.typeRequired.en })),
      category: z.optional(z.enum(codeOf(DATASET_CATEGORIES), { error: DATASET_MESSAGES.categoryRequired.en })),
      categoryCode: z.optional(z.enum(codeOf(DATASET_CATEGORIES), { error: DATASET_MESSAGES.categoryRequired.en })),
      description: required(DATASET_MESSAGES.descriptionRequired.en).check(z.maxLength(500, 'At most 500 characters')),
      logo: optionalText(500),
    })
    .check(
      z.superRefine(
        (body, context) => {
          if (body.file === undefined && body.srcPath === undefined) {
            context.addIssue({ code: 'custom', path: ['file'], message: DATASET_MESSAGES.fileRequired.en });
          }
          if (body.file !== undefined && body.srcPath !== undefined) {
            context.addIssue({
              code: 'custom',
              path: ['srcPath'],
              message: 'Send the file or its uploaded key, not both',
            });
          }
          if (body.dataType === undefined && body.dataTypeCode === undefined) {
            context.addIssue({ code: 'custom', path: ['dataType'], message: DATASET_MESSAGES.typeRequired.en });
          }
          if (body.category === undefined && body.categoryCode === undefined) {
            context.addIssue({ code: 'custom', path: ['category'], message: DATASET_MESSAGES.categoryRequired.en });
          }
          // Also when other fields are refused: a form missing everything hears about each of these too.
        },
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      ),
    ),
  z.transform(({ dataTypeCode, categoryCode, ...body }) => ({
    ...body,
    dataType: (body.dataType ?? dataTypeCode)!,
    category: (body.category ?? categoryCode)!,
  })),
);
export type CreateDataset = z.infer<typeof CreateDatasetSchema>;

/**
 * `POST datasets/uploads`: announces a dataset file over 2 MB (at most 100 MB, 413 above) for a presigned PUT; the
 * key it answers is the `srcPath` of `POST datasets`.
 */
export const DatasetUploadRequestSchema = z.object({
  fileName: z.string().check(z.trim(), z.minLength(1, 'File name is required'), z.maxLength(255)),
  contentType: z.string().check(z.trim(), z.minLength(1, 'Content type is required'), z.maxLength(255)),
  size: z.number().check(z.int('Size must be a whole number of bytes'), z.positive('The file is empty')),
});

/** The presigned upload of a dataset file: PUT the bytes to `url` with exactly `headers` within `expiresIn` seconds. */
export const DatasetUploadTicketSchema = z.object({
  key: z.string(),
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expiresIn: z.number(),
});
export type DatasetUploadTicket = z.infer<typeof DatasetUploadTicketSchema>;

const epochMs = z
  .number({ message: 'Epoch milliseconds' })
  .check(z.int('Epoch milliseconds'), z.nonnegative('Epoch milliseconds'));

/**
 * `POST datasets/fromBackup`: saves a gateway's backed-up history of some nodes (their aliases) between two times
 * (epoch milliseconds) as a CSV dataset, with what describes it.
 */
export const DatasetFromBackupSchema = z
  .object({
    gatewayId: RecordIdSchema,
    nodes: z
      .array(z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(128, 'At most 128 characters')))
      .check(z.minLength(1, 'Choose at least one node'), z.maxLength(50, 'At most 50 nodes')),
    startTime: epochMs,
    endTime: epochMs,
    name: required(DATASET_MESSAGES.nameRequired.en).check(z.maxLength(64, 'At most 64 characters')),
    category: z.enum(codeOf(DATASET_CATEGORIES), { error: DATASET_MESSAGES.categoryRequired.en }),
    description: required(DATASET_MESSAGES.descriptionRequired.en).check(z.maxLength(500, 'At most 500 characters')),
  })
  .check(
    z.refine((body) => body.startTime <= body.endTime, { path: ['endTime'], message: 'Not before the start time' }),
  );
export type DatasetFromBackup = z.infer<typeof DatasetFromBackupSchema>;

/** `GET datasets`: `system` lists the platform's system datasets instead of the caller's; `name` searches. */
export const DatasetListQuerySchema = z.object({
  system: z.optional(z.string()),
  name: optionalText(64),
  cursor: z.optional(CursorSchema),
});

/** `datasets/{id}`, `models/{id}`. */
export const BigdataIdParamsSchema = z.object({ id: RecordIdSchema });

/** `GET models`: `system` lists the platform's system models instead of the enterprise's. */
export const ModelListQuerySchema = z.object({ system: z.optional(z.string()), cursor: z.optional(CursorSchema) });

/** JSON text under 2 MB (a model's serialised form). */
const ModelJsonSchema = z.string({ error: 'Required' }).check(
  z.minLength(1, { message: 'Required', abort: true }),
  z.refine((text) => new TextEncoder().encode(text).length < DATASET_CONSOLE_LIMIT_BYTES, {
    message: DATASET_MESSAGES.fileTooLarge.en,
    abort: true,
  }),
  z.refine(
    (text) => {
      try {
        JSON.parse(text);
        return true;
      } catch {
        return false;
      }
    },
    { message: 'Not valid JSON' },
  ),
);

/**
 * `POST models`: registers a model file (its JSON) with what applying it needs, or, as the canvas's documented save
 * sends it, names by `path` a model one of the caller's runs trained (its other fields, the enterprise, user,
 * project and category, are the session's and the run's to decide, and ignored).
 */
export const CreateModelSchema = z
  .object({
    name: required('Required').check(z.maxLength(64, 'At most 64 characters')),
    description: optionalText(500),
    path: z.optional(
      z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(300, 'At most 300 characters')),
    ),
    algorithmId: z.optional(required('Required').check(z.maxLength(64, 'At most 64 characters'))),
    task: z.optional(z.enum(['classification', 'regression', 'clustering'], { error: 'Not a known task' })),
    features: z.optional(
      z
        .array(required('Required').check(z.maxLength(64, 'At most 64 characters')))
        .check(z.minLength(1, 'At least one feature column')),
    ),
    label: optionalText(64),
    model: z.optional(ModelJsonSchema),
  })
  .check(
    z.superRefine(
      (body, context) => {
        if (body.path !== undefined) {
          if (body.model !== undefined) {
            context.addIssue({ code: 'custom', path: ['path'], message: 'Send the model file or its path, not both' });
          }
          return;
        }
        const missing = {
          algorithmId: 'Required',
          task: 'Not a known task',
          features: 'At least one feature column',
          model: 'Required',
        };
        for (const [field, message] of Object.entries(missing)) {
          if (body[field as keyof typeof missing] === undefined)
            context.addIssue({ code: 'custom', path: [field], message });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    ),
  );
export type CreateModel = z.infer<typeof CreateModelSchema>;

/** The inferred type of a dataset column. */
export const ColumnTypeSchema = z.enum(['integer', 'decimal', 'boolean', 'date', 'string']);
export type ColumnType = z.infer<typeof ColumnTypeSchema>;

/** One column of a dataset: its inferred type and simple statistics. */
export const DatasetColumnSchema = z.object({
  name: z.string(),
  type: ColumnTypeSchema,
  count: z.number(),
  missing: z.number(),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
  mean: z.optional(z.number()),
  distinct: z.optional(z.number()),
});
export type DatasetColumn = z.infer<typeof DatasetColumnSchema>;

/** A dataset as listed (spec doc 3 "Dataset", with its columns and row count). */
export const DatasetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logo: z.optional(z.string()),
  category: z.object({ code: z.string(), name: z.string() }),
  dataType: z.string(),
  createdAt: z.number(),
  path: z.string(),
  size: z.number(),
  projectFile: z.optional(z.string()),
  userId: z.string(),
  system: z.boolean(),
  rowCount: z.number(),
  columns: z.array(DatasetColumnSchema),
});
export type Dataset = z.infer<typeof DatasetSchema>;

/** A page of datasets. */
export const DatasetPageSchema = z.object({ items: z.array(DatasetSchema), cursor: z.optional(z.string()) });

/** `GET datasets/{id}`: the dataset with its first rows. */
export const DatasetDetailSchema = z.extend(DatasetSchema, {
  preview: z.array(z.record(z.string(), z.unknown())),
});

/** `models/{id}`: the id a model list answers (the base64url of its key in the models bucket). */
export const ModelIdParamsSchema = z.object({ id: idText(700, 'Not a known id') });

/**
 * A model's evaluation figures, as the module that measured it answered them (docs/bigdata.md "Evaluation"):
 * a classifier's accuracy, per-class precision / recall / F1 and confusion matrix; a regressor's R², RMSE and MAE;
 * a clustering's inertia and silhouette. `dataset` is the data measured on, `runId` the run that measured it.
 */
export const ModelEvaluationSchema = z.object({
  at: z.number(),
  runId: z.optional(z.string()),
  dataset: z.optional(z.string()),
  accuracy: z.optional(z.number()),
  perClass: z.optional(
    z.array(
      z.object({
        label: z.string(),
        precision: z.number(),
        recall: z.number(),
        f1: z.number(),
        support: z.number(),
      }),
    ),
  ),
  confusionMatrix: z.optional(z.object({ labels: z.array(z.string()), matrix: z.array(z.array(z.number())) })),
  r2: z.optional(z.number()),
  rmse: z.optional(z.number()),
  mae: z.optional(z.number()),
  inertia: z.optional(z.number()),
  silhouette: z.optional(z.number()),
});
export type ModelEvaluation = z.infer<typeof ModelEvaluationSchema>;

/** A model as listed: what trained it (algorithm, project, run and module), its features and label. */
export const ModelSchema = z.object({
  id: z.string(),
  key: z.string(),
  algorithmId: z.string(),
  task: z.string(),
  features: z.array(z.string()),
  label: z.optional(z.string()),
  classes: z.optional(z.array(z.string())),
  name: z.optional(z.string()),
  description: z.optional(z.string()),
  projectId: z.optional(z.string()),
  runId: z.optional(z.string()),
  moduleId: z.optional(z.string()),
  /** The dataset (its key) and the number of rows it was trained on, when a chain module trained it. */
  trainingDataset: z.optional(z.string()),
  trainingRows: z.optional(z.number()),
  /** The latest figures measured for it (its own on the training data for k-means; an evaluate module's). */
  evaluation: z.optional(ModelEvaluationSchema),
  system: z.boolean(),
  /** The spec's dataset fields a model shares: where it is stored (its key) and who made it. */
  path: z.string(),
  userId: z.string(),
  createdBy: z.string(),
  createdAt: z.number(),
});
export const ModelPageSchema = z.object({ items: z.array(ModelSchema), cursor: z.optional(z.string()) });

/** A lookup entry (`categories`, `dataTypes`). */
export const LookupListSchema = z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() }));

/** `DELETE datasets/{id}`. */
export const DeletedDatasetSchema = z.object({ deleted: z.string() });
