import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CERTIFY_STATUS, type VerifyCategoryCode } from '../../../../shared/constants/equipment-certificate-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import { isConditionFailure, queryAll, queryIndexPartition } from '../../../lib/data/batch.js';
import { indexes, keys } from '../../../lib/data/keys.js';
import { withoutKeys } from '../../../lib/data/paging.js';
import { items } from '../../../lib/data/records.js';
import { conditionCheck, transact, type TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError } from '../../../lib/errors.js';
import type { SealedKey } from '../certificates/key-sealing.js';
import { equipmentKeys, equipmentIndexKeys } from './keys.js';

/**
 * An equipment certificate (`EQCERT#{id}` / `#META`; spec doc 3 §3) with its review state and, once passed, its
 * issued X.509 certificate. The private key is kept only sealed (`sealedKey`) until its one download.
 */
export interface EquipmentCertificateRecord {
  readonly id: string;
  /** The registering enterprise (the spec's `registerCompanyId`). */
  readonly enterpriseId: string;
  readonly registerCompanyName: string;
  readonly description: string;
  /**
   * The gateway the certificate is for (its GUID and hardware id): named at registration (ours, optional) or
   * when a gateway refers to it by `equipmentCertify.id` (`bindCertificate`); unset until then.
   */
  readonly equipment?: CertifiedGateway;
  readonly registerUserId: string;
  readonly registerUserName: string;
  readonly registerTime: string;
  readonly registerDescription: string;
  readonly validityTerm: { readonly beginDate: string; readonly endDate: string };
  readonly certifyStatus: { readonly code: string };
  readonly verifyCategory: VerifyCategoryCode;
  /** When the review now due (or last done) was asked for: registration or destroy request. */
  readonly requestedAt: string;
  readonly reviewerId?: string;
  readonly reviewerName?: string;
  readonly reviewTime?: string;
  readonly comment?: string;
  readonly destroyDescription?: string;
  readonly destroyUserId?: string;
  readonly destroyUserName?: string;
  readonly destroyTime?: string;
  readonly certificateId?: string;
  readonly certificatePem?: string;
  readonly caCertificatePem?: string;
  readonly notAfter?: string;
  readonly sealedKey?: SealedKey;
  readonly keyDownloadedAt?: string;
}

/** The gateway a certificate is bound to. */
export interface CertifiedGateway {
  readonly id: string;
  readonly equipmentId: string;
}

/**
 * The gateway a certificate is bound to, for the steps that need one (issuing, destroying, downloading): 409 while no
 * gateway refers to it (registered without one, as the spec's clients do).
 */
export function gatewayOf(certificate: EquipmentCertificateRecord): CertifiedGateway {
  if (!certificate.equipment) {
    throw new ConflictError("No gateway refers to this certificate yet: name it as a gateway's equipmentCertify", {
      reason: 'noGateway',
    });
  }
  return certificate.equipment;
}

/** A reviewer's decision as stored on the record. */
export interface ReviewStamp {
  readonly reviewerId: string;
  readonly reviewerName: string;
  readonly reviewTime: string;
  readonly comment?: string;
}

/** The one-live-certificate-per-gateway marker, held from registration until a failed review, a destroy or a delete. */
const gatewayMarker = (gatewayId: string) => keys.unique('gatewayCertificate', gatewayId);

const stateChanged = () => new ConflictError('The certificate changed meanwhile; reload it');

/**
 * Registers a certificate (status 1, in the review queue). When it names a gateway of its enterprise (ours), the
 * gateway's certificate marker is claimed in the same transaction: 404 when the gateway is not the enterprise's, 409
 * when it has a certificate registered or live already. Without one, a gateway refers to it later (`bindCertificate`).
 */
export async function createCertificate(record: EquipmentCertificateRecord): Promise<void> {
  const put: TransactItem = {
    Put: {
      TableName: tableName,
      Item: {
        ...equipmentKeys.equipmentCertificate(record.id),
        ...equipmentIndexKeys.certificateOfEnterprise(record.enterpriseId, record.registerTime, record.id),
        ...equipmentIndexKeys.certificateUnderReview(record.requestedAt, record.id),
        entity: 'equipmentCertificate',
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  if (!record.equipment) {
    await transact([put], () => new ConflictError('The certificate exists already'));
    return;
  }
  await transact(
    [gatewayCheck(record.equipment.id, record.enterpriseId), put, claimMarker(record.equipment.id, record.id)],
    (codes) =>
      codes[0] === 'ConditionalCheckFailed'
        ? new NotFoundError('Gateway not found')
        : gatewayTaken('body.equipment.id'),
  );
}

/** A condition that the gateway exists and is the enterprise's. */
const gatewayCheck = (gatewayId: string, enterpriseId: string): TransactItem =>
  conditionCheck(equipmentKeys.equipment(gatewayId), 'attribute_exists(pk) AND enterpriseId = :enterprise', {
    ':enterprise': enterpriseId,
  });

/** Claims the gateway's one-certificate marker for a certificate. */
const claimMarker = (gatewayId: string, certificateId: string): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: items.unique('gatewayCertificate', gatewayId, certificateId),
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** 409: the gateway has a certificate registered or live already. */
const gatewayTaken = (field: string) =>
  new ConflictError('This gateway has a certificate registered or in use already', {
    fields: [{ field, message: 'This gateway has a certificate registered or in use already' }],
    taken: ['gatewayHasCertificate'],
  });

/**
 * Binds a registered certificate that names no gateway yet to the gateway that refers to it (`equipmentCertify.id`
 * on the gateway's edit, doc 3 §3), claiming the gateway's marker in the same transaction: 409 when the certificate
 * is bound or reviewed meanwhile, or when the gateway has another certificate.
 */
export async function bindCertificate(
  certificate: EquipmentCertificateRecord,
  gateway: CertifiedGateway,
): Promise<void> {
  await transact(
    [
      {
        Update: {
          TableName: tableName,
          Key: equipmentKeys.equipmentCertificate(certificate.id),
          UpdateExpression: 'SET equipment = :gateway',
          ConditionExpression: 'attribute_not_exists(equipment) AND certifyStatus.code = :registered',
          ExpressionAttributeValues: {
            ':gateway': { id: gateway.id, equipmentId: gateway.equipmentId },
            ':registered': CERTIFY_STATUS.registered,
          },
        },
      },
      claimMarker(gateway.id, certificate.id),
    ],
    (codes) =>
      codes[0] === 'ConditionalCheckFailed'
        ? new ConflictError('Only a registered certificate that no gateway refers to can be named', {
            fields: [{ field: 'body.equipmentCertify.id', message: 'Not a certificate this gateway can refer to' }],
          })
        : gatewayTaken('body.equipmentCertify.id'),
  );
}

/** Reads a certificate by id, or undefined. */
export async function getCertificate(options: { id: string }): Promise<EquipmentCertificateRecord | undefined> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: equipmentKeys.equipmentCertificate(options.id) }),
  );
  return result.Item ? (withoutKeys(result.Item) as unknown as EquipmentCertificateRecord) : undefined;
}

/** The certificates of an enterprise, oldest first (gsi1 `ENTEQCERT#{enterpriseId}`). */
export function listCertificatesOfEnterprise(options: { enterpriseId: string }): Promise<EquipmentCertificateRecord[]> {
  return queryIndexPartition<EquipmentCertificateRecord>(
    indexes.gsi1,
    equipmentIndexKeys.certificateOfEnterprise(options.enterpriseId, '', '').gsi1pk,
    'oldest first',
  ).then((rows) => rows.map((row) => withoutKeys(row as never) as unknown as EquipmentCertificateRecord));
}

/**
 * The platform's review queue (gsi2 `EQCERTREVIEW`, holding only certificates in status 1 or 4), oldest request
 * first, within the days `fromDay`..`toDay` (`YYYY-MM-DD`, both included) when given: one Query, the range on the key.
 */
export async function listCertificatesUnderReview(options: {
  fromDay?: string;
  toDay?: string;
}): Promise<EquipmentCertificateRecord[]> {
  const rows = await queryAll<Record<string, unknown>>({
    IndexName: indexes.gsi2,
    KeyConditionExpression: 'gsi2pk = :pk AND gsi2sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': equipmentIndexKeys.certificateUnderReview('', '').gsi2pk,
      ':from': options.fromDay ?? '0',
      // Every key of the last day sorts before its day followed by `~`.
      ':to': options.toDay ? `${options.toDay}~` : '~',
    },
  });
  return rows.map((row) => withoutKeys(row) as unknown as EquipmentCertificateRecord);
}

/** The Update of a certificate's state, only while it is in `from` (the review's race guard). */
function moveState(
  id: string,
  from: string,
  set: Record<string, unknown>,
  options: { leaveQueue?: boolean; remove?: string[] } = {},
): TransactItem {
  const names = Object.keys(set);
  const removed = [...(options.leaveQueue ? ['gsi2pk', 'gsi2sk'] : []), ...(options.remove ?? [])];
  return {
    Update: {
      TableName: tableName,
      Key: equipmentKeys.equipmentCertificate(id),
      UpdateExpression: `SET ${names.map((name, i) => `#f${i} = :v${i}`).join(', ')}${removed.length ? ` REMOVE ${removed.join(', ')}` : ''}`,
      ConditionExpression: 'certifyStatus.code = :from',
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name, i) => [`:v${i}`, set[name]])),
        ':from': from,
      },
    },
  };
}

/**
 * A passed registration (1 → 2): the issued certificate and its sealed key on the record, the record out of the
 * queue, and the gateway bound to it (`equipmentCertify.id`), all in one transaction. 409 when the certificate was
 * reviewed meanwhile, 404 when the gateway is gone.
 */
export async function passRegistration(
  certificate: EquipmentCertificateRecord,
  review: ReviewStamp,
  issued: Pick<EquipmentCertificateRecord, 'certificateId' | 'certificatePem' | 'caCertificatePem' | 'notAfter'> & {
    sealedKey: SealedKey;
  },
): Promise<void> {
  await transact(
    [
      moveState(
        certificate.id,
        CERTIFY_STATUS.registered,
        { certifyStatus: { code: CERTIFY_STATUS.passed }, ...review, ...issued },
        { leaveQueue: true },
      ),
      {
        Update: {
          TableName: tableName,
          Key: equipmentKeys.equipment(gatewayOf(certificate).id),
          // The gateway's updateDate moves too, so an edit read before the binding cannot write it away.
          UpdateExpression: 'SET equipmentCertify = :certify, updateDate = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':certify': { id: certificate.id }, ':now': review.reviewTime },
        },
      },
    ],
    (codes) => (codes[0] === 'ConditionalCheckFailed' ? stateChanged() : new NotFoundError('Gateway not found')),
  );
}

/** A failed registration (1 → 3): out of the queue, and the gateway free for another registration. */
export async function failRegistration(certificate: EquipmentCertificateRecord, review: ReviewStamp): Promise<void> {
  await transact(
    [
      moveState(
        certificate.id,
        CERTIFY_STATUS.registered,
        { certifyStatus: { code: CERTIFY_STATUS.failed }, ...review },
        { leaveQueue: true },
      ),
      ...releaseMarker(certificate),
    ],
    stateChanged,
  );
}

/** Deletes the gateway's certificate marker while this certificate holds it (none while no gateway is bound). */
const releaseMarker = (certificate: EquipmentCertificateRecord): TransactItem[] =>
  certificate.equipment
    ? [
        {
          Delete: {
            TableName: tableName,
            Key: gatewayMarker(certificate.equipment.id),
            ConditionExpression: 'attribute_not_exists(pk) OR ownerId = :owner',
            ExpressionAttributeValues: { ':owner': certificate.id },
          },
        },
      ]
    : [];

/** A destroy request (2 → 4): the certificate joins the review queue again, with who asked and why. */
export async function requestDestroy(
  certificate: EquipmentCertificateRecord,
  request: { destroyDescription: string; destroyUserId: string; destroyUserName: string; destroyTime: string },
): Promise<void> {
  await transact(
    [
      moveState(certificate.id, CERTIFY_STATUS.passed, {
        certifyStatus: { code: CERTIFY_STATUS.destroyRequested },
        verifyCategory: 'DESTROY',
        requestedAt: request.destroyTime,
        ...request,
        ...equipmentIndexKeys.certificateUnderReview(request.destroyTime, certificate.id),
      }),
    ],
    () => new ConflictError('Only an active certificate can be destroyed'),
  );
}

/**
 * A passed destroy (4 → 5): out of the queue, its key (if never downloaded) deleted, the gateway's marker released.
 * The gateway's binding is removed after (`unbindGateway`), since the gateway may be gone by now.
 */
export async function passDestroy(certificate: EquipmentCertificateRecord, review: ReviewStamp): Promise<void> {
  await transact(
    [
      moveState(
        certificate.id,
        CERTIFY_STATUS.destroyRequested,
        { certifyStatus: { code: CERTIFY_STATUS.destroyed }, ...review },
        { leaveQueue: true, remove: ['sealedKey'] },
      ),
      ...releaseMarker(certificate),
    ],
    stateChanged,
  );
}

/** A failed destroy (4 → 2): out of the queue, live again. */
export async function failDestroy(certificate: EquipmentCertificateRecord, review: ReviewStamp): Promise<void> {
  await transact(
    [
      moveState(
        certificate.id,
        CERTIFY_STATUS.destroyRequested,
        { certifyStatus: { code: CERTIFY_STATUS.passed }, ...review },
        { leaveQueue: true },
      ),
    ],
    stateChanged,
  );
}

/** Removes a destroyed certificate from its gateway, while the gateway exists and names it. */
export async function unbindGateway(certificate: EquipmentCertificateRecord): Promise<void> {
  if (!certificate.equipment) return;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: equipmentKeys.equipment(certificate.equipment.id),
        UpdateExpression: 'SET updateDate = :now REMOVE equipmentCertify',
        ConditionExpression: 'equipmentCertify.id = :id',
        ExpressionAttributeValues: { ':id': certificate.id, ':now': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Deletes a certificate that is not live: registered (the gateway's marker is released with it), failed or
 * destroyed. 409 when it is live or its destroy is under review, also when that changed meanwhile.
 */
export async function deleteCertificate(certificate: EquipmentCertificateRecord): Promise<void> {
  const registered = certificate.certifyStatus.code === CERTIFY_STATUS.registered;
  await transact(
    [
      {
        Delete: {
          TableName: tableName,
          Key: equipmentKeys.equipmentCertificate(certificate.id),
          ConditionExpression:
            'certifyStatus.code IN (:registered, :failed, :destroyed) AND certifyStatus.code = :seen',
          ExpressionAttributeValues: {
            ':registered': CERTIFY_STATUS.registered,
            ':failed': CERTIFY_STATUS.failed,
            ':destroyed': CERTIFY_STATUS.destroyed,
            ':seen': certificate.certifyStatus.code,
          },
        },
      },
      ...(registered ? releaseMarker(certificate) : []),
    ],
    () => new ConflictError('An active certificate, or one whose destroy is under review, cannot be deleted'),
  );
}

/**
 * Takes the sealed private key off an active certificate of `enterpriseId` in one conditional write and answers
 * the record as it was (with the key), or undefined when there is no key to take (downloaded already, not active,
 * or not the enterprise's).
 */
export async function takeSealedKey(options: {
  id: string;
  enterpriseId: string;
  at: string;
}): Promise<EquipmentCertificateRecord | undefined> {
  try {
    const result = await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: equipmentKeys.equipmentCertificate(options.id),
        UpdateExpression: 'SET keyDownloadedAt = :at REMOVE sealedKey',
        ConditionExpression:
          'attribute_exists(sealedKey) AND certifyStatus.code = :passed AND enterpriseId = :enterprise',
        ExpressionAttributeValues: {
          ':at': options.at,
          ':passed': CERTIFY_STATUS.passed,
          ':enterprise': options.enterpriseId,
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return withoutKeys(result.Attributes!) as unknown as EquipmentCertificateRecord;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
