import { describe, expect, it } from 'vitest';
import { hashSpacePassword, spacePasswordMatches } from '../../../../../functions/domains/tenancy/space-password.js';

describe('a tenant space password', () => {
  it('is kept as a salted hash that only the password matches', async () => {
    const stored = await hashSpacePassword('Secret2026');
    expect(stored).not.toContain('Secret2026');
    expect(stored).not.toBe(await hashSpacePassword('Secret2026'));
    expect(await spacePasswordMatches('Secret2026', stored)).toBe(true);
    expect(await spacePasswordMatches('Secret2027', stored)).toBe(false);
  });
});
