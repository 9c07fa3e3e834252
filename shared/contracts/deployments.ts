import { defineContracts } from './contract.js';

/**
 * The /api-tenant contracts of tenant apps (spec doc 2 "Tenant apps"; docs/deployments.md): purchasing an online
 * application into the enterprise's tenant space, its deployment (a Step Functions saga), the publisher's deployment
 * information, and the running apps with upgrade and rollback. The schemas load with the first request that needs
 * them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({
  ...(await import('../schemas/deployments.js')),
  ...(await import('../schemas/deployments-responses.js')),
});

/** The spec's `app/*` calls: purchase, the publisher's deployment information, deploy, publish. */
export const tenantAppContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * Buys `month` months of an online application for the current enterprise and deploys it into its tenant space (the
   * query `appId&majorId&minorId&enterpriseId&other&month`, the database in the body; the password is kept in Secrets
   * Manager only). The price is the server’s (`cost` that differs: 400 naming it). 409 `It can only be deployed after
   * online`, `noTenantSpace`, `quotaExceeded`, `insufficientBalance` {balanceFen, requiredFen}, nothing written. An app
   * already deployed is renewed: charged, its end moved, not redeployed. Answers once charged, the deployment booting.
   */
  buyApp: {
    method: 'POST',
    path: '/api-tenant/app/buy',
    access: { privilege: 'space-apps-management:add' },
    schemas: (s) => ({ query: s.AppBuyQuerySchema, body: s.AppBuyBodySchema, response: s.AppBuyResultSchema }),
  },
  /**
   * Saves a version's deployment information (url, containerPort, jenkinsProject, gitlabProject, jdk, other): the
   * application's managers only (404 for anyone else).
   */
  saveAppInfo: {
    method: 'POST',
    path: '/api-tenant/app/saveInfo',
    access: 'authenticated',
    schemas: (s) => ({ body: s.AppSaveInfoSchema, response: s.AppInfoSchema }),
  },
  /**
   * A version's deployment information with its image reference (`dockerUrl`), or null: the application's managers,
   * auditors and platform administrators.
   */
  findDocker: {
    method: 'POST',
    path: '/api-tenant/app/findDocker',
    access: 'authenticated',
    schemas: (s) => ({ body: s.AppInfoQuerySchema, response: s.AppInfoOrNoneSchema }),
  },
  /**
   * A version's deployment information with its program file's download path (`jarUrl`), or null: the application's
   * managers, auditors and platform administrators.
   */
  findAppInfo: {
    method: 'POST',
    path: '/api-tenant/app/findAppInfo',
    access: 'authenticated',
    schemas: (s) => ({ body: s.AppInfoQuerySchema, response: s.AppInfoOrNoneSchema }),
  },
  /**
   * Deploys a version of the current enterprise's own application (or one it bought) into its tenant space without a
   * charge and answers the visit `url` once running; 409 `deployFailed` (部署失败) when it does not come up,
   * `noTenantSpace`, `quotaExceeded`.
   */
  deployApp: {
    method: 'POST',
    path: '/api-tenant/app/deploy',
    access: { privilege: 'space-apps-management:add' },
    schemas: (s) => ({ body: s.AppDeploySchema, response: s.AppDeployResultSchema }),
  },
  /**
   * The audit hook of an approved version (code 2): queues its publication into the platform namespace and offers it as
   * an upgrade to the application's deployments. Idempotent.
   */
  publishApp: {
    method: 'POST',
    path: '/api-tenant/app/publish',
    access: 'auditor',
    schemas: (s) => ({ body: s.AppPublishSchema, response: s.AppPublishResultSchema }),
  },
  /** The current enterprise's deployment of an application `{id, url, status}` (a real check), or null. */
  getAppDeployment: {
    method: 'GET',
    path: '/api-tenant/app/deployment',
    access: { member: 'current' },
    schemas: (s) => ({ query: s.AppDeploymentQuerySchema, response: s.AppDeploymentSchema }),
  },
});

/** Running apps (`space-apps-management`, enterprise and platform variants): read, start, stop, delete, upgrade. */
export const deploymentContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * A page of the current enterprise's deployed apps, each with its status from a real check now, and the counts of all
   * of them by status (`runningNum`, `stoppedNum`, `crashedNum`, `unknownNum`, `bootingNum`).
   */
  listDeployments: {
    method: 'GET',
    path: '/api-tenant/deployments',
    access: { privilege: 'space-apps-management:view' },
    schemas: (s) => ({ query: s.DeploymentListQuerySchema, response: s.DeploymentPageSchema }),
  },
  /**
   * A page of every enterprise's deployed apps (or one `enterpriseId`'s), newest first, statuses checked now; the
   * counts are of the page.
   */
  listPlatformDeployments: {
    method: 'GET',
    path: '/api-tenant/platformDeployments',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.PlatformDeploymentListQuerySchema, response: s.DeploymentPageSchema }),
  },
  /**
   * A deployment of the current enterprise (platform administrators: any) with its database (no password), its ledger
   * of revisions, purchases and the last 48 hours of use.
   */
  getDeployment: {
    method: 'GET',
    path: '/api-tenant/deployments/{id}',
    access: { privilege: 'space-apps-management:view' },
    schemas: (s) => ({
      params: s.DeploymentIdParamsSchema,
      query: s.NoDeploymentQuerySchema,
      response: s.DeploymentDetailSchema,
    }),
  },
  /** Starts a stopped (or crashed) deployment through its driver; 409 `expired` after its purchase ended. */
  startDeployment: {
    method: 'POST',
    path: '/api-tenant/deployments/{id}/start',
    access: { privilege: 'space-apps-management:edit' },
    schemas: (s) => ({ params: s.DeploymentIdParamsSchema, response: s.DeploymentSummarySchema }),
  },
  /** Stops a deployment (it stays deployed, its quota reserved). */
  stopDeployment: {
    method: 'POST',
    path: '/api-tenant/deployments/{id}/stop',
    access: { privilege: 'space-apps-management:edit' },
    schemas: (s) => ({ params: s.DeploymentIdParamsSchema, response: s.DeploymentSummarySchema }),
  },
  /**
   * Removes a deployment from the runtime, releases its quota, deletes its database password and its menu entry; its
   * ledger and purchases stay. No refund of the months left.
   */
  deleteDeployment: {
    method: 'DELETE',
    path: '/api-tenant/deployments/{id}',
    access: { privilege: 'space-apps-management:delete' },
    schemas: (s) => ({ params: s.DeploymentIdParamsSchema, response: s.DeploymentDeletedSchema }),
  },
  /**
   * Runs the saga for a newer approved version (`versionId`, else the one offered); when its health check fails the
   * previous revision runs again by itself (outcome `returned`). 409 `busy` while a saga runs.
   */
  upgradeDeployment: {
    method: 'POST',
    path: '/api-tenant/deployments/{id}/upgrade',
    access: { privilege: 'space-apps-management:edit' },
    schemas: (s) => ({
      params: s.DeploymentIdParamsSchema,
      body: s.DeploymentUpgradeSchema,
      response: s.DeploymentChangeResultSchema,
    }),
  },
  /** Runs an earlier succeeded revision again (a new `restore` revision); 409 `busy` while a saga runs. */
  restoreDeployment: {
    method: 'POST',
    path: '/api-tenant/deployments/{id}/restore',
    access: { privilege: 'space-apps-management:edit' },
    schemas: (s) => ({
      params: s.DeploymentIdParamsSchema,
      body: s.DeploymentRestoreSchema,
      response: s.DeploymentChangeResultSchema,
    }),
  },
});

/** Every deployments table (served by /api-tenant; `shared/contracts/index.ts`). */
export const deploymentsTables = [tenantAppContracts, deploymentContracts];
