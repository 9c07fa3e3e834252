import type { Caller } from '../../lib/auth/caller.js';

/**
 * A reviewer's decision on a pending request (an enterprise authorisation or
 * a role application): when, by whom and, on a rejection, why. The data
 * modules store it; the routes answer the record as decided.
 */
export interface ReviewDecision {
  readonly at: string;
  readonly deciderId: string;
  readonly deciderName: string;
  readonly reason?: string;
}

/** The caller's decision, taken now; `reason` only on a rejection. */
export function decisionBy(caller: Caller, reason?: string): ReviewDecision {
  return {
    at: new Date().toISOString(),
    deciderId: caller.userId,
    deciderName: caller.username,
    ...(reason !== undefined ? { reason } : {}),
  };
}

/** The record as it reads once decided: its new state, the time, the decider's name and any reason. */
export function asDecided<T extends { state: string }>(record: T, state: T['state'], decision: ReviewDecision): T {
  return {
    ...record,
    state,
    decidedAt: decision.at,
    deciderName: decision.deciderName,
    ...(decision.reason ? { decisionReason: decision.reason } : {}),
  };
}
