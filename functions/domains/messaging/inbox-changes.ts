import type { EnterpriseCentreMessage, UserCentreMessage } from '../../../shared/schemas/inbox.js';
import { changeInboxItems, type InboxChange } from './data/inbox-items.js';
import { getUnreadCount, type InboxItemRecord } from './data/notification.js';
import { requestUnreadPush } from './unread-push.js';

/**
 * Changes the state of some of the caller's own deliveries (both centres)
 * and answers the new unread count; when the count moved it is also pushed
 * to the user's open connections (other tabs keep their badge right).
 */
export async function applyInboxChange(options: {
  userId: string;
  ids: readonly string[];
  change: InboxChange;
}): Promise<{ updated: number; unreadCount: number }> {
  const outcome = await changeInboxItems(options);
  if (outcome.unreadDelta !== 0) await requestUnreadPush([options.userId]);
  return { updated: outcome.updated, unreadCount: await getUnreadCount({ userId: options.userId }) };
}

/** A delivery as the user message centre shows it (spec doc 1 §3). */
export function toUserCentreMessage(record: InboxItemRecord): UserCentreMessage {
  return {
    notificationObjectId: record.notificationObjectId,
    title: record.title,
    ...(record.titleEn ? { titleEn: record.titleEn } : {}),
    actor: record.actorName ?? record.actorId,
    actorId: record.actorId,
    messageTime: record.messageTime,
    type: record.type,
    selfDefinedType: record.selfType,
    ...(record.selfTypeName ? { selfDefinedTypeName: record.selfTypeName } : {}),
    action: record.action,
    description: record.description,
    ...(record.descriptionEn ? { descriptionEn: record.descriptionEn } : {}),
    hasRead: record.hasRead,
    updateTime: record.updateTime,
  };
}

/** A delivery as the enterprise message centre shows it (spec doc 1 §3 Message). */
export function toEnterpriseCentreMessage(record: InboxItemRecord): EnterpriseCentreMessage {
  return {
    id: record.id,
    category: record.category ?? '',
    ...(record.categoryName ? { categoryName: record.categoryName } : {}),
    title: record.title,
    ...(record.titleEn ? { titleEn: record.titleEn } : {}),
    description: record.description,
    ...(record.descriptionEn ? { descriptionEn: record.descriptionEn } : {}),
    publisher: record.actorName ?? record.actorId,
    publisherId: record.actorId,
    ...(record.enterpriseId ? { enterpriseId: record.enterpriseId } : {}),
    ...(record.sourceMessageId ? { sourceMessageId: record.sourceMessageId } : {}),
    type: record.type,
    selfDefinedType: record.selfType,
    ...(record.selfTypeName ? { selfDefinedTypeName: record.selfTypeName } : {}),
    action: record.action,
    messageTime: record.messageTime,
    updateTime: record.updateTime,
    hasRead: record.hasRead,
    hasCollect: record.hasCollect,
    hasDelete: record.hasDelete,
  };
}
