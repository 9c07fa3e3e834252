import { randomUUID } from 'node:crypto';
import { NIL_ID } from '../../../shared/constants/ids.js';
import { SEND_EMAIL_WAY, USER_MESSAGE_TYPE as USER_MESSAGE } from '../../../shared/constants/inbox-rules.js';
import type { FanoutContent } from './data/fanout-job.js';
import { putInboxSelfType } from './data/inbox-self-types.js';
import { optionalEnv } from '../../lib/env.js';
import { logger } from '../../lib/logger.js';
import { deliverNotification, queueFanout } from './fanout.js';
import type { RenderedSystemMessage, SystemMessageParam, SystemMessageTemplate } from './system-message-templates.js';

/** Delivery way that also e-mails each notifier (spec doc 1 §9: status notices use `sendEmail`). */
export const SEND_EMAIL = SEND_EMAIL_WAY;
/** Notification type of user messages (spec doc 1 §9). */
export const USER_MESSAGE_TYPE = USER_MESSAGE;
/** Custom message type of review messages (spec doc 1 §9). */
export const REVIEW_SELF_TYPE = '01';
/** Custom message type of user messages and status notices (spec doc 1 §9). */
export const USER_MESSAGE_SELF_TYPE = '02';

/** Sends to at most this many distinct notifiers are delivered within the call; larger ones are queued. */
export const INLINE_RECIPIENTS_MAX = 100;

/**
 * The spec's Notification object (doc 1 §3): who sends what to whom, and how;
 * plus optional fields of administrators' messages.
 */
export interface NotificationObject {
  readonly actorId: string;
  /** Shown as the publisher (the centre shows actorId when absent). */
  readonly actorName?: string;
  readonly notifierIds: readonly string[];
  /** Chinese (the spec's field); a system message's rendering, or a person's text as written. */
  readonly title: string;
  readonly description: string;
  /**
   * A system message's English rendering, template and parameters: spread `systemMessage(…)` in
   * (`system-message-templates.ts`) rather than writing them; absent for what a person wrote.
   */
  readonly titleEn?: string;
  readonly descriptionEn?: string;
  readonly template?: SystemMessageTemplate;
  readonly params?: Readonly<Record<string, SystemMessageParam>>;
  readonly type: string;
  readonly selfType: string;
  readonly action: string;
  readonly ways: readonly string[];
  /** Name of the custom type: when given, the type becomes a tab of the user message centre (`messageSelfDefinedTypes`). */
  readonly selfTypeName?: string;
  readonly selfTypeNameEn?: string;
  /** Message category id (the enterprise centre's tabs) and its name. */
  readonly category?: string;
  readonly categoryName?: string;
  /** The sending enterprise (absent: the platform); also the scope of `selfTypeName`. */
  readonly enterpriseId?: string;
  /** The administrator's sent message this notification delivers. */
  readonly sourceMessageId?: string;
  /** A caller-chosen id makes a repeated send of the same notification deliver nothing twice. */
  readonly notificationObjectId?: string;
}

/** What a send achieved; failures are logged, never thrown. */
export interface NotifyResult {
  readonly notificationObjectId: string;
  /** Distinct notifiers. */
  readonly recipients: number;
  /** True when a fan-out job delivers the copies (large sends); counts are then those of the job, later. */
  readonly queued: boolean;
  readonly delivered: number;
  readonly emailed: number;
  readonly failed: number;
}

/** The fan-out state machine, when this function may start it (`message-fanout-start` need). */
const fanoutStateMachineArn = () => optionalEnv('MESSAGE_FANOUT_ARN');

/**
 * Tells the people a review concerns of its decision (certifications, role
 * applications, enterprise authorisations): a review message from the
 * reviewer, also e-mailed, whose action opens the screen where they follow it;
 * its texts are a system message in both languages (`systemMessage(…)`).
 */
export function notifyReviewDecision(
  reviewer: { readonly userId: string; readonly username: string },
  notice: Pick<NotificationObject, 'notifierIds' | 'action'> & RenderedSystemMessage,
): Promise<NotifyResult> {
  return notifyUsers({
    actorId: reviewer.userId,
    actorName: reviewer.username,
    notifierIds: notice.notifierIds,
    title: notice.title,
    description: notice.description,
    titleEn: notice.titleEn,
    descriptionEn: notice.descriptionEn,
    template: notice.template,
    params: notice.params,
    type: USER_MESSAGE_TYPE,
    selfType: REVIEW_SELF_TYPE,
    action: notice.action,
    ways: [SEND_EMAIL],
  });
}

/**
 * Sends a notification: one inbox delivery per distinct notifier (item and
 * unread counters in one transaction, exactly once per notifier), an e-mail
 * copy when `ways` includes `sendEmail` (retried, recorded when it keeps
 * failing), and the new unread count pushed to the notifiers' open
 * WebSockets. Up to 100 notifiers are delivered within the call; larger sends
 * become a fan-out job (`FANOUT#{id}`) run by the message-fanout state
 * machine in chunks with checkpoints, so a request never waits for them.
 * Never throws: a failure is logged and counted, so the action that notifies
 * (a review, a status change) is never undone or failed by its notice (spec
 * doc 1 §7: a failed send is only logged).
 */
export async function notifyUsers(notification: NotificationObject): Promise<NotifyResult> {
  const content: FanoutContent = {
    notificationObjectId: notification.notificationObjectId ?? randomUUID(),
    actorId: notification.actorId,
    ...(notification.actorName ? { actorName: notification.actorName } : {}),
    title: notification.title,
    description: notification.description,
    ...(notification.titleEn ? { titleEn: notification.titleEn } : {}),
    ...(notification.descriptionEn ? { descriptionEn: notification.descriptionEn } : {}),
    ...(notification.template ? { template: notification.template, params: { ...notification.params } } : {}),
    type: notification.type,
    selfType: notification.selfType,
    ...(notification.selfTypeName ? { selfTypeName: notification.selfTypeName } : {}),
    action: notification.action,
    ways: [...notification.ways],
    ...(notification.category ? { category: notification.category } : {}),
    ...(notification.categoryName ? { categoryName: notification.categoryName } : {}),
    ...(notification.enterpriseId ? { enterpriseId: notification.enterpriseId } : {}),
    ...(notification.sourceMessageId ? { sourceMessageId: notification.sourceMessageId } : {}),
    messageTime: new Date().toISOString(),
  };
  const { notificationObjectId } = content;
  const recipients = [...new Set(notification.notifierIds)];

  if (notification.selfTypeName) {
    await putInboxSelfType({
      selfType: {
        scopeId: notification.enterpriseId ?? NIL_ID,
        selfType: notification.selfType,
        name: notification.selfTypeName,
        ...(notification.selfTypeNameEn ? { nameEn: notification.selfTypeNameEn } : {}),
        updatedAt: content.messageTime,
      },
    }).catch((error: Error) => logger.error('Could not record a custom message type', { notificationObjectId, error }));
  }

  const stateMachineArn = fanoutStateMachineArn();
  if (recipients.length > INLINE_RECIPIENTS_MAX && stateMachineArn) {
    try {
      await queueFanout({ content, recipientIds: recipients, stateMachineArn });
      return { notificationObjectId, recipients: recipients.length, queued: true, delivered: 0, emailed: 0, failed: 0 };
    } catch (error) {
      logger.error('Could not queue a notification fan-out', { notificationObjectId, error: error as Error });
      return {
        notificationObjectId,
        recipients: recipients.length,
        queued: false,
        delivered: 0,
        emailed: 0,
        failed: recipients.length,
      };
    }
  }
  if (recipients.length > INLINE_RECIPIENTS_MAX) {
    logger.warn('No fan-out state machine configured: delivering a large send within the call', {
      notificationObjectId,
      recipients: recipients.length,
    });
  }
  const outcome = await deliverNotification({ content, recipientIds: recipients, mode: 'log-failures' });
  return {
    notificationObjectId,
    recipients: recipients.length,
    queued: false,
    delivered: outcome.delivered.length + outcome.alreadyDelivered,
    emailed: outcome.emailed.length,
    failed: outcome.failed + outcome.emailFailed,
  };
}
