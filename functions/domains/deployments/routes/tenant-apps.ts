import { tenantAppContracts as contracts } from '../../../../shared/contracts/deployments.js';
import { HttpError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';

// Interim: the contracts are published for the console while the saga is built (issue 26).
const notYet = (): never => {
  throw new HttpError(503, 'notBuiltYet', 'Not built yet');
};

/** The spec's `app/*` calls (docs/deployments.md). */
export const tenantAppRoutes = [
  implement(contracts.buyApp, notYet),
  implement(contracts.saveAppInfo, notYet),
  implement(contracts.findDocker, notYet),
  implement(contracts.findAppInfo, notYet),
  implement(contracts.deployApp, notYet),
  implement(contracts.publishApp, notYet),
  implement(contracts.getAppDeployment, notYet),
];
