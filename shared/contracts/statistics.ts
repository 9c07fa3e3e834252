import { defineContracts } from './contract.js';

/**
 * The /api-statistics contracts (ours; the spec names the screens but documents no call: docs/statistics.md): the
 * sign-in sessions the console opens, touches and ends, the failures it reports, who is signed in, the sign-in
 * history and statistics, and the SMS log. The schemas load with the first request that needs them.
 */
const schemas = async () => ({
  ...(await import('../schemas/statistics.js')),
  ...(await import('../schemas/statistics-responses.js')),
});

/**
 * An enterprise's view or, with no `enterpriseId`, the whole platform's: an enterprise administrator (the menu's
 * privilege in that enterprise) reads their own, a platform administrator any or all; another enterprise is 403.
 */
const enterpriseScoped = (privilege: `${string}:${string}`) =>
  ({ privilege, enterprise: 'query.enterpriseId', whenAbsent: 'platform-admin' }) as const;

/** The sign-in path: what the console records of its own sign-ins, never awaited before it goes on. */
export const signInSessionContracts = /* @__PURE__ */ defineContracts(schemas, {
  /**
   * Records the caller's sign-in (once per sign-in session; again is a no-op): its time, address, client and result.
   */
  startSignInSession: {
    method: 'POST',
    path: '/api-statistics/startSignInSession',
    access: 'authenticated',
    schemas: (s) => ({ response: s.SignInRecordedSchema }),
  },
  /** Marks the caller's sign-in session as seen now (the console's token refresh). */
  touchSignInSession: {
    method: 'POST',
    path: '/api-statistics/touchSignInSession',
    access: 'authenticated',
    schemas: (s) => ({ response: s.SignInSessionChangedSchema }),
  },
  /** Ends the caller's sign-in session in the current-users list (the console's sign-out, before it). */
  endSignInSession: {
    method: 'POST',
    path: '/api-statistics/endSignInSession',
    access: 'authenticated',
    schemas: (s) => ({ response: s.SignInSessionChangedSchema }),
  },
  /** Records a sign-in Cognito refused (wrong password, locked); limited per client address. */
  reportSignInFailure: {
    method: 'POST',
    path: '/api-statistics/reportSignInFailure',
    access: 'public',
    schemas: (s) => ({ body: s.SignInFailureReportSchema, response: s.SignInFailureRecordedSchema }),
  },
});

/** `/console/current-users`: who is signed in now. */
export const currentUserContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** A page of the sessions seen within the token lifetime, most recently seen first. */
  getCurrentUsers: {
    method: 'GET',
    path: '/api-statistics/getCurrentUsers',
    access: enterpriseScoped('current-users:view'),
    schemas: (s) => ({ query: s.CurrentUsersQuerySchema, response: s.CurrentUserPageSchema }),
  },
  /**
   * Signs a session's user out everywhere (Cognito's global sign-out and the token revocation): their next call is 401.
   */
  signOutUserSession: {
    method: 'POST',
    path: '/api-statistics/signOutUserSession/{userId}/{sessionId}',
    access: 'platform-admin',
    schemas: (s) => ({ params: s.SignInSessionParamsSchema, response: s.SignedOutSchema }),
  },
});

/** `/console/history-users` and `/console/login-statistics`. */
export const signInHistoryContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** A page of sign-in attempts, newest first, narrowed by user, result and date range (at most 31 days). */
  getSignInHistory: {
    method: 'GET',
    path: '/api-statistics/getSignInHistory',
    access: enterpriseScoped('history-users:view'),
    schemas: (s) => ({ query: s.SignInHistoryQuerySchema, response: s.SignInHistoryPageSchema }),
  },
  /** Successes and failures per day of the last 30 days and per hour of one day, from the counters. */
  getLoginStatistics: {
    method: 'GET',
    path: '/api-statistics/getLoginStatistics',
    access: enterpriseScoped('login-statistics:view'),
    schemas: (s) => ({ query: s.LoginStatisticsQuerySchema, response: s.LoginStatisticsSchema }),
  },
});

/** `/console/sms`: the SMS codes sent, platform-wide. */
export const smsLogContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** A page of one day's SMS code sends, newest first; phone and code masked. */
  getSmsLog: {
    method: 'GET',
    path: '/api-statistics/getSmsLog',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.SmsLogQuerySchema, response: s.SmsLogPageSchema }),
  },
  /** The sending limits of the code flows (registration; recovery and the sign-in phone check). */
  getSmsLimits: {
    method: 'GET',
    path: '/api-statistics/getSmsLimits',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.NoStatisticsQuerySchema, response: s.SmsLimitsSchema }),
  },
});

export const statisticsTables = [signInSessionContracts, currentUserContracts, signInHistoryContracts, smsLogContracts];
