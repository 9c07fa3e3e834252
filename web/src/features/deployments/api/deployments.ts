import type { AppBuyBodyInput, AppSaveInfo } from '@shared/schemas/deployments.js';
import type {
  AppBuyResult,
  AppInfo,
  DeploymentDetail,
  DeploymentPage,
  DeploymentPurchase,
  DeploymentRevision,
  DeploymentState,
  DeploymentSummary,
} from '@shared/schemas/deployments-responses.js';
import type { DatabaseService } from '@shared/schemas/databases-responses.js';
import { deploymentContracts, tenantAppContracts } from '@shared/contracts/deployments.js';
import { databaseResourceContracts } from '@shared/contracts/databases.js';
import { call } from '@/api/http-client.js';

/*
 * The calls of tenant apps and running apps (`/api-tenant/app/*`, `/api-tenant/deployments*`, docs/deployments.md)
 * by their contracts (`shared/contracts/deployments.ts`), and the database service the purchase form fills in from.
 * Answers are typed, not parsed.
 */

export type {
  AppBuyResult,
  AppInfo,
  DatabaseService,
  DeploymentDetail,
  DeploymentPage,
  DeploymentPurchase,
  DeploymentRevision,
  DeploymentState,
  DeploymentSummary,
};

/** The public screen where a market application is bought and deployed (spec doc 2's route table). */
export const MARKET_DEPLOY_PATH = '/common/application-market-deploy';

/** What the deploy screen reads from its address: the spec's four parameters and the application (ours). */
export interface DeployAddress {
  readonly appId: string;
  readonly appVersionId: string;
  readonly appPlanId: string;
  /** Months. */
  readonly periods: number;
  /** Yuan, as the market priced it. */
  readonly cost: number;
}

/** The deploy screen's address for a plan's period of a version (the market view's buy link). */
export const marketDeployPath = (address: DeployAddress): string =>
  `${MARKET_DEPLOY_PATH}?${new URLSearchParams({
    appId: address.appId,
    appVersionId: address.appVersionId,
    appPlanId: address.appPlanId,
    periods: String(address.periods),
    cost: String(address.cost),
  }).toString()}`;

/** What a purchase names: the application, version, plan, months and the cost the screen shows (yuan). */
export interface Purchase {
  readonly appId: string;
  readonly versionId: string;
  readonly planId: string;
  readonly months: number;
  readonly cost: number;
  readonly idempotencyKey: string;
}

/** `POST app/buy`: charges the current enterprise and deploys into its space; the database goes in the body. */
export const buyApp = (purchase: Purchase, database: Omit<AppBuyBodyInput, 'planId' | 'cost' | 'idempotencyKey'>) =>
  call(tenantAppContracts.buyApp, {
    query: {
      appId: purchase.appId,
      minorId: purchase.versionId,
      planId: purchase.planId,
      month: purchase.months,
      cost: purchase.cost,
      idempotencyKey: purchase.idempotencyKey,
    },
    body: database,
  });

/** A version's deployment information, or null when its publisher saved none. */
export const findAppInfo = (appId: string, versionId: string, signal?: AbortSignal) =>
  call(tenantAppContracts.findAppInfo, { body: { appId, minorId: versionId }, signal });

/** `POST app/saveInfo`: the publisher's deployment information of one version. */
export const saveAppInfo = (body: AppSaveInfo) => call(tenantAppContracts.saveAppInfo, { body });

/** A page of the current enterprise's deployed apps with the counts by status. */
export const getDeployments = (cursor: string | undefined, size: number, signal?: AbortSignal) =>
  call(deploymentContracts.listDeployments, { query: { cursor, size }, signal });

/** A page of every enterprise's deployed apps (or one enterprise's): platform administrators. */
export const getPlatformDeployments = (
  enterpriseId: string | undefined,
  cursor: string | undefined,
  size: number,
  signal?: AbortSignal,
) => call(deploymentContracts.listPlatformDeployments, { query: { enterpriseId, cursor, size }, signal });

/** One deployment with its database (no password), its ledger of revisions, purchases and recent use. */
export const getDeployment = (id: string, signal?: AbortSignal) =>
  call(deploymentContracts.getDeployment, { params: { id }, signal });

export const startDeployment = (id: string) => call(deploymentContracts.startDeployment, { params: { id } });
export const stopDeployment = (id: string) => call(deploymentContracts.stopDeployment, { params: { id } });
export const deleteDeployment = (id: string) => call(deploymentContracts.deleteDeployment, { params: { id } });

/** Runs the newer version the deployment is offered (or `versionId`). */
export const upgradeDeployment = (id: string, versionId?: string) =>
  call(deploymentContracts.upgradeDeployment, { params: { id }, body: versionId ? { versionId } : {} });

/** Runs an earlier succeeded revision again. */
export const restoreDeployment = (id: string, revision: number) =>
  call(deploymentContracts.restoreDeployment, { params: { id }, body: { revision } });

/** The enterprise's database service: its databases and where to connect (never a password). */
export const getDatabaseService = (enterpriseId: string, signal?: AbortSignal) =>
  call(databaseResourceContracts.getDatabaseResource, { params: { enterpriseId }, signal });
