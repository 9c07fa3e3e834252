import type { SignInResult, SmsPurpose, SmsResult } from '../../../../shared/constants/statistics-rules.js';

/** One sign-in attempt (`SIGNIN#ENT#<enterprise>` / `<at>#<id>`; gsi1 by day, gsi2 by user), kept 180 days. */
export interface SignInEventRecord {
  readonly id: string;
  /** ISO instant. */
  readonly at: string;
  readonly result: SignInResult;
  /** Absent for a name nobody holds, which is never stored (it may be a password typed in the wrong field). */
  readonly userId?: string;
  readonly username?: string;
  /** The user's current enterprise at the time, or `-`. */
  readonly enterpriseId: string;
  readonly sourceIp: string;
  readonly userAgent?: string;
  /** The sign-in session a success opened. */
  readonly sessionId?: string;
}

/** A sign-in session (`SIGNINSESSION#<user>` / `SESSION#<id>`; gsi1/gsi2 by last activity while live). */
export interface SignInSessionRecord {
  readonly sessionId: string;
  readonly userId: string;
  readonly username: string;
  readonly enterpriseId: string;
  readonly startedAt: string;
  readonly lastSeenAt: string;
  readonly sourceIp: string;
  readonly userAgent?: string;
  /** Set when the session ended (sign-out, or a platform administrator's); its index keys are removed then. */
  readonly endedAt?: string;
}

/** A day's or an hour's counter (`SIGNINCOUNT#<scope>` / `DAY#…` or `HOUR#…`), added to as events are written. */
export interface SignInCounterRecord {
  readonly sk: string;
  readonly success?: number;
  readonly failure?: number;
}

/** One SMS code send (`SMSLOG#<day>` / `<at>#<id>`), phone and code masked before they are stored; kept 180 days. */
export interface SmsLogRecord {
  readonly id: string;
  readonly at: string;
  readonly purpose: SmsPurpose;
  /** Masked (`138****5678`). */
  readonly phone: string;
  /** Masked (`A****`); absent when no code was made (a send refused by a limit). */
  readonly code?: string;
  readonly result: SmsResult;
  readonly sourceIp: string;
}
