import { STATISTICS_RULES } from '../../../../shared/constants/statistics-rules.js';

const DAY_SECONDS = 86_400;

/** The TTL (`expiresAt`, epoch seconds) of an event, a session or an SMS log entry that happened at `at` (epoch ms). */
export const eventExpiry = (at: number): number =>
  Math.floor(at / 1000) + STATISTICS_RULES.eventRetentionDays * DAY_SECONDS;

/** The TTL of a counter of the day or hour that contains `at`. */
export const counterExpiry = (at: number): number =>
  Math.floor(at / 1000) + STATISTICS_RULES.counterRetentionDays * DAY_SECONDS;
