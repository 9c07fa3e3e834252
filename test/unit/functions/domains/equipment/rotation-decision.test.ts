import { describe, expect, it } from 'vitest';
import {
  connectStep,
  failureReason,
  rollBackOutcome,
  rollBackReason,
  rotationTerm,
} from '../../../../../functions/domains/equipment/certificates/rotation-decision.js';
import type { RotationStatus } from '../../../../../shared/constants/equipment-certificate-rules.js';

const rotation = (status: RotationStatus, extra: { taskToken?: string; certificateId?: string } = {}) => ({
  rotationId: 'r1',
  status,
  certificateId: 'new-cert',
  ...extra,
});

describe('the new certificate’s term', () => {
  it('keeps the old term’s length from today when no end is asked', () => {
    expect(rotationTerm({ beginDate: '2026-01-01', endDate: '2026-12-31' }, '2026-06-10')).toEqual({
      beginDate: '2026-06-10',
      endDate: '2027-06-09',
    });
  });

  it('takes the asked end, and never more than ten years from today', () => {
    const old = { beginDate: '2026-01-01', endDate: '2026-01-31' };
    expect(rotationTerm(old, '2026-06-10', '2028-01-01')).toEqual({ beginDate: '2026-06-10', endDate: '2028-01-01' });
    expect(rotationTerm({ beginDate: '2020-01-01', endDate: '2030-01-01' }, '2026-06-10').endDate).toBe('2036-06-07');
  });
});

describe('a gateway’s connect during its rotation', () => {
  it('answers a rotation waiting for exactly this certificate (issued or awaiting)', () => {
    expect(connectStep(rotation('awaiting'), 'new-cert')).toBe('connected');
    expect(connectStep(rotation('issued'), 'new-cert')).toBe('connected');
  });

  it('is no rotation’s business with the old certificate, another one, none, or no rotation', () => {
    expect(connectStep(rotation('awaiting'), 'old-cert')).toBe('none');
    expect(connectStep(rotation('awaiting'), undefined)).toBe('none');
    expect(connectStep(undefined, 'new-cert')).toBe('none');
    expect(connectStep(rotation('issuing', { certificateId: undefined }), 'new-cert')).toBe('none');
    for (const status of ['completed', 'failed'] as const)
      expect(connectStep(rotation(status), 'new-cert')).toBe('none');
  });

  it('answers again once connected while the token is still there (a retried presence event)', () => {
    expect(connectStep(rotation('connected', { taskToken: 't' }), 'new-cert')).toBe('answerAgain');
    expect(connectStep(rotation('connected'), 'new-cert')).toBe('none');
  });

  it('ends the session of a certificate whose rotation is being rolled back (the rollback came first)', () => {
    expect(connectStep(rotation('rollingBack'), 'new-cert')).toBe('endSession');
    expect(connectStep(rotation('rolledBack'), 'new-cert')).toBe('endSession');
  });
});

describe('a rollback whose pivot did not hold', () => {
  it('goes forward when the gateway connected first', () => {
    expect(rollBackOutcome(rotation('connected'), 'r1')).toBe('connected');
  });

  it('reports a rotation that ended already (a retried rollback)', () => {
    for (const status of ['completed', 'rolledBack', 'failed'] as const)
      expect(rollBackOutcome(rotation(status), 'r1')).toBe(status);
  });

  it('finds the rotation gone when the gateway was deleted or another rotation replaced it', () => {
    expect(rollBackOutcome(undefined, 'r1')).toBe('gone');
    expect(rollBackOutcome(rotation('awaiting'), 'r2')).toBe('gone');
  });
});

describe('why a rotation ended', () => {
  it('rolls back for the timeout, or for an error', () => {
    expect(rollBackReason({ Error: 'States.Timeout' })).toBe('timeout');
    expect(rollBackReason({ Error: 'ThrottlingException' })).toBe('error');
    expect(rollBackReason(undefined)).toBe('error');
  });

  it('fails forward (the old certificate not revoked) or backward (the rollback not done)', () => {
    expect(failureReason('connected')).toBe('revokeFailed');
    expect(failureReason('rollingBack')).toBe('rollBackFailed');
    expect(failureReason('issuing')).toBe('error');
  });
});
