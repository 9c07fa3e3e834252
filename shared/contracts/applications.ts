import { defineContracts } from './contract.js';

/**
 * The /api-application contracts (spec doc 2 §7; docs/applications.md). The schemas load with the first request
 * that needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({
  ...(await import('../schemas/application.js')),
  ...(await import('../schemas/application-responses.js')),
});

/**
 * Lookups and the category tree (doc 2 §7): lookups read by every signed-in user, the tree by anyone (the public
 * market) and written by platform admins.
 */
export const catalogueContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The application terminals (web, mobile): a list of `{id, code, name, nameEn}`. */
  getApplicationTerminal: {
    method: 'GET',
    path: '/api-application/getApplicationTerminal',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AppLookupResponseSchema }),
  },
  /** The deployment models: a list of `{id, code, name, nameEn}`. */
  getApplicationModel: {
    method: 'GET',
    path: '/api-application/getApplicationModel',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AppLookupResponseSchema }),
  },
  /** The application types (market, exclusive): a list of `{id, code, name, nameEn}`. */
  getApplicationType: {
    method: 'GET',
    path: '/api-application/getApplicationType',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AppLookupResponseSchema }),
  },
  /** The source types (languages): a list of `{id, code, name, nameEn}`. */
  getSourceType: {
    method: 'GET',
    path: '/api-application/getSourceType',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AppLookupResponseSchema }),
  },
  /** The two-level category tree. */
  getApplicationCategoryTree: {
    method: 'GET',
    path: '/api-application/getApplicationCategoryTree',
    // Anyone: the public market's filters and sections name its categories (docs/market.md).
    access: 'public',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.CategoryTreeResponseSchema }),
  },
  /** The categories below a parent (without `parentId`: the parent categories). */
  getApplicationCategoryByParentId: {
    method: 'GET',
    path: '/api-application/getApplicationCategoryByParentId',
    access: 'authenticated',
    schemas: (s) => ({ query: s.ParentIdQuerySchema, response: s.CategoryTreeResponseSchema }),
  },
  /** Saves the whole category tree (codes unique); 409 when a category in use would be removed or moved. */
  updateApplicationCategory: {
    method: 'POST',
    path: '/api-application/updateApplicationCategory',
    access: 'platform-admin',
    schemas: (s) => ({ body: s.CategoryTreeInputSchema, response: s.CategoryTreeResponseSchema }),
  },
  /** Deletes one category; 409 while an application uses it. */
  deleteApplicationCategory: {
    method: 'PUT',
    path: '/api-application/deleteApplicationCategory/{categoryId}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.CategoryIdParamsSchema, response: s.DeletedSchema }),
  },
});

/** Applications and modules: create, edit, read, and the publisher's lists (doc 2 §7). */
export const applicationContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Creates an application or module in the scope `createCompanyId` asks for; code and names unique. */
  submitApplication: {
    method: 'POST',
    path: '/api-application/submitApplication',
    access: 'authenticated',
    schemas: (s) => ({ body: s.SubmitApplicationSchema, response: s.SubmitApplicationResponseSchema }),
  },
  /** Edits an application's fields (takes the application as read; lists and plans are ignored). */
  updateApplication: {
    method: 'PUT',
    path: '/api-application/updateApplication',
    access: 'authenticated',
    schemas: (s) => ({ body: s.UpdateApplicationSchema, response: s.ApplicationSchema }),
  },
  /** One application with its modules, versions, plans and last review; 404 when not visible. */
  getApplication: {
    method: 'GET',
    path: '/api-application/getApplication/{id}',
    access: 'authenticated',
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.ApplicationSchema }),
  },
  /** Whether an application exists for the caller (a plan needs its application). */
  checkApplicationId: {
    method: 'GET',
    path: '/api-application/checkApplicationId/{applicationId}',
    access: 'authenticated',
    schemas: (s) => ({ params: s.ApplicationIdParamsSchema, response: s.CheckApplicationResponseSchema }),
  },
  /** The applications a user created (the user themself). */
  getApplicationByUserId: {
    method: 'GET',
    path: '/api-application/getApplicationByUserId/{userId}',
    access: { self: 'path.userId' },
    schemas: (s) => ({ params: s.OwnerUserParamsSchema, response: s.ApplicationListResponseSchema }),
  },
  /** An enterprise's applications (the nil id: the platform's). */
  getApplicationByCompanyId: {
    method: 'GET',
    path: '/api-application/getApplicationByCompanyId/{enterpriseId}',
    access: { privilege: 'application-management-enterprise:view', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({ params: s.CompanyParamsSchema, response: s.ApplicationListResponseSchema }),
  },
});

/** The audit queues, the review detail with its pre-review report, and the status changes (doc 2 §4, §7). */
export const auditContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The applications waiting for audit. */
  getApplicationForVerifyList: {
    method: 'GET',
    path: '/api-application/getApplicationForVerify/',
    access: 'auditor',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.ApplicationListResponseSchema }),
  },
  /** An application under audit with its review history and pre-review report. */
  getApplicationForVerify: {
    method: 'GET',
    path: '/api-application/getApplicationForVerify/{id}',
    access: 'auditor',
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.ApplicationForVerifyResponseSchema }),
  },
  /** Every application in one status, platform-wide (ours: the application-list screens). */
  getApplicationByStatus: {
    method: 'GET',
    path: '/api-application/getApplicationByStatus/{code}',
    access: 'auditor',
    schemas: (s) => ({ params: s.StatusParamsSchema, response: s.ApplicationListResponseSchema }),
  },
  /** The versions waiting for audit. */
  getVersionForVerifyList: {
    method: 'GET',
    path: '/api-application/getVersionForVerify/',
    access: 'auditor',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.VersionListResponseSchema }),
  },
  /** A version under audit with its review history and pre-review report. */
  getVersionForVerify: {
    method: 'GET',
    path: '/api-application/getVersionForVerify/{id}',
    access: 'auditor',
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.VersionForVerifyResponseSchema }),
  },
  /** Changes an application's status by the transition table; 409 otherwise. */
  updateApplicationStatus: {
    method: 'PUT',
    path: '/api-application/updateApplicationStatus',
    access: 'authenticated',
    schemas: (s) => ({ body: s.StatusChangeSchema, response: s.StatusChangeResponseSchema }),
  },
  /** Changes a version's status by the transition table; approving hands it to tenancy. */
  updateVersionStatus: {
    method: 'PUT',
    path: '/api-application/updateVersionStatus',
    access: 'authenticated',
    schemas: (s) => ({ body: s.StatusChangeSchema, response: s.StatusChangeResponseSchema }),
  },
});

/** Resource plans of an application (doc 2 §3, §5, §7); `updateResource` is our design. */
export const resourceContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Creates a resource plan; name and code unique per application. */
  createResource: {
    method: 'POST',
    path: '/api-application/createResource',
    access: 'authenticated',
    schemas: (s) => ({ body: s.CreateResourceSchema, response: s.ResourceSchema }),
  },
  /** Edits a resource plan (ours: the resource-edit screen). */
  updateResource: {
    method: 'PUT',
    path: '/api-application/updateResource',
    access: 'authenticated',
    schemas: (s) => ({ body: s.UpdateResourceSchema, response: s.ResourceSchema }),
  },
  /** Deletes a resource plan. */
  deleteResource: {
    method: 'DELETE',
    path: '/api-application/deleteResource/{resourceId}',
    access: 'authenticated',
    schemas: (s) => ({ params: s.ResourceIdParamsSchema, response: s.DeletedSchema }),
  },
  /** A plan's quota items (disk, memory, CPU, users). */
  getApplicationPlanItemsByApplicationPlanId: {
    method: 'GET',
    path: '/api-application/getApplicationPlanItemsByApplicationPlanId',
    access: 'authenticated',
    schemas: (s) => ({ query: s.PlanIdQuerySchema, response: s.PlanItemsResponseSchema }),
  },
});

/** Subscriptions (doc 2 §3, §7): always the caller's own. */
export const subscriptionContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Subscribes the caller to an online application (takes the Subscription; only `application.id` is read). */
  submitSubscribe: {
    method: 'POST',
    path: '/api-application/submitSubscribe',
    access: 'authenticated',
    schemas: (s) => ({ body: s.SubscribeSchema, response: s.SubscriptionSchema }),
  },
  /** Ends the caller's subscription named by its id. */
  submitUnSubscribe: {
    method: 'PUT',
    path: '/api-application/submitUnSubscribe',
    access: 'authenticated',
    schemas: (s) => ({ body: s.UnsubscribeSchema, response: s.UnsubscribedSchema }),
  },
  /** The caller's subscription to an application; an empty id means not subscribed. */
  getApplicationSubscribe: {
    method: 'POST',
    path: '/api-application/getApplicationSubscribe',
    access: 'authenticated',
    schemas: (s) => ({ body: s.SubscribeSchema, response: s.SubscriptionLookupResponseSchema }),
  },
  /** The subscribers' user ids (the application's managers). */
  getSubscribeUserIdsByApplicationId: {
    method: 'GET',
    path: '/api-application/getSubscribeUserIdsByApplicationId/{applicationId}',
    access: 'authenticated',
    schemas: (s) => ({ params: s.ApplicationIdParamsSchema, response: s.SubscriberIdsResponseSchema }),
  },
});

/** Versions and major versions (doc 2 §7). */
export const versionContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Adds a version to a new or existing major version; the version number is unique per application. */
  submitVersion: {
    method: 'POST',
    path: '/api-application/submitVersion',
    access: 'authenticated',
    schemas: (s) => ({ body: s.SubmitVersionSchema, response: s.SubmitVersionResponseSchema }),
  },
  /** Edits a version (not under review or archived); every save sets it back to 0. */
  updateVersion: {
    method: 'PUT',
    path: '/api-application/updateVersion',
    access: 'authenticated',
    schemas: (s) => ({ body: s.UpdateVersionSchema, response: s.VersionSchema }),
  },
  /** One version with its major version and application. */
  getVersionById: {
    method: 'GET',
    path: '/api-application/getVersionById/{id}',
    access: 'authenticated',
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.VersionSchema }),
  },
  /** An application's versions. */
  getVersionByApplicationId: {
    method: 'GET',
    path: '/api-application/getVersionByApplicationId/{id}',
    access: 'authenticated',
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.VersionListResponseSchema }),
  },
  /** An application's major versions, each with its authorities and application. */
  getMajorVersionByApplicationId: {
    method: 'GET',
    path: '/api-application/getMajorVersionByApplicationId/{id}',
    access: 'authenticated',
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.MajorVersionListResponseSchema }),
  },
  /** The versions a user released (the user themself). */
  getVersionByUserId: {
    method: 'GET',
    path: '/api-application/getVersionByUserId/{userId}',
    access: { self: 'path.userId' },
    schemas: (s) => ({ params: s.OwnerUserParamsSchema, response: s.VersionListResponseSchema }),
  },
  /** The versions of an enterprise's applications (the nil id: the platform's). */
  getVersionByCompanyId: {
    method: 'GET',
    path: '/api-application/getVersionByCompanyId/{enterpriseId}',
    access: { privilege: 'application-management-enterprise:view', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({ params: s.CompanyParamsSchema, response: s.VersionListResponseSchema }),
  },
});

/** Every contract table of the applications domain (the API index, `shared/contracts/index.ts`, lists them). */
export const applicationsTables = [
  catalogueContracts,
  applicationContracts,
  auditContracts,
  resourceContracts,
  subscriptionContracts,
  versionContracts,
];
