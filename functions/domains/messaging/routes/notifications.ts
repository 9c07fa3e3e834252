import { notificationContracts as contracts } from '../../../../shared/contracts/messaging.js';
import { getUnreadCount } from '../data/notification.js';
import { implement } from '../../../lib/http/implement.js';

export const notificationRoutes = [
  /** The caller's number of unread notifications, a bare number (spec doc 1 §7 `GET /api-user/unreadCount?userId`). */
  implement(contracts.unreadCount, async ({ caller }): Promise<number> => getUnreadCount({ userId: caller.userId })),
];
