import { UserIdQuerySchema } from '../../../../shared/schemas/user.js';
import { getUnreadCount } from '../data/notification.js';
import { defineRoute } from '../../../lib/http/route.js';

export const notificationRoutes = [
  /** The caller's number of unread notifications, a bare number (spec doc 1 §7 `GET /api-user/unreadCount?userId`). */
  defineRoute({
    method: 'GET',
    path: '/api-user/unreadCount',
    access: { self: 'query.userId' },
    query: UserIdQuerySchema,
    handler: async ({ caller }): Promise<number> => getUnreadCount({ userId: caller.userId }),
  }),
];
