import { tenantAppContracts as contracts } from '../../../../shared/contracts/deployments.js';
import { implement } from '../../../lib/http/implement.js';
import { buyApp } from '../purchase.js';
import { appDeploymentOf, deployApp, findAppInfo, publishApp, saveAppInfo } from '../tenant-apps.js';

/** The spec's `app/*` calls (docs/deployments.md "Calls"). */
export const tenantAppRoutes = [
  implement(contracts.buyApp, ({ caller, query, body, headers }) => buyApp(caller, query, body, headers)),
  implement(contracts.saveAppInfo, ({ caller, body }) => saveAppInfo(caller, body)),
  implement(contracts.findDocker, ({ caller, body }) => findAppInfo(caller, body)),
  implement(contracts.findAppInfo, ({ caller, body }) => findAppInfo(caller, body)),
  implement(contracts.deployApp, ({ caller, body }) => deployApp(caller, body)),
  implement(contracts.publishApp, ({ body }) => publishApp(body)),
  implement(contracts.getAppDeployment, ({ caller, query }) => appDeploymentOf(caller, query.appId)),
];
