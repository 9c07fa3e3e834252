import type { EquipmentCertifyRotation } from '../api/equipment-certificates.js';

/**
 * The steps of a certificate rotation as the console shows them (docs/equipment.md "Rotation"), and where each stands,
 * from the rotation's status and step times: pure, so every state is unit-tested.
 */

/** A rotation's steps, in order. */
export const ROTATION_STEPS = ['issue', 'deliver', 'connect', 'revoke'] as const;
export type RotationStep = (typeof ROTATION_STEPS)[number];

/** Where a step stands (Cloudscape's status indicator types). */
export type StepState = 'pending' | 'in-progress' | 'success' | 'stopped' | 'error';

/** Whether a rotation has ended: the console stops reading it back. */
export const rotationEnded = (rotation: Pick<EquipmentCertifyRotation, 'status'>): boolean =>
  rotation.status === 'completed' || rotation.status === 'rolledBack' || rotation.status === 'failed';

/** The wait choices of the start form, in seconds (5 minutes to a day; 15 minutes is the server's default). */
export const ROTATION_WAIT_CHOICES = [300, 900, 3600, 14_400, 86_400] as const;

/** How far a running rotation got: the index of the step it is on (4 when all are done). */
function reached(rotation: EquipmentCertifyRotation): number {
  if (rotation.status === 'completed') return 4;
  if (rotation.connectedAt) return 3;
  if (rotation.deliveredAt) return 2;
  if (rotation.issuedAt) return 1;
  return 0;
}

/**
 * Each step's state: done steps succeed, the current one runs; a rollback or a failure stops the step it was on
 * (`stopped` after a timeout, `error` after an error) and leaves the later ones pending.
 */
export function rotationStepStates(rotation: EquipmentCertifyRotation): Record<RotationStep, StepState> {
  const at = reached(rotation);
  const ended = rotation.status === 'rolledBack' || rotation.status === 'failed' || rotation.status === 'rollingBack';
  const stop: StepState = rotation.status === 'rollingBack' || rotation.reason === 'timeout' ? 'stopped' : 'error';
  return Object.fromEntries(
    ROTATION_STEPS.map((step, index) => [
      step,
      index < at ? 'success' : index === at ? (ended ? stop : 'in-progress') : 'pending',
    ]),
  ) as Record<RotationStep, StepState>;
}
