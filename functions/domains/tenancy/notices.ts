import { logger } from '../../lib/logger.js';
import { tellAdministrators } from '../equipment/index.js';
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
    // Imported statically: the composition root imports the equipment module too, and a dynamic import of it would
    // keep every one of its exports (and their variables) in each function's bundle.
    await tellAdministrators({ enterpriseId, message, action: SPACE_SCREEN, notificationObjectId: noticeId });
  } catch (error) {
    logger.error('Could not tell an enterprise about its tenant space', { enterpriseId, noticeId, error });
  }
}
