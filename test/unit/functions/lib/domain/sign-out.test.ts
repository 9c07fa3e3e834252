import { describe, expect, it } from 'vitest';
import { signOutTiming } from '../../../../../functions/domains/identity/sign-out.js';

/** The loader's rule: a token is revoked when issued (whole seconds) before the sign-out (ms). */
const revoked = (iatSeconds: number, signedOutAt: number) => iatSeconds * 1000 < signedOutAt;

describe('signOutTiming', () => {
  it('revokes a token issued earlier in the same second', () => {
    const { signedOutAt } = signOutTiming(1_700_000_000_400);
    expect(revoked(1_700_000_000, signedOutAt)).toBe(true);
  });

  it('revokes a token issued in the same second even when signing out exactly on the second', () => {
    const { signedOutAt } = signOutTiming(1_700_000_000_000);
    expect(revoked(1_700_000_000, signedOutAt)).toBe(true);
  });

  it('responds only when a token issued from then on is no longer revoked', () => {
    for (const now of [1_700_000_000_000, 1_700_000_000_001, 1_700_000_000_999]) {
      const { signedOutAt, respondAt } = signOutTiming(now);
      expect(respondAt - now).toBeLessThanOrEqual(1000);
      expect(revoked(Math.floor(respondAt / 1000), signedOutAt)).toBe(false);
    }
  });
});
