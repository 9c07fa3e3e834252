import * as z from 'zod/mini';
import './zod-locale.js';
import {
  ENTERPRISE_MESSAGE_PAGE_SIZE,
  INBOX_IDS_MAX,
  INBOX_PAGE_MAX_SIZE,
  NOTIFICATION_ACTION_MAX_LENGTH,
  NOTIFICATION_DESCRIPTION_MAX_LENGTH,
  NOTIFICATION_TITLE_MAX_LENGTH,
  NOTIFICATION_TYPE_MAX_LENGTH,
  NOTIFICATION_WAYS,
  NOTIFIERS_MAX,
  USER_MESSAGE_PAGE_SIZE,
} from '../constants/inbox-rules.js';

/**
 * Inputs and outputs of the delivery side of messaging: notifications
 * (`POST /api-user/notificationObjects`), the user message centre
 * (`/api-user/userMessages`, `messageSelfDefinedTypes[Count]`,
 * `userNotifcations`, `userNotificationsRead`, `unreadCount`) and the
 * enterprise message centre (`/api-message/message/page|read|unread|collect|
 * uncollect|delete|undelete|cleanup`). One delivery record per message and
 * recipient serves both centres (docs/messaging.md).
 */

const IdSchema = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(64));
const UserIdSchema = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(64));

const WAYS_TEXT = NOTIFICATION_WAYS.map((way) => `'${way}'`).join(', ');

/** `ways` of a notification: one way or a list of them (repeats dropped), always read as a list. */
const WaysSchema = z.pipe(
  z.union([z.string(), z.array(z.string())], { error: `Give a delivery way (${WAYS_TEXT}) or a list of them` }),
  z.pipe(
    z.transform((ways: string | string[]) => [...new Set(typeof ways === 'string' ? [ways] : ways)]),
    z.array(z.enum(NOTIFICATION_WAYS, { error: `Not a delivery way: the ways are ${WAYS_TEXT}` })),
  ),
);

/** `POST /api-user/notificationObjects` body: the spec's Notification object (doc 1 §3). */
export const NotificationObjectSchema = z.object({
  /** The sender: must be the caller, unless a platform administrator sends on someone's behalf. */
  actorId: UserIdSchema,
  notifierIds: z
    .array(UserIdSchema)
    .check(
      z.minLength(1, 'Name at least one notifier'),
      z.maxLength(NOTIFIERS_MAX, `At most ${NOTIFIERS_MAX} notifiers at a time`),
    ),
  title: z.string().check(z.trim(), z.minLength(1, 'Enter a title'), z.maxLength(NOTIFICATION_TITLE_MAX_LENGTH)),
  description: z._default(z.string().check(z.trim(), z.maxLength(NOTIFICATION_DESCRIPTION_MAX_LENGTH)), ''),
  /** e.g. 用户消息 (spec doc 1 §9). */
  type: z.string().check(z.trim(), z.minLength(1, 'Enter a type'), z.maxLength(NOTIFICATION_TYPE_MAX_LENGTH)),
  /** Custom message type code: '01' review, '02' user message (spec doc 1 §9). */
  selfType: z
    .string()
    .check(z.trim(), z.minLength(1, 'Enter a custom type'), z.maxLength(NOTIFICATION_TYPE_MAX_LENGTH)),
  /** What the notice is about (a console route or an action name). */
  action: z._default(z.string().check(z.trim(), z.maxLength(NOTIFICATION_ACTION_MAX_LENGTH)), ''),
  /**
   * `['sendEmail']` (or the bare `'sendEmail'`, as senders of the spec's notices write it) also e-mails each
   * notifier with an address; the inbox copy is always made.
   */
  ways: z._default(WaysSchema, []),
});
export type NotificationObjectInput = z.output<typeof NotificationObjectSchema>;

/** What `POST /api-user/notificationObjects` answers: 201 delivered now, 202 queued for the fan-out worker. */
export const NotificationSendResultSchema = z.object({
  notificationObjectId: z.string(),
  /** Distinct notifiers. */
  recipients: z.number(),
  /** `delivered`: every inbox copy is written; `queued`: a fan-out job delivers them (see `jobId`). */
  status: z.enum(['delivered', 'queued']),
  /** The fan-out job of a queued send. */
  jobId: z.optional(z.string()),
});
export type NotificationSendResult = z.infer<typeof NotificationSendResultSchema>;

/** `GET /api-user/userMessages?userId&type&page&size` (zero-based page; empty type = all messages). */
export const UserMessagesQuerySchema = z.object({
  userId: UserIdSchema,
  /** A custom message type (`selfType`); empty or absent = 全部消息. */
  type: z.optional(z.string().check(z.trim(), z.maxLength(NOTIFICATION_TYPE_MAX_LENGTH))),
  page: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  size: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(INBOX_PAGE_MAX_SIZE)), USER_MESSAGE_PAGE_SIZE),
});

/** `notifications=a,b` of the user centre's delete and mark-read calls: ids joined by comma. */
const NotificationIdListSchema = z.pipe(
  z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Choose at least one message')),
    z.transform((value) => [...new Set(value.split(',').map((id) => id.trim()))]),
  ),
  z
    .array(z.string().check(z.minLength(1, 'Empty message id'), z.maxLength(64)))
    .check(z.maxLength(INBOX_IDS_MAX, `At most ${INBOX_IDS_MAX} messages at a time`)),
);

/**
 * `DELETE /api-user/userNotifcations?notifications=a,b&userId` and
 * `POST /api-user/userNotificationsRead?notifications=a,b&userId` (query parameters; no body).
 */
export const UserNotificationsQuerySchema = z.object({
  userId: UserIdSchema,
  notifications: NotificationIdListSchema,
});

/** `POST /api-message/message/page/{userId}` path. */
export const MessagePagePathSchema = z.object({ userId: UserIdSchema });

/** `POST /api-message/message/page/{userId}` body (all optional: `{}` = every live message, page 0 of 10). */
export const MessagePageBodySchema = z.object({
  /** The console's active tab: `unread` narrows to unread messages; any other value narrows nothing. */
  tabKey: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  /** A message category id; empty or absent = every category. */
  messageCategory: z.nullish(z.string().check(z.trim(), z.maxLength(64))),
  /** true: collected messages only. */
  hasCollect: z.nullish(z.boolean()),
  /** true: the recycle view (deleted, restorable messages); otherwise the live messages. */
  hasDelete: z.nullish(z.boolean()),
  page: z._default(z.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
  size: z._default(z.number().check(z.int(), z.gte(1), z.lte(INBOX_PAGE_MAX_SIZE)), ENTERPRISE_MESSAGE_PAGE_SIZE),
});

/** Body of `PUT /api-message/message/read|unread|collect|uncollect` and `DELETE …/delete|undelete|cleanup`: message ids. */
export const MessageIdListSchema = z.pipe(
  z
    .array(IdSchema)
    .check(
      z.minLength(1, 'Choose at least one message'),
      z.maxLength(INBOX_IDS_MAX, `At most ${INBOX_IDS_MAX} messages at a time`),
    ),
  z.transform((ids) => [...new Set(ids)]),
);

/*
 * Answers of the inbox calls: one definition for the contracts (`shared/contracts/messaging.ts`), the
 * implementations that must return them and the console that reads them (typed, not parsed).
 */

/** A message as the user message centre lists it (spec doc 1 §3 "Message in the user centre"). */
export const UserCentreMessageSchema = z.object({
  notificationObjectId: z.string(),
  /** Chinese: a system message's Chinese rendering, or the text a person wrote. */
  title: z.string(),
  /** A system message's English rendering (absent for a person's text and for messages older than the catalogue). */
  titleEn: z.optional(z.string()),
  /** The publisher's name (the sender's username when known, else their id). */
  actor: z.string(),
  actorId: z.string(),
  /** ISO time it was sent. */
  messageTime: z.string(),
  /** e.g. 用户消息. */
  type: z.string(),
  /** Custom message type code ('01', '02', or an administrator-defined type). */
  selfDefinedType: z.string(),
  /** Name of the custom type, when the sender gave one. */
  selfDefinedTypeName: z.optional(z.string()),
  action: z.string(),
  description: z.string(),
  descriptionEn: z.optional(z.string()),
  hasRead: z.boolean(),
  /** ISO time of the last change of its read / collect / delete state. */
  updateTime: z.string(),
});
export type UserCentreMessage = z.infer<typeof UserCentreMessageSchema>;

/** `GET /api-user/userMessages`: one zero-based page, newest first. */
export const UserMessagesPageSchema = z.object({
  content: z.array(UserCentreMessageSchema),
  totalElements: z.number(),
  /** The page number asked for (zero-based). */
  number: z.number(),
  size: z.number(),
});
export type UserMessagesPage = z.infer<typeof UserMessagesPageSchema>;

/** One entry of `GET /api-user/messageSelfDefinedTypes`: a custom message type the centre shows as a tab. */
export const SelfDefinedTypeSchema = z.object({ selfType: z.string(), name: z.string(), nameEn: z.string() });
export type SelfDefinedType = z.infer<typeof SelfDefinedTypeSchema>;
/** `GET /api-user/messageSelfDefinedTypes`. */
export const SelfDefinedTypeListSchema = z.array(SelfDefinedTypeSchema);

/** One entry of `GET /api-user/messageSelfDefinedTypesCount?userId` (spec doc 1 §3 "Custom type counts"): unread live messages of the type. */
export const SelfDefinedTypeCountSchema = z.object({ selfType: z.string(), count: z.number() });
export type SelfDefinedTypeCount = z.infer<typeof SelfDefinedTypeCountSchema>;
/** `GET /api-user/messageSelfDefinedTypesCount`. */
export const SelfDefinedTypeCountListSchema = z.array(SelfDefinedTypeCountSchema);

/** `GET /api-user/unreadCount?userId`: a bare number (spec doc 1 §7). */
export const UnreadCountSchema = z.number();

/** What the user centre's delete and mark-read calls answer. */
export const InboxChangeResultSchema = z.object({
  /** Messages whose state changed (already-read or missing-state ones are not counted). */
  updated: z.number(),
  /** The caller's unread count after the change (the badge's new number). */
  unreadCount: z.number(),
});
export type InboxChangeResult = z.infer<typeof InboxChangeResultSchema>;

/** A message as the enterprise message centre lists it (spec doc 1 §3 "Message": id, category, hasRead, hasCollect, hasDelete). */
export const EnterpriseCentreMessageSchema = z.object({
  /** The message id (= the notificationObjectId of the user centre). */
  id: z.string(),
  /** Message category id; empty for notices without a category (reviews, status notices). */
  category: z.string(),
  categoryName: z.optional(z.string()),
  /** Chinese; `titleEn` / `descriptionEn`: a system message's English rendering (as in the user centre's message). */
  title: z.string(),
  titleEn: z.optional(z.string()),
  description: z.string(),
  descriptionEn: z.optional(z.string()),
  /** The publisher's name. */
  publisher: z.string(),
  publisherId: z.string(),
  /** The sending enterprise (absent: the platform). */
  enterpriseId: z.optional(z.string()),
  /** The administrator's sent message this delivery came from, if any. */
  sourceMessageId: z.optional(z.string()),
  type: z.string(),
  selfDefinedType: z.string(),
  selfDefinedTypeName: z.optional(z.string()),
  action: z.string(),
  messageTime: z.string(),
  updateTime: z.string(),
  hasRead: z.boolean(),
  hasCollect: z.boolean(),
  hasDelete: z.boolean(),
});
export type EnterpriseCentreMessage = z.infer<typeof EnterpriseCentreMessageSchema>;

/** `POST /api-message/message/page/{userId}`: one zero-based page, newest first. */
export const EnterpriseMessagePageSchema = z.object({
  content: z.array(EnterpriseCentreMessageSchema),
  /** The page number (zero-based). */
  number: z.number(),
  size: z.number(),
  totalElements: z.number(),
});
export type EnterpriseMessagePage = z.infer<typeof EnterpriseMessagePageSchema>;

/** What the enterprise centre's read / unread / collect / uncollect / delete / undelete / cleanup calls answer. */
export const MessageActionResultSchema = z.object({
  /** Messages whose state changed (those already in the asked state are not counted). */
  updated: z.number(),
  unreadCount: z.number(),
});
export type MessageActionResult = z.infer<typeof MessageActionResultSchema>;

/** The frame pushed over the platform WebSocket to each of a user's open connections when their unread count changes. */
export interface UnreadCountFrame {
  type: 'unreadCount';
  count: number;
}

/** A task of the message-fanout state machine: deliver one chunk of a job, record how the job ended, or push unread counts. */
export const FanoutTaskSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('deliverChunk'), jobId: IdSchema, index: z.number().check(z.int(), z.gte(0)) }),
  z.object({ action: z.literal('pushCounts'), userIds: z.array(IdSchema).check(z.maxLength(1000)) }),
  z.object({
    action: z.literal('finishJob'),
    jobId: IdSchema,
    /** The Map's error (`{ Error, Cause }`) when a chunk kept failing. */
    error: z.optional(z.object({ Error: z.optional(z.string()), Cause: z.optional(z.string()) })),
  }),
]);
export type FanoutTask = z.output<typeof FanoutTaskSchema>;
