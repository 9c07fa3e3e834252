import { defineContracts } from './contract.js';

/**
 * The /api-tenant and /api-namespace contracts (spec doc 2 §2–§9; docs/tenancy.md): tenant spaces and their audit,
 * version publications into the platform namespace, and the enterprise's quotas. The schemas load with the first
 * request that needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({
  ...(await import('../schemas/tenancy.js')),
  ...(await import('../schemas/tenancy-responses.js')),
});

/** Tenant spaces (`initialize-tenant-space`, `namespace-verify-page`): rent, read, audit, change status. */
export const namespaceContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * Rents a tenant space for the current enterprise: the plan's price × months is charged from its balance in the same
   * transaction (409 `insufficientBalance`); the domain is unique, one live space per enterprise.
   */
  initializeNamespace: {
    method: 'POST',
    path: '/api-tenant/namespace/initialize',
    access: { privilege: 'initialize-tenant-space:add' },
    schemas: (s) => ({ body: s.InitializeNamespaceSchema, response: s.NamespaceSchema }),
  },
  /**
   * A space by its id, or by an enterprise's id that enterprise's live space (null when it has none): members of its
   * enterprise, auditors and platform administrators; 404 for anyone else.
   */
  getNamespace: {
    method: 'GET',
    path: '/api-tenant/namespace/getNamespace/{id}',
    access: 'authenticated',
    schemas: (s) => ({
      params: s.TenancyIdParamsSchema,
      query: s.NoTenancyQuerySchema,
      response: s.NamespaceOrNoneSchema,
    }),
  },
  /**
   * A page of spaces: platform administrators every enterprise's (by status or enterprise), others their current
   * enterprise's, newest first.
   */
  getNamespaces: {
    method: 'GET',
    path: '/api-tenant/namespace/getNamespaces',
    access: 'authenticated',
    nextCursorHeader: true,
    schemas: (s) => ({ query: s.NamespaceListQuerySchema, response: s.NamespaceListSchema }),
  },
  /** The current enterprise's online spaces and the platform namespace (the nil id). */
  getNamespacesForMainApp: {
    method: 'GET',
    path: '/api-tenant/namespace/getNamespacesForMainApp',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoTenancyQuerySchema, response: s.MainAppNamespaceListSchema }),
  },
  /** A page of the spaces waiting for audit, oldest first, narrowed by part of the domain (`name`). */
  getNamespaceForVerify: {
    method: 'GET',
    path: '/api-tenant/namespace/getNamespaceForVerify',
    access: 'auditor',
    nextCursorHeader: true,
    schemas: (s) => ({ query: s.NamespaceVerifyQuerySchema, response: s.NamespaceListSchema }),
  },
  /**
   * Audits a waiting space (body: its id, or `{id, status: {code}}`): code 2 (or none) approves and grants the plan's
   * quota; any other code rejects, refunds the rent and frees the domain. The enterprise is told.
   */
  updateNamespaceStatus: {
    method: 'PUT',
    path: '/api-tenant/namespace/updateNamespaceStatus',
    access: 'auditor',
    schemas: (s) => ({ body: s.NamespaceAuditSchema, response: s.NamespaceStatusResultSchema }),
  },
  /** Takes a space offline (4), back online (3) or seals it (5), by the transition table. */
  changeNamespaceStatus: {
    method: 'PUT',
    path: '/api-tenant/namespace/changeNamespaceStatus',
    access: 'platform-admin',
    schemas: (s) => ({ body: s.NamespaceStatusChangeSchema, response: s.NamespaceStatusResultSchema }),
  },
});

/** Version publications into the platform namespace: the audit queue (api-tenant). */
export const namespaceVersionQueueContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** A page of approved versions waiting to be published into the platform namespace, oldest first. */
  getNamespaceVersionForVerify: {
    method: 'GET',
    path: '/api-tenant/getVersionForVerify',
    access: 'auditor',
    nextCursorHeader: true,
    schemas: (s) => ({ query: s.VersionVerifyQuerySchema, response: s.NamespaceVersionListSchema }),
  },
});

/** Version publications: the decision (api-namespace). */
export const namespaceVersionContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Publishes a waiting version into the platform namespace (code 2) or rejects it (any other code). */
  updateNamespaceVersionStatus: {
    method: 'PUT',
    path: '/api-namespace/updateVersionStatus',
    access: 'auditor',
    schemas: (s) => ({ body: s.VersionAuditSchema, response: s.NamespaceVersionResultSchema }),
  },
});

/** Quotas (`increase-quota`, `apply-bigdata-quota`, `apply-tsdatabase-space`): read and raise them. */
export const quotaContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** An enterprise's quota items: total, reserved by deployments, available. */
  getOrgQuotas: {
    method: 'GET',
    path: '/api-tenant/org-quotas/',
    access: { member: 'query.enterprise-code' },
    schemas: (s) => ({ query: s.OrgQuotaQuerySchema, response: s.OrgQuotaListSchema }),
  },
  /**
   * Raises the current enterprise's quota items for `months` (default 1): charged from its balance in the same
   * transaction as the grant; needs an online space.
   */
  applyQuota: {
    method: 'POST',
    path: '/api-tenant/quota/apply',
    access: {
      privilege: ['increase-quota:add', 'apply-bigdata-quota:add', 'apply-tsdatabase-space:add'],
    },
    schemas: (s) => ({ body: s.QuotaApplicationSchema, response: s.QuotaGrantResultSchema }),
  },
});

/** Every tenancy table served by /api-tenant. */
export const tenantTables = [namespaceContracts, namespaceVersionQueueContracts, quotaContracts];
/** Every tenancy table served by /api-namespace. */
export const namespaceTables = [namespaceVersionContracts];
/**
 * Every contract table of the tenancy domain (the API index, `shared/contracts/index.ts`, lists them). Listed, not
 * spread: esbuild keeps a spread as a side effect, and with it each prefix's tables in the other's bundle.
 */
export const tenancyTables = [
  namespaceContracts,
  namespaceVersionQueueContracts,
  quotaContracts,
  namespaceVersionContracts,
];
