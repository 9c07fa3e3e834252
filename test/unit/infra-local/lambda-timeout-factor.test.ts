import { describe, expect, it } from 'vitest';
import { createLambdaContext, localTimeoutFactor } from '../../../infra/local/support/lambda-runtime.js';

describe('the local time limit of a handler', () => {
  it("is the catalogue's unless SIA_LAMBDA_TIMEOUT_FACTOR multiplies it, never below it", () => {
    expect(localTimeoutFactor({})).toBe(1);
    expect(localTimeoutFactor({ SIA_LAMBDA_TIMEOUT_FACTOR: '3' })).toBe(3);
    expect(localTimeoutFactor({ SIA_LAMBDA_TIMEOUT_FACTOR: '0.5' })).toBe(1);
    expect(localTimeoutFactor({ SIA_LAMBDA_TIMEOUT_FACTOR: 'x' })).toBe(1);
  });

  it('gives the context the multiplied remaining time', () => {
    const before = process.env.SIA_LAMBDA_TIMEOUT_FACTOR;
    process.env.SIA_LAMBDA_TIMEOUT_FACTOR = '3';
    try {
      const context = createLambdaContext(
        { id: 'api-me', memorySize: 256, timeoutSeconds: 10 },
        { stage: 'local', region: 'us-east-1' },
      );
      expect(context.getRemainingTimeInMillis()).toBeGreaterThan(20_000);
    } finally {
      if (before === undefined) delete process.env.SIA_LAMBDA_TIMEOUT_FACTOR;
      else process.env.SIA_LAMBDA_TIMEOUT_FACTOR = before;
    }
  });
});
