import { FanoutTaskSchema } from '../../shared/schemas/inbox.js';
import { finishFanout, runFanoutChunk } from '../domains/messaging/index.js';
import { pushUnreadCounts } from '../domains/messaging/index.js';
import { logger } from '../lib/logger.js';

/** A task the state machine should not retry: its input is malformed. */
export class InvalidFanoutTaskError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidFanoutTask';
  }
}

/**
 * The message fan-out task function (docs/messaging.md), invoked by the state
 * machine of infra/definitions/message-fanout-definition.ts with
 * `{ action: 'deliverChunk', jobId, index }` per chunk and
 * `{ action: 'finishJob', jobId, error? }` at the end, and
 * `{ action: 'pushCounts', userIds }` for a push the HTTP API asked for.
 */
export const handler = async (event: unknown): Promise<unknown> => {
  const parsed = FanoutTaskSchema.safeParse(event);
  if (!parsed.success) {
    throw new InvalidFanoutTaskError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  }
  const task = parsed.data;
  if (task.action === 'deliverChunk') {
    const result = await runFanoutChunk({ jobId: task.jobId, index: task.index });
    logger.info('Fan-out chunk delivered', { jobId: task.jobId, index: task.index, delivered: result.delivered });
    return { index: task.index, ...result };
  }
  if (task.action === 'pushCounts') {
    await pushUnreadCounts(task.userIds);
    return { pushed: task.userIds.length };
  }
  const error = task.error ? `${task.error.Error ?? 'Error'}: ${task.error.Cause ?? ''}` : undefined;
  await finishFanout({ jobId: task.jobId, ...(error !== undefined ? { error } : {}) });
  return { jobId: task.jobId, status: error === undefined ? 'DONE' : 'FAILED' };
};
