/**
 * Key builders of the statistics domain's items in the single table (docs/data-model.md, docs/statistics.md). Times
 * in sort keys are ISO instants (UTC), so they sort by time; days are China time (`statisticsDay`).
 */
export const statisticsKeys = {
  /** A sign-in attempt in its enterprise's partition (`-` for a user of none, or a name nobody holds), by time. */
  signInEvent: (enterpriseId: string, at: string, eventId: string) => ({
    pk: `SIGNIN#ENT#${enterpriseId}`,
    sk: `${at}#${eventId}`,
  }),
  /** A sign-in session of a user (one per Cognito sign-in: `origin_jti`, else `auth_time`). */
  signInSession: (userId: string, sessionId: string) => ({ pk: `SIGNINSESSION#${userId}`, sk: `SESSION#${sessionId}` }),
  /** Successes and failures of one day (`yyyy-mm-dd`) in a scope (`ALL`, or `ENT#<id>`). */
  dayCounter: (scope: string, day: string) => ({ pk: `SIGNINCOUNT#${scope}`, sk: `DAY#${day}` }),
  /** Successes and failures of one hour (`yyyy-mm-ddTHH`) in a scope. */
  hourCounter: (scope: string, hour: string) => ({ pk: `SIGNINCOUNT#${scope}`, sk: `HOUR#${hour}` }),
  /** An SMS code send in its day's partition, by time. */
  smsLogEntry: (day: string, at: string, entryId: string) => ({ pk: `SMSLOG#${day}`, sk: `${at}#${entryId}` }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const statisticsIndexKeys = {
  /** gsi1: the platform's sign-in attempts of a day (China time), by time. */
  signInEventOfDay: (day: string, at: string, eventId: string) => ({
    gsi1pk: `SIGNIN#DAY#${day}`,
    gsi1sk: `${at}#${eventId}`,
  }),
  /** gsi2: a user's sign-in attempts, by time. */
  signInEventOfUser: (userId: string, at: string, eventId: string) => ({
    gsi2pk: `SIGNIN#USER#${userId}`,
    gsi2sk: `${at}#${eventId}`,
  }),
  /** gsi1: an enterprise's live sessions by last activity (removed when the session ends). */
  sessionOfEnterprise: (enterpriseId: string, lastSeenAt: string, userId: string, sessionId: string) => ({
    gsi1pk: `SIGNINSESSION#ENT#${enterpriseId}`,
    gsi1sk: `${lastSeenAt}#${userId}#${sessionId}`,
  }),
  /** gsi2: the platform's live sessions by last activity (removed when the session ends). */
  sessionOfPlatform: (lastSeenAt: string, userId: string, sessionId: string) => ({
    gsi2pk: 'SIGNINSESSION#ALL',
    gsi2sk: `${lastSeenAt}#${userId}#${sessionId}`,
  }),
} as const;

/** The counters' scope of the whole platform and of one enterprise. */
export const counterScopes = { platform: 'ALL', enterprise: (enterpriseId: string) => `ENT#${enterpriseId}` } as const;

/** The enterprise partition of a sign-in by a user of no enterprise, or by a name nobody holds. */
export const NO_ENTERPRISE = '-';
