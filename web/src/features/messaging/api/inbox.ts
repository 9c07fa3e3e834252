import type {
  EnterpriseCentreMessage,
  EnterpriseMessagePage,
  InboxChangeResult,
  MessageActionResult,
  SelfDefinedType,
  SelfDefinedTypeCount,
  UserCentreMessage,
  UserMessagesPage,
} from '@shared/schemas/inbox.js';
import type { MessageCategory } from '@shared/schemas/messaging.js';
import {
  messageCategoryContracts,
  messageCentreContracts,
  notificationContracts,
  userMessageContracts,
} from '@shared/contracts/messaging.js';
import { call } from '@/api/http-client.js';

/*
 * The inbox calls of the console (spec doc 1 §7 "User message centre",
 * "Message management and enterprise centre"): the user message centre of
 * /api-user, the enterprise message centre of /api-message and the unread
 * count (pushed on the platform WebSocket, `@/api/platform-socket.ts`). Answers are typed, not parsed (no zod in the bundle).
 */

export type {
  EnterpriseCentreMessage,
  EnterpriseMessagePage,
  InboxChangeResult,
  MessageActionResult,
  MessageCategory,
  SelfDefinedType,
  SelfDefinedTypeCount,
  UserCentreMessage,
  UserMessagesPage,
};

/** `GET /api-user/messageSelfDefinedTypes`: the custom types, the tabs of the user centre. */
export function listSelfDefinedTypes(signal?: AbortSignal): Promise<SelfDefinedType[]> {
  return call(userMessageContracts.messageSelfDefinedTypes, { signal });
}

/** `GET /api-user/messageSelfDefinedTypesCount?userId`: the user's messages per custom type. */
export function countSelfDefinedTypes(userId: string, signal?: AbortSignal): Promise<SelfDefinedTypeCount[]> {
  return call(userMessageContracts.messageSelfDefinedTypesCount, { query: { userId }, signal });
}

/** `GET /api-user/userMessages?userId&type&page&size`: one zero-based page, newest first; an empty type means all. */
export function listUserMessages(
  query: { userId: string; type: string; page: number; size: number },
  signal?: AbortSignal,
): Promise<UserMessagesPage> {
  return call(userMessageContracts.userMessages, { query, signal });
}

/**
 * `DELETE /api-user/userNotifcations?notifications&userId` (sic, spec doc 1 §7): the messages'
 * notificationObjectIds joined by comma; answers the unread count after the change.
 */
export function deleteUserMessages(userId: string, ids: string[]): Promise<InboxChangeResult> {
  return call(userMessageContracts.userNotifcations, { query: { userId, notifications: ids.join(',') } });
}

/** `POST /api-user/userNotificationsRead?notifications&userId`: marks the messages read. */
export function markUserMessagesRead(userId: string, ids: string[]): Promise<InboxChangeResult> {
  return call(userMessageContracts.userNotificationsRead, { query: { userId, notifications: ids.join(',') } });
}

/** `GET /api-user/unreadCount?userId`: a bare number. */
export function getUnreadCount(userId: string, signal?: AbortSignal): Promise<number> {
  return call(notificationContracts.unreadCount, { query: { userId }, signal });
}

/**
 * `GET /api-message/messageCategories[?enterpriseId]`: the enterprise centre's tabs — the platform's
 * categories, then those of the current enterprise (if any), each once.
 */
export async function listCentreCategories(enterpriseId?: string, signal?: AbortSignal): Promise<MessageCategory[]> {
  const scopes = [undefined, ...(enterpriseId ? [enterpriseId] : [])];
  const lists = await Promise.all(
    scopes.map((scope) => call(messageCategoryContracts.messageCategories, { query: { enterpriseId: scope }, signal })),
  );
  const byId = new Map(lists.flat().map((category) => [category.id, category] as const));
  return [...byId.values()];
}

/** Body of `POST /api-message/message/page/{userId}` (tabKey, messageCategory, hasCollect, hasDelete, paging). */
export interface EnterpriseMessageQuery {
  tabKey: string;
  messageCategory?: string;
  hasCollect?: boolean;
  hasDelete: boolean;
  page: number;
  size: number;
}

/** `POST /api-message/message/page/{userId}`: one zero-based page of the user's messages. */
export function pageEnterpriseMessages(
  userId: string,
  body: EnterpriseMessageQuery,
  signal?: AbortSignal,
): Promise<EnterpriseMessagePage> {
  return call(messageCentreContracts.messagePage, { params: { userId }, body, signal });
}

/** The enterprise centre's actions on selected messages, each one call with an array of ids. */
export type EnterpriseAction = 'read' | 'unread' | 'collect' | 'uncollect' | 'delete' | 'undelete' | 'cleanup';

const ACTION_CONTRACT = {
  read: messageCentreContracts.messageRead,
  unread: messageCentreContracts.messageUnread,
  collect: messageCentreContracts.messageCollect,
  uncollect: messageCentreContracts.messageUncollect,
  delete: messageCentreContracts.messageDelete,
  undelete: messageCentreContracts.messageUndelete,
  cleanup: messageCentreContracts.messageCleanup,
} satisfies Record<EnterpriseAction, unknown>;

/**
 * `PUT /api-message/message/{read|unread|collect|uncollect}`, `DELETE /api-message/message/{delete|undelete|cleanup}`
 * with the message ids; answers how many changed and the unread count after the change.
 */
export function runEnterpriseAction(action: EnterpriseAction, ids: string[]): Promise<MessageActionResult> {
  return call(ACTION_CONTRACT[action], { body: ids });
}
