import { CommandReplyEventSchema } from '../../shared/schemas/equipment.js';
import { applyCommandReply } from '../domains/equipment/index.js';
import { logger } from '../lib/logger.js';

/** What one invocation did; returned for logs and tests (the IoT rule ignores it). */
export interface CommandReplyResult {
  readonly status: 'recorded' | 'ignored' | 'dropped';
}

/**
 * Command replies (docs/equipment.md): invoked by the IoT rule on `sia/equipment/+/cmd/reply` (locally by the
 * broker). An invalid reply is logged and dropped, a reply to an unknown command or a repeated one is ignored; both
 * return normally so the asynchronous invoke is not retried.
 */
export const handler = async (event: unknown): Promise<CommandReplyResult> => {
  const parsed = CommandReplyEventSchema.safeParse(event);
  if (!parsed.success) {
    logger.warn('Dropped an invalid command reply', { issues: parsed.error.issues.map((issue) => issue.message) });
    return { status: 'dropped' };
  }
  return { status: await applyCommandReply(parsed.data) };
};
