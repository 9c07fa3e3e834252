import type {
  AddMessageMembersResult,
  MessageCategory,
  MessageGroup,
  MessageGroupMember,
  MessageType,
  MessagingDeleted,
  SentMessage,
  SentMessagePage,
} from '@shared/schemas/messaging.js';
import { userContracts } from '@shared/contracts/identity.js';
import {
  messageCategoryContracts,
  messageContracts,
  messageGroupContracts,
  messageMemberContracts,
  messageTypeContracts,
} from '@shared/contracts/messaging.js';
import { call } from '@/api/http-client.js';

/*
 * The message administration calls of /api-message (spec doc 1 §7; bodies the
 * spec does not show: docs/message-administration.md). Every call names its
 * scope with `?enterpriseId=`: absent for the platform's categories, types,
 * groups and messages, the current enterprise's id for the `-enterprise`
 * screens. Answers are typed with the shared schemas' types, not parsed (no
 * zod in the bundle).
 */

export type {
  AddMessageMembersResult,
  MessageCategory,
  MessageGroup,
  MessageGroupMember,
  MessageType,
  SentMessage,
  SentMessagePage,
};

/** Whose records a call reads or changes: `undefined` = the platform, else an enterprise id. */
export type MessagingScopeId = string | undefined;

const scoped = (enterpriseId: MessagingScopeId) => ({ enterpriseId });

/** `GET /api-message/messageCategories` */
export function getMessageCategories(scope: MessagingScopeId, signal?: AbortSignal): Promise<MessageCategory[]> {
  return call(messageCategoryContracts.messageCategories, { query: scoped(scope), signal });
}

export interface MessageCategoryInput {
  id?: string;
  name: string;
  description?: string;
}

/** `POST /api-message/messageCategory`: creates (no id) or updates (id). */
export function saveMessageCategory(scope: MessagingScopeId, body: MessageCategoryInput): Promise<MessageCategory> {
  return call(messageCategoryContracts.saveMessageCategory, { query: scoped(scope), body });
}

/** `DELETE /api-message/messageCategory` with an array of ids (409 while a category has types). */
export function deleteMessageCategories(scope: MessagingScopeId, ids: string[]): Promise<MessagingDeleted> {
  return call(messageCategoryContracts.deleteMessageCategory, { query: scoped(scope), body: ids });
}

/** `GET /api-message/messageTypes[?category]` */
export function getMessageTypes(
  scope: MessagingScopeId,
  category: string | undefined,
  signal?: AbortSignal,
): Promise<MessageType[]> {
  return call(messageTypeContracts.messageTypes, { query: { ...scoped(scope), category }, signal });
}

export interface MessageTypeInput {
  id?: string;
  categoryId: string;
  name: string;
  code?: string;
  description?: string;
}

/** `POST /api-message/messageType` (200 = saved). */
export function saveMessageType(scope: MessagingScopeId, body: MessageTypeInput): Promise<MessageType> {
  return call(messageTypeContracts.saveMessageType, { query: scoped(scope), body });
}

/** `DELETE /api-message/messageType` with an array of ids. */
export function deleteMessageTypes(scope: MessagingScopeId, ids: string[]): Promise<MessagingDeleted> {
  return call(messageTypeContracts.deleteMessageType, { query: scoped(scope), body: ids });
}

/** `GET /api-message/messageGroups`: the groups with their members. */
export function getMessageGroups(scope: MessagingScopeId, signal?: AbortSignal): Promise<MessageGroup[]> {
  return call(messageGroupContracts.messageGroups, { query: scoped(scope), signal });
}

export interface MessageGroupInput {
  id?: string;
  name: string;
  description?: string;
}

/** `POST /api-message/messageGroup`: creates (no id) or updates (id). */
export function saveMessageGroup(scope: MessagingScopeId, body: MessageGroupInput): Promise<MessageGroup> {
  return call(messageGroupContracts.saveMessageGroup, { query: scoped(scope), body });
}

/** `DELETE /api-message/messageGroup` with an array of ids. */
export function deleteMessageGroups(scope: MessagingScopeId, ids: string[]): Promise<MessagingDeleted> {
  return call(messageGroupContracts.deleteMessageGroup, { query: scoped(scope), body: ids });
}

export interface AddMembersInput {
  groupId: string;
  userIds?: string[];
  /** The holders of these roles now, narrowed by the unit filters when given. */
  roleIds?: string[];
  departmentId?: string;
  positionId?: string;
  workGroupId?: string;
}

/** `POST /api-message/messageMembers`: adds users, or the holders of roles, to a group. */
export function addMessageMembers(scope: MessagingScopeId, body: AddMembersInput): Promise<AddMessageMembersResult> {
  return call(messageMemberContracts.messageMembers, { query: scoped(scope), body });
}

/** `DELETE /api-message/messageMember` with an array of member ids. */
export function deleteMessageMembers(scope: MessagingScopeId, ids: string[]): Promise<MessagingDeleted> {
  return call(messageMemberContracts.messageMember, { query: scoped(scope), body: ids });
}

export interface MessageQueryInput {
  title?: string;
  categoryId?: string;
  typeId?: string;
  from?: string;
  to?: string;
  page: number;
  size: number;
}

/** `POST /api-message/message/query`: the scope's sent messages, newest first (zero-based pages). */
export function queryMessages(
  scope: MessagingScopeId,
  body: MessageQueryInput,
  signal?: AbortSignal,
): Promise<SentMessagePage> {
  return call(messageContracts.messageQuery, { query: scoped(scope), body, signal });
}

export interface SendMessageInput {
  title: string;
  content: string;
  categoryId: string;
  typeId?: string;
  userIds: string[];
  groupIds: string[];
  roleIds: string[];
  /** `['sendEmail']` adds an e-mail copy. */
  ways: SentMessage['ways'];
}

/** `POST /api-message/message/sent`: groups and roles are resolved to their members now. */
export function sendMessage(scope: MessagingScopeId, body: SendMessageInput): Promise<SentMessage> {
  return call(messageContracts.messageSent, { query: scoped(scope), body });
}

/** `DELETE /api-message/message/{id}`: removes the sent record; delivered copies stay with their recipients. */
export async function deleteSentMessage(scope: MessagingScopeId, id: string): Promise<void> {
  await call(messageContracts.deleteMessage, { params: { id }, query: scoped(scope) });
}

/** A role offered by the "add members by role" dialog and the send form. */
export interface ScopeRole {
  id: string;
  name: string;
  nameEn?: string;
  code?: string;
}

/** `GET /api-user/roles?enterpriseId=`: the roles of an enterprise (the nil id: the platform's), for members. */
export function getScopeRoles(enterpriseId: string, signal?: AbortSignal): Promise<ScopeRole[]> {
  return call(userContracts.roles, { query: { enterpriseId }, signal });
}
