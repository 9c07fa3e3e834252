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

/** An id-like field: trimmed, 1 to `max` of `A–Z a–z 0–9 _ -`, anything else refused with `message`. */
export const idText = (max: number, message: string) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, 'Required'), z.maxLength(max, message), z.regex(/^[A-Za-z0-9_-]+$/, message));

/** A record id in a path or body: trimmed, 1–64 of `A–Z a–z 0–9 _ -`. */
export const RecordIdSchema = idText(64, 'Not a known id');

/**
 * A list check: no two items share `field` (in any case); each repeat is reported on its own field, so the form
 * marks the row that repeats an earlier one.
 */
export const uniqueBy = <K extends string>(field: K, message: string) =>
  z.superRefine((items: readonly Record<K, string>[], context) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const key = item[field].toLowerCase();
      if (seen.has(key)) context.addIssue({ code: 'custom', path: [index, field], message });
      seen.add(key);
    });
  });

/**
 * A paging cursor as sent back: opaque, bounded here so an absurd one costs nothing; what it names is checked by the
 * server's one cursor codec (`functions/lib/data/cursor.ts`), a cursor of another query being a 400 too.
 */
export const CursorSchema = z.string().check(z.maxLength(1000, 'Not a cursor returned by this API'));
