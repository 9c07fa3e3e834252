import {
  messageCategoryRoutes,
  messageCentreRoutes,
  messageGroupRoutes,
  messageMemberRoutes,
  messageRoutes,
  messageTypeRoutes,
} from '../../domains/messaging/routes.js';

/** api-message's messaging group: the implementations of its contracts, loaded on the first request one of them answers. */
export const routes = [
  ...messageCategoryRoutes,
  ...messageTypeRoutes,
  ...messageGroupRoutes,
  ...messageMemberRoutes,
  ...messageRoutes,
  ...messageCentreRoutes,
];
