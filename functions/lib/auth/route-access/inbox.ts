import type { RouteAccessTable } from '../access-rule.js';

/**
 * Who may call each inbox route (docs/messaging.md). Every user reads and
 * changes only their own deliveries: the user-id parameter must be the
 * caller, and the message-id calls look ids up in the caller's own inbox
 * only (another user's id is a 404). Who may notify whom is checked in the
 * route (`assertMayNotify`): the notifiers arrive in the body.
 */
export const inboxAccess = {
  'POST /api-user/notificationObjects': 'authenticated',
  'GET /api-user/messageSelfDefinedTypes': 'authenticated',
  'GET /api-user/messageSelfDefinedTypesCount': { self: 'query.userId' },
  'GET /api-user/userMessages': { self: 'query.userId' },
  'DELETE /api-user/userNotifcations': { self: 'query.userId' },
  'POST /api-user/userNotificationsRead': { self: 'query.userId' },
  'POST /api-message/message/page/{userId}': { self: 'path.userId' },
  'PUT /api-message/message/read': 'authenticated',
  'PUT /api-message/message/unread': 'authenticated',
  'PUT /api-message/message/collect': 'authenticated',
  'PUT /api-message/message/uncollect': 'authenticated',
  'DELETE /api-message/message/delete': 'authenticated',
  'DELETE /api-message/message/undelete': 'authenticated',
  'DELETE /api-message/message/cleanup': 'authenticated',
} as const satisfies RouteAccessTable;
