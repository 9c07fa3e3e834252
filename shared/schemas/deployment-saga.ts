import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * The deployment saga's execution input and its task function's event (docs/deployments.md "The saga"): ids and
 * figures only — the execution's input is in its logs, so the database password is never part of it (the task reads
 * it from Secrets Manager by `passwordSecretId` only when it starts the app).
 */

const IdSchema = z.string().check(z.minLength(1), z.maxLength(128));

export const DeploymentSagaInputSchema = z.object({
  /** The execution's name: `buy-{purchaseId}`, `deploy-…`, `upgrade-…`, `restore-…`. */
  sagaId: IdSchema,
  kind: z.enum(['purchase', 'deploy', 'upgrade', 'restore']),
  deploymentId: IdSchema,
  enterpriseId: IdSchema,
  applicationId: IdSchema,
  versionId: IdSchema,
  planId: IdSchema,
  /** The revision this saga writes (`revisionCount + 1` when it was started). */
  revision: z.number().check(z.int(), z.gte(1)),
  by: z.object({ id: IdSchema, name: z.string() }),
  /** A purchase's charge (absent: a free deploy, an upgrade, a restore). */
  purchase: z.optional(
    z.object({
      purchaseId: IdSchema,
      months: z.number().check(z.int(), z.gte(1)),
      costFen: z.number().check(z.int(), z.gte(0)),
      at: z.string(),
    }),
  ),
  /** A restore: the earlier revision whose version, plan and configuration run again. */
  restoreOf: z.optional(z.number().check(z.int(), z.gte(1))),
  /** A new deployment's database; the password stays in Secrets Manager. */
  database: z.optional(
    z.object({
      host: z.string(),
      port: z.number(),
      database: z.string(),
      username: z.string(),
      passwordSecretId: z.string(),
    }),
  ),
});
export type DeploymentSagaInput = z.infer<typeof DeploymentSagaInputSchema>;

/** The actions of the saga's task function, one per state. */
export const DEPLOYMENT_SAGA_ACTIONS = [
  'reserve',
  'charge',
  'record',
  'start',
  'checkHealth',
  'markRunning',
  'returnToPrevious',
  'compensate',
  'refuse',
] as const;
export type DeploymentSagaAction = (typeof DEPLOYMENT_SAGA_ACTIONS)[number];

/** The task function's event: the action, the execution's input, and (compensations) the error caught. */
export const DeploymentSagaTaskSchema = z.object({
  action: z.enum(DEPLOYMENT_SAGA_ACTIONS),
  saga: DeploymentSagaInputSchema,
  error: z.optional(z.object({ Error: z.optional(z.string()), Cause: z.optional(z.string()) })),
});
export type DeploymentSagaTask = z.infer<typeof DeploymentSagaTaskSchema>;
