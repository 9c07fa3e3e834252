import { batchGetItems } from '../../lib/data/batch.js';
import { recordEmailFailure } from './data/fanout-job.js';
import { logger } from '../../lib/logger.js';
import { sendEmail } from '../../lib/notify/email.js';
import { CALLER_PARTITION } from '../../lib/auth/caller-partition.js';
import type { UserRecord } from '../identity/index.js';

/** Attempts per e-mail copy before it is recorded as failed, and the first retry's delay (doubling). */
export const EMAIL_ATTEMPTS = 3;
const EMAIL_RETRY_DELAY_MS = 200;

/** What e-mailing one notification to some users achieved. */
export interface EmailOutcome {
  /** Users whose copy was sent. */
  readonly emailed: string[];
  /** Copies that kept failing (each recorded, see `recordEmailFailure`). */
  readonly failed: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends one copy, retrying with a doubling delay; resolves to the last error when every attempt failed. */
async function sendWithRetries(mail: { to: string; subject: string; text: string }): Promise<Error | undefined> {
  let last: Error | undefined;
  for (let attempt = 0; attempt < EMAIL_ATTEMPTS; attempt++) {
    if (attempt > 0) await pause(EMAIL_RETRY_DELAY_MS * 2 ** (attempt - 1));
    try {
      await sendEmail(mail);
      return undefined;
    } catch (error) {
      last = error as Error;
    }
  }
  return last;
}

/**
 * E-mails a notification (subject = title, text = description, then its English when it is a system message: the
 * platform does not know the reader's language) to each user
 * with an address, SES v2 from the stage's sender, 10 at a time. A copy is
 * retried (3 attempts, 200 ms then 400 ms apart); one that keeps failing is
 * logged and recorded (`MAILFAIL#{notificationObjectId}` / `USER#{userId}`),
 * never lost silently. Users without an address or removed are skipped.
 */
export async function emailNotification(options: {
  notificationObjectId: string;
  title: string;
  description: string;
  descriptionEn?: string;
  userIds: readonly string[];
}): Promise<EmailOutcome> {
  const text = options.descriptionEn ? `${options.description}\n\n${options.descriptionEn}` : options.description;
  const emailed: string[] = [];
  let failed = 0;
  if (options.userIds.length === 0) return { emailed, failed };
  const profiles = (
    await batchGetItems<UserRecord>(
      options.userIds.map((id) => ({ pk: CALLER_PARTITION.pk(id), sk: CALLER_PARTITION.profile })),
    )
  ).filter((profile) => profile.email && !profile.removed);
  const queue = [...profiles];
  const worker = async () => {
    for (let profile = queue.shift(); profile; profile = queue.shift()) {
      const error = await sendWithRetries({ to: profile.email!, subject: options.title, text });
      if (!error) {
        emailed.push(profile.userId);
        continue;
      }
      failed++;
      logger.error('Notification e-mail failed', {
        notificationObjectId: options.notificationObjectId,
        userId: profile.userId,
        error,
      });
      await recordEmailFailure({
        failure: {
          notificationObjectId: options.notificationObjectId,
          userId: profile.userId,
          email: profile.email!,
          attempts: EMAIL_ATTEMPTS,
          error: error.message,
          failedAt: new Date().toISOString(),
        },
      }).catch((recordError: Error) =>
        logger.error('Could not record a failed e-mail', {
          notificationObjectId: options.notificationObjectId,
          userId: profile.userId,
          error: recordError,
        }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(10, profiles.length) }, worker));
  return { emailed, failed };
}
