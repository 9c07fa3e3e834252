import { isConditionFailure } from './batch.js';

/**
 * Writes whose condition may fail as a matter of course (the state moved on,
 * the record is gone): the data module states what a failed condition means
 * once, instead of a try/catch around every send.
 */

/** Awaits a conditional write (a single write or a TransactWrite): true when written, false when a condition failed. */
export async function writeIfCondition(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Awaits a conditional write; when a condition failed, throws the error `onConditionFailure` makes. */
export async function writeOrThrow(write: Promise<unknown>, onConditionFailure: () => Error): Promise<void> {
  if (!(await writeIfCondition(write))) throw onConditionFailure();
}
