import { createHttpHandler } from '../lib/http/http-handler.js';
import { messageCategoryRoutes } from './routes/message-categories.js';
import { messageGroupRoutes } from './routes/message-groups.js';
import { messageMemberRoutes } from './routes/message-members.js';
import { messageTypeRoutes } from './routes/message-types.js';
import { messageRoutes } from './routes/messages.js';
import { messageCentreRoutes } from './routes/message-centre.js';

/** /api-message: message administration (categories, types, groups, members, sent messages) and the message centre. */
export const handler = createHttpHandler([
  ...messageCategoryRoutes,
  ...messageTypeRoutes,
  ...messageGroupRoutes,
  ...messageMemberRoutes,
  ...messageRoutes,
  ...messageCentreRoutes,
]);
