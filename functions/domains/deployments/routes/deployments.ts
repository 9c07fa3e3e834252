import { deploymentContracts as contracts } from '../../../../shared/contracts/deployments.js';
import { HttpError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';

// Interim: the contracts are published for the console while the saga is built (issue 26).
const notYet = (): never => {
  throw new HttpError(503, 'notBuiltYet', 'Not built yet');
};

/** Running apps (docs/deployments.md "Running apps"). */
export const deploymentRoutes = [
  implement(contracts.listDeployments, notYet),
  implement(contracts.listPlatformDeployments, notYet),
  implement(contracts.getDeployment, notYet),
  implement(contracts.startDeployment, notYet),
  implement(contracts.stopDeployment, notYet),
  implement(contracts.deleteDeployment, notYet),
  implement(contracts.upgradeDeployment, notYet),
  implement(contracts.restoreDeployment, notYet),
];
