import {
  CERTIFY_MAX_VALIDITY_DAYS,
  ROTATION_REASON,
  ROTATION_STATUS,
  type RotationStatus,
} from '../../../../shared/constants/equipment-certificate-rules.js';

/**
 * The certificate rotation's decisions (docs/equipment.md "Rotation"), pure, so every case is unit-tested without
 * engines: the new certificate's term, what a gateway's connect means for its rotation, what a rollback finds when its
 * pivot does not hold, and why a rotation ended.
 */

const DAY_MS = 86_400_000;

/** A validity term: its first and last day (`YYYY-MM-DD`, UTC). */
export interface Term {
  readonly beginDate: string;
  readonly endDate: string;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The new certificate's term: from `today`, until `endDate` when asked, else as long as the old term (a renewal keeps
 * its length), never longer than the longest validity a certificate may have.
 */
export function rotationTerm(old: Term, today: string, endDate?: string): Term {
  const longest = dayOf(Date.parse(today) + CERTIFY_MAX_VALIDITY_DAYS * DAY_MS);
  const wanted = endDate ?? dayOf(Date.parse(today) + daysBetween(old.beginDate, old.endDate) * DAY_MS);
  return { beginDate: today, endDate: wanted < longest ? wanted : longest };
}

/** The part of a rotation a connect is judged on. */
export interface RotationState {
  readonly status: RotationStatus;
  readonly certificateId?: string;
  readonly taskToken?: string;
}

/** What a gateway's connect with certificate `principal` does to its rotation. */
export type ConnectStep =
  /** Nothing: no rotation waits for this certificate. */
  | 'none'
  /** The gateway switched: the rotation goes on to destroy the old certificate. */
  | 'connected'
  /** Switched already, its answer maybe lost (a retried presence event): answer the token again. */
  | 'answerAgain'
  /** It connected with a certificate being withdrawn (the rollback came first): end that session. */
  | 'endSession';

/** What a connect with `principal` (the presence event's certificate id) means for the gateway's rotation. */
export function connectStep(rotation: RotationState | undefined, principal: string | undefined): ConnectStep {
  if (!rotation || !principal || rotation.certificateId !== principal) return 'none';
  switch (rotation.status) {
    case ROTATION_STATUS.issued:
    case ROTATION_STATUS.awaiting:
      return 'connected';
    case ROTATION_STATUS.connected:
      return rotation.taskToken ? 'answerAgain' : 'none';
    case ROTATION_STATUS.rollingBack:
    case ROTATION_STATUS.rolledBack:
      return 'endSession';
    default:
      return 'none';
  }
}

/** What a rollback does when its pivot did not hold: the rotation as it found it decides. */
export type RollBackOutcome = 'gone' | 'connected' | 'completed' | 'rolledBack' | 'failed';

/**
 * The outcome of a rollback of `rotationId` whose pivot (→ `rollingBack`) did not hold: the gateway connected first
 * (the rotation goes forward), it ended already (a retried rollback), or it is gone (the gateway was deleted, or
 * another rotation replaced it).
 */
export function rollBackOutcome(
  rotation: (RotationState & { readonly rotationId: string }) | undefined,
  rotationId: string,
): RollBackOutcome {
  if (!rotation || rotation.rotationId !== rotationId) return 'gone';
  switch (rotation.status) {
    case ROTATION_STATUS.connected:
      return 'connected';
    case ROTATION_STATUS.completed:
    case ROTATION_STATUS.rolledBack:
    case ROTATION_STATUS.failed:
      return rotation.status;
    default:
      return 'gone';
  }
}

/** Why a rotation is rolled back: the Deliver state's timeout, or a step's error. */
export const rollBackReason = (error: { readonly Error?: string } | undefined) =>
  error?.Error === 'States.Timeout' ? ROTATION_REASON.timeout : ROTATION_REASON.error;

/** Why a rotation failed, by where it stood: forward (the old certificate not revoked) or backward. */
export const failureReason = (status: RotationStatus) =>
  status === ROTATION_STATUS.connected
    ? ROTATION_REASON.revokeFailed
    : status === ROTATION_STATUS.rollingBack
      ? ROTATION_REASON.rollBackFailed
      : ROTATION_REASON.error;
