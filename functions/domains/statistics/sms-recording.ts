import type { SmsPurpose, SmsResult } from '../../../shared/constants/statistics-rules.js';
import { logger } from '../../lib/logger.js';
import { putSmsLogEntry } from './data/sms-log.js';

/**
 * Records an SMS code send in the SMS log (`/console/sms`), as the code flows send them: after the send, or after
 * a limit refused it. The log is a record, not part of sending: a failed write is logged and the flow goes on.
 */
export async function recordSmsSend(entry: {
  purpose: SmsPurpose;
  phone: string;
  code?: string;
  result: SmsResult;
  sourceIp: string;
}): Promise<void> {
  try {
    await putSmsLogEntry(entry);
  } catch (error) {
    logger.warn('SMS log entry not written', { error, purpose: entry.purpose, result: entry.result });
  }
}
