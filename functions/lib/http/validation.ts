import type { z } from 'zod/mini';
import '../../../shared/schemas/zod-locale.js';
import { ValidationError, type FieldIssue } from '../errors.js';

/**
 * Parses one part of a request (path, query or body) with its schema; on
 * failure throws a 400 naming every bad field as `<part>.<path>`.
 */
export function parseInput<S extends z.ZodMiniType>(
  part: 'path' | 'query' | 'body',
  schema: S,
  value: unknown,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldIssue[] = result.error.issues
    .map((issue) => {
      const keysPart = issue.code === 'unrecognized_keys' ? issue.keys : [undefined];
      return keysPart.map((key) => ({
        field: [part, ...issue.path.map(String), ...(key === undefined ? [] : [key])].join('.'),
        message: issue.code === 'unrecognized_keys' ? 'Unknown field' : issue.message,
      }));
    })
    .flat();
  throw new ValidationError(`Invalid ${part}: ${fields.map((f) => `${f.field} (${f.message})`).join('; ')}`, fields);
}
