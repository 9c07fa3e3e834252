import { describe, expect, it } from 'vitest';
import type { EquipmentCertifyRotation } from '../../../web/src/features/equipment/api/equipment-certificates.js';
import { rotationEnded, rotationStepStates } from '../../../web/src/features/equipment/components/rotation-steps.js';

const base: EquipmentCertifyRotation = {
  id: 'r1',
  gatewayId: 'g1',
  equipmentId: 'PLC-1',
  fromCertifyId: 'c1',
  status: 'issuing',
  waitSeconds: 900,
  validityTerm: { beginDate: '2026-06-10', endDate: '2027-06-09' },
  startedAt: '2026-06-10T10:00:00.000Z',
  startedByName: 'ent-admin',
};
const issued = { issuedAt: '2026-06-10T10:00:01.000Z' };
const delivered = { ...issued, deliveredAt: '2026-06-10T10:00:02.000Z' };
const connected = { ...delivered, connectedAt: '2026-06-10T10:00:05.000Z' };

describe('the rotation dialog’s steps', () => {
  it('runs the step a rotation is on, with the earlier ones done and the later ones pending', () => {
    expect(rotationStepStates(base)).toEqual({
      issue: 'in-progress',
      deliver: 'pending',
      connect: 'pending',
      revoke: 'pending',
    });
    expect(rotationStepStates({ ...base, ...delivered, status: 'awaiting' })).toEqual({
      issue: 'success',
      deliver: 'success',
      connect: 'in-progress',
      revoke: 'pending',
    });
    expect(rotationStepStates({ ...base, ...connected, status: 'connected' }).revoke).toBe('in-progress');
  });

  it('shows every step done once completed', () => {
    expect(Object.values(rotationStepStates({ ...base, ...connected, status: 'completed' }))).toEqual(
      Array(4).fill('success'),
    );
  });

  it('stops the wait after a timeout, marks an error on the step that failed, pending after it', () => {
    expect(rotationStepStates({ ...base, ...delivered, status: 'rolledBack', reason: 'timeout' })).toEqual({
      issue: 'success',
      deliver: 'success',
      connect: 'stopped',
      revoke: 'pending',
    });
    expect(rotationStepStates({ ...base, status: 'rolledBack', reason: 'error' }).issue).toBe('error');
    expect(rotationStepStates({ ...base, ...connected, status: 'failed', reason: 'revokeFailed' }).revoke).toBe(
      'error',
    );
    expect(rotationStepStates({ ...base, ...delivered, status: 'rollingBack' }).connect).toBe('stopped');
  });

  it('stops reading back once a rotation has ended', () => {
    for (const status of ['completed', 'rolledBack', 'failed'] as const) expect(rotationEnded({ status })).toBe(true);
    for (const status of ['issuing', 'issued', 'awaiting', 'connected', 'rollingBack'] as const)
      expect(rotationEnded({ status })).toBe(false);
  });
});
