import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  CERTIFY_STATUS,
  ROTATION_ENDED,
  ROTATION_STATUS,
  type RotationStatus,
} from '../../../../shared/constants/equipment-certificate-rules.js';
import { EQUIPMENT_STATUS } from '../../../../shared/constants/equipment-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure } from '../../../lib/data/batch.js';
import { withoutKeys } from '../../../lib/data/paging.js';
import { conditionCheck, transact, writeTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError } from '../../../lib/errors.js';
import {
  gatewayMarker,
  retire,
  type EquipmentCertificateRecord,
  type RetirementStamp,
} from './equipment-certificate.js';
import { equipmentIndexKeys, equipmentKeys } from './keys.js';

/**
 * A gateway's certificate rotation (`EQUIP#{gatewayId}` / `#ROTATION`; docs/equipment.md "Rotation", the key design in
 * docs/data-model.md "Certificate rotation"): while it runs the gateway has two live certificates, the old one the
 * marker owns and the new one it names as `successorId`. Every step is one conditional write or TransactWrite on the
 * rotation's status, so the state machine's steps, the presence event, a destroy request, the expiry run and the
 * gateway's delete never meet a half-made state.
 */
export interface CertificateRotationRecord {
  /** The rotation's id: the new certificate record's id, and the execution's name. */
  readonly rotationId: string;
  readonly gatewayId: string;
  /** The gateway's hardware id. */
  readonly equipmentId: string;
  readonly enterpriseId: string;
  /** The certificate being replaced. */
  readonly fromCertifyId: string;
  readonly status: RotationStatus;
  /** How long the rotation waits for the gateway to connect with the new certificate. */
  readonly waitSeconds: number;
  /** The new certificate's term. */
  readonly validityTerm: { readonly beginDate: string; readonly endDate: string };
  readonly startedAt: string;
  readonly startedById: string;
  readonly startedByName: string;
  /** The new X.509 certificate's id (IoT Core's; locally its SHA-256), once issued: the presence event names it. */
  readonly certificateId?: string;
  readonly issuedAt?: string;
  readonly deliveredAt?: string;
  /** The Deliver state's task token while it waits, answered when the gateway connects with the new certificate. */
  readonly taskToken?: string;
  readonly connectedAt?: string;
  readonly endedAt?: string;
  /** Why it was rolled back or failed (`ROTATION_REASON`). */
  readonly reason?: string;
}

const rotationKey = equipmentKeys.certificateRotation;
const statusName = { '#status': 'status' };

/** Whether a rotation has ended (another may start). */
export const rotationEnded = (rotation: Pick<CertificateRotationRecord, 'status'>): boolean =>
  ROTATION_ENDED.includes(rotation.status);

/** A gateway's current or last rotation, or undefined (consistent: the steps decide on it). */
export async function getRotation(gatewayId: string): Promise<CertificateRotationRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: rotationKey(gatewayId), ConsistentRead: true }),
  );
  return result.Item ? (withoutKeys(result.Item) as unknown as CertificateRotationRecord) : undefined;
}

/** An Update of the rotation item, conditional on being this rotation in one of `from`; answers it as it is now. */
async function moveRotation(
  gatewayId: string,
  rotationId: string,
  from: readonly RotationStatus[],
  update: { set: Record<string, unknown>; remove?: string[] },
): Promise<CertificateRotationRecord | undefined> {
  const names = Object.keys(update.set);
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: rotationKey(gatewayId),
        UpdateExpression: `SET ${names.map((name, i) => `#f${i} = :v${i}`).join(', ')}${update.remove?.length ? ` REMOVE ${update.remove.join(', ')}` : ''}`,
        ConditionExpression: `rotationId = :rotation AND #status IN (${from.map((_, i) => `:from${i}`).join(', ')})`,
        ExpressionAttributeNames: { ...statusName, ...Object.fromEntries(names.map((name, i) => [`#f${i}`, name])) },
        ExpressionAttributeValues: {
          ':rotation': rotationId,
          ...Object.fromEntries(from.map((status, i) => [`:from${i}`, status])),
          ...Object.fromEntries(names.map((name, i) => [`:v${i}`, update.set[name]])),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return withoutKeys(result.Attributes!) as unknown as CertificateRotationRecord;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The rotation item's Update inside a transaction: this rotation, in status `from`. */
const rotationStep = (
  rotation: CertificateRotationRecord,
  from: RotationStatus,
  set: Record<string, unknown>,
  remove: string[] = [],
): TransactItem => {
  const names = Object.keys(set);
  return {
    Update: {
      TableName: tableName,
      Key: rotationKey(rotation.gatewayId),
      UpdateExpression: `SET ${names.map((name, i) => `#f${i} = :v${i}`).join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ConditionExpression: 'rotationId = :rotation AND #status = :from',
      ExpressionAttributeNames: { ...statusName, ...Object.fromEntries(names.map((name, i) => [`#f${i}`, name])) },
      ExpressionAttributeValues: {
        ':rotation': rotation.rotationId,
        ':from': from,
        ...Object.fromEntries(names.map((name, i) => [`:v${i}`, set[name]])),
      },
    },
  };
};

/** Why a start is refused, by the item of its transaction that failed. */
const startRefusals = [
  new ConflictError("A rotation of this gateway's certificate is under way", { reason: 'rotationRunning' }),
  new ConflictError('Only an active certificate that is not being rotated can be rotated', {
    reason: 'notActive',
  }),
  new ConflictError('The gateway is stopped or no longer uses this certificate', { reason: 'gatewayChanged' }),
  new ConflictError("The gateway's certificate changed meanwhile; reload it", { reason: 'certificateChanged' }),
];

/**
 * Starts a rotation (status `issuing`) of `certificate`, the active certificate of `rotation.gatewayId`, in one
 * transaction: the rotation item (none running), the old certificate marked with the rotation (active, not in
 * another rotation, the enterprise's, this gateway's), the gateway checked (it names the certificate and is not
 * stopped) and the marker checked (its owner, no successor). 409 with the reason otherwise.
 */
export async function startRotation(
  rotation: CertificateRotationRecord,
  certificate: EquipmentCertificateRecord,
): Promise<void> {
  await transact(
    [
      {
        Put: {
          TableName: tableName,
          Item: { ...rotationKey(rotation.gatewayId), entity: 'certificateRotation', ...rotation },
          ConditionExpression: `attribute_not_exists(pk) OR #status IN (${ROTATION_ENDED.map((_, i) => `:ended${i}`).join(', ')})`,
          ExpressionAttributeNames: statusName,
          ExpressionAttributeValues: Object.fromEntries(ROTATION_ENDED.map((status, i) => [`:ended${i}`, status])),
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: equipmentKeys.equipmentCertificate(certificate.id),
          UpdateExpression: 'SET rotationId = :rotation',
          ConditionExpression:
            'certifyStatus.code = :passed AND attribute_not_exists(rotationId) AND enterpriseId = :enterprise AND equipment.id = :gateway',
          ExpressionAttributeValues: {
            ':rotation': rotation.rotationId,
            ':passed': CERTIFY_STATUS.passed,
            ':enterprise': rotation.enterpriseId,
            ':gateway': rotation.gatewayId,
          },
        },
      },
      conditionCheck(
        equipmentKeys.equipment(rotation.gatewayId),
        'attribute_exists(pk) AND equipmentCertify.id = :certificate AND equipmentStatus.id <> :stopped',
        { ':certificate': certificate.id, ':stopped': EQUIPMENT_STATUS.stopped },
      ),
      conditionCheck(
        gatewayMarker(rotation.gatewayId),
        'ownerId = :certificate AND attribute_not_exists(successorId)',
        {
          ':certificate': certificate.id,
        },
      ),
    ],
    (codes) => startRefusals[codes.findIndex((code) => code === 'ConditionalCheckFailed')] ?? startRefusals[3],
  );
}

/**
 * The issued certificate recorded (`issuing` → `issued`): the new certificate's record put (live, on the enterprise's
 * list and the expiry schedule), the marker naming it as the successor, the old certificate still in this rotation.
 * False when the rotation or the old certificate changed meanwhile (rolled back, the gateway deleted): the caller
 * withdraws what it issued.
 */
export async function recordIssued(
  rotation: CertificateRotationRecord,
  certificate: EquipmentCertificateRecord & { readonly certificateId: string; readonly expiryDueAt: number },
): Promise<boolean> {
  try {
    await writeTransaction([
      {
        Put: {
          TableName: tableName,
          Item: {
            ...equipmentKeys.equipmentCertificate(certificate.id),
            ...equipmentIndexKeys.certificateOfEnterprise(
              certificate.enterpriseId,
              certificate.registerTime,
              certificate.id,
            ),
            ...equipmentIndexKeys.certificateExpiryDue(certificate.expiryDueAt, certificate.id),
            entity: 'equipmentCertificate',
            ...certificate,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      rotationStep(rotation, ROTATION_STATUS.issuing, {
        status: ROTATION_STATUS.issued,
        certificateId: certificate.certificateId,
        issuedAt: certificate.registerTime,
      }),
      {
        Update: {
          TableName: tableName,
          Key: gatewayMarker(rotation.gatewayId),
          UpdateExpression: 'SET successorId = :successor',
          ConditionExpression: 'ownerId = :owner AND attribute_not_exists(successorId)',
          ExpressionAttributeValues: { ':successor': certificate.id, ':owner': rotation.fromCertifyId },
        },
      },
      conditionCheck(
        equipmentKeys.equipmentCertificate(rotation.fromCertifyId),
        'certifyStatus.code = :passed AND rotationId = :rotation',
        { ':passed': CERTIFY_STATUS.passed, ':rotation': rotation.rotationId },
      ),
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The Deliver state waits (`issued` or a retried `awaiting` → `awaiting`) with its token; undefined when it may not. */
export function recordAwaiting(
  rotation: Pick<CertificateRotationRecord, 'gatewayId' | 'rotationId'>,
  taskToken: string,
  at: string,
): Promise<CertificateRotationRecord | undefined> {
  return moveRotation(rotation.gatewayId, rotation.rotationId, [ROTATION_STATUS.issued, ROTATION_STATUS.awaiting], {
    set: { status: ROTATION_STATUS.awaiting, taskToken, deliveredAt: at },
  });
}

/**
 * The gateway connected with the new certificate (`issued` or `awaiting` → `connected`), answering the rotation with
 * its token; undefined when it is not waiting for that certificate (the rollback came first, or another rotation).
 */
export function recordConnected(
  rotation: Pick<CertificateRotationRecord, 'gatewayId' | 'rotationId'>,
  at: string,
): Promise<CertificateRotationRecord | undefined> {
  return moveRotation(rotation.gatewayId, rotation.rotationId, [ROTATION_STATUS.issued, ROTATION_STATUS.awaiting], {
    set: { status: ROTATION_STATUS.connected, connectedAt: at },
  });
}

/**
 * The rollback's pivot (anything before `connected` → `rollingBack`, its token dropped): of this and the gateway's
 * connect exactly one holds. Answers the rotation as it is now, or undefined when it may not roll back.
 */
export function recordRollingBack(
  rotation: Pick<CertificateRotationRecord, 'gatewayId' | 'rotationId'>,
): Promise<CertificateRotationRecord | undefined> {
  return moveRotation(
    rotation.gatewayId,
    rotation.rotationId,
    [ROTATION_STATUS.issuing, ROTATION_STATUS.issued, ROTATION_STATUS.awaiting, ROTATION_STATUS.rollingBack],
    { set: { status: ROTATION_STATUS.rollingBack }, remove: ['taskToken'] },
  );
}

/** A rotation that could not finish (`failed`, with why): an operator takes it from there. */
export function recordFailed(
  rotation: Pick<CertificateRotationRecord, 'gatewayId' | 'rotationId'>,
  from: readonly RotationStatus[],
  reason: string,
  at: string,
): Promise<CertificateRotationRecord | undefined> {
  return moveRotation(rotation.gatewayId, rotation.rotationId, from, {
    set: { status: ROTATION_STATUS.failed, reason, endedAt: at },
    remove: ['taskToken'],
  });
}

/**
 * The rotation completes (`connected` → `completed`): the old certificate destroyed (`stamp`: replaced by the
 * rotation), the new one out of the rotation with its sealed key deleted (the gateway has it), the marker owned by the
 * new one, the gateway naming it. 409 when any of them changed meanwhile.
 */
export async function recordCompleted(
  rotation: CertificateRotationRecord,
  old: EquipmentCertificateRecord,
  stamp: RetirementStamp,
): Promise<void> {
  await transact(
    [
      retire(old, stamp, rotation.rotationId),
      {
        Update: {
          TableName: tableName,
          Key: equipmentKeys.equipmentCertificate(rotation.rotationId),
          UpdateExpression: 'REMOVE rotationId, sealedKey',
          ConditionExpression: 'certifyStatus.code = :passed AND rotationId = :rotation',
          ExpressionAttributeValues: { ':passed': CERTIFY_STATUS.passed, ':rotation': rotation.rotationId },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: gatewayMarker(rotation.gatewayId),
          UpdateExpression: 'SET ownerId = :successor REMOVE successorId',
          ConditionExpression: 'ownerId = :owner AND successorId = :successor',
          ExpressionAttributeValues: { ':owner': old.id, ':successor': rotation.rotationId },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: equipmentKeys.equipment(rotation.gatewayId),
          // The gateway's updateDate moves too, so an edit read before the rotation cannot write the old one back.
          UpdateExpression: 'SET equipmentCertify = :certify, updateDate = :now',
          ConditionExpression: 'equipmentCertify.id = :old',
          ExpressionAttributeValues: {
            ':certify': { id: rotation.rotationId },
            ':now': stamp.destroyTime,
            ':old': old.id,
          },
        },
      },
      rotationStep(
        rotation,
        ROTATION_STATUS.connected,
        { status: ROTATION_STATUS.completed, endedAt: stamp.destroyTime },
        ['taskToken'],
      ),
    ],
    () => new ConflictError("The gateway's certificates changed during the rotation"),
  );
}

/**
 * The rollback's records (`rollingBack` → `rolledBack`, with why): the new certificate destroyed when it was issued
 * (`issued`: it is still live), the old one out of the rotation, the marker without its successor. 409 when any of
 * them changed meanwhile.
 */
export async function recordRolledBack(
  rotation: CertificateRotationRecord,
  issued: EquipmentCertificateRecord | undefined,
  stamp: RetirementStamp,
  reason: string,
): Promise<void> {
  const withdrawn: TransactItem[] = issued
    ? [
        retire(issued, stamp, rotation.rotationId),
        {
          Update: {
            TableName: tableName,
            Key: gatewayMarker(rotation.gatewayId),
            UpdateExpression: 'REMOVE successorId',
            ConditionExpression: 'successorId = :successor',
            ExpressionAttributeValues: { ':successor': issued.id },
          },
        },
      ]
    : [];
  await transact(
    [
      ...withdrawn,
      {
        Update: {
          TableName: tableName,
          Key: equipmentKeys.equipmentCertificate(rotation.fromCertifyId),
          UpdateExpression: 'REMOVE rotationId',
          ConditionExpression: 'rotationId = :rotation',
          ExpressionAttributeValues: { ':rotation': rotation.rotationId },
        },
      },
      rotationStep(rotation, ROTATION_STATUS.rollingBack, {
        status: ROTATION_STATUS.rolledBack,
        reason,
        endedAt: stamp.destroyTime,
      }),
    ],
    () => new ConflictError("The gateway's certificates changed during the rollback"),
  );
}
