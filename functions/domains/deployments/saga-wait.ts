import { DEPLOYMENT_MESSAGES } from '../../../shared/constants/deployment-rules.js';
import { ConflictError, HttpError } from '../../lib/errors.js';
import { describeSaga, type SagaExecution } from './data/saga-executions.js';
import { notOnline } from './offer-checks.js';

/** How long a request waits for its saga (API Gateway answers within 30 s; the function has 15). */
export const SAGA_WAIT_MS = 10_000;
const POLL_MS = 300;

/** What a request learned while it waited: what it waited for, or how the execution ended. */
export type SagaWait<T> =
  | { readonly kind: 'reached'; readonly value: T }
  | { readonly kind: 'ended'; readonly execution: SagaExecution }
  | { readonly kind: 'waiting' };

/**
 * Waits until `reached` answers (the purchase charged, the deployment running) or the execution ends, looking every
 * 300 ms for at most `SAGA_WAIT_MS`. `reached` is read first, so an execution that got there and ended is reached.
 */
export async function waitForSaga<T>(
  executionArn: string,
  reached: () => Promise<T | undefined>,
  waitMs = SAGA_WAIT_MS,
): Promise<SagaWait<T>> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const value = await reached();
    if (value !== undefined) return { kind: 'reached', value };
    const execution = await describeSaga(executionArn);
    if (execution && execution.status !== 'RUNNING') {
      // The end's writes are in before the execution ends: one more read settles a race with them.
      const last = await reached();
      return last !== undefined ? { kind: 'reached', value: last } : { kind: 'ended', execution };
    }
    if (Date.now() >= deadline) return { kind: 'waiting' };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The message of a Lambda error's cause (its JSON's `errorMessage`), or the cause itself. */
function causeMessage(cause: string | undefined): string {
  try {
    return (JSON.parse(cause ?? '') as { errorMessage?: string }).errorMessage ?? cause ?? '';
  } catch {
    return cause ?? '';
  }
}

/**
 * The answer of an execution that ended without reaching what the request waited for: a refusal decided inside the
 * saga is the same 409 the pre-checks answer; an app that did not come up is 409 `deployFailed` (部署失败, refunded);
 * anything else a 503 to try again later.
 */
export function sagaEndError(execution: SagaExecution): HttpError {
  const error = execution.output?.error as { Error?: string; Cause?: string } | undefined;
  const message = causeMessage(error?.Cause);
  if (execution.status === 'SUCCEEDED' && error && execution.output?.refusal) {
    switch (error.Error) {
      case 'NotOnline':
        return notOnline();
      case 'NoTenantSpace':
        return new ConflictError('The enterprise has no online tenant space', { reason: 'noTenantSpace' });
      case 'QuotaExceeded':
        return new ConflictError('Not enough quota available', { reason: 'quotaExceeded' });
      case 'InsufficientBalance': {
        const figures = JSON.parse(message) as { balanceFen: number; requiredFen: number };
        return new ConflictError('Insufficient balance', { reason: 'insufficientBalance', ...figures });
      }
      case 'AlreadyDeployed':
        return new ConflictError('The enterprise has deployed this application already', { reason: 'alreadyDeployed' });
      case 'Busy':
        return new ConflictError('Another change of this deployment is running', { reason: 'busy' });
    }
  }
  if (execution.status === 'SUCCEEDED' && execution.output?.compensation)
    return new ConflictError(DEPLOYMENT_MESSAGES.deployFailed.en, {
      reason: 'deployFailed',
      messageCn: DEPLOYMENT_MESSAGES.deployFailed.cn,
      detail: message,
    });
  return new HttpError(503, 'Service Unavailable', 'The deployment could not be completed; try again later');
}

/** The answer of a request whose saga is still going when it stops waiting. */
export const stillRunning = () =>
  new HttpError(
    503,
    'Service Unavailable',
    'The purchase is still being processed; send it again with the same idempotencyKey',
    {
      reason: 'stillRunning',
    },
  );
