import * as z from 'zod/mini';
import './zod-locale.js';

/** How deep (the object itself is level 1) and how large (UTF-8 JSON) a free-form JSON object may be. */
export interface JsonBounds {
  readonly maxDepth: number;
  readonly maxBytes: number;
}

/** The smallest magnitude DynamoDB stores (it refuses 1e-131 as an underflow). */
const SMALLEST_MAGNITUDE = 1e-130;

/**
 * Whether DynamoDB can store a number as the document client writes it: the client refuses one beyond
 * ±(2^53 − 1), since it could not read it back exactly, and DynamoDB refuses a magnitude below 1e-130.
 */
export const isStorableNumber = (value: number) =>
  Math.abs(value) <= Number.MAX_SAFE_INTEGER && (value === 0 || Math.abs(value) >= SMALLEST_MAGNITUDE);

/** The message of a number `isStorableNumber` refuses. */
export const STORABLE_NUMBER_MESSAGE = `Numbers between -${Number.MAX_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}, none nearer 0 than 1e-130`;

/**
 * Why a parsed JSON value cannot be kept as it is, or undefined: nested deeper than `maxDepth`, an empty key
 * (DynamoDB refuses one), a number `isStorableNumber` refuses, or larger than `maxBytes`. The walk uses a list, not
 * recursion, and stops at the first level too deep, so a body nested a million levels (which `JSON.parse` accepts
 * and `JSON.stringify` overflows the stack on) is refused as quickly as any other; the size is measured only then.
 */
export function jsonValueProblem(value: unknown, bounds: JsonBounds): string | undefined {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'number' && !isStorableNumber(item)) return STORABLE_NUMBER_MESSAGE;
    if (item === null || typeof item !== 'object') continue;
    if (depth > bounds.maxDepth) return `At most ${bounds.maxDepth} levels of nesting`;
    if (Array.isArray(item)) {
      for (const child of item) pending.push([child, depth + 1]);
      continue;
    }
    for (const [key, child] of Object.entries(item)) {
      if (key === '') return 'No empty keys';
      pending.push([child, depth + 1]);
    }
  }
  return new TextEncoder().encode(JSON.stringify(value)).length <= bounds.maxBytes
    ? undefined
    : `At most ${bounds.maxBytes} bytes as JSON`;
}

/**
 * A free-form JSON object (command parameters, a gateway's reply) within `bounds`, so it is refused on its field
 * (400, or an event dropped) instead of failing the write that stores it: DynamoDB keeps at most 32 levels and
 * refuses empty keys and numbers out of its range.
 */
export const boundedJsonObject = (bounds: JsonBounds) =>
  z.record(z.string(), z.unknown()).check(
    z.superRefine((value, context) => {
      const problem = jsonValueProblem(value, bounds);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );
