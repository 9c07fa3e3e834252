import { pushTargetProblem } from '../../../shared/schemas/iot.js';
import { optionalEnv } from '../../lib/env.js';
import { ValidationError } from '../../lib/errors.js';

/** The local stack sets `SIA_STAGE=local`; deployed functions never have it, so they get the strict rules. */
const localStage = optionalEnv('SIA_STAGE') === 'local';

/** Refuses (400 on `body.url`) a push target the stage does not allow: HTTPS to public hosts only in AWS. */
export function assertPushTarget(url: string): void {
  const problem = pushTargetProblem(url, localStage);
  if (problem) throw new ValidationError('The target URL is not allowed', [{ field: 'body.url', message: problem }]);
}
