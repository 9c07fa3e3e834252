/**
 * Rules of the user inbox (user message centre and enterprise message
 * centre), shared by the API schemas and the console (zod-free: the console
 * bundle carries no zod). Design: docs/messaging.md.
 */

/** User message centre page size (spec doc 1 §9: 5, the only option; pages start at 0). */
export const USER_MESSAGE_PAGE_SIZE = 5;
/** Enterprise message centre page size (spec doc 1 §9: message page size default 10). */
export const ENTERPRISE_MESSAGE_PAGE_SIZE = 10;
/** Largest page either list answers. */
export const INBOX_PAGE_MAX_SIZE = 100;
/** Most message ids one read / unread / collect / delete / restore / cleanup call takes. */
export const INBOX_IDS_MAX = 100;
/** Most notifiers of one `POST /api-user/notificationObjects` (larger sends are split by the caller). */
export const NOTIFIERS_MAX = 10_000;
/** Longest notification title, description and action. */
export const NOTIFICATION_TITLE_MAX_LENGTH = 200;
export const NOTIFICATION_DESCRIPTION_MAX_LENGTH = 5000;
export const NOTIFICATION_ACTION_MAX_LENGTH = 500;
/** Longest type (`type`) and custom type (`selfType`) value. */
export const NOTIFICATION_TYPE_MAX_LENGTH = 64;

/** Delivery way that also e-mails each notifier (spec doc 1 §9: status notices use `sendEmail`). */
export const SEND_EMAIL_WAY = 'sendEmail';
/** The delivery ways `ways` may name (the inbox copy is always made). */
export const NOTIFICATION_WAYS = [SEND_EMAIL_WAY] as const;

/** Notification type of user messages (spec doc 1 §9). */
export const USER_MESSAGE_TYPE = '用户消息';
/** Custom message types every user has (spec doc 1 §9): review results and user messages. */
export const BUILTIN_SELF_TYPES = [
  { selfType: '01', name: '审核消息', nameEn: 'Review messages' },
  { selfType: '02', name: '用户消息', nameEn: 'User messages' },
] as const;

/**
 * `tabKey` of the enterprise centre's page call: `unread` narrows the list to
 * unread messages; every other value (`all`, a category id, …) narrows nothing
 * beyond `messageCategory`, `hasCollect` and `hasDelete`.
 */
export const ENTERPRISE_TAB_UNREAD = 'unread';

/** The WebSocket frame pushed to a user's open connections when their unread count changes. */
export const UNREAD_COUNT_FRAME_TYPE = 'unreadCount';
