import * as z from 'zod/mini';
import './zod-locale.js';
import { REPORTED_FAILURES, SIGN_IN_RESULTS, STATISTICS_RULES } from '../constants/statistics-rules.js';
import { CursorSchema, RecordIdSchema } from './fields.js';

/**
 * Requests of `/api-statistics` (ours; docs/statistics.md): sign-in sessions and their events, the statistics and the
 * SMS log. Plain objects: unknown fields are ignored.
 */

/** A calendar day, `yyyy-mm-dd` (China time, as the statistics count). */
const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'A date (YYYY-MM-DD)'),
  z.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'A date (YYYY-MM-DD)'),
);

/** An enterprise filter: empty means not given (docs/contracts.md). */
const enterpriseId = z.optional(RecordIdSchema);

const size = z._default(
  z.coerce.number().check(
    z.int('A whole number'),
    z.refine((value) => (STATISTICS_RULES.pageSizes as readonly number[]).includes(value), 'One of 10, 20, 50'),
  ),
  20,
);

/** `POST reportSignInFailure`: what Cognito refused, as the console saw it. */
export const SignInFailureReportSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(128, 'At most 128 characters')),
  reason: z.enum(REPORTED_FAILURES),
});
export type SignInFailureReport = z.infer<typeof SignInFailureReportSchema>;

/** `GET getCurrentUsers?enterpriseId=&cursor=&size=`. */
export const CurrentUsersQuerySchema = z.object({ enterpriseId, cursor: z.optional(CursorSchema), size });
export type CurrentUsersQuery = z.infer<typeof CurrentUsersQuerySchema>;

/** `POST signOutUserSession/{userId}/{sessionId}`. */
export const SignInSessionParamsSchema = z.object({
  userId: RecordIdSchema,
  sessionId: z.string().check(z.minLength(1, 'Required'), z.maxLength(200, 'Not a known session')),
});

/** `GET getSignInHistory?enterpriseId=&username=&result=&from=&to=&cursor=&size=`: newest first, at most 31 days. */
export const SignInHistoryQuerySchema = z
  .object({
    enterpriseId,
    username: z.optional(z.string().check(z.trim(), z.maxLength(128, 'At most 128 characters'))),
    result: z.optional(z.enum(SIGN_IN_RESULTS)),
    from: z.optional(day),
    to: z.optional(day),
    cursor: z.optional(CursorSchema),
    size,
  })
  .check(
    z.superRefine((query, context) => {
      if (!query.from || !query.to) return;
      const span = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000;
      if (span < 0) context.addIssue({ code: 'custom', path: ['to'], message: 'Not before the start date' });
      else if (span >= STATISTICS_RULES.historyMaxDays)
        context.addIssue({
          code: 'custom',
          path: ['to'],
          message: `At most ${STATISTICS_RULES.historyMaxDays} days`,
        });
    }),
  );
export type SignInHistoryQuery = z.infer<typeof SignInHistoryQuerySchema>;

/** `GET getLoginStatistics?enterpriseId=&day=`: the last 30 days, and the hours of `day` (today when absent). */
export const LoginStatisticsQuerySchema = z.object({ enterpriseId, day: z.optional(day) });
export type LoginStatisticsQuery = z.infer<typeof LoginStatisticsQuerySchema>;

/** `GET getSmsLog?day=&cursor=&size=`: one day's sends, newest first (today when absent). */
export const SmsLogQuerySchema = z.object({ day: z.optional(day), cursor: z.optional(CursorSchema), size });
export type SmsLogQuery = z.infer<typeof SmsLogQuerySchema>;

/** Routes that read nothing. */
export const NoStatisticsQuerySchema = z.object({});
