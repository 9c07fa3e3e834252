import * as z from 'zod/mini';
import './zod-locale.js';
import { MAX_MONTHS } from '../constants/money-rules.js';
import { IdempotencyKeySchema } from './accounts.js';
import { CursorSchema, RecordIdSchema, optionalText, text } from './fields.js';

/**
 * Inputs of purchases, deployments and running apps (`/api-tenant/app/*`, `/api-tenant/deployments*`; spec doc 2
 * "Tenant apps", the design in docs/deployments.md). One definition for the server and the console.
 */

/** Field limits of deployments. */
export const DEPLOYMENT_LIMITS = {
  host: 255,
  database: 64,
  username: 64,
  password: 256,
  appName: 100,
  version: 64,
  url: 2000,
  other: 1000,
  project: 200,
  jdk: 32,
  pageSizes: [10, 20, 50, 100],
} as const;

/** `…/{id}` of a deployment. */
export const DeploymentIdParamsSchema = z.object({ id: RecordIdSchema });

/** Nothing in the query. */
export const NoDeploymentQuerySchema = z.object({});

/** A port, 1–65535 (a numeric text too, as a form or a query may send it). */
const PortSchema = z.coerce
  .number({ error: 'Must be a number' })
  .check(z.int('A whole number'), z.gte(1, 'At least 1'), z.lte(65535, 'At most 65535'));

/** The spec's `month`: "parsed as an integer", 1 to `MAX_MONTHS`. */
const MonthSchema = z.coerce
  .number({ error: 'Months must be a positive integer!' })
  .check(
    z.int('Months must be a positive integer!'),
    z.gte(1, 'Months must be a positive integer!'),
    z.lte(MAX_MONTHS, `At most ${MAX_MONTHS} months`),
  );

/** A yuan figure the client computed (compared with the server's price, never charged), a number or its text. */
const YuanFigureSchema = z.pipe(
  z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'Must be a number'))]),
  z.transform((value: number | string) => Number(value)).check(z.gte(0, 'Not below 0')),
);

/** An optional id: an empty text is "not given" (`other=` in a query). */
const optionalId = z.optional(RecordIdSchema);

/**
 * The query of `POST app/buy?appId&majorId&minorId&enterpriseId&other&month` (the spec's, as documented). `appId`
 * and `month` are required; `minorId` names the version bought (absent: the application's newest online version);
 * `majorId` is read for its check only; `enterpriseId` (the all-zero id) and `other` (empty) are accepted and ignored:
 * the buyer is the caller's current enterprise. Ours: `planId` (absent: the application's first enabled plan), `cost`
 * (yuan; differing from the server's price is a 400 naming it), `userId` (ignored, the caller is the buyer),
 * `idempotencyKey` (a retry with it answers the first purchase).
 */
export const AppBuyQuerySchema = z.object({
  appId: RecordIdSchema,
  majorId: optionalId,
  minorId: optionalId,
  enterpriseId: z.optional(z.string()),
  other: z.optional(z.string()),
  month: MonthSchema,
  planId: optionalId,
  cost: z.optional(YuanFigureSchema),
  userId: z.optional(z.string()),
  idempotencyKey: z.optional(IdempotencyKeySchema),
});
export type AppBuyQuery = z.infer<typeof AppBuyQuerySchema>;

/**
 * The database a purchased app is handed (the spec's body: host, port, database, username, password, all required).
 * The password is kept in Secrets Manager only and never answered. `planId`, `cost` and `idempotencyKey` are read
 * here too when the query does not carry them (the purchase payload names `cost`).
 */
export const DatabaseConnectionSchema = z.object({
  host: text(DEPLOYMENT_LIMITS.host),
  port: PortSchema,
  database: text(DEPLOYMENT_LIMITS.database),
  username: text(DEPLOYMENT_LIMITS.username),
  // Not trimmed: a password's spaces are its own.
  password: z
    .string({ error: 'Required' })
    .check(
      z.minLength(1, 'Required'),
      z.maxLength(DEPLOYMENT_LIMITS.password, `At most ${DEPLOYMENT_LIMITS.password} characters`),
    ),
});
export type DatabaseConnectionInput = z.infer<typeof DatabaseConnectionSchema>;

/** `POST app/buy`'s body: the database, and ours `planId`, `cost`, `idempotencyKey` (the query's win). */
export const AppBuyBodySchema = z.object({
  ...DatabaseConnectionSchema.shape,
  planId: optionalId,
  cost: z.optional(YuanFigureSchema),
  idempotencyKey: z.optional(IdempotencyKeySchema),
});
export type AppBuyBody = z.infer<typeof AppBuyBodySchema>;
export type AppBuyBodyInput = z.input<typeof AppBuyBodySchema>;

/**
 * `POST app/saveInfo` (the spec's "tenant app save info"): the publisher's deployment information for one version
 * (`minorId`). `jenkinsProject`, `gitlabProject` and `jdk` are kept as given; the build run is the version's
 * uploaded program file. `appName`, `majorId` and `version` are read for their checks; the stored ones are the
 * version's.
 */
export const AppSaveInfoSchema = z.object({
  appId: RecordIdSchema,
  appName: optionalText(DEPLOYMENT_LIMITS.appName),
  majorId: optionalId,
  minorId: RecordIdSchema,
  version: optionalText(DEPLOYMENT_LIMITS.version),
  url: optionalText(DEPLOYMENT_LIMITS.url),
  other: optionalText(DEPLOYMENT_LIMITS.other),
  containerPort: z.optional(PortSchema),
  jenkinsProject: optionalText(DEPLOYMENT_LIMITS.project),
  gitlabProject: optionalText(DEPLOYMENT_LIMITS.project),
  jdk: optionalText(DEPLOYMENT_LIMITS.jdk),
});
export type AppSaveInfo = z.infer<typeof AppSaveInfoSchema>;

/**
 * `POST app/findDocker`, `POST app/findAppInfo`: a version's saved deployment information, by `minorId`, else the
 * application's newest version that has some.
 */
export const AppInfoQuerySchema = z.object({ appId: RecordIdSchema, minorId: optionalId, majorId: optionalId });
export type AppInfoQuery = z.infer<typeof AppInfoQuerySchema>;

/**
 * `POST app/deploy`: deploys a version of the caller's own application (exclusive or published by the current
 * enterprise or the caller) into the current enterprise's space without a charge; the database is optional here.
 */
export const AppDeploySchema = z.object({
  appId: RecordIdSchema,
  majorId: optionalId,
  minorId: optionalId,
  planId: optionalId,
  host: optionalText(DEPLOYMENT_LIMITS.host),
  port: z.optional(PortSchema),
  database: optionalText(DEPLOYMENT_LIMITS.database),
  username: optionalText(DEPLOYMENT_LIMITS.username),
  password: z.optional(z.string().check(z.maxLength(DEPLOYMENT_LIMITS.password))),
});
export type AppDeploy = z.infer<typeof AppDeploySchema>;

/**
 * `POST app/publish` (the spec's "namespace info"; called when a version is approved with code 2): the approved
 * version (`minorId`, or `versionId`) of `appId`; `namespaceId`/`namespace` are read and ignored (publication is
 * into the platform namespace).
 */
export const AppPublishSchema = z
  .object({
    appId: RecordIdSchema,
    majorId: optionalId,
    minorId: optionalId,
    versionId: optionalId,
    namespaceId: z.optional(z.string()),
    namespace: z.optional(z.unknown()),
  })
  .check(
    z.refine((body) => body.minorId !== undefined || body.versionId !== undefined, {
      message: 'Required',
      path: ['minorId'],
    }),
  );
export type AppPublish = z.infer<typeof AppPublishSchema>;

/** `GET app/deployment?appId`: the current enterprise's deployment of an application. */
export const AppDeploymentQuerySchema = z.object({ appId: RecordIdSchema });

/** A page size and the cursor of the next page. */
const pageFields = {
  cursor: z.optional(CursorSchema),
  size: z._default(
    z.coerce.number().check(
      z.int('A whole number'),
      z.refine((size) => (DEPLOYMENT_LIMITS.pageSizes as readonly number[]).includes(size), 'One of 10, 20, 50, 100'),
    ),
    20,
  ),
};

/** `GET deployments`: a page of the current enterprise's deployments. */
export const DeploymentListQuerySchema = z.object({ ...pageFields });
export type DeploymentListQuery = z.infer<typeof DeploymentListQuerySchema>;

/** `GET deployments/platform`: every enterprise's deployments, or one enterprise's. */
export const PlatformDeploymentListQuerySchema = z.object({ enterpriseId: optionalId, ...pageFields });
export type PlatformDeploymentListQuery = z.infer<typeof PlatformDeploymentListQuerySchema>;

/** `POST deployments/{id}/upgrade`: the approved, online version to run (absent: the one `upgradeAvailable` names). */
export const DeploymentUpgradeSchema = z.object({ versionId: optionalId });
export type DeploymentUpgrade = z.infer<typeof DeploymentUpgradeSchema>;

/** `POST deployments/{id}/restore`: an earlier succeeded revision to run again. */
export const DeploymentRestoreSchema = z.object({
  revision: z.coerce.number({ error: 'Must be a number' }).check(z.int('A whole number'), z.gte(1, 'At least 1')),
});
export type DeploymentRestore = z.infer<typeof DeploymentRestoreSchema>;
