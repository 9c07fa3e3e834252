import type { SignInResult } from '@shared/constants/statistics-rules.js';
import { currentUserContracts, signInHistoryContracts, smsLogContracts } from '@shared/contracts/statistics.js';
import type {
  CurrentUser,
  LoginStatistics,
  SignInEvent,
  SmsLimits,
  SmsLogEntry,
} from '@shared/schemas/statistics-responses.js';
import { call } from '@/api/http-client.js';

/*
 * The screens' calls of /api-statistics (docs/statistics.md), typed by their contracts. `enterpriseId` absent reads
 * the whole platform (platform administrators only).
 */

export type { CurrentUser, LoginStatistics, SignInEvent, SmsLimits, SmsLogEntry };

/** A page of the sessions signed in now. */
export const getCurrentUsers = (enterpriseId: string | undefined, cursor: string | undefined, signal?: AbortSignal) =>
  call(currentUserContracts.getCurrentUsers, { query: { enterpriseId, cursor, size: 20 }, signal });

/** Signs a session's user out everywhere (platform administrators). */
export const signOutUserSession = (userId: string, sessionId: string) =>
  call(currentUserContracts.signOutUserSession, { params: { userId, sessionId } });

/** What the sign-in history is narrowed by. */
export interface HistorySearch {
  readonly username?: string;
  readonly result?: SignInResult;
  /** `YYYY-MM-DD`, China time. */
  readonly from?: string;
  readonly to?: string;
}

/** A page of sign-in attempts, newest first. */
export const getSignInHistory = (
  enterpriseId: string | undefined,
  search: HistorySearch,
  cursor: string | undefined,
  signal?: AbortSignal,
) => call(signInHistoryContracts.getSignInHistory, { query: { enterpriseId, ...search, cursor, size: 20 }, signal });

/** Sign-ins per day (30 days) and per hour of `day`. */
export const getLoginStatistics = (enterpriseId: string | undefined, day: string | undefined, signal?: AbortSignal) =>
  call(signInHistoryContracts.getLoginStatistics, { query: { enterpriseId, day }, signal });

/** A page of one day's SMS sends. */
export const getSmsLog = (day: string | undefined, cursor: string | undefined, signal?: AbortSignal) =>
  call(smsLogContracts.getSmsLog, { query: { day, cursor, size: 20 }, signal });

/** The sending limits of the code flows. */
export const getSmsLimits = (signal?: AbortSignal) => call(smsLogContracts.getSmsLimits, { signal });
