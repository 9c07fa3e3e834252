import { isStorageKey } from '../../lib/data/storage-keys.js';

/**
 * What an audit entry keeps of a request or a record: secrets (passwords, tokens, codes, keys) replaced by
 * `[redacted]` at any depth, and nothing larger than a few kilobytes (the entry is one table item).
 */

/** Field names whose values are secrets, in any case and with any prefix or suffix (`newPassword`, `smsCode`). */
const SECRET_NAME = /pass(word|wd)?|token|secret|code$|^code|credential|private.?key|api.?key|otp|captcha/i;

/** Codes that name a record rather than a secret (a role's or a menu's code, a lookup code) stay readable. */
const NOT_SECRET = new Set(['code', 'roleCode', 'statusCode', 'typeCode', 'verifyStatusCode', 'menuCode']);

/** The placeholder of a redacted value. */
export const REDACTED = '[redacted]';

/** The most an entry keeps of one part (request, before, after), as JSON characters. */
export const MAX_AUDITED_CHARS = 8_000;

/** Whether a field's value is a secret to keep out of the log. */
export function isSecretField(name: string): boolean {
  return !NOT_SECRET.has(name) && SECRET_NAME.test(name);
}

/**
 * A copy of a value with every secret field's value replaced, at any depth; the table's own attributes of a stored
 * record (`pk`, `gsi1sk`…) are left out, as every answer leaves them out.
 */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([name]) => !isStorageKey(name))
        .map(([name, inner]) => [name, isSecretField(name) ? REDACTED : redact(inner)]),
    );
  }
  return value;
}

/**
 * The part as kept: redacted, and when its JSON runs past `MAX_AUDITED_CHARS`, a note of its size instead (the ids
 * of what was written are in the entry's targets anyway).
 */
export function auditedPart(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  const kept = redact(value);
  const size = JSON.stringify(kept)?.length ?? 0;
  return size > MAX_AUDITED_CHARS ? { truncated: true, characters: size } : kept;
}
