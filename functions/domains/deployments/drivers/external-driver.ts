import { optionalEnv } from '../../../lib/env.js';
import { ValidationError } from '../../../lib/errors.js';
import { publicTargetProblem } from '../../../lib/net/public-target.js';
import { checkHealth } from './health-check.js';
import type { DeploymentSpec, RuntimeDriver } from './runtime-driver.js';

/** The app's own URL, refused (400) when the stage may not connect to it: non-public hosts in AWS stages. */
function externalUrl(spec: DeploymentSpec): string {
  const url = spec.url?.trim() ?? '';
  const problem = publicTargetProblem(url, optionalEnv('SIA_STAGE') === 'local');
  if (problem) throw new ValidationError('The external URL is not allowed', [{ field: 'url', message: problem }]);
  return url;
}

/**
 * An external URL app (docs/deployments.md "Drivers"): nothing runs on the platform, so start registers the URL
 * (checked like a data-push target: public hosts only in AWS stages) and answers it as the visit URL; stop and
 * remove have nothing to end. Its status is a GET of the URL now: running when it answers below 500 within 5 s.
 */
export const externalDriver: RuntimeDriver = {
  async start(spec) {
    return { visitUrl: externalUrl(spec) };
  },
  async stop() {},
  async status(spec) {
    const answer = await checkHealth(externalUrl(spec));
    return answer.healthy ? { state: 'running' } : { state: 'crashed', detail: answer.detail };
  },
  async usage() {
    return {};
  },
  async remove() {},
};
