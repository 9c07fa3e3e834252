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
  /** An enterprise's details: its members, auditors and platform administrators. */
  enterpriseInfoes: {
    method: 'GET',
    path: '/api-user/enterpriseInfoes',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EnterpriseInfoQuerySchema, response: s.EnterpriseInfoSchema }),
  },
  /** Creates an enterprise from its details (status 1); the caller becomes its administrator (201). */
  createEnterpriseInfo: {
    method: 'POST',
    path: '/api-user/enterpriseInfoes',
    access: 'authenticated',
    schemas: (s) => ({ body: s.EnterpriseInfoInputSchema, response: s.EnterpriseInfoSchema }),
  },
  /** Edits the details and restarts verification (status 2); 409 on a stale version. */
  updateEnterpriseInfo: {
    method: 'PUT',
    path: '/api-user/enterpriseInfoes/{id}',
    access: { privilege: 'edit-enterprise-details:edit', enterprise: 'path.id' },
    schemas: (s) => ({
      params: s.EnterpriseInfoPathSchema,
      body: s.EnterpriseInfoInputSchema,
      response: s.EnterpriseInfoSchema,
    }),
  },
});

/** Personal (real-name) certification. */
export const userCertificationContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * A user's personal certification: the user, auditors and platform administrators; null before a first submission.
   */
  userCertifies: {
    method: 'GET',
    path: '/api-user/userCertifies',
    access: 'authenticated',
    schemas: (s) => ({ query: s.UserCertifyQuerySchema, response: s.UserCertifyOrNoneSchema }),
  },
  /** Submits the caller's personal certification (status 1, 201); 409 when one exists. */
  createUserCertify: {
    method: 'POST',
    path: '/api-user/userCertifies',
    access: 'authenticated',
    schemas: (s) => ({ body: s.UserCertifyInputSchema, response: s.UserCertifySchema }),
  },
  /** Edits the caller's certification and restarts verification (status 2); 409 on a stale version. */
  updateUserCertify: {
    method: 'PUT',
    path: '/api-user/userCertifies/{userId}',
    access: { self: 'path.userId' },
    schemas: (s) => ({
      params: s.UserCertifyPathSchema,
      body: s.UserCertifyInputSchema,
      response: s.UserCertifySchema,
    }),
  },
});

/** The auditors' review queues and decisions. */
export const reviewContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The enterprise review queue, newest submission first; no status = pending. */
  enterpriseVerifications: {
    method: 'GET',
    path: '/api-user/enterpriseVerifications',
    access: 'auditor',
    schemas: (s) => ({ query: s.EnterpriseVerificationQuerySchema, response: s.EnterpriseVerificationPageSchema }),
  },
  /** The personal certification review queue, newest submission first; no status = pending. */
  userVerifications: {
    method: 'GET',
    path: '/api-user/userVerifications',
    access: 'auditor',
    schemas: (s) => ({ query: s.UserVerificationQuerySchema, response: s.UserVerificationPageSchema }),
  },
  /** Approves or rejects an enterprise's current submission and notifies its submitter and administrators. */
  submitEnterpriseReview: {
    method: 'POST',
    path: '/api-user/enterpriseInfoes/{id}/reviews',
    access: 'auditor',
    schemas: (s) => ({
      params: s.EnterpriseInfoPathSchema,
      body: s.ReviewDecisionSchema,
      response: s.ReviewRecordSchema,
    }),
  },
  /** The review history of an enterprise, newest first. */
  enterpriseReviews: {
    method: 'GET',
    path: '/api-user/enterpriseInfoes/{id}/reviews',
    access: 'auditor',
    schemas: (s) => ({ params: s.EnterpriseInfoPathSchema, response: s.ReviewRecordListSchema }),
  },
  /** Approves or rejects a user's current personal certification and notifies the user. */
  submitUserReview: {
    method: 'POST',
    path: '/api-user/userCertifies/{userId}/reviews',
    access: 'auditor',
    schemas: (s) => ({
      params: s.UserCertifyPathSchema,
      body: s.ReviewDecisionSchema,
      response: s.ReviewRecordSchema,
    }),
  },
  /** The review history of a user's personal certification, newest first. */
  userReviews: {
    method: 'GET',
    path: '/api-user/userCertifies/{userId}/reviews',
    access: 'auditor',
    schemas: (s) => ({ params: s.UserCertifyPathSchema, response: s.ReviewRecordListSchema }),
  },
});

/** Every contract table of the certification domain (the API index, `shared/contracts/index.ts`, lists them). */
export const certificationTables = [enterpriseCertificationContracts, userCertificationContracts, reviewContracts];
