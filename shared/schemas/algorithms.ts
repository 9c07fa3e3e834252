import * as z from 'zod/mini';
import './zod-locale.js';
import {
  ALGORITHM_LIMITS,
  ALGORITHM_STATUS_CODES,
  PARAMETER_TYPES,
  parameterIssues,
} from '../constants/algorithm-rules.js';
import { optionalText, RecordIdSchema, text, uniqueBy } from './fields.js';
import {
  DocumentUploadRequestSchema,
  ImageUploadTicketSchema,
  UploadedFilePartSchema,
  type UploadedFilePart,
} from './files.js';
import { pageSchemaOf } from './user.js';

/**
 * The requests and answers of the algorithm library (spec doc 3; docs/algorithms.md). The contracts name them
 * (`shared/contracts/algorithms.ts`, loaded with a route's first request); the console uses them as types only.
 */

// ---------- requests

/** A call that takes no query parameters (any sent are ignored). */
export const NoQuerySchema = z.object({});
export const CategoryIdParamsSchema = z.object({ categoryId: RecordIdSchema });
export const UserIdParamsSchema = z.object({ userId: RecordIdSchema });
export const AlgorithmIdParamsSchema = z.object({ id: RecordIdSchema });
/** `algorithms/{id}?projection=exposeAllAlgorithmFields`: every field is always answered, the projection is accepted. */
export const ProjectionQuerySchema = z.object({ projection: z.optional(z.string()) });
export const IdQuerySchema = z.object({ id: RecordIdSchema });
export const AlgorithmIdQuerySchema = z.object({ algorithmId: RecordIdSchema });
export const TreeNameQuerySchema = z.object({ name: optionalText(ALGORITHM_LIMITS.name) });

/** `verifyingAlgorithmList`: one status (default under review), a name filter, pages from 0 of 10. */
export const VerifyingQuerySchema = z.object({
  algorithmStatus: z._default(z.enum(ALGORITHM_STATUS_CODES), '2'),
  algorithmName: optionalText(ALGORITHM_LIMITS.name),
  pageNumber: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 10),
});

/** A category node as the tree editor sends it back: `key` is an existing category's id or a new node's own key; `label` its name (absent: the key names it). */
const categoryNode = {
  key: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(64, 'At most 64 characters')),
  label: optionalText(50),
};
export const AlgorithmCategoryTreeInputSchema = z
  .array(z.object({ ...categoryNode, children: z.optional(z.array(z.object(categoryNode)).check(z.maxLength(100))) }))
  .check(
    z.maxLength(50),
    z.superRefine((roots, ctx) => {
      const seen = new Set<string>();
      roots.forEach((root, i) => {
        [root, ...(root.children ?? [])].forEach((node, j) => {
          if (seen.has(node.key)) {
            ctx.addIssue({
              code: 'custom',
              path: j === 0 ? [i, 'key'] : [i, 'children', j - 1, 'key'],
              message: 'Repeats another key',
            });
          }
          seen.add(node.key);
        });
      });
    }),
  );
export type AlgorithmCategoryTreeInput = z.infer<typeof AlgorithmCategoryTreeInputSchema>;

/** A parameter: its name unique in the algorithm, its type, and for values a default, a range or options. */
export const AlgorithmParameterSchema = z.object({
  name: text(ALGORITHM_LIMITS.parameterName),
  type: z.enum(PARAMETER_TYPES),
  value: optionalText(ALGORITHM_LIMITS.parameterValue),
  defaultValue: optionalText(ALGORITHM_LIMITS.parameterValue),
  description: optionalText(500),
  options: z.optional(z.array(text(ALGORITHM_LIMITS.parameterValue)).check(z.maxLength(50))),
  min: z.optional(z.number()),
  max: z.optional(z.number()),
});
export type AlgorithmParameter = z.infer<typeof AlgorithmParameterSchema>;

const ParametersSchema = z._default(
  z.array(AlgorithmParameterSchema).check(
    z.maxLength(ALGORITHM_LIMITS.parameters),
    uniqueBy('name', 'Repeats another parameter name'),
    z.superRefine((parameters, ctx) => {
      for (const issue of parameterIssues(parameters)) {
        const [index, field] = issue.path.split('.');
        ctx.addIssue({ code: 'custom', path: [Number(index), field!], message: issue.message });
      }
    }),
  ),
  [],
);

/** The fields of `createAlgorithm` and `updateAlgorithm`; who creates and edits comes from the session, never the body. */
const algorithmFields = {
  name: text(ALGORITHM_LIMITS.name),
  description: text(ALGORITHM_LIMITS.description),
  keyword: optionalText(ALGORITHM_LIMITS.keyword),
  algorithmCategory: z.object({ id: RecordIdSchema }),
  /** The language (`algorithmTypes`). */
  algorithmType: z.object({ code: text(32) }),
  parameters: ParametersSchema,
  algorithmFileId: optionalText(100),
  logo: optionalText(200),
};
export const CreateAlgorithmSchema = z.object(algorithmFields);
export type CreateAlgorithmInput = z.infer<typeof CreateAlgorithmSchema>;
export const UpdateAlgorithmSchema = z.object({ id: RecordIdSchema, ...algorithmFields });
export type UpdateAlgorithmInput = z.infer<typeof UpdateAlgorithmSchema>;

export const UpdateAlgorithmStatusSchema = z.object({
  id: RecordIdSchema,
  algorithmStatus: z.object({ code: z.enum(ALGORITHM_STATUS_CODES) }),
  /** A rejection's reason (kept in the review history and told to the author). */
  reason: optionalText(500),
});

const IdListSchema = z
  .array(RecordIdSchema)
  .check(
    z.minLength(1, 'Name at least one algorithm'),
    z.maxLength(ALGORITHM_LIMITS.bulk, `At most ${ALGORITHM_LIMITS.bulk} at once`),
  );
/** `deleteAlgorithm`, `deleteAlgorithms`, `offlineAlgorithm`: the ids as an array (or `{ ids }`). */
export const IdsBodySchema = z.union([IdListSchema, z.object({ ids: IdListSchema })]);
/** `updateAlgorithmsCategory`: the ids and the category (its id, or `{ id }`). */
export const UpdateAlgorithmsCategorySchema = z.object({
  ids: IdListSchema,
  category: z.union([RecordIdSchema, z.object({ id: RecordIdSchema })]),
});

/** The file part of a multipart body: the one named `file`, else the body's only file part under any name. */
function filePartOf(body: Record<string, unknown>): UploadedFilePart | undefined {
  const named = UploadedFilePartSchema.safeParse(body.file);
  if (named.success) return named.data;
  const parts = Object.values(body).flatMap((value) => {
    const part = UploadedFilePartSchema.safeParse(value);
    return part.success ? [part.data] : [];
  });
  return parts.length === 1 ? parts[0] : undefined;
}

/**
 * `POST /api-datasetfiles/` as documented (a `multipart/form-data` body with the file, up to about 4 MB), or our
 * JSON announcement (name, media type, size up to 100 MB) answered with a presigned PUT for files larger than a
 * request body carries (docs/algorithms.md). Without a file part the announcement's fields are required; with
 * neither, `file` is the field refused. Other fields are read only to find a file part sent under another name.
 */
export const AlgorithmFileUploadSchema = z.pipe(
  z
    .catchall(
      z.extend(z.partial(DocumentUploadRequestSchema), { file: z.optional(UploadedFilePartSchema) }),
      z.unknown(),
    )
    .check(
      z.superRefine((body, context) => {
        if (filePartOf(body)) return;
        const missing = (['fileName', 'contentType', 'size'] as const).filter((field) => body[field] === undefined);
        if (missing.length === 3) {
          context.addIssue({ code: 'custom', path: ['file'], message: 'A file is required (the part named file)' });
          return;
        }
        for (const field of missing) context.addIssue({ code: 'custom', path: [field], message: 'Required' });
      }),
    ),
  z.transform((body): { file: UploadedFilePart } | z.output<typeof DocumentUploadRequestSchema> => {
    const file = filePartOf(body);
    return file ? { file } : { fileName: body.fileName!, contentType: body.contentType!, size: body.size! };
  }),
);

// ---------- answers

export const CodeNameSchema = z.object({ code: z.string(), name: z.string() });
export const AlgorithmResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  keyword: z.string(),
  algorithmCategory: z.object({ id: z.string(), name: z.string() }),
  algorithmType: CodeNameSchema,
  parameters: z.array(AlgorithmParameterSchema),
  algorithmFileId: z.string(),
  createById: z.string(),
  createByName: z.string(),
  createDate: z.string(),
  updateById: z.string(),
  updateByName: z.string(),
  updateDate: z.string(),
  enabled: z.boolean(),
  logo: z.string(),
  algorithmStatus: CodeNameSchema,
  /** The audit history, newest first (our addition). */
  reviews: z.optional(
    z.array(
      z.object({
        decision: z.enum(['approved', 'rejected']),
        reason: z.string(),
        reviewerName: z.string(),
        reviewedAt: z.string(),
      }),
    ),
  ),
});
export type AlgorithmResponse = z.infer<typeof AlgorithmResponseSchema>;
export const AlgorithmListResponseSchema = z.array(AlgorithmResponseSchema);
export const AlgorithmPageSchema = pageSchemaOf(AlgorithmResponseSchema);
export const EmbeddedAlgorithmsSchema = z.object({ _embedded: z.object({ algorithms: AlgorithmListResponseSchema }) });
export const EmbeddedParametersSchema = z.object({
  _embedded: z.object({ algorithmParameters: z.array(AlgorithmParameterSchema) }),
});
export const LookupEntrySchema = z.object({ id: z.string(), code: z.string(), name: z.string(), nameEn: z.string() });
export const LookupListSchema = z.array(LookupEntrySchema);
export const EmbeddedTypesSchema = z.object({ _embedded: z.object({ algorithmTypes: LookupListSchema }) });

/** A node of the category tree: `key` is the category's id, `label` its name. */
export interface AlgorithmCategoryNode {
  key: string;
  label: string;
  children: AlgorithmCategoryNode[];
}
export const AlgorithmCategoryNodeSchema: z.ZodMiniType<AlgorithmCategoryNode> = z.lazy(() =>
  z.object({ key: z.string(), label: z.string(), children: z.array(AlgorithmCategoryNodeSchema) }),
);
export const AlgorithmCategoryTreeSchema = z.array(AlgorithmCategoryNodeSchema);

/** A node of the algorithm tree: a category (its algorithms and categories below) or an algorithm (a leaf). */
export interface AlgorithmTreeNode {
  key: string;
  label: string;
  logo: string;
  isAlgorithm: boolean;
  children: AlgorithmTreeNode[];
}
export const AlgorithmTreeNodeSchema: z.ZodMiniType<AlgorithmTreeNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    label: z.string(),
    logo: z.string(),
    isAlgorithm: z.boolean(),
    children: z.array(AlgorithmTreeNodeSchema),
  }),
);
export const AlgorithmTreeSchema = z.array(AlgorithmTreeNodeSchema);
export const DeletedSchema = z.object({ deleted: z.literal(true) });
export const StatusChangedSchema = z.object({ id: z.string(), algorithmStatus: CodeNameSchema });
/** The presigned upload of an algorithm file: `id` is the `algorithmFileId` an algorithm names. */
export const AlgorithmFileTicketSchema = z.extend(ImageUploadTicketSchema, { id: z.string(), name: z.string() });
/** The answer of `POST /api-datasetfiles/`: the stored file of a multipart body, or the presigned PUT of an announced one. */
export const AlgorithmFileAnswerSchema = z.union([
  AlgorithmFileTicketSchema,
  z.object({ id: z.string(), name: z.string() }),
]);
export const BulkDoneSchema = z.object({ ids: z.array(z.string()) });
