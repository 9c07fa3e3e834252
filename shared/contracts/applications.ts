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
  getApplicationTerminal: {
    method: 'GET',
    path: '/api-application/getApplicationTerminal',
    access: 'authenticated',
    summary: 'The application terminals (web, mobile): a list of `{id, code, name, nameEn}`.',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AppLookupResponseSchema }),
  },
  getApplicationModel: {
    method: 'GET',
    path: '/api-application/getApplicationModel',
    access: 'authenticated',
    summary: 'The deployment models: a list of `{id, code, name, nameEn}`.',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AppLookupResponseSchema }),
  },
  getApplicationType: {
    method: 'GET',
    path: '/api-application/getApplicationType',
    access: 'authenticated',
    summary: 'The application types (market, exclusive): a list of `{id, code, name, nameEn}`.',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AppLookupResponseSchema }),
  },
  getSourceType: {
    method: 'GET',
    path: '/api-application/getSourceType',
    access: 'authenticated',
    summary: 'The source types (languages): a list of `{id, code, name, nameEn}`.',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.AppLookupResponseSchema }),
  },
  getApplicationCategoryTree: {
    method: 'GET',
    path: '/api-application/getApplicationCategoryTree',
    // Anyone: the public market's filters and sections name its categories (docs/market.md).
    access: 'public',
    summary: 'The two-level category tree.',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.CategoryTreeResponseSchema }),
  },
  getApplicationCategoryByParentId: {
    method: 'GET',
    path: '/api-application/getApplicationCategoryByParentId',
    access: 'authenticated',
    summary: 'The categories below a parent (without `parentId`: the parent categories).',
    schemas: (s) => ({ query: s.ParentIdQuerySchema, response: s.CategoryTreeResponseSchema }),
  },
  updateApplicationCategory: {
    method: 'POST',
    path: '/api-application/updateApplicationCategory',
    access: 'platform-admin',
    summary: 'Saves the whole category tree (codes unique); 409 when a category in use would be removed or moved.',
    schemas: (s) => ({ body: s.CategoryTreeInputSchema, response: s.CategoryTreeResponseSchema }),
  },
  deleteApplicationCategory: {
    method: 'PUT',
    path: '/api-application/deleteApplicationCategory/{categoryId}',
    access: 'platform-admin',
    summary: 'Deletes one category; 409 while an application uses it.',
    schemas: (s) => ({ params: s.CategoryIdParamsSchema, response: s.DeletedSchema }),
  },
});

/** Applications and modules: create, edit, read, and the publisher's lists (doc 2 §7). */
export const applicationContracts = /* @__PURE__ */ defineContracts(schemas, {
  submitApplication: {
    method: 'POST',
    path: '/api-application/submitApplication',
    access: 'authenticated',
    summary: 'Creates an application or module in the scope `createCompanyId` asks for; code and names unique.',
    schemas: (s) => ({ body: s.SubmitApplicationSchema, response: s.SubmitApplicationResponseSchema }),
  },
  updateApplication: {
    method: 'PUT',
    path: '/api-application/updateApplication',
    access: 'authenticated',
    summary: "Edits an application's fields (takes the application as read; lists and plans are ignored).",
    schemas: (s) => ({ body: s.UpdateApplicationSchema, response: s.ApplicationSchema }),
  },
  getApplication: {
    method: 'GET',
    path: '/api-application/getApplication/{id}',
    access: 'authenticated',
    summary: 'One application with its modules, versions, plans and last review; 404 when not visible.',
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.ApplicationSchema }),
  },
  checkApplicationId: {
    method: 'GET',
    path: '/api-application/checkApplicationId/{applicationId}',
    access: 'authenticated',
    summary: 'Whether an application exists for the caller (a plan needs its application).',
    schemas: (s) => ({ params: s.ApplicationIdParamsSchema, response: s.CheckApplicationResponseSchema }),
  },
  getApplicationByUserId: {
    method: 'GET',
    path: '/api-application/getApplicationByUserId/{userId}',
    access: { self: 'path.userId' },
    summary: 'The applications a user created (the user themself).',
    schemas: (s) => ({ params: s.OwnerUserParamsSchema, response: s.ApplicationListResponseSchema }),
  },
  getApplicationByCompanyId: {
    method: 'GET',
    path: '/api-application/getApplicationByCompanyId/{enterpriseId}',
    access: { privilege: 'application-management-enterprise:view', enterprise: 'path.enterpriseId' },
    summary: "An enterprise's applications (the nil id: the platform's).",
    schemas: (s) => ({ params: s.CompanyParamsSchema, response: s.ApplicationListResponseSchema }),
  },
});

/** The audit queues, the review detail with its pre-review report, and the status changes (doc 2 §4, §7). */
export const auditContracts = /* @__PURE__ */ defineContracts(schemas, {
  getApplicationForVerifyList: {
    method: 'GET',
    path: '/api-application/getApplicationForVerify/',
    access: 'auditor',
    summary: 'The applications waiting for audit.',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.ApplicationListResponseSchema }),
  },
  getApplicationForVerify: {
    method: 'GET',
    path: '/api-application/getApplicationForVerify/{id}',
    access: 'auditor',
    summary: 'An application under audit with its review history and pre-review report.',
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.ApplicationForVerifyResponseSchema }),
  },
  getApplicationByStatus: {
    method: 'GET',
    path: '/api-application/getApplicationByStatus/{code}',
    access: 'auditor',
    summary: 'Every application in one status, platform-wide (ours: the application-list screens).',
    schemas: (s) => ({ params: s.StatusParamsSchema, response: s.ApplicationListResponseSchema }),
  },
  getVersionForVerifyList: {
    method: 'GET',
    path: '/api-application/getVersionForVerify/',
    access: 'auditor',
    summary: 'The versions waiting for audit.',
    schemas: (s) => ({ query: s.NoQuerySchema, response: s.VersionListResponseSchema }),
  },
  getVersionForVerify: {
    method: 'GET',
    path: '/api-application/getVersionForVerify/{id}',
    access: 'auditor',
    summary: 'A version under audit with its review history and pre-review report.',
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.VersionForVerifyResponseSchema }),
  },
  updateApplicationStatus: {
    method: 'PUT',
    path: '/api-application/updateApplicationStatus',
    access: 'authenticated',
    summary: "Changes an application's status by the transition table; 409 otherwise.",
    schemas: (s) => ({ body: s.StatusChangeSchema, response: s.StatusChangeResponseSchema }),
  },
  updateVersionStatus: {
    method: 'PUT',
    path: '/api-application/updateVersionStatus',
    access: 'authenticated',
    summary: "Changes a version's status by the transition table; approving hands it to tenancy.",
    schemas: (s) => ({ body: s.StatusChangeSchema, response: s.StatusChangeResponseSchema }),
  },
});

/** Resource plans of an application (doc 2 §3, §5, §7); `updateResource` is our design. */
export const resourceContracts = /* @__PURE__ */ defineContracts(schemas, {
  createResource: {
    method: 'POST',
    path: '/api-application/createResource',
    access: 'authenticated',
    summary: 'Creates a resource plan; name and code unique per application.',
    schemas: (s) => ({ body: s.CreateResourceSchema, response: s.ResourceSchema }),
  },
  updateResource: {
    method: 'PUT',
    path: '/api-application/updateResource',
    access: 'authenticated',
    summary: 'Edits a resource plan (ours: the resource-edit screen).',
    schemas: (s) => ({ body: s.UpdateResourceSchema, response: s.ResourceSchema }),
  },
  deleteResource: {
    method: 'DELETE',
    path: '/api-application/deleteResource/{resourceId}',
    access: 'authenticated',
    summary: 'Deletes a resource plan.',
    schemas: (s) => ({ params: s.ResourceIdParamsSchema, response: s.DeletedSchema }),
  },
  getApplicationPlanItemsByApplicationPlanId: {
    method: 'GET',
    path: '/api-application/getApplicationPlanItemsByApplicationPlanId',
    access: 'authenticated',
    summary: "A plan's quota items (disk, memory, CPU, users).",
    schemas: (s) => ({ query: s.PlanIdQuerySchema, response: s.PlanItemsResponseSchema }),
  },
});

/** Subscriptions (doc 2 §3, §7): always the caller's own. */
export const subscriptionContracts = /* @__PURE__ */ defineContracts(schemas, {
  submitSubscribe: {
    method: 'POST',
    path: '/api-application/submitSubscribe',
    access: 'authenticated',
    summary: 'Subscribes the caller to an online application (takes the Subscription; only `application.id` is read).',
    schemas: (s) => ({ body: s.SubscribeSchema, response: s.SubscriptionSchema }),
  },
  submitUnSubscribe: {
    method: 'PUT',
    path: '/api-application/submitUnSubscribe',
    access: 'authenticated',
    summary: "Ends the caller's subscription named by its id.",
    schemas: (s) => ({ body: s.UnsubscribeSchema, response: s.UnsubscribedSchema }),
  },
  getApplicationSubscribe: {
    method: 'POST',
    path: '/api-application/getApplicationSubscribe',
    access: 'authenticated',
    summary: "The caller's subscription to an application; an empty id means not subscribed.",
    schemas: (s) => ({ body: s.SubscribeSchema, response: s.SubscriptionLookupResponseSchema }),
  },
  getSubscribeUserIdsByApplicationId: {
    method: 'GET',
    path: '/api-application/getSubscribeUserIdsByApplicationId/{applicationId}',
    access: 'authenticated',
    summary: "The subscribers' user ids (the application's managers).",
    schemas: (s) => ({ params: s.ApplicationIdParamsSchema, response: s.SubscriberIdsResponseSchema }),
  },
});

/** Versions and major versions (doc 2 §7). */
export const versionContracts = /* @__PURE__ */ defineContracts(schemas, {
  submitVersion: {
    method: 'POST',
    path: '/api-application/submitVersion',
    access: 'authenticated',
    summary: 'Adds a version to a new or existing major version; the version number is unique per application.',
    schemas: (s) => ({ body: s.SubmitVersionSchema, response: s.SubmitVersionResponseSchema }),
  },
  updateVersion: {
    method: 'PUT',
    path: '/api-application/updateVersion',
    access: 'authenticated',
    summary: 'Edits a version (not under review or archived); every save sets it back to 0.',
    schemas: (s) => ({ body: s.UpdateVersionSchema, response: s.VersionSchema }),
  },
  getVersionById: {
    method: 'GET',
    path: '/api-application/getVersionById/{id}',
    access: 'authenticated',
    summary: 'One version with its major version and application.',
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.VersionSchema }),
  },
  getVersionByApplicationId: {
    method: 'GET',
    path: '/api-application/getVersionByApplicationId/{id}',
    access: 'authenticated',
    summary: "An application's versions.",
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.VersionListResponseSchema }),
  },
  getMajorVersionByApplicationId: {
    method: 'GET',
    path: '/api-application/getMajorVersionByApplicationId/{id}',
    access: 'authenticated',
    summary: "An application's major versions, each with its authorities and application.",
    schemas: (s) => ({ params: s.AppIdParamsSchema, response: s.MajorVersionListResponseSchema }),
  },
  getVersionByUserId: {
    method: 'GET',
    path: '/api-application/getVersionByUserId/{userId}',
    access: { self: 'path.userId' },
    summary: 'The versions a user released (the user themself).',
    schemas: (s) => ({ params: s.OwnerUserParamsSchema, response: s.VersionListResponseSchema }),
  },
  getVersionByCompanyId: {
    method: 'GET',
    path: '/api-application/getVersionByCompanyId/{enterpriseId}',
    access: { privilege: 'application-management-enterprise:view', enterprise: 'path.enterpriseId' },
    summary: "The versions of an enterprise's applications (the nil id: the platform's).",
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
