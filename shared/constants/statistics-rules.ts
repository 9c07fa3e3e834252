/**
 * The sign-in statistics' rules (docs/statistics.md) as plain values and pure functions, shared by the API and the
 * console (which ships no zod).
 */

/** How a sign-in ended: signed in, or refused by Cognito (wrong password, locked) or held for the phone check. */
export const SIGN_IN_RESULTS = ['success', 'bad-credentials', 'locked', 'phone-validation-required'] as const;
export type SignInResult = (typeof SIGN_IN_RESULTS)[number];

/** The refusals the console reports itself (the others are known to the server from the signed-in token). */
export const REPORTED_FAILURES = ['bad-credentials', 'locked'] as const satisfies readonly SignInResult[];
export type ReportedFailure = (typeof REPORTED_FAILURES)[number];

/** Whether a result counts as a success in the counters: the phone check comes after a right password. */
export const countsAsSuccess = (result: SignInResult): boolean =>
  result === 'success' || result === 'phone-validation-required';

/** What an SMS code was sent for (the code items' purposes). */
export const SMS_PURPOSES = ['REGISTER', 'RESET', 'USERNAME', 'LOGIN'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** How a send went: handed to SNS, refused by a sending limit, or failed at SNS. */
export const SMS_RESULTS = ['sent', 'limited', 'failed'] as const;
export type SmsResult = (typeof SMS_RESULTS)[number];

export const STATISTICS_RULES = {
  /** Sign-in events, sessions and SMS log entries expire (TTL) this long after they happened. */
  eventRetentionDays: 180,
  /** Day and hour counters are small; they outlive the events, so a year can be compared. */
  counterRetentionDays: 400,
  /**
   * Days and hours are China Standard Time (UTC+8, no daylight saving): a sign-in at 23:30 in Beijing counts on its
   * own day, as its users read it.
   */
  utcOffsetHours: 8,
  /** The access token's lifetime (the user pool client's): a session unseen for longer is no longer signed in. */
  sessionActiveMinutes: 60,
  /** The daily chart's span. */
  dailyDays: 30,
  /** The longest date range a history query reads (one Query per day when read platform-wide). */
  historyMaxDays: 31,
  /** Failure reports a client address may send per minute (the report is public). */
  failureReportsPerAddressPerMinute: 30,
  /** Page sizes of the history, the current users and the SMS log. */
  pageSizes: [10, 20, 50] as const,
  /** Longest user agent kept. */
  userAgentMaxLength: 256,
} as const;

const OFFSET_MS = STATISTICS_RULES.utcOffsetHours * 3600 * 1000;

/** The day (`yyyy-mm-dd`, China time) of an instant (epoch ms). */
export function statisticsDay(at: number): string {
  return new Date(at + OFFSET_MS).toISOString().slice(0, 10);
}

/** The hour (0–23, China time) of an instant (epoch ms). */
export function statisticsHour(at: number): number {
  return new Date(at + OFFSET_MS).getUTCHours();
}

/** The first instant (epoch ms) of a day (`yyyy-mm-dd`, China time). */
export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS;
}

/** The day `days` after (or before, when negative) `day`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A mainland number as shown in the SMS log: the first three and last four digits (`138****5678`). */
export function maskPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}` : '*'.repeat(7);
}

/** A code as kept in the SMS log: its first character only, so nobody reading the log can use it. */
export function maskCode(code: string): string {
  return `${code.slice(0, 1)}${'*'.repeat(Math.max(code.length - 1, 0))}`;
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/HeadlessChrome\/(\d+)/, 'Headless Chrome'],
  [/Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari/, 'Safari'],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/**
 * A short name of the client a user agent names (`Chrome 120 / Windows`), for the history's 客户端 column; the
 * full user agent stays in the record. Unknown agents show their first 40 characters.
 */
export function clientOf(userAgent: string | undefined): string {
  if (!userAgent) return '-';
  const browser = BROWSERS.map(([pattern, name]) => [pattern.exec(userAgent), name] as const).find(([m]) => m);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser) return userAgent.slice(0, 40);
  const name = `${browser[1]} ${browser[0]![1]}`;
  return system ? `${name} / ${system}` : name;
}
