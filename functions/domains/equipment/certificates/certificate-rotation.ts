import { randomUUID } from 'node:crypto';
import { CERTIFY_STATUS, ROTATION_STATUS } from '../../../../shared/constants/equipment-certificate-rules.js';
import {
  EQUIPMENT_LOG_TYPE,
  EQUIPMENT_STATUS,
  configTopicOf,
  type EquipmentLogEvent,
  type EquipmentLogType,
} from '../../../../shared/constants/equipment-rules.js';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import type { EquipmentCertifyRotate } from '../../../../shared/schemas/equipment-certificates.js';
import type {
  RotationExecutionInput,
  RotationTask,
} from '../../../../shared/schemas/equipment-certificate-rotation.js';
import type { PresenceEvent } from '../../../../shared/schemas/equipment-presence.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { iotData } from '../../../lib/clients/iot-data.js';
import { withClient } from '../../../lib/clients/lazy-client.js';
import { sfn } from '../../../lib/clients/sfn.js';
import { requireEnv } from '../../../lib/env.js';
import { ConflictError, HttpError, NotFoundError } from '../../../lib/errors.js';
import { logger } from '../../../lib/logger.js';
import {
  getRotation,
  recordAwaiting,
  recordCompleted,
  recordConnected,
  recordFailed,
  recordIssued,
  recordRollingBack,
  recordRolledBack,
  rotationEnded,
  startRotation,
  type CertificateRotationRecord,
} from '../data/certificate-rotation.js';
import { gatewayOf, getCertificate } from '../data/equipment-certificate.js';
import { appendEquipmentLogOnce } from '../data/equipment-log.js';
import { getEquipmentById } from '../data/equipment.js';
import type { SystemMessage } from '../../messaging/index.js';
import { endGatewaySession } from '../gateway-sessions.js';
import { firstExpiryDue, validityEndOf } from './expiry-decision.js';
import { certificateIssuer } from './issuer.js';
import { openKey, sealKey } from './key-sealing.js';
import {
  connectStep,
  failureReason,
  rollBackOutcome,
  rollBackReason,
  rotationTerm,
  type RollBackOutcome,
} from './rotation-decision.js';

/**
 * Rotation without downtime (docs/equipment.md "Rotation"): a gateway's active certificate is replaced by a new one
 * while it keeps connecting. The `certificate-rotation` state machine (infra/definitions/certificate-rotation-
 * definition.ts) runs the steps below as its task function: issue the new certificate, deliver it on the gateway's
 * config topic and wait (its task token) until the gateway connects with it, which the presence event answers; then
 * destroy the old one. A timeout or an error rolls back: the new one is destroyed, the old one stays, the enterprise
 * is told. Each step is idempotent (the rotation record says how far it got) and every record change is conditional.
 * No key material ever enters the execution's data, whose history is logged.
 */

/** A step of a rotation that no longer runs: its record is gone (the gateway was deleted) or it ended another way. */
export class RotationGoneError extends Error {
  constructor(message = 'The rotation no longer runs') {
    super(message);
    this.name = 'RotationGone';
  }
}

/** The Deliver step finds that the gateway connected with the new certificate already: the rotation goes on. */
export class RotationConnectedError extends Error {
  constructor() {
    super('The gateway connected with its new certificate already');
    this.name = 'RotationConnected';
  }
}

/** Why the old certificate was destroyed by a completed rotation (both languages, like the console). */
export const ROTATED_REASON = '已轮换 / Replaced by a rotation';
/** Why a rotation's new certificate was destroyed by its rollback. */
export const ROLLED_BACK_REASON = '轮换已回滚 / The rotation was rolled back';
/** The new certificate's registration note. */
export const ROTATION_NOTE = '证书轮换 / Certificate rotation';

/** The rotation state machine's ARN (`certificate-rotation-start`), read when a rotation starts. */
const stateMachineArn = () => requireEnv('CERTIFICATE_ROTATION_ARN');

/** The execution of a rotation: the state machine's, named by the rotation id. */
const executionArnOf = (rotationId: string) => {
  const machine = stateMachineArn();
  return `${machine.replace(':stateMachine:', ':execution:')}:${rotationId}`;
};

/** The rotation of `task`, as it is now; RotationGone when the gateway's record is of none or another rotation. */
async function rotationOf(task: Pick<RotationTask, 'gatewayId' | 'rotationId'>): Promise<CertificateRotationRecord> {
  const rotation = await getRotation(task.gatewayId);
  if (!rotation || rotation.rotationId !== task.rotationId) throw new RotationGoneError();
  return rotation;
}

/** Tells the enterprise's administrators how a rotation went; a failure is logged, never undoes the step. */
async function tell(
  rotation: CertificateRotationRecord,
  outcome: 'completed' | 'rolledBack' | 'failed',
  message: SystemMessage,
): Promise<void> {
  try {
    // The messaging domain loads when there is someone to tell, not at the function's cold start.
    const { tellAdministrators } = await import('../../messaging/index.js');
    await tellAdministrators({
      enterpriseId: rotation.enterpriseId,
      message,
      action: '/console/equipment-certify-list',
      notificationObjectId: `equipment-certificate-rotation-${outcome}-${rotation.rotationId}`,
    });
  } catch (error) {
    logger.error('Could not tell an enterprise how a certificate rotation went', {
      rotationId: rotation.rotationId,
      error,
    });
  }
}

/** The notice of a rotation's end (texts in the messaging domain's catalogue, both languages). */
function noticeOf(rotation: CertificateRotationRecord, outcome: 'completed' | 'rolledBack' | 'failed'): SystemMessage {
  const gateway = rotation.equipmentId;
  if (outcome === 'completed') return { template: 'equipment.rotationCompleted', params: { gateway } };
  if (outcome === 'failed') return { template: 'equipment.rotationFailed', params: { gateway } };
  const minutes = Math.max(1, Math.round(rotation.waitSeconds / 60));
  return rotation.reason === 'timeout'
    ? { template: 'equipment.rotationTimedOut', params: { gateway, minutes } }
    : { template: 'equipment.rotationRolledBack', params: { gateway } };
}

/** The points of a rotation its gateway's log records, and how (docs/equipment.md "Log"). */
const LOG_ENTRIES: Record<
  'started' | 'completed' | 'rolledBack' | 'failed',
  { event: EquipmentLogEvent; type: EquipmentLogType }
> = {
  started: { event: 'rotationStarted', type: EQUIPMENT_LOG_TYPE.operation },
  completed: { event: 'rotationCompleted', type: EQUIPMENT_LOG_TYPE.system },
  rolledBack: { event: 'rotationRolledBack', type: EQUIPMENT_LOG_TYPE.alarm },
  failed: { event: 'rotationFailed', type: EQUIPMENT_LOG_TYPE.alarm },
};

/**
 * Records a rotation's start or end in its gateway's log, once: the entry's id is the rotation's and its time the one
 * on the rotation's record (`startedAt`, `endedAt`), so a retried step that writes it again writes the same key and
 * changes nothing (`appendEquipmentLogOnce`). The start names who started it; an end that was not a success says why
 * (`reason`); a completed one names the new certificate. A failure is logged and never fails the step, as every
 * gateway-log write.
 */
async function logRotation(rotation: CertificateRotationRecord, point: keyof typeof LOG_ENTRIES): Promise<void> {
  const { event, type } = LOG_ENTRIES[point];
  const at = point === 'started' ? rotation.startedAt : rotation.endedAt;
  if (!at) return;
  const detail = point === 'completed' ? rotation.certificateId : point === 'started' ? undefined : rotation.reason;
  try {
    await appendEquipmentLogOnce({
      id: `${event}-${rotation.rotationId}`,
      equipmentId: rotation.gatewayId,
      type,
      event,
      at,
      ...(point === 'started' ? { actorName: rotation.startedByName } : {}),
      ...(detail ? { detail } : {}),
    });
  } catch (error) {
    logger.error('Could not write a gateway log entry', { equipmentId: rotation.gatewayId, event, error });
  }
}

/** Who destroyed what, and why, at `at`. */
const stamp = (description: string, at: string, who: { id: string; name: string }) => ({
  destroyDescription: description,
  destroyUserId: who.id,
  destroyUserName: who.name,
  destroyTime: at,
});

/**
 * Whether a rotation that has not ended still has a running execution: one stopped by an operator, or the local
 * stack's cut short by a restart, has none, and its records are rolled back before another rotation starts.
 */
async function executionRunning(rotationId: string): Promise<boolean> {
  try {
    const described = await withClient(sfn, (client, sdk) =>
      client.send(new sdk.DescribeExecutionCommand({ executionArn: executionArnOf(rotationId) })),
    );
    return described.status === 'RUNNING';
  } catch (error) {
    if ((error as Error).name === 'ExecutionDoesNotExist') return false;
    throw error;
  }
}

/**
 * Settles a rotation whose execution no longer runs, as its state machine would have: rolled back, or completed when
 * the gateway had connected with the new certificate already. Nobody is told: the administrator starting the next
 * rotation sees it (and the HTTP function sends no mail).
 */
async function settleAbandoned(rotation: CertificateRotationRecord): Promise<void> {
  const task = { gatewayId: rotation.gatewayId, rotationId: rotation.rotationId };
  const { outcome } = await rollBack({ ...task, error: { Error: 'States.Runtime' } }, false);
  if (outcome === 'connected') await completeRotation({ action: 'complete', ...task }, false);
}

/**
 * Starts rotating an active certificate of the caller's enterprise (`rotateEquipmentCertify`): 404 for another
 * enterprise's, 409 when it is not active, its gateway is stopped or gone, or a rotation runs. The records first (a
 * race with another start, a destroy or a delete is decided there), then the execution, named by the rotation id;
 * when it cannot start, the records are rolled back and the answer is 503.
 */
export async function startCertificateRotation(
  caller: Caller,
  certifyId: string,
  body: EquipmentCertifyRotate,
): Promise<CertificateRotationRecord> {
  const certificate = await getCertificate({ id: certifyId });
  if (!certificate || certificate.enterpriseId !== caller.enterpriseId)
    throw new NotFoundError('Certificate not found');
  if (certificate.certifyStatus.code !== CERTIFY_STATUS.passed)
    throw new ConflictError('Only an active certificate can be rotated', { reason: 'notActive' });
  const gatewayId = gatewayOf(certificate).id;
  const gateway = await getEquipmentById({ id: gatewayId });
  if (!gateway) throw new NotFoundError('Gateway not found');
  if (gateway.equipmentStatus?.id === EQUIPMENT_STATUS.stopped)
    throw new ConflictError('The gateway is stopped; its certificate cannot be rotated', {
      reason: 'gatewayStopped',
    });
  const running = await getRotation(gatewayId);
  if (running && !rotationEnded(running) && !(await executionRunning(running.rotationId)))
    await settleAbandoned(running);
  const now = new Date().toISOString();
  const rotation: CertificateRotationRecord = {
    rotationId: randomUUID(),
    gatewayId,
    equipmentId: gateway.equipmentId,
    enterpriseId: certificate.enterpriseId,
    fromCertifyId: certificate.id,
    status: ROTATION_STATUS.issuing,
    waitSeconds: body.waitSeconds,
    validityTerm: rotationTerm(certificate.validityTerm, now.slice(0, 10), body.endDate),
    startedAt: now,
    startedById: caller.userId,
    startedByName: caller.username,
  };
  await startRotation(rotation, certificate);
  await logRotation(rotation, 'started');
  const input: RotationExecutionInput = {
    rotationId: rotation.rotationId,
    gatewayId,
    waitSeconds: rotation.waitSeconds,
  };
  try {
    await withClient(sfn, (client, sdk) =>
      client.send(
        new sdk.StartExecutionCommand({
          stateMachineArn: stateMachineArn(),
          name: rotation.rotationId,
          input: JSON.stringify(input),
        }),
      ),
    );
  } catch (error) {
    logger.error('Could not start a certificate rotation', { rotationId: rotation.rotationId, error });
    await rollBack({ gatewayId, rotationId: rotation.rotationId, error: { Error: 'States.Runtime' } }, false);
    throw new HttpError(503, 'Service Unavailable', 'The rotation could not be started; try again');
  }
  return rotation;
}

/**
 * Issue (`issuing` → `issued`): the issuer makes the new certificate (CN the gateway, the rotation id as its record's
 * id), its key is sealed on its record, and the records take it in one transaction. A retried step that finds it
 * issued does nothing; one whose transaction does not hold withdraws what it issued, so no live certificate exists
 * that no record holds.
 */
export async function issueRotationCertificate(task: RotationTask): Promise<{ status: string }> {
  const rotation = await rotationOf(task);
  if (rotation.status !== ROTATION_STATUS.issuing) return { status: rotation.status };
  const old = await getCertificate({ id: rotation.fromCertifyId });
  if (!old?.equipment) throw new RotationGoneError('The certificate being replaced is gone');
  const issuer = await certificateIssuer();
  const term = rotation.validityTerm;
  const issued = await issuer.issue({
    certifyId: rotation.rotationId,
    gatewayId: rotation.gatewayId,
    notBefore: new Date(`${term.beginDate}T00:00:00Z`),
    notAfter: new Date(`${term.endDate}T23:59:59Z`),
  });
  const now = new Date().toISOString();
  const recorded = await recordIssued(rotation, {
    id: rotation.rotationId,
    enterpriseId: old.enterpriseId,
    registerCompanyName: old.registerCompanyName,
    description: old.description,
    equipment: old.equipment,
    registerUserId: rotation.startedById,
    registerUserName: rotation.startedByName,
    registerTime: now,
    registerDescription: ROTATION_NOTE,
    validityTerm: term,
    certifyStatus: { code: CERTIFY_STATUS.passed },
    verifyCategory: 'REGISTER',
    requestedAt: now,
    certificateId: issued.certificateId,
    certificatePem: issued.certificatePem,
    caCertificatePem: issued.caCertificatePem,
    notAfter: issued.notAfter,
    sealedKey: await sealKey(issued.privateKeyPem, rotation.rotationId),
    expiryDueAt: firstExpiryDue(validityEndOf(term.endDate), Date.now()),
    rotationId: rotation.rotationId,
    rotatedFrom: old.id,
  }).catch(async (error: unknown) => {
    await issuer.revoke({ certificateId: issued.certificateId, gatewayId: rotation.gatewayId });
    throw error;
  });
  if (recorded) return { status: ROTATION_STATUS.issued };
  await issuer.revoke({ certificateId: issued.certificateId, gatewayId: rotation.gatewayId });
  const current = await rotationOf(task);
  // Another attempt of this step recorded its own certificate first: that one stands.
  if (current.status === ROTATION_STATUS.issued) return { status: current.status };
  throw new RotationGoneError('The rotation or the certificate changed before the new certificate was recorded');
}

/** What a gateway receives on its config topic when its certificate is rotated (docs/equipment.md "Rotation"). */
export interface CertificateDelivery {
  readonly certificateRotation: {
    readonly rotationId: string;
    readonly certificateId: string;
    readonly certificatePem: string;
    readonly privateKeyPem: string;
    readonly caCertificatePem: string;
    readonly notAfter: string;
  };
}

/**
 * Deliver and wait (the state's task token): the rotation waits (`awaiting`) with the token, then the new certificate
 * and its key go to the gateway on its config topic, QoS 1 and not retained (no key stays at the broker; the retained
 * desired state stays as it is). Its key is opened from its record, which keeps it until the rotation ends, so a
 * retried delivery, or the administrator's one download to install it by hand, still has it; a key downloaded
 * already is not delivered. RotationConnected when the gateway connected with it before (the rotation goes on).
 */
export async function deliverRotationCertificate(
  task: Extract<RotationTask, { action: 'deliver' }>,
): Promise<{ delivered: boolean }> {
  const rotation = await recordAwaiting(task, task.taskToken, new Date().toISOString());
  if (!rotation) {
    const current = await rotationOf(task);
    if (current.status === ROTATION_STATUS.connected) throw new RotationConnectedError();
    throw new RotationGoneError(`The rotation is ${current.status}, not waiting for its gateway`);
  }
  const certificate = await getCertificate({ id: rotation.rotationId });
  if (!certificate?.sealedKey) {
    logger.info('A rotation’s key was downloaded already; the gateway gets it by hand', {
      rotationId: rotation.rotationId,
    });
    return { delivered: false };
  }
  const delivery: CertificateDelivery = {
    certificateRotation: {
      rotationId: rotation.rotationId,
      certificateId: certificate.certificateId!,
      certificatePem: certificate.certificatePem!,
      privateKeyPem: await openKey(certificate.sealedKey, certificate.id),
      caCertificatePem: certificate.caCertificatePem!,
      notAfter: certificate.notAfter!,
    },
  };
  await withClient(iotData, (client, sdk) =>
    client.send(
      new sdk.PublishCommand({
        topic: configTopicOf(rotation.gatewayId),
        qos: 1,
        retain: false,
        contentType: 'application/json',
        payload: new TextEncoder().encode(JSON.stringify(delivery)),
      }),
    ),
  );
  return { delivered: true };
}

/**
 * Complete (`connected` → `completed`): the old certificate is revoked by the issuer first (a failure leaves the
 * records as they are and the step is retried; revoking again changes nothing), then the records move in one
 * transaction and the enterprise is told (`notify`). The gateway's session is left alone: it runs on the new
 * certificate.
 */
export async function completeRotation(task: RotationTask, notify = true): Promise<{ status: string }> {
  const rotation = await rotationOf(task);
  if (rotation.status === ROTATION_STATUS.completed) {
    // A retried step after its records moved: the log entry again (the same key, so never twice), nobody told again.
    await logRotation(rotation, 'completed');
    return { status: rotation.status };
  }
  if (rotation.status !== ROTATION_STATUS.connected)
    throw new Error(`A ${rotation.status} rotation cannot complete: the gateway has not connected with the new one`);
  const old = await getCertificate({ id: rotation.fromCertifyId });
  if (!old) throw new RotationGoneError('The certificate being replaced is gone');
  if (old.certificateId)
    await (await certificateIssuer()).revoke({ certificateId: old.certificateId, gatewayId: rotation.gatewayId });
  const at = new Date().toISOString();
  await recordCompleted(
    rotation,
    old,
    stamp(ROTATED_REASON, at, { id: rotation.startedById, name: rotation.startedByName }),
  );
  await logRotation({ ...rotation, status: ROTATION_STATUS.completed, endedAt: at }, 'completed');
  if (notify) await tell(rotation, 'completed', noticeOf(rotation, 'completed'));
  return { status: ROTATION_STATUS.completed };
}

/**
 * Roll back: the pivot first (→ `rollingBack`, conditional: of it and the gateway's connect exactly one holds), then
 * the new certificate, when issued, is revoked by the issuer and destroyed on its record, the old one and the marker
 * are freed, and the enterprise is told (`notify`). When the pivot does not hold the rotation as found decides
 * (`rollBackOutcome`): `connected` sends the state machine forward to complete it.
 */
export async function rollBack(
  task: Pick<RotationTask, 'gatewayId' | 'rotationId'> & { error?: { Error?: string; Cause?: string } },
  notify = true,
): Promise<{ outcome: RollBackOutcome }> {
  const rotation = await recordRollingBack(task);
  if (!rotation) {
    const current = await getRotation(task.gatewayId);
    const outcome = rollBackOutcome(current, task.rotationId);
    // A retried step after its records moved: the log entry again (the same key, so never twice), nobody told again.
    if (outcome === 'rolledBack') await logRotation(current!, 'rolledBack');
    return { outcome };
  }
  const issued = rotation.certificateId ? await getCertificate({ id: rotation.rotationId }) : undefined;
  if (rotation.certificateId)
    await (await certificateIssuer()).revoke({ certificateId: rotation.certificateId, gatewayId: rotation.gatewayId });
  const reason = rollBackReason(task.error);
  const at = new Date().toISOString();
  await recordRolledBack(
    rotation,
    issued?.certifyStatus.code === CERTIFY_STATUS.passed ? issued : undefined,
    stamp(ROLLED_BACK_REASON, at, { id: NIL_ID, name: 'Platform' }),
    reason,
  );
  await logRotation({ ...rotation, status: ROTATION_STATUS.rolledBack, reason, endedAt: at }, 'rolledBack');
  if (notify) await tell({ ...rotation, reason }, 'rolledBack', noticeOf({ ...rotation, reason }, 'rolledBack'));
  return { outcome: 'rolledBack' };
}

/**
 * A rotation that could not finish after its retries (`failed`, with why: the old certificate not revoked, the
 * rollback not done, or an error): recorded and told; the execution then fails, which alarms the operators.
 */
export async function failRotation(task: RotationTask): Promise<{ status: string }> {
  const rotation = await rotationOf(task);
  if (rotationEnded(rotation)) {
    if (rotation.status === ROTATION_STATUS.failed) await logRotation(rotation, 'failed');
    return { status: rotation.status };
  }
  const failed = await recordFailed(
    rotation,
    [rotation.status],
    failureReason(rotation.status),
    new Date().toISOString(),
  );
  if (failed) {
    await logRotation(failed, 'failed');
    await tell(failed, 'failed', noticeOf(failed, 'failed'));
  }
  logger.error('A certificate rotation failed', {
    rotationId: rotation.rotationId,
    error: 'error' in task ? task.error : undefined,
  });
  return { status: ROTATION_STATUS.failed };
}

/** A certificate id as IoT Core gives it (and the local CA, by the same rule): the SHA-256 of its DER, hex. */
const CERTIFICATE_ID = /^[0-9a-f]{64}$/i;

/** Answers a rotation's waiting Deliver state; an answer the service no longer takes (timed out, answered) is fine. */
async function answerToken(taskToken: string, output: Record<string, unknown>): Promise<void> {
  try {
    await withClient(sfn, (client, sdk) =>
      client.send(new sdk.SendTaskSuccessCommand({ taskToken, output: JSON.stringify(output) })),
    );
  } catch (error) {
    const name = (error as Error).name;
    if (name !== 'TaskTimedOut' && name !== 'TaskDoesNotExist' && name !== 'InvalidToken') throw error;
    logger.info('A rotation no longer waited for its gateway’s connect', { name });
  }
}

/**
 * A gateway connected (the presence event; its `principalIdentifier` is the certificate's id): when its rotation
 * waits for that certificate the rotation is marked connected and its Deliver state answered; when that rotation is
 * being rolled back the session, on a certificate about to be revoked, is ended (the gateway reconnects with its old
 * one). Anything else is no rotation's business. Answers what it did.
 */
export async function noteRotationConnect(event: PresenceEvent): Promise<'none' | 'connected' | 'endSession'> {
  // Only a certificate's connect can answer a rotation: its id is 64 hex digits (IoT Core's; locally the SHA-256).
  if (event.eventType !== 'connected' || !CERTIFICATE_ID.test(event.principalIdentifier ?? '')) return 'none';
  const at = new Date(event.timestamp).toISOString();
  for (let look = 0; look < 2; look++) {
    const rotation = await getRotation(event.clientId);
    const step = connectStep(rotation, event.principalIdentifier);
    if (step === 'none' || !rotation) return 'none';
    if (step === 'endSession') {
      await endGatewaySession(event.clientId);
      return 'endSession';
    }
    if (step === 'answerAgain') {
      await answerToken(rotation.taskToken!, { connectedAt: rotation.connectedAt ?? at });
      return 'connected';
    }
    const connected = await recordConnected(rotation, at);
    if (connected) {
      if (connected.taskToken) await answerToken(connected.taskToken, { connectedAt: at });
      return 'connected';
    }
    // The rotation moved meanwhile (its Deliver state took a new token, or the rollback came first): look again.
  }
  return 'none';
}

/**
 * Ends the wait of a rotation whose gateway was deleted (the delete took both certificates and the rotation record):
 * its Deliver state is answered at once, instead of at its timeout, and the next step finds the rotation gone. A
 * failure is logged: the wait then ends at its timeout the same way.
 */
export async function endRotationWait(rotation: CertificateRotationRecord | undefined): Promise<void> {
  if (!rotation?.taskToken) return;
  try {
    await answerToken(rotation.taskToken, { gatewayDeleted: true });
  } catch (error) {
    logger.error('Could not end the wait of a deleted gateway’s rotation', { rotationId: rotation.rotationId, error });
  }
}

/** The rotation step a task names, run (the task function's one entry). */
export function runRotationTask(task: RotationTask): Promise<unknown> {
  switch (task.action) {
    case 'issue':
      return issueRotationCertificate(task);
    case 'deliver':
      return deliverRotationCertificate(task);
    case 'complete':
      return completeRotation(task);
    case 'rollBack':
      return rollBack(task);
    case 'fail':
      return failRotation(task);
  }
}
