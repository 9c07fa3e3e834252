import type { ModuleInvocation, ModuleResult } from '../../shared/schemas/algorithm-modules.js';

/**
 * Where an algorithm module runs (docs/bigdata.md "Scaling path"). Every module today runs in the pipeline Lambda
 * (`lambda`); a module whose inputs outgrow a Lambda would be dispatched to EMR Serverless (Spark) through Step
 * Functions' native integration (`arn:aws:states:::emr-serverless:startJobRun.sync`), a Choice on the module's
 * `driver` before the chain runner's RunModule task (infra/definitions/chain-runner-definition.ts). That driver is
 * not built: a module that would need it fails with a message saying so, never half-runs.
 */

/** Lambda's own limits, the numbers the scaling path is decided by. */
export const LAMBDA_LIMITS = {
  /** The longest run (also the chain runner's task timeout, `PIPELINE_TASK_SECONDS`). */
  timeoutSeconds: 15 * 60,
  memoryMb: 10_240,
  ephemeralStorageMb: 10_240,
  /** A synchronous invocation's request and response payload. */
  syncPayloadBytes: 6 * 1024 * 1024,
} as const;

/**
 * The most input a Lambda module reads: the system algorithms parse a CSV whole into memory (about 10× its bytes as
 * JavaScript rows) in the pipeline function's 1,769 MB, so inputs above this go to the EMR driver.
 */
export const LAMBDA_MODULE_INPUT_BYTES = 100 * 1024 * 1024;

/** The drivers a module may run on. */
export type ModuleDriverName = 'lambda' | 'emr-serverless';

/**
 * A module driver: runs one invocation of the module contract (inputs and outputs are S3 keys either way, so a
 * module's result does not depend on its driver).
 */
export interface ModuleDriver {
  readonly name: ModuleDriverName;
  run(invocation: ModuleInvocation): Promise<ModuleResult>;
}

/**
 * What the EMR Serverless driver would submit per module (`StartJobRun`): the application, the Spark entry point
 * of the algorithm (a PySpark or Scala job under `spark/modules/{algorithmId}` in an artefacts bucket), and the
 * invocation's S3 key as its only argument; the job writes the module contract's result JSON beside its outputs.
 */
export interface SparkModuleJob {
  readonly applicationId: string;
  readonly executionRoleArn: string;
  readonly entryPoint: string;
  readonly invocationKey: string;
  readonly resultKey: string;
}

/** The driver a module's inputs call for. */
export const driverFor = (inputBytes: number): ModuleDriverName =>
  inputBytes > LAMBDA_MODULE_INPUT_BYTES ? 'emr-serverless' : 'lambda';
