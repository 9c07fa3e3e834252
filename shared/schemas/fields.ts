import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * Field shapes several request schemas share, with the same messages everywhere, so a rule (trimming, the message
 * of a too-long field) is written once.
 */

/** A required, trimmed text field of at most `max` characters. */
export const text = (max: number) =>
  z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max, `At most ${max} characters`));

/** An optional, trimmed text field of at most `max` characters. */
export const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));

/** A record id in a path or body: trimmed, 1–64 of `A–Z a–z 0–9 _ -`. */
export const RecordIdSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Required'),
    z.maxLength(64, 'Not a known id'),
    z.regex(/^[A-Za-z0-9_-]+$/, 'Not a known id'),
  );
