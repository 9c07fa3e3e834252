/**
 * The messaging domain (message administration (categories, types, groups, sent messages), the inbox, notification objects and the fan-out of notifications): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain; its route lists are in `./routes.ts`.
 */
export { tellAdministrators, type AdministratorNotice } from './administrator-notices.js';
export { markUserPresent } from './data/inbox-presence.js';
export { finishFanout, runFanoutChunk } from './fanout.js';
export {
  notifyReviewDecision,
  notifyUsers,
  REVIEW_SELF_TYPE,
  SEND_EMAIL,
  USER_MESSAGE_SELF_TYPE,
  USER_MESSAGE_TYPE,
} from './notify.js';
export { pushUnreadCounts, userDestination } from './unread-push.js';
export {
  ACCOUNTS_SYSTEM_MESSAGES,
  ALGORITHMS_SYSTEM_MESSAGES,
  APPLICATIONS_SYSTEM_MESSAGES,
  CERTIFICATION_SYSTEM_MESSAGES,
  ROLES_SYSTEM_MESSAGES,
  systemMessage,
  type RenderedSystemMessage,
  type SystemMessage,
  type SystemMessageParam,
  type SystemMessageTemplate,
} from './system-message-templates.js';
/** For the console home's dashboard: a user's unread count, one Get of the inbox counter. */
export { getUnreadCount } from './data/notification.js';
