import type { RouteAccessTable } from '../access-rule.js';

/**
 * Who may call each message administration route (docs/message-administration.md).
 * `?enterpriseId` names the scope: absent = the platform (platform administrators only);
 * an enterprise = the caller's roles in effect there must grant the `-enterprise` menu's privilege.
 * Categories and types are read by the message centres too: the route lets the platform's be read by
 * everyone signed in and an enterprise's by its members. A save with an `id` also needs `:edit` (in the route).
 */
export const messagingAccess = {
  'GET /api-message/messageCategories': 'authenticated',
  'POST /api-message/messageCategory': {
    privilege: 'message-category-enterprise:add',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'DELETE /api-message/messageCategory': {
    privilege: 'message-category-enterprise:delete',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'GET /api-message/messageTypes': 'authenticated',
  'POST /api-message/messageType': {
    privilege: 'message-type-enterprise:add',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'DELETE /api-message/messageType': {
    privilege: 'message-type-enterprise:delete',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'GET /api-message/messageGroups': {
    privilege: 'message-group-enterprise:view',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'POST /api-message/messageGroup': {
    privilege: 'message-group-enterprise:add',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'DELETE /api-message/messageGroup': {
    privilege: 'message-group-enterprise:delete',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'POST /api-message/messageMembers': {
    privilege: 'message-group-enterprise:edit',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'DELETE /api-message/messageMember': {
    privilege: 'message-group-enterprise:edit',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'POST /api-message/message/query': {
    privilege: 'message-sent-enterprise:view',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'POST /api-message/message/sent': {
    privilege: 'message-sent-enterprise:add',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
  'DELETE /api-message/message/{id}': {
    privilege: 'message-sent-enterprise:delete',
    enterprise: 'query.enterpriseId',
    whenAbsent: 'platform-admin',
  },
} as const satisfies RouteAccessTable;
