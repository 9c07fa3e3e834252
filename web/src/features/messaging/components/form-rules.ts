import {
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_TITLE_MAX_LENGTH,
  MESSAGING_CODE_MAX_LENGTH,
  MESSAGING_DESCRIPTION_MAX_LENGTH,
  MESSAGING_NAME_MAX_LENGTH,
} from '@shared/constants/messaging-rules.js';

/** A client rule broken by a field: required, or longer than `max`. */
export type RuleBroken = { rule: 'required' } | { rule: 'tooLong'; max: number };

/** The values of a category, type or group dialog. */
export interface RecordValues {
  name: string;
  description: string;
  code: string;
  categoryId: string;
}

/** The values of the send dialog. */
export interface SendValues {
  title: string;
  content: string;
  categoryId: string;
  userIds: string[];
  groupIds: string[];
  roleIds: string[];
}

const tooLong = (value: string, max: number): RuleBroken | undefined =>
  value.trim().length > max ? { rule: 'tooLong', max } : undefined;
const required = (value: string, max: number): RuleBroken | undefined =>
  value.trim() ? tooLong(value, max) : { rule: 'required' };

/**
 * The client checks of a category, type or group dialog, the same limits the
 * server applies (shared/constants/messaging-rules.ts); the server checks
 * again and its 400 `fields` show under the same fields.
 */
export function recordErrors(values: RecordValues, kind: 'category' | 'type' | 'group'): Record<string, RuleBroken> {
  const errors: Record<string, RuleBroken | undefined> = {
    name: required(values.name, MESSAGING_NAME_MAX_LENGTH),
    description: tooLong(values.description, MESSAGING_DESCRIPTION_MAX_LENGTH),
    ...(kind === 'type'
      ? {
          categoryId: values.categoryId ? undefined : { rule: 'required' as const },
          code: tooLong(values.code, MESSAGING_CODE_MAX_LENGTH),
        }
      : {}),
  };
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, RuleBroken] => Boolean(entry[1])));
}

/** The client checks of the send dialog: title, content and category required, at least one recipient. */
export function sendErrors(values: SendValues): Record<string, RuleBroken | { rule: 'recipients' }> {
  const errors: Record<string, RuleBroken | { rule: 'recipients' } | undefined> = {
    title: required(values.title, MESSAGE_TITLE_MAX_LENGTH),
    content: required(values.content, MESSAGE_CONTENT_MAX_LENGTH),
    categoryId: values.categoryId ? undefined : { rule: 'required' },
    userIds:
      values.userIds.length + values.groupIds.length + values.roleIds.length === 0 ? { rule: 'recipients' } : undefined,
  };
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, RuleBroken | { rule: 'recipients' }] => Boolean(entry[1])),
  );
}
