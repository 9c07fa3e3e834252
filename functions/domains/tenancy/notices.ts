import { logger } from '../../lib/logger.js';
import type { SystemMessage } from '../messaging/index.js';

/** The console screen a tenancy notice opens: the space and its quota. */
const SPACE_SCREEN = '/console/initialize-tenant-space';

/**
 * Tells an enterprise's administrators about its tenant space or quota (texts in the messaging domain's catalogue,
 * both languages). `noticeId` names the notice, so a run that tells it again delivers nothing twice. A failure is
 * logged and never undoes what it tells of.
 */
export async function tellEnterprise(enterpriseId: string, message: SystemMessage, noticeId: string): Promise<void> {
  try {
    // The messaging domain loads when there is someone to tell, not at the function's cold start.
    const { tellAdministrators } = await import('../messaging/index.js');
    await tellAdministrators({ enterpriseId, message, action: SPACE_SCREEN, notificationObjectId: noticeId });
  } catch (error) {
    logger.error('Could not tell an enterprise about its tenant space', { enterpriseId, noticeId, error });
  }
}
