import { notificationObjectRoutes, notificationRoutes, userMessageRoutes } from '../../domains/messaging/routes.js';

/** /api-user's messaging routes: notifications, their recipients and a user's messages. */
export const routes = [...notificationRoutes, ...notificationObjectRoutes, ...userMessageRoutes];
