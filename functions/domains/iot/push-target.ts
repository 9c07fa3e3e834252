import { optionalEnv } from '../../lib/env.js';
import { ValidationError } from '../../lib/errors.js';
import { publicConnector, publicTargetProblem } from '../../lib/net/public-target.js';

// The checks are functions/lib/net's (an external app's health check makes the same kind of request).
export {
  publicConnector as pushConnector,
  publicTargetProblem as pushTargetProblem,
  RefusedTargetError,
  type PublicConnector as PushConnector,
  type Resolve,
} from '../../lib/net/public-target.js';

/** The local stack sets `SIA_STAGE=local`; deployed functions never have it, so they get the strict rules. */
const localStage = optionalEnv('SIA_STAGE') === 'local';

/** Refuses (400 on `body.url`) a push target the stage does not allow. */
export function assertPushTarget(url: string): void {
  const problem = publicTargetProblem(url, localStage);
  if (problem) throw new ValidationError('The target URL is not allowed', [{ field: 'body.url', message: problem }]);
}

/** The connector of this stage's deliveries. */
export const connectPushTarget = publicConnector({ local: localStage });
