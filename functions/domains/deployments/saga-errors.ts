/**
 * The errors the deployment saga's task function throws on purpose (docs/deployments.md "The saga"): the state
 * machine routes them by name (the Lambda error type is the error's `name`) — a refusal ends the saga with nothing
 * kept, `NotHealthyYet` and `Unhealthy` are retried by the health check's state, anything after the charge is
 * compensated.
 */

/** The refusals a purchase can meet inside the saga (the races decide there), as the route answers them. */
export const SAGA_REFUSALS = [
  'NotOnline',
  'NoTenantSpace',
  'QuotaExceeded',
  'InsufficientBalance',
  'AlreadyDeployed',
  'Busy',
] as const;
export type SagaRefusal = (typeof SAGA_REFUSALS)[number];

/** Errors the health check's state retries: still starting, or answering wrong. */
export const HEALTH_ERRORS = ['NotHealthyYet', 'Unhealthy'] as const;

/** An error the state machine routes by its name; `cause` is what the route or the ledger reads (JSON or text). */
export class SagaError extends Error {
  constructor(name: SagaRefusal | (typeof HEALTH_ERRORS)[number] | 'InvalidDeploymentTask', message: string) {
    super(message);
    this.name = name;
  }
}
