import { defineContracts } from './contract.js';

/**
 * The certification contracts: enterprise details, personal certification and their review (spec doc 1 §3, §5,
 * §7; the submit and review calls are ours, docs/certification.md). The schemas load with the first request that
 * needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({
  ...(await import('../schemas/certification.js')),
});

/** Enterprise details (the Enterprise info object). */
export const enterpriseCertificationContracts = /* @__PURE__ */ defineContracts(schemas, {
  enterpriseInfoes: {
    method: 'GET',
    path: '/api-user/enterpriseInfoes',
    access: 'authenticated',
    summary: "An enterprise's details: its members, auditors and platform administrators.",
    schemas: (s) => ({ query: s.EnterpriseInfoQuerySchema, response: s.EnterpriseInfoSchema }),
  },
  createEnterpriseInfo: {
    method: 'POST',
    path: '/api-user/enterpriseInfoes',
    access: 'authenticated',
    summary: 'Creates an enterprise from its details (status 1); the caller becomes its administrator (201).',
    schemas: (s) => ({ body: s.EnterpriseInfoInputSchema, response: s.EnterpriseInfoSchema }),
  },
  updateEnterpriseInfo: {
    method: 'PUT',
    path: '/api-user/enterpriseInfoes/{id}',
    access: { privilege: 'edit-enterprise-details:edit', enterprise: 'path.id' },
    summary: 'Edits the details and restarts verification (status 2); 409 on a stale version.',
    schemas: (s) => ({
      params: s.EnterpriseInfoPathSchema,
      body: s.EnterpriseInfoInputSchema,
      response: s.EnterpriseInfoSchema,
    }),
  },
});

/** Personal (real-name) certification. */
export const userCertificationContracts = /* @__PURE__ */ defineContracts(schemas, {
  userCertifies: {
    method: 'GET',
    path: '/api-user/userCertifies',
    access: 'authenticated',
    summary:
      "A user's personal certification: the user, auditors and platform administrators; null before a first submission.",
    schemas: (s) => ({ query: s.UserCertifyQuerySchema, response: s.UserCertifyOrNoneSchema }),
  },
  createUserCertify: {
    method: 'POST',
    path: '/api-user/userCertifies',
    access: 'authenticated',
    summary: "Submits the caller's personal certification (status 1, 201); 409 when one exists.",
    schemas: (s) => ({ body: s.UserCertifyInputSchema, response: s.UserCertifySchema }),
  },
  updateUserCertify: {
    method: 'PUT',
    path: '/api-user/userCertifies/{userId}',
    access: { self: 'path.userId' },
    summary: "Edits the caller's certification and restarts verification (status 2); 409 on a stale version.",
    schemas: (s) => ({
      params: s.UserCertifyPathSchema,
      body: s.UserCertifyInputSchema,
      response: s.UserCertifySchema,
    }),
  },
});

/** The auditors' review queues and decisions. */
export const reviewContracts = /* @__PURE__ */ defineContracts(schemas, {
  enterpriseVerifications: {
    method: 'GET',
    path: '/api-user/enterpriseVerifications',
    access: 'auditor',
    summary: 'The enterprise review queue, newest submission first; no status = pending.',
    schemas: (s) => ({ query: s.EnterpriseVerificationQuerySchema, response: s.EnterpriseVerificationPageSchema }),
  },
  userVerifications: {
    method: 'GET',
    path: '/api-user/userVerifications',
    access: 'auditor',
    summary: 'The personal certification review queue, newest submission first; no status = pending.',
    schemas: (s) => ({ query: s.UserVerificationQuerySchema, response: s.UserVerificationPageSchema }),
  },
  submitEnterpriseReview: {
    method: 'POST',
    path: '/api-user/enterpriseInfoes/{id}/reviews',
    access: 'auditor',
    summary: "Approves or rejects an enterprise's current submission and notifies its submitter and administrators.",
    schemas: (s) => ({
      params: s.EnterpriseInfoPathSchema,
      body: s.ReviewDecisionSchema,
      response: s.ReviewRecordSchema,
    }),
  },
  enterpriseReviews: {
    method: 'GET',
    path: '/api-user/enterpriseInfoes/{id}/reviews',
    access: 'auditor',
    summary: 'The review history of an enterprise, newest first.',
    schemas: (s) => ({ params: s.EnterpriseInfoPathSchema, response: s.ReviewRecordListSchema }),
  },
  submitUserReview: {
    method: 'POST',
    path: '/api-user/userCertifies/{userId}/reviews',
    access: 'auditor',
    summary: "Approves or rejects a user's current personal certification and notifies the user.",
    schemas: (s) => ({
      params: s.UserCertifyPathSchema,
      body: s.ReviewDecisionSchema,
      response: s.ReviewRecordSchema,
    }),
  },
  userReviews: {
    method: 'GET',
    path: '/api-user/userCertifies/{userId}/reviews',
    access: 'auditor',
    summary: "The review history of a user's personal certification, newest first.",
    schemas: (s) => ({ params: s.UserCertifyPathSchema, response: s.ReviewRecordListSchema }),
  },
});

/** Every contract table of the certification domain (the API index, `shared/contracts/index.ts`, lists them). */
export const certificationTables = [enterpriseCertificationContracts, userCertificationContracts, reviewContracts];
