import { describe, expect, it } from 'vitest';

// The data toolkit builds its DynamoDB client at import; no call is made here.
process.env.TABLE_NAME ??= 'unit-test-table';
const { writeIfCondition, writeOrThrow } = await import('../../../../../functions/lib/data/conditional-writes.js');
const { NotFoundError } = await import('../../../../../functions/lib/errors.js');

const failed = (name: string, codes: string[] = []) =>
  Promise.reject(Object.assign(new Error(name), { name, CancellationReasons: codes.map((Code) => ({ Code })) }));

describe('conditional writes', () => {
  it('writeIfCondition answers true when the write went through', async () => {
    expect(await writeIfCondition(Promise.resolve({}))).toBe(true);
  });

  it('writeIfCondition answers false when the condition of a write or of a transaction item failed', async () => {
    expect(await writeIfCondition(failed('ConditionalCheckFailedException'))).toBe(false);
    expect(await writeIfCondition(failed('TransactionCanceledException', ['None', 'ConditionalCheckFailed']))).toBe(
      false,
    );
  });

  it('writeIfCondition passes on any other error', async () => {
    await expect(writeIfCondition(failed('ProvisionedThroughputExceededException'))).rejects.toThrow(
      'ProvisionedThroughputExceededException',
    );
  });

  it('writeOrThrow throws the caller’s error only when the condition failed', async () => {
    await expect(writeOrThrow(Promise.resolve({}), () => new NotFoundError('gone'))).resolves.toBeUndefined();
    await expect(
      writeOrThrow(failed('ConditionalCheckFailedException'), () => new NotFoundError('gone')),
    ).rejects.toThrow(new NotFoundError('gone'));
  });
});
