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
  /** The scope's message categories, by name (the platform's for everyone signed in). */
  messageCategories: {
    method: 'GET',
    path: '/api-message/messageCategories',
    access: 'authenticated',
    schemas: (s) => ({ query: s.MessagingScopeQuerySchema, response: s.MessageCategoryListSchema }),
  },
  /** Creates a message category (no id) or changes one (id, which also needs the edit privilege). */
  saveMessageCategory: {
    method: 'POST',
    path: '/api-message/messageCategory',
    access: scoped('message-category-enterprise:add'),
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessageCategoryInputSchema,
      response: s.MessageCategorySchema,
    }),
  },
  /** Deletes message categories, all or none (409 while one still has types). */
  deleteMessageCategory: {
    method: 'DELETE',
    path: '/api-message/messageCategory',
    access: scoped('message-category-enterprise:delete'),
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessagingIdListSchema,
      response: s.MessagingDeletedSchema,
    }),
  },
});

/** Message types of a scope, each in one category. */
export const messageTypeContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The scope's message types by name, optionally of one category. */
  messageTypes: {
    method: 'GET',
    path: '/api-message/messageTypes',
    access: 'authenticated',
    schemas: (s) => ({ query: s.MessageTypesQuerySchema, response: s.MessageTypeListSchema }),
  },
  /** Creates a message type (no id) or changes one (id, which also needs the edit privilege). */
  saveMessageType: {
    method: 'POST',
    path: '/api-message/messageType',
    access: scoped('message-type-enterprise:add'),
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessageTypeInputSchema,
      response: s.MessageTypeSchema,
    }),
  },
  /** Deletes message types, all or none. */
  deleteMessageType: {
    method: 'DELETE',
    path: '/api-message/messageType',
    access: scoped('message-type-enterprise:delete'),
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessagingIdListSchema,
      response: s.MessagingDeletedSchema,
    }),
  },
});

/** Message groups of a scope, with their members. */
export const messageGroupContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The scope's message groups by name, each with its members. */
  messageGroups: {
    method: 'GET',
    path: '/api-message/messageGroups',
    access: scoped('message-group-enterprise:view'),
    schemas: (s) => ({ query: s.MessagingScopeQuerySchema, response: s.MessageGroupListSchema }),
  },
  /** Creates a message group (no id) or changes one (id, which also needs the edit privilege). */
  saveMessageGroup: {
    method: 'POST',
    path: '/api-message/messageGroup',
    access: scoped('message-group-enterprise:add'),
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessageGroupInputSchema,
      response: s.MessageGroupSchema,
    }),
  },
  /** Deletes message groups with their members, all or none. */
  deleteMessageGroup: {
    method: 'DELETE',
    path: '/api-message/messageGroup',
    access: scoped('message-group-enterprise:delete'),
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessagingIdListSchema,
      response: s.MessagingDeletedSchema,
    }),
  },
});

/** The members of a message group. */
export const messageMemberContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Adds users to a group, named one by one or as roles' current holders (present members skipped). */
  messageMembers: {
    method: 'POST',
    path: '/api-message/messageMembers',
    access: scoped('message-group-enterprise:edit'),
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.AddMessageMembersSchema,
      response: s.AddMessageMembersResultSchema,
    }),
  },
  /** Removes group members, all or none. */
  messageMember: {
    method: 'DELETE',
    path: '/api-message/messageMember',
    access: scoped('message-group-enterprise:edit'),
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessagingIdListSchema,
      response: s.MessagingDeletedSchema,
    }),
  },
});

/** Sent messages of a scope (message administration). */
export const messageContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The scope's sent messages, newest first, filtered, in zero-based pages. */
  messageQuery: {
    method: 'POST',
    path: '/api-message/message/query',
    access: scoped('message-sent-enterprise:view'),
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.MessageQuerySchema,
      response: s.SentMessagePageSchema,
    }),
  },
  /** Sends a message to users, groups' members and roles' holders as they are now. */
  messageSent: {
    method: 'POST',
    path: '/api-message/message/sent',
    access: scoped('message-sent-enterprise:add'),
    schemas: (s) => ({
      query: s.MessagingScopeQuerySchema,
      body: s.SendMessageSchema,
      response: s.SentMessageSchema,
    }),
  },
  /** Removes a sent message from the list; the delivered copies stay with their recipients. */
  deleteMessage: {
    method: 'DELETE',
    path: '/api-message/message/{id}',
    access: scoped('message-sent-enterprise:delete'),
    schemas: (s) => ({
      params: s.SentMessagePathSchema,
      query: s.MessagingScopeQuerySchema,
      response: s.MessagingDeletedSchema,
    }),
  },
});

/** The enterprise message centre: the caller's own deliveries. */
export const messageCentreContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** One zero-based page of the caller's messages, newest first (live or the recycle view). */
  messagePage: {
    method: 'POST',
    path: '/api-message/message/page/{userId}',
    access: { self: 'path.userId' },
    schemas: (s) => ({
      params: s.MessagePagePathSchema,
      body: s.MessagePageBodySchema,
      response: s.EnterpriseMessagePageSchema,
    }),
  },
  /** Marks messages read. */
  messageRead: {
    method: 'PUT',
    path: '/api-message/message/read',
    access: 'authenticated',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  /** Marks messages unread. */
  messageUnread: {
    method: 'PUT',
    path: '/api-message/message/unread',
    access: 'authenticated',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  /** Marks messages collected. */
  messageCollect: {
    method: 'PUT',
    path: '/api-message/message/collect',
    access: 'authenticated',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  /** Marks messages not collected. */
  messageUncollect: {
    method: 'PUT',
    path: '/api-message/message/uncollect',
    access: 'authenticated',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  /** Moves messages to the recycle view (restorable). */
  messageDelete: {
    method: 'DELETE',
    path: '/api-message/message/delete',
    access: 'authenticated',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  /** Restores messages from the recycle view. */
  messageUndelete: {
    method: 'DELETE',
    path: '/api-message/message/undelete',
    access: 'authenticated',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
  /** Deletes messages of the recycle view permanently (409 for any other, nothing deleted). */
  messageCleanup: {
    method: 'DELETE',
    path: '/api-message/message/cleanup',
    access: 'authenticated',
    schemas: (s) => ({ body: s.MessageIdListSchema, response: s.MessageActionResultSchema }),
  },
});

/** Sending notifications. */
export const notificationObjectContracts = /* @__PURE__ */ defineContracts(inboxSchemas, {
  /** Sends a notification to each distinct notifier (201 delivered, 202 queued for the fan-out). */
  notificationObjects: {
    method: 'POST',
    path: '/api-user/notificationObjects',
    access: 'authenticated',
    schemas: (s) => ({ body: s.NotificationObjectSchema, response: s.NotificationSendResultSchema }),
  },
});

/** The unread badge. */
export const notificationContracts = /* @__PURE__ */ defineContracts(inboxSchemas, {
  /** The caller's number of unread notifications, a bare number. */
  unreadCount: {
    method: 'GET',
    path: '/api-user/unreadCount',
    access: { self: 'query.userId' },
    schemas: (s) => ({ query: s.UserIdQuerySchema, response: s.UnreadCountSchema }),
  },
});

/** The user message centre. */
export const userMessageContracts = /* @__PURE__ */ defineContracts(inboxSchemas, {
  /** The custom message types shown as tabs: the built-in ones, then the named ones by name. */
  messageSelfDefinedTypes: {
    method: 'GET',
    path: '/api-user/messageSelfDefinedTypes',
    access: 'authenticated',
    schemas: (s) => ({ response: s.SelfDefinedTypeListSchema }),
  },
  /** The caller's unread live messages per custom type (the built-in types always appear). */
  messageSelfDefinedTypesCount: {
    method: 'GET',
    path: '/api-user/messageSelfDefinedTypesCount',
    access: { self: 'query.userId' },
    schemas: (s) => ({ query: s.UserIdQuerySchema, response: s.SelfDefinedTypeCountListSchema }),
  },
  /** One zero-based page of the caller's live messages, newest first, optionally of one custom type. */
  userMessages: {
    method: 'GET',
    path: '/api-user/userMessages',
    access: { self: 'query.userId' },
    schemas: (s) => ({ query: s.UserMessagesQuerySchema, response: s.UserMessagesPageSchema }),
  },
  /** Moves messages (ids joined by comma) to the recycle view of the enterprise centre. */
  userNotifcations: {
    method: 'DELETE',
    path: '/api-user/userNotifcations',
    access: { self: 'query.userId' },
    schemas: (s) => ({ query: s.UserNotificationsQuerySchema, response: s.InboxChangeResultSchema }),
  },
  /** Marks messages (ids joined by comma) read. */
  userNotificationsRead: {
    method: 'POST',
    path: '/api-user/userNotificationsRead',
    access: { self: 'query.userId' },
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
