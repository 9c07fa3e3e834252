/** The messaging domain's route lists, one per route file, for the API-prefix handlers to compose. */
export { messageCategoryRoutes } from './routes/message-categories.js';
export { messageCentreRoutes } from './routes/message-centre.js';
export { messageGroupRoutes } from './routes/message-groups.js';
export { messageMemberRoutes } from './routes/message-members.js';
export { messageTypeRoutes } from './routes/message-types.js';
export { messageRoutes } from './routes/messages.js';
export { notificationObjectRoutes } from './routes/notification-objects.js';
export { notificationRoutes } from './routes/notifications.js';
export { userMessageRoutes } from './routes/user-messages.js';
