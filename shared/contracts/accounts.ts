import { defineContracts } from './contract.js';

/**
 * The /api-account contracts (the spec's `executePayment`; balances, ledgers and top-up requests are our design,
 * docs/money.md). The schemas load with the first request that needs them (see `shared/contracts/contract.ts`).
 */
const schemas = () => import('../schemas/accounts.js');

/** Payments: the spec's one call. */
export const paymentContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * Pays `cost` yuan from the caller's own account or an enterprise's (`account`, with enterprise-account:pay there)
   * and answers the balance; with `appPlanId` and `periods` the server prices the offer and refuses another `cost` (400
   * naming the price); `idempotencyKey` (or the Idempotency-Key header) makes a retry answer the first answer; 409
   * `insufficientBalance` when the balance does not cover it.
   */
  executePayment: {
    method: 'POST',
    path: '/api-account/executePayment',
    access: { self: 'body.userId' },
    schemas: (s) => ({ body: s.ExecutePaymentSchema, response: s.PaymentResponseSchema }),
  },
});

/** Balances and ledgers: the caller's own account and an enterprise's. */
export const accountContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The caller's own balance. */
  getPersonAccount: {
    method: 'GET',
    path: '/api-account/accounts/person',
    access: 'authenticated',
    schemas: (s) => ({ query: s.NoAccountQuerySchema, response: s.AccountResponseSchema }),
  },
  /** An enterprise's balance. */
  getEnterpriseAccount: {
    method: 'GET',
    path: '/api-account/accounts/enterprise/{enterpriseId}',
    access: { privilege: 'enterprise-account:view', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({
      params: s.EnterpriseAccountParamsSchema,
      query: s.NoAccountQuerySchema,
      response: s.AccountResponseSchema,
    }),
  },
  /** A page of the caller's own ledger, newest first; `kind` keeps one kind, `from`/`to` a time range. */
  getPersonLedger: {
    method: 'GET',
    path: '/api-account/ledger/person',
    access: 'authenticated',
    schemas: (s) => ({ query: s.LedgerQuerySchema, response: s.LedgerPageSchema }),
  },
  /** A page of an enterprise's ledger, newest first; `kind` keeps one kind, `from`/`to` a time range. */
  getEnterpriseLedger: {
    method: 'GET',
    path: '/api-account/ledger/enterprise/{enterpriseId}',
    access: { privilege: 'enterprise-account:view', enterprise: 'path.enterpriseId' },
    schemas: (s) => ({
      params: s.EnterpriseAccountParamsSchema,
      query: s.LedgerQuerySchema,
      response: s.LedgerPageSchema,
    }),
  },
});

/** Top-up requests: there is no payment provider; a platform administrator confirms a request, which credits. */
export const topUpContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * Requests a top-up of the caller's own account (`account` `person`) or an enterprise's (its id, with
   * enterprise-account:pay there); the platform administrators are told.
   */
  createTopUpRequest: {
    method: 'POST',
    path: '/api-account/topUpRequests',
    access: 'authenticated',
    schemas: (s) => ({ body: s.TopUpRequestCreateSchema, response: s.TopUpRequestSchema }),
  },
  /** A page of the caller's own top-up requests, newest first (`status` keeps one status). */
  listTopUpRequests: {
    method: 'GET',
    path: '/api-account/topUpRequests',
    access: 'authenticated',
    schemas: (s) => ({ query: s.TopUpRequestQuerySchema, response: s.TopUpRequestPageSchema }),
  },
  /** A page of the top-up requests in one status (pending unless said), newest first. */
  listTopUpRequestsForConfirmation: {
    method: 'GET',
    path: '/api-account/topUpRequestsForConfirmation',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.TopUpRequestQuerySchema, response: s.TopUpRequestPageSchema }),
  },
  /**
   * Confirms a pending top-up request: credits its account once (a second confirm answers the first) and tells the
   * requester; 409 once rejected.
   */
  confirmTopUpRequest: {
    method: 'PUT',
    path: '/api-account/topUpRequests/{id}/confirm',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.TopUpRequestParamsSchema, response: s.TopUpRequestSchema }),
  },
  /** Rejects a pending top-up request with a reason and tells the requester; 409 once decided. */
  rejectTopUpRequest: {
    method: 'PUT',
    path: '/api-account/topUpRequests/{id}/reject',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.TopUpRequestParamsSchema, body: s.TopUpRejectSchema, response: s.TopUpRequestSchema }),
  },
});

/** Every accounts table (`shared/contracts/index.ts`). */
export const accountsTables = [paymentContracts, accountContracts, topUpContracts];
