import { describe, expect, it } from 'vitest';
import { firstStepOf, stepBlockers } from '../../../web/src/features/applications/components/wizard-steps.js';

describe('the publishing wizard checks a step before "next"', () => {
  it('holds "next" on the missing fields of the step being left', () => {
    expect(stepBlockers(['name', 'logo', 'terminal', 'category'], 0, 1)).toEqual(['name', 'logo']);
    expect(stepBlockers(['terminal', 'category'], 1, 2)).toEqual(['terminal', 'category']);
  });

  it('lets "next" through once the step is complete, whatever later steps still miss', () => {
    expect(stepBlockers(['terminal', 'category'], 0, 1)).toEqual([]);
  });

  it('checks every step skipped over, and never holds going back', () => {
    expect(stepBlockers(['name', 'terminal'], 0, 2)).toEqual(['name', 'terminal']);
    expect(stepBlockers(['name', 'terminal'], 2, 0)).toEqual([]);
    expect(stepBlockers(['name'], 1, 1)).toEqual([]);
  });

  it('opens the earliest step with a problem; fields it does not show open none', () => {
    expect(firstStepOf(['category', 'enName'])).toBe(0);
    expect(firstStepOf(['description'])).toBe(2);
    expect(firstStepOf(['createCompanyId'])).toBeUndefined();
  });
});
