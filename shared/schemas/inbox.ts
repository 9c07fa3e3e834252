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
  /** `['sendEmail']` also e-mails each notifier with an address; the inbox copy is always made. */
  ways: z._default(z.array(z.enum(NOTIFICATION_WAYS)).check(z.maxLength(NOTIFICATION_WAYS.length)), []),
});
export type NotificationObjectInput = z.output<typeof NotificationObjectSchema>;

/** What `POST /api-user/notificationObjects` answers: 201 delivered now, 202 queued for the fan-out worker. */
export interface NotificationSendResult {
  notificationObjectId: string;
  /** Distinct notifiers. */
  recipients: number;
  /** `delivered`: every inbox copy is written; `queued`: a fan-out job delivers them (see `jobId`). */
  status: 'delivered' | 'queued';
  /** The fan-out job of a queued send. */
  jobId?: string;
}

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

/** A message as the user message centre lists it (spec doc 1 §3 "Message in the user centre"). */
export interface UserCentreMessage {
  notificationObjectId: string;
  title: string;
  /** The publisher's name (the sender's username when known, else their id). */
  actor: string;
  actorId: string;
  /** ISO time it was sent. */
  messageTime: string;
  /** e.g. 用户消息. */
  type: string;
  /** Custom message type code ('01', '02', or an administrator-defined type). */
  selfDefinedType: string;
  /** Name of the custom type, when the sender gave one. */
  selfDefinedTypeName?: string;
  action: string;
  description: string;
  hasRead: boolean;
  /** ISO time of the last change of its read / collect / delete state. */
  updateTime: string;
}

/** `GET /api-user/userMessages`: one zero-based page, newest first. */
export interface UserMessagesPage {
  content: UserCentreMessage[];
  totalElements: number;
  /** The page number asked for (zero-based). */
  number: number;
  size: number;
}

/** One entry of `GET /api-user/messageSelfDefinedTypes`: a custom message type the centre shows as a tab. */
export interface SelfDefinedType {
  selfType: string;
  name: string;
  nameEn: string;
}

/** One entry of `GET /api-user/messageSelfDefinedTypesCount?userId` (spec doc 1 §3 "Custom type counts"): unread live messages of the type. */
export interface SelfDefinedTypeCount {
  selfType: string;
  count: number;
}

/** What the user centre's delete and mark-read calls answer. */
export interface InboxChangeResult {
  /** Messages whose state changed (already-read or missing-state ones are not counted). */
  updated: number;
  /** The caller's unread count after the change (the badge's new number). */
  unreadCount: number;
}

/** A message as the enterprise message centre lists it (spec doc 1 §3 "Message": id, category, hasRead, hasCollect, hasDelete). */
export interface EnterpriseCentreMessage {
  /** The message id (= the notificationObjectId of the user centre). */
  id: string;
  /** Message category id; empty for notices without a category (reviews, status notices). */
  category: string;
  categoryName?: string;
  title: string;
  description: string;
  /** The publisher's name. */
  publisher: string;
  publisherId: string;
  /** The sending enterprise (absent: the platform). */
  enterpriseId?: string;
  /** The administrator's sent message this delivery came from, if any. */
  sourceMessageId?: string;
  type: string;
  selfDefinedType: string;
  selfDefinedTypeName?: string;
  action: string;
  messageTime: string;
  updateTime: string;
  hasRead: boolean;
  hasCollect: boolean;
  hasDelete: boolean;
}

/** `POST /api-message/message/page/{userId}`: one zero-based page, newest first. */
export interface EnterpriseMessagePage {
  content: EnterpriseCentreMessage[];
  /** The page number (zero-based). */
  number: number;
  size: number;
  totalElements: number;
}

/** What the enterprise centre's read / unread / collect / uncollect / delete / undelete / cleanup calls answer. */
export interface MessageActionResult {
  /** Messages whose state changed (those already in the asked state are not counted). */
  updated: number;
  unreadCount: number;
}

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
