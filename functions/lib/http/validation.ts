import type { z } from 'zod/mini';
import { ValidationError, type FieldIssue } from '../errors.js';

/**
 * Parses one part of a request (path, query or body) with its schema; on failure throws a 400 naming every bad
 * field as `<part>.<path>`. Request schemas are plain `z.object`s, which drop the fields they do not declare:
 * unknown fields are ignored, never refused and never reach a handler (`docs/contracts.md`).
 */
export function parseInput<S extends z.ZodMiniType>(
  part: 'path' | 'query' | 'body',
  schema: S,
  value: unknown,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldIssue[] = result.error.issues.map((issue) => ({
    field: [part, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
  throw new ValidationError(`Invalid ${part}: ${fields.map((f) => `${f.field} (${f.message})`).join('; ')}`, fields);
}
