import { clientOf } from '../../../../shared/constants/statistics-rules.js';
import type { CurrentUser, SignInEvent, SmsLogEntry } from '../../../../shared/schemas/statistics-responses.js';
import { getEnterprises } from '../../identity/index.js';
import { NO_ENTERPRISE } from '../data/keys.js';
import type { SignInEventRecord, SignInSessionRecord, SmsLogRecord } from '../data/records.js';

/** The names of the enterprises records name (one BatchGet), for a platform-wide list; `-` is none. */
export async function enterpriseNames(records: readonly { enterpriseId: string }[]): Promise<Map<string, string>> {
  const ids = [...new Set(records.map((record) => record.enterpriseId))].filter((id) => id !== NO_ENTERPRISE);
  if (ids.length === 0) return new Map();
  return new Map((await getEnterprises({ enterpriseIds: ids })).map((enterprise) => [enterprise.id, enterprise.name]));
}

/** A live session as `/console/current-users` lists it. */
export function currentUserView(session: SignInSessionRecord, names: Map<string, string>): CurrentUser {
  const name = names.get(session.enterpriseId);
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    username: session.username,
    enterpriseId: session.enterpriseId,
    ...(name ? { enterpriseName: name } : {}),
    startedAt: session.startedAt,
    lastSeenAt: session.lastSeenAt,
    sourceIp: session.sourceIp,
    client: clientOf(session.userAgent),
  };
}

/** A sign-in attempt as the history lists it. */
export function signInEventView(event: SignInEventRecord, names: Map<string, string>): SignInEvent {
  const name = names.get(event.enterpriseId);
  return {
    id: event.id,
    at: event.at,
    result: event.result,
    ...(event.userId ? { userId: event.userId } : {}),
    ...(event.username ? { username: event.username } : {}),
    ...(event.enterpriseId !== NO_ENTERPRISE ? { enterpriseId: event.enterpriseId } : {}),
    ...(name ? { enterpriseName: name } : {}),
    sourceIp: event.sourceIp,
    client: clientOf(event.userAgent),
    ...(event.userAgent ? { userAgent: event.userAgent } : {}),
  };
}

/** An SMS log entry (masked when stored). */
export function smsLogView(entry: SmsLogRecord): SmsLogEntry {
  return {
    id: entry.id,
    at: entry.at,
    purpose: entry.purpose,
    phone: entry.phone,
    ...(entry.code ? { code: entry.code } : {}),
    result: entry.result,
    sourceIp: entry.sourceIp,
  };
}
