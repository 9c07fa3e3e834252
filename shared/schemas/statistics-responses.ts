import * as z from 'zod/mini';
import './zod-locale.js';
import { SIGN_IN_RESULTS, SMS_PURPOSES, SMS_RESULTS } from '../constants/statistics-rules.js';

/**
 * Answers of `/api-statistics` (ours; docs/statistics.md). The contracts name them; the console parses nothing.
 */

/** `POST startSignInSession`: whether this call recorded the sign-in (false: it was recorded already). */
export const SignInRecordedSchema = z.object({ recorded: z.boolean() });
/** `POST touchSignInSession` / `endSignInSession`: whether a live session of the caller was found. */
export const SignInSessionChangedSchema = z.object({ changed: z.boolean() });
/** `POST reportSignInFailure`. */
export const SignInFailureRecordedSchema = z.object({ recorded: z.literal(true) });
/** `POST signOutUserSession/{userId}/{sessionId}`. */
export const SignedOutSchema = z.object({ signedOut: z.literal(true), username: z.string() });

/** A signed-in session: who, since when, last seen, from where. */
export const CurrentUserSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  username: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.optional(z.string()),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  sourceIp: z.string(),
  client: z.string(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;
export const CurrentUserPageSchema = z.object({ items: z.array(CurrentUserSchema), cursor: z.optional(z.string()) });

/** One sign-in attempt. `username` is absent for a name nobody holds (never stored: it may be a mistyped password). */
export const SignInEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  result: z.enum(SIGN_IN_RESULTS),
  userId: z.optional(z.string()),
  username: z.optional(z.string()),
  enterpriseId: z.optional(z.string()),
  enterpriseName: z.optional(z.string()),
  sourceIp: z.string(),
  client: z.string(),
  userAgent: z.optional(z.string()),
});
export type SignInEvent = z.infer<typeof SignInEventSchema>;
export const SignInHistoryPageSchema = z.object({ items: z.array(SignInEventSchema), cursor: z.optional(z.string()) });

/** Successes and failures of one day or hour. */
const count = { success: z.number(), failure: z.number() };
export const LoginStatisticsSchema = z.object({
  /** The last 30 days, oldest first, ending today (China time). */
  daily: z.array(z.object({ day: z.string(), ...count })),
  /** The 24 hours of `day`. */
  day: z.string(),
  hourly: z.array(z.object({ hour: z.number(), ...count })),
});
export type LoginStatistics = z.infer<typeof LoginStatisticsSchema>;

/** One SMS code send; phone and code masked as stored. */
export const SmsLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  purpose: z.enum(SMS_PURPOSES),
  phone: z.string(),
  code: z.optional(z.string()),
  result: z.enum(SMS_RESULTS),
  sourceIp: z.string(),
});
export type SmsLogEntry = z.infer<typeof SmsLogEntrySchema>;
export const SmsLogPageSchema = z.object({ items: z.array(SmsLogEntrySchema), cursor: z.optional(z.string()) });

/** The sending limits in force, read from where the code flows define them. */
const limits = z.object({
  purposes: z.array(z.enum(SMS_PURPOSES)),
  validForSeconds: z.number(),
  maxAttempts: z.number(),
  sendsPerPhonePerHour: z.number(),
  sendsPerAddressPerHour: z.number(),
});
export const SmsLimitsSchema = z.object({
  resendAfterSeconds: z.number(),
  codeLength: z.number(),
  flows: z.array(limits),
});
export type SmsLimits = z.infer<typeof SmsLimitsSchema>;
