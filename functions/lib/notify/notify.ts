import { randomUUID } from 'node:crypto';
import { batchGetItems } from '../data/batch.js';
import { keys } from '../data/keys.js';
import { putInboxItem } from '../data/notification.js';
import type { UserRecord } from '../data/records.js';
import { logger } from '../logger.js';
import { sendEmail } from './email.js';

/** Delivery way that also e-mails each notifier (spec doc 1 §9: status notices use `sendEmail`). */
export const SEND_EMAIL = 'sendEmail';
/** Notification type of user messages (spec doc 1 §9). */
export const USER_MESSAGE_TYPE = '用户消息';
/** Custom message type of review messages (spec doc 1 §9). */
export const REVIEW_SELF_TYPE = '01';

/** The spec's Notification object (doc 1 §3): who sends what to whom, and how. */
export interface NotificationObject {
  readonly actorId: string;
  /** Shown as the publisher; defaults to nothing (the centre may resolve actorId). */
  readonly actorName?: string;
  readonly notifierIds: readonly string[];
  readonly title: string;
  readonly description: string;
  readonly type: string;
  readonly selfType: string;
  readonly action: string;
  readonly ways: readonly string[];
}

/** What a send achieved; failures are logged, never thrown. */
export interface NotifyResult {
  readonly notificationObjectId: string;
  readonly delivered: number;
  readonly emailed: number;
  readonly failed: number;
}

/**
 * Sends a notification: one inbox item per distinct notifier (item and unread
 * counter in one transaction each) and, when `ways` includes `sendEmail`, an
 * e-mail to each notifier with an address (SES v2). Never throws: a failed
 * delivery is logged so the action that notifies (a review, a status change)
 * is never undone or failed by its notice (spec doc 1 §7: a failed send is only logged).
 */
export async function notifyUsers(notification: NotificationObject): Promise<NotifyResult> {
  const notificationObjectId = randomUUID();
  const messageTime = new Date().toISOString();
  const notifierIds = [...new Set(notification.notifierIds)];
  let failed = 0;

  const deliveries = await Promise.allSettled(
    notifierIds.map((userId) =>
      putInboxItem({
        item: {
          id: randomUUID(),
          userId,
          notificationObjectId,
          actorId: notification.actorId,
          ...(notification.actorName ? { actorName: notification.actorName } : {}),
          title: notification.title,
          description: notification.description,
          type: notification.type,
          selfType: notification.selfType,
          action: notification.action,
          ways: [...notification.ways],
          hasRead: false,
          messageTime,
          updateTime: messageTime,
        },
      }),
    ),
  );
  deliveries.forEach((result, i) => {
    if (result.status === 'rejected') {
      failed++;
      logger.error('Inbox delivery failed', { notifierId: notifierIds[i], notificationObjectId, error: result.reason });
    }
  });

  let emailed = 0;
  if (notification.ways.includes(SEND_EMAIL) && notifierIds.length > 0) {
    try {
      const profiles = await batchGetItems<UserRecord>(notifierIds.map((id) => keys.user(id)));
      const sends = await Promise.allSettled(
        profiles
          .filter((p) => p.email && !p.removed)
          .map((p) =>
            sendEmail({ to: p.email!, subject: notification.title, text: notification.description }).then(() => p),
          ),
      );
      for (const send of sends) {
        if (send.status === 'fulfilled') emailed++;
        else {
          failed++;
          logger.error('Notification e-mail failed', { notificationObjectId, error: send.reason });
        }
      }
    } catch (error) {
      failed++;
      logger.error('Notification e-mails failed', { notificationObjectId, error: error as Error });
    }
  }
  return {
    notificationObjectId,
    delivered: notifierIds.length - deliveries.filter((d) => d.status === 'rejected').length,
    emailed,
    failed,
  };
}
