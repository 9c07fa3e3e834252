import type { AppFormValues } from './application-fields.js';

/** Which step of the publishing wizard shows each field, so a problem opens the step of its field. */
export const WIZARD_STEP_OF: Readonly<Record<keyof AppFormValues, number>> = {
  code: 0,
  name: 0,
  enName: 0,
  logo: 0,
  terminal: 1,
  model: 1,
  type: 1,
  parentCategory: 1,
  category: 1,
  description: 2,
};

/**
 * The required fields that keep the wizard from moving from step `from` to step `to`: the missing ones on the
 * steps being left behind (from `from` up to, not including, `to`). Going back is never held up, so a reader can
 * look at an earlier step before finishing the current one.
 */
export function stepBlockers(
  missing: readonly (keyof AppFormValues)[],
  from: number,
  to: number,
): (keyof AppFormValues)[] {
  if (to <= from) return [];
  return missing.filter((field) => WIZARD_STEP_OF[field] >= from && WIZARD_STEP_OF[field] < to);
}

/** The earliest step showing one of `fields` (the step a refused save or "next" opens), or undefined for none. */
export function firstStepOf(fields: readonly string[]): number | undefined {
  const steps = fields
    .filter((field): field is keyof AppFormValues => field in WIZARD_STEP_OF)
    .map((field) => WIZARD_STEP_OF[field]);
  return steps.length ? Math.min(...steps) : undefined;
}
