import { messageContracts as contracts } from '../../../../shared/contracts/messaging.js';
import { randomUUID } from 'node:crypto';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import type { MessagingDeleted, SentMessage, SentMessagePage } from '../../../../shared/schemas/messaging.js';
import {
  deleteSentMessage,
  getSentMessage,
  putSentMessage,
  querySentMessages,
  type SentMessageRecord,
} from '../data/admin-message.js';
import { getMessageCategories } from '../data/message-category.js';
import { getMessageGroups, listGroupMembers } from '../data/message-group.js';
import { getMessageTypes } from '../data/message-type.js';
import { NotFoundError, ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { notifyUsers, USER_MESSAGE_SELF_TYPE, USER_MESSAGE_TYPE } from '../notify.js';
import { requireScope, scopeOf } from './scope.js';
import { resolveNamedUsers, resolveRoleHolders } from './message-members.js';
import { pageWindow } from '../../../lib/data/paging.js';

const fieldError = (field: string, message: string) => new ValidationError(message, [{ field, message }]);

/** A sent message as the calls return it (never keys, index attributes or the filter copy of the title). */
export function toSentMessage(record: SentMessageRecord): SentMessage {
  return {
    id: record.id,
    enterpriseId: record.enterpriseId,
    title: record.title,
    content: record.content,
    categoryId: record.categoryId,
    categoryName: record.categoryName,
    ...(record.typeId ? { typeId: record.typeId } : {}),
    ...(record.typeName ? { typeName: record.typeName } : {}),
    senderId: record.senderId,
    senderName: record.senderName,
    userIds: record.userIds,
    groupIds: record.groupIds,
    roleIds: record.roleIds,
    ways: record.ways,
    recipientCount: record.recipientCount,
    sentAt: record.sentAt,
  };
}

export const messageRoutes = [
  /** The scope's sent messages, newest first: title part, category, type and time filters; zero-based pages. */
  implement(contracts.messageQuery, async ({ query, body }): Promise<SentMessagePage> => {
    const page = await querySentMessages({
      enterpriseId: scopeOf(query),
      title: body.title || undefined,
      categoryId: body.categoryId,
      typeId: body.typeId,
      from: body.from,
      to: body.to,
      ...pageWindow(body.page, body.size),
    });
    return { content: page.items.map(toSentMessage), number: body.page, size: body.size, totalElements: page.total };
  }),
  /**
   * Sends a message to users ∪ the groups' members ∪ the roles' holders, as
   * they are now (deduplicated): the record first, then one delivery per
   * recipient through `notifyUsers` (and an e-mail copy with `sendEmail`).
   */
  implement(contracts.messageSent, async ({ caller, query, body }): Promise<SentMessage> => {
    const enterpriseId = scopeOf(query);
    await requireScope(enterpriseId);
    const [category] = await getMessageCategories({ enterpriseId, ids: [body.categoryId] });
    if (!category) throw fieldError('body.categoryId', 'No such category here');
    const [type] = body.typeId ? await getMessageTypes({ enterpriseId, ids: [body.typeId] }) : [];
    if (body.typeId && (!type || type.categoryId !== category.id)) {
      throw fieldError('body.typeId', 'No such type in this category');
    }
    const groupIds = [...new Set(body.groupIds)];
    const groups = await getMessageGroups({ enterpriseId, ids: groupIds });
    if (groups.length < groupIds.length) {
      const known = new Set(groups.map((g) => g.id));
      throw fieldError('body.groupIds', `No such group here: ${groupIds.filter((id) => !known.has(id)).join(', ')}`);
    }
    const [named, holders, members] = await Promise.all([
      resolveNamedUsers(enterpriseId, body.userIds),
      resolveRoleHolders(enterpriseId, body.roleIds),
      Promise.all(groups.map((group) => listGroupMembers({ groupId: group.id }))),
    ]);
    const recipients = [
      ...new Set([
        ...named.map((p) => p.userId),
        ...holders.map((h) => h.userId),
        ...members.flat().map((m) => m.userId),
      ]),
    ];
    const record: SentMessageRecord = {
      id: randomUUID(),
      enterpriseId,
      title: body.title,
      titleLower: body.title.toLowerCase(),
      content: body.content,
      categoryId: category.id,
      categoryName: category.name,
      ...(type ? { typeId: type.id, typeName: type.name } : {}),
      senderId: caller.userId,
      senderName: caller.username,
      userIds: [...new Set(body.userIds)],
      groupIds,
      roleIds: [...new Set(body.roleIds)],
      ways: body.ways,
      recipientCount: recipients.length,
      sentAt: new Date().toISOString(),
    };
    await putSentMessage({ message: record });
    // The message id doubles as the notification id: every delivery names the message it came from,
    // and a retried delivery of this message writes nothing twice.
    await notifyUsers({
      notificationObjectId: record.id,
      sourceMessageId: record.id,
      actorId: caller.userId,
      actorName: caller.username,
      notifierIds: recipients,
      title: body.title,
      description: body.content,
      type: USER_MESSAGE_TYPE,
      selfType: type ? type.id : USER_MESSAGE_SELF_TYPE,
      ...(type ? { selfTypeName: type.name } : {}),
      category: category.id,
      categoryName: category.name,
      ...(enterpriseId === NIL_ID ? {} : { enterpriseId }),
      action: 'message-detail',
      ways: body.ways,
    });
    return toSentMessage(record);
  }),
  /** Removes a sent message from the admin list; the delivered copies stay in the recipients' message centres. */
  implement(contracts.deleteMessage, async ({ params, query }): Promise<MessagingDeleted> => {
    const enterpriseId = scopeOf(query);
    const message = await getSentMessage({ id: params.id });
    if (!message || message.enterpriseId !== enterpriseId) throw new NotFoundError('Message not found');
    await deleteSentMessage({ id: message.id, enterpriseId });
    return { deleted: [message.id] };
  }),
];
