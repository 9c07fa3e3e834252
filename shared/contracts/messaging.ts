import type { PrivilegeRef } from './access.js';
import { defineContracts } from './contract.js';

/**
 * The messaging contracts (spec doc 1 §7 "Notifications", "User message centre", "Message management and
 * enterprise centre"; docs/messaging.md, docs/message-administration.md). The schemas load with the first request
 * that needs them (see `shared/contracts/contract.ts`).
 */
// The /api-user notification and message-centre contracts: a first request of api-user's messaging group loads
// only these (not the /api-message administration schemas, which it never validates, nor the user schemas: their
// `?userId=` query is declared in the session module).
const inboxSchemas = async () => ({
  ...(await import('../schemas/inbox.js')),
  ...(await import('../schemas/session.js')),
});
const schemas = async () => ({
  ...(await import('../schemas/messaging.js')),
  ...(await inboxSchemas()),
});

/**
 * The access rule of a call on a messaging scope: `privilege` in the enterprise of `?enterpriseId`, platform
 * administrators for the platform scope (no `enterpriseId`). Annotated free of side effects: esbuild keeps a pure
 * call whose arguments call something it cannot judge, so without it api-user bundled every /api-message table and
 * its schemas.
 */
const scoped = /* @__NO_SIDE_EFFECTS__ */ <P extends PrivilegeRef>(privilege: P) =>
  ({ privilege, enterprise: 'query.enterpriseId', whenAbsent: 'platform-admin' }) as const;

/** Message categories of a scope (the enterprise centre's tabs). */
export const messageCategoryContracts = /* @__PURE__ */ defineContracts(schemas, {
  messageCategories: {
    method: 'GET',
    path: '/api-message/messageCategories',
    access: 'authenticated',
    summary: "The scope's message categories, by name (the platform's for everyone signed in).",
    schemas: (s) => ({ query: s.MessagingScopeQuerySchema, response: s.MessageCategoryListSchema }),
  },
  saveMessageCategory: {
    method: 'POST',
    path: '/api-message/messageCategory',
    access: scoped('message-category-enterprise:add'),
    summary: 'Creates a message category (no id) or changes one (id, which also needs the edit privilege).',
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessageCategoryInputSchema,
      response: s.MessageCategorySchema,
    }),
  },
  deleteMessageCategory: {
    method: 'DELETE',
    path: '/api-message/messageCategory',
    access: scoped('message-category-enterprise:delete'),
    summary: 'Deletes message categories, all or none (409 while one still has types).',
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessagingIdListSchema,
      response: s.MessagingDeletedSchema,
    }),
  },
});

/** Message types of a scope, each in one category. */
export const messageTypeContracts = /* @__PURE__ */ defineContracts(schemas, {
  messageTypes: {
    method: 'GET',
    path: '/api-message/messageTypes',
    access: 'authenticated',
    summary: "The scope's message types by name, optionally of one category.",
    schemas: (s) => ({ query: s.MessageTypesQuerySchema, response: s.MessageTypeListSchema }),
  },
  saveMessageType: {
    method: 'POST',
    path: '/api-message/messageType',
    access: scoped('message-type-enterprise:add'),
    summary: 'Creates a message type (no id) or changes one (id, which also needs the edit privilege).',
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessageTypeInputSchema,
      response: s.MessageTypeSchema,
    }),
  },
  deleteMessageType: {
    method: 'DELETE',
    path: '/api-message/messageType',
    access: scoped('message-type-enterprise:delete'),
    summary: 'Deletes message types, all or none.',
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessagingIdListSchema,
      response: s.MessagingDeletedSchema,
    }),
  },
});

/** Message groups of a scope, with their members. */
export const messageGroupContracts = /* @__PURE__ */ defineContracts(schemas, {
  messageGroups: {
    method: 'GET',
    path: '/api-message/messageGroups',
    access: scoped('message-group-enterprise:view'),
    summary: "The scope's message groups by name, each with its members.",
    schemas: (s) => ({ query: s.MessagingScopeQuerySchema, response: s.MessageGroupListSchema }),
  },
  saveMessageGroup: {
    method: 'POST',
    path: '/api-message/messageGroup',
    access: scoped('message-group-enterprise:add'),
    summary: 'Creates a message group (no id) or changes one (id, which also needs the edit privilege).',
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessageGroupInputSchema,
      response: s.MessageGroupSchema,
    }),
  },
  deleteMessageGroup: {
    method: 'DELETE',
    path: '/api-message/messageGroup',
    access: scoped('message-group-enterprise:delete'),
    summary: 'Deletes message groups with their members, all or none.',
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessagingIdListSchema,
      response: s.MessagingDeletedSchema,
    }),
  },
});

/** The members of a message group. */
export const messageMemberContracts = /* @__PURE__ */ defineContracts(schemas, {
  messageMembers: {
    method: 'POST',
    path: '/api-message/messageMembers',
    access: scoped('message-group-enterprise:edit'),
    summary: "Adds users to a group, named one by one or as roles' current holders (present members skipped).",
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.AddMessageMembersSchema,
      response: s.AddMessageMembersResultSchema,
    }),
  },
  messageMember: {
    method: 'DELETE',
    path: '/api-message/messageMember',
    access: scoped('message-group-enterprise:edit'),
    summary: 'Removes group members, all or none.',
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessagingIdListSchema,
      response: s.MessagingDeletedSchema,
    }),
  },
});

/** Sent messages of a scope (message administration). */
export const messageContracts = /* @__PURE__ */ defineContracts(schemas, {
  messageQuery: {
    method: 'POST',
    path: '/api-message/message/query',
    access: scoped('message-sent-enterprise:view'),
    summary: "The scope's sent messages, newest first, filtered, in zero-based pages.",
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessageQuerySchema,
      response: s.SentMessagePageSchema,
    }),
  },
  messageSent: {
    method: 'POST',
    path: '/api-message/message/sent',
    access: scoped('message-sent-enterprise:add'),
    summary: "Sends a message to users, groups' members and roles' holders as they are now.",
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.SendMessageSchema,
      response: s.SentMessageSchema,
    }),
  },
  deleteMessage: {
    method: 'DELETE',
    path: '/api-message/message/{id}',
    access: scoped('message-sent-enterprise:delete'),
    summary: 'Removes a sent message from the list; the delivered copies stay with their recipients.',
    schemas: (s) => ({
      params: s.SentMessagePathSchema,
      query: s.MessagingScopeQuerySchema,
      response: s.MessagingDeletedSchema,
    }),
  },
});

/** The enterprise message centre: the caller's own deliveries. */
export const messageCentreContracts = /* @__PURE__ */ defineContracts(schemas, {
  messagePage: {
    method: 'POST',
    path: '/api-message/message/page/{userId}',
    access: { self: 'path.userId' },
    summary: "One zero-based page of the caller's messages, newest first (live or the recycle view).",
    schemas: (s) => ({
      params: s.MessagePagePathSchema,
      body: s.MessagePageBodySchema,
      response: s.EnterpriseMessagePageSchema,
    }),
  },
  messageRead: {
    method: 'PUT',
    path: '/api-message/message/read',
    access: 'authenticated',
    summary: 'Marks messages read.',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  messageUnread: {
    method: 'PUT',
    path: '/api-message/message/unread',
    access: 'authenticated',
    summary: 'Marks messages unread.',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  messageCollect: {
    method: 'PUT',
    path: '/api-message/message/collect',
    access: 'authenticated',
    summary: 'Marks messages collected.',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  messageUncollect: {
    method: 'PUT',
    path: '/api-message/message/uncollect',
    access: 'authenticated',
    summary: 'Marks messages not collected.',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  messageDelete: {
    method: 'DELETE',
    path: '/api-message/message/delete',
    access: 'authenticated',
    summary: 'Moves messages to the recycle view (restorable).',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  messageUndelete: {
    method: 'DELETE',
    path: '/api-message/message/undelete',
    access: 'authenticated',
    summary: 'Restores messages from the recycle view.',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  messageCleanup: {
    method: 'DELETE',
    path: '/api-message/message/cleanup',
    access: 'authenticated',
    summary: 'Deletes messages of the recycle view permanently (409 for any other, nothing deleted).',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
});

/** Sending notifications. */
export const notificationObjectContracts = /* @__PURE__ */ defineContracts(inboxSchemas, {
  notificationObjects: {
    method: 'POST',
    path: '/api-user/notificationObjects',
    access: 'authenticated',
    summary: 'Sends a notification to each distinct notifier (201 delivered, 202 queued for the fan-out).',
    schemas: (s) => ({ body: s.NotificationObjectSchema, response: s.NotificationSendResultSchema }),
  },
});

/** The unread badge. */
export const notificationContracts = /* @__PURE__ */ defineContracts(inboxSchemas, {
  unreadCount: {
    method: 'GET',
    path: '/api-user/unreadCount',
    access: { self: 'query.userId' },
    summary: "The caller's number of unread notifications, a bare number.",
    schemas: (s) => ({ query: s.UserIdQuerySchema, response: s.UnreadCountSchema }),
  },
});

/** The user message centre. */
export const userMessageContracts = /* @__PURE__ */ defineContracts(inboxSchemas, {
  messageSelfDefinedTypes: {
    method: 'GET',
    path: '/api-user/messageSelfDefinedTypes',
    access: 'authenticated',
    summary: 'The custom message types shown as tabs: the built-in ones, then the named ones by name.',
    schemas: (s) => ({ response: s.SelfDefinedTypeListSchema }),
  },
  messageSelfDefinedTypesCount: {
    method: 'GET',
    path: '/api-user/messageSelfDefinedTypesCount',
    access: { self: 'query.userId' },
    summary: "The caller's unread live messages per custom type (the built-in types always appear).",
    schemas: (s) => ({ query: s.UserIdQuerySchema, response: s.SelfDefinedTypeCountListSchema }),
  },
  userMessages: {
    method: 'GET',
    path: '/api-user/userMessages',
    access: { self: 'query.userId' },
    summary: "One zero-based page of the caller's live messages, newest first, optionally of one custom type.",
    schemas: (s) => ({ query: s.UserMessagesQuerySchema, response: s.UserMessagesPageSchema }),
  },
  userNotifcations: {
    method: 'DELETE',
    path: '/api-user/userNotifcations',
    access: { self: 'query.userId' },
    summary: 'Moves messages (ids joined by comma) to the recycle view of the enterprise centre.',
    schemas: (s) => ({ query: s.UserNotificationsQuerySchema, response: s.InboxChangeResultSchema }),
  },
  userNotificationsRead: {
    method: 'POST',
    path: '/api-user/userNotificationsRead',
    access: { self: 'query.userId' },
    summary: 'Marks messages (ids joined by comma) read.',
    schemas: (s) => ({ query: s.UserNotificationsQuerySchema, response: s.InboxChangeResultSchema }),
  },
});

/** The messaging tables /api-message serves: categories, types, groups and their members, messages, the centres. */
export const apiMessageTables = [
  messageCategoryContracts,
  messageTypeContracts,
  messageGroupContracts,
  messageMemberContracts,
  messageContracts,
  messageCentreContracts,
];

/** Every contract table of the messaging domain (the API index, `shared/contracts/index.ts`, lists them). */
// Listed, not spread from `apiMessageTables`: a spread counts as a side effect to esbuild, which then kept every
// table of this file (and its schema modules) in api-user's bundle.
export const messagingTables = [
  messageCategoryContracts,
  messageTypeContracts,
  messageGroupContracts,
  messageMemberContracts,
  messageContracts,
  messageCentreContracts,
  notificationObjectContracts,
  notificationContracts,
  userMessageContracts,
];
