import * as z from 'zod/mini';
import './zod-locale.js';
import { PROJECT_LIMITS } from '../constants/project-graph.js';
import { CursorSchema, RecordIdSchema, optionalText, text } from './fields.js';
import { UploadedFilePartSchema } from './files.js';
import { ChainModuleSchema } from './pipeline.js';

/**
 * Requests and answers of big-data projects (`/api-bigdata/projects`, `cleanProject`, and the graph file at
 * `/api-files/`; docs/bigdata.md "Projects"). A project's modules are the chain runner's modules
 * (`ChainModuleSchema`, docs/pipeline.md), so a saved project runs as it is.
 */

/** A link of the canvas: an output port (parameter name) of one module to an input port of another. */
export const ProjectLinkSchema = z.object({
  sourceId: text(PROJECT_LIMITS.idLength),
  sourcePort: text(PROJECT_LIMITS.idLength),
  targetId: text(PROJECT_LIMITS.idLength),
  targetPort: text(PROJECT_LIMITS.idLength),
});
export type ProjectLink = z.infer<typeof ProjectLinkSchema>;

/** A project's modules: at most `PROJECT_LIMITS.modules`, ids of at most 64 characters and unique in the project. */
const ModuleListSchema = z.array(ChainModuleSchema).check(
  z.maxLength(PROJECT_LIMITS.modules, `At most ${PROJECT_LIMITS.modules} modules`),
  z.superRefine((modules, context) => {
    const seen = new Set<string>();
    modules.forEach((module, index) => {
      if (module.id.length > PROJECT_LIMITS.idLength) {
        context.addIssue({
          code: 'custom',
          path: [index, 'id'],
          message: `At most ${PROJECT_LIMITS.idLength} characters`,
        });
      } else if (seen.has(module.id)) {
        context.addIssue({ code: 'custom', path: [index, 'id'], message: 'Module ids must differ' });
      }
      seen.add(module.id);
    });
  }),
);

/**
 * `POST projects`: creates a project (`id` null or absent) or saves one of the caller's. `userId` is the spec's and
 * is ignored (the project is the caller's); `location` is a graph file the caller stored with `POST /api-files/`.
 */
export const SaveProjectSchema = z.object({
  id: z.optional(z.nullable(RecordIdSchema)),
  userId: z.optional(z.nullable(z.string())),
  name: text(PROJECT_LIMITS.nameLength),
  location: z.optional(z.nullable(z.string().check(z.maxLength(1024, 'At most 1024 characters')))),
  modules: z._default(ModuleListSchema, []),
});
export type SaveProject = z.infer<typeof SaveProjectSchema>;

/** `projects/{id}`. */
export const ProjectIdParamsSchema = z.object({ id: RecordIdSchema });

/** `POST projects/{id}` (the compile check): the spec's `enterpriseId` and `userId`, when sent, must be the caller's. */
export const CompileProjectQuerySchema = z.object({
  enterpriseId: z.optional(z.string()),
  userId: z.optional(z.string()),
});

/** The compile check's body: the canvas's links. */
export const CompileProjectBodySchema = z
  .array(ProjectLinkSchema)
  .check(z.maxLength(PROJECT_LIMITS.links, `At most ${PROJECT_LIMITS.links} links`));

/** `DELETE cleanProject?enterpriseId&userId&projectId`. */
export const CleanProjectQuerySchema = z.object({
  enterpriseId: z.optional(z.string()),
  userId: z.optional(z.string()),
  projectId: RecordIdSchema,
});

/** `GET projects`: the caller's projects, newest first; `name` keeps those whose name contains it. */
export const ProjectListQuerySchema = z.object({ name: optionalText(64), cursor: z.optional(CursorSchema) });

/** A project as answered: the spec's fields (`name`, `modules`, `location`) and when it was made and saved. */
export const ProjectSchema = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.string(),
  location: z.string(),
  modules: z.array(ChainModuleSchema),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Project = z.infer<typeof ProjectSchema>;

/** A project in the list: without its modules, with how many it has. */
export const ProjectSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.string(),
  location: z.string(),
  moduleCount: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;

export const ProjectPageSchema = z.object({ items: z.array(ProjectSummarySchema), cursor: z.optional(z.string()) });

/** `POST projects`: the project's id. */
export const SavedProjectSchema = z.object({ id: z.string() });

/** The compile check's answer: the modules in execution order, or none when the graph does not compile. */
export const CompiledProjectSchema = z.array(ChainModuleSchema);

/** `cleanProject`'s answer: the text ok. */
export const CleanedProjectSchema = z.literal('ok');

/** Where a module box sits on the canvas. */
export const GraphNodeSchema = z.object({ id: text(PROJECT_LIMITS.idLength), x: z.number(), y: z.number() });

/**
 * The graph file: the canvas's module positions and links (the modules themselves are on the project record).
 * Stored as JSON in the caller's prefix by `POST /api-files/`, read by `GET /api-files/?name=`.
 */
export const ProjectGraphSchema = z.object({
  nodes: z
    .array(GraphNodeSchema)
    .check(z.maxLength(PROJECT_LIMITS.modules, `At most ${PROJECT_LIMITS.modules} modules`)),
  links: CompileProjectBodySchema,
});
export type ProjectGraph = z.infer<typeof ProjectGraphSchema>;

/**
 * `POST /api-files/`: the graph file as a multipart file part (or the same shape in JSON) and the spec's
 * `category` (JSON text, kept for the spec; graph files are always filed as project graphs). The file must be a
 * graph (`ProjectGraphSchema`) of at most `PROJECT_LIMITS.graphBytes`.
 */
export const GraphFileUploadSchema = z.object({
  file: UploadedFilePartSchema,
  category: z.optional(z.string().check(z.maxLength(500, 'At most 500 characters'))),
});

/** `?category` of `POST /api-files/` (the spec does not say whether it travels as a field or in the query). */
export const GraphFileCategoryQuerySchema = z.object({
  category: z.optional(z.string().check(z.maxLength(500, 'At most 500 characters'))),
});

/** `GET /api-files/?name&category`: `name` is the location `POST /api-files/` answered. */
export const GraphFileQuerySchema = z.object({
  name: text(1024),
  category: z.optional(z.string().check(z.maxLength(500, 'At most 500 characters'))),
});

/** `POST /api-files/`: where the graph file was stored (the project's `location`). */
export const GraphFileLocationSchema = z.object({ location: z.string() });
