import { createPrefixHandler } from '../platform.js';
import {
  messageCategoryRoutes,
  messageCentreRoutes,
  messageGroupRoutes,
  messageMemberRoutes,
  messageRoutes,
  messageTypeRoutes,
} from '../domains/messaging/routes.js';

/** /api-message: message administration (categories, types, groups, members, sent messages) and the message centre. */
export const handler = createPrefixHandler([
  ...messageCategoryRoutes,
  ...messageTypeRoutes,
  ...messageGroupRoutes,
  ...messageMemberRoutes,
  ...messageRoutes,
  ...messageCentreRoutes,
]);
