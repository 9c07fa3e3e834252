import { describe, expect, it } from 'vitest';

// The data modules build their DynamoDB client at import; no call is made here.
process.env.TABLE_NAME ??= 'unit-test-table';
const { conflictOnRace } = await import('../../../../../functions/domains/certification/data/review.js');
const { ConflictError } = await import('../../../../../functions/lib/errors.js');

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('conflictOnRace', () => {
  it('turns a transaction cancelled by a concurrent transaction into a 409', () => {
    const mapped = conflictOnRace(cancelled('None', 'TransactionConflict'));
    expect(mapped).toBeInstanceOf(ConflictError);
    expect((mapped as InstanceType<typeof ConflictError>).statusCode).toBe(409);
  });

  it('passes other failures through unchanged', () => {
    const throttled = cancelled('ThrottlingError');
    expect(conflictOnRace(throttled)).toBe(throttled);
    const other = new Error('network');
    expect(conflictOnRace(other)).toBe(other);
  });
});
