import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CERTIFY_STATUS, type VerifyCategoryCode } from '../../../../shared/constants/equipment-certificate-rules.js';
import { documentClient, tableName } from '../../../lib/clients/dynamodb.js';
import {
  countFirstPage,
  isConditionFailure,
  queryPage,
  type PageCount,
  type PageOptions,
  type PartitionQuery,
} from '../../../lib/data/batch.js';
import { writeIfCondition } from '../../../lib/data/conditional-writes.js';
import { decodeCursor } from '../../../lib/data/cursor.js';
import { indexes, keys } from '../../../lib/data/keys.js';
import { withoutKeys, type Page } from '../../../lib/data/paging.js';
import { items } from '../../../lib/data/records.js';
import { conditionCheck, transact, writeTransaction, type TransactItem } from '../../../lib/data/transactions.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
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
  /**
   * While the certificate is live (2 or 4): when the expiry run looks at it next, epoch ms (a notice ahead of the end
   * of its validity term, or the end itself), also its gsi3 key (docs/equipment.md "Validity").
   */
  readonly expiryDueAt?: number;
  /** The last notice of the coming end sent to the enterprise: how many days ahead it was (30, 7 or 1). */
  readonly expiryNoticeDays?: number;
  /**
   * The rotation this certificate takes part in, while it runs (docs/equipment.md "Rotation"): the old certificate's
   * or the new one's. No destroy request or end of term takes it meanwhile.
   */
  readonly rotationId?: string;
  /** A certificate a rotation issued: the one it replaces, which the gateway names until the rotation completes. */
  readonly rotatedFrom?: string;
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

/**
 * The one-live-certificate-per-gateway marker, held from registration until a failed review, a destroy or a delete;
 * while a rotation runs it also names the new certificate (`successorId`).
 */
export const gatewayMarker = (gatewayId: string) => keys.unique('gatewayCertificate', gatewayId);

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
 * is bound or reviewed meanwhile, or when the gateway has another certificate; 404 when the gateway is gone.
 */
export async function bindCertificate(
  certificate: EquipmentCertificateRecord,
  gateway: CertifiedGateway,
): Promise<void> {
  await transact(
    [
      // A gateway deleted meanwhile cannot take a certificate (its delete withdraws what it holds).
      gatewayCheck(gateway.id, certificate.enterpriseId),
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
        ? new NotFoundError('Gateway not found')
        : codes[1] === 'ConditionalCheckFailed'
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

/**
 * A page of `limit` items of one partition's Query from `cursor`. DynamoDB ends a Query at 1 MB read, before its
 * `Limit`, and a certificate item takes a few KB (its PEMs, and its sealed key until the download), so 1 MB holds a
 * few hundred: the page reads on from where that stopped until it holds `limit` items or the partition ends, and a
 * client that sends no paging parameters gets the first `CERTIFY_PAGE_SIZE` certificates whole. The cursor continues
 * after the last item.
 */
async function certificatePage(
  query: PartitionQuery,
  page: PageOptions & { readonly limit: number },
): Promise<Page<EquipmentCertificateRecord>> {
  const found: EquipmentCertificateRecord[] = [];
  let cursor = page.cursor;
  do {
    const read = await queryPage<Record<string, unknown>>(query, { cursor, limit: page.limit - found.length });
    found.push(...read.items.map((item) => withoutKeys(item) as unknown as EquipmentCertificateRecord));
    cursor = read.cursor;
  } while (cursor && found.length < page.limit);
  return { items: found, cursor };
}

/** A page of an enterprise's certificates, oldest first (gsi1 `ENTEQCERT#{enterpriseId}`, cursor). */
export function listCertificatesOfEnterprise(options: {
  enterpriseId: string;
  page: PageOptions & { readonly limit: number };
}): Promise<Page<EquipmentCertificateRecord>> {
  return certificatePage(
    {
      index: indexes.gsi1,
      partition: equipmentIndexKeys.certificateOfEnterprise(options.enterpriseId, '', '').gsi1pk,
    },
    options.page,
  );
}

/** The partition of the platform's certificate review queue on gsi2. */
const REVIEW_QUEUE = equipmentIndexKeys.certificateUnderReview('', '').gsi2pk;

/**
 * A page of the platform's review queue (gsi2 `EQCERTREVIEW`, holding only certificates in status 1 or 4), oldest
 * request first, within the days `fromDay`..`toDay` (`YYYY-MM-DD`, both included) when given: the range is on the
 * key. A cursor must continue this very range: one of another range would start the Query outside its key condition,
 * which DynamoDB refuses, so it is a 400 on `query.cursor` here, as every cursor of another query is.
 */
export function listCertificatesUnderReview(options: {
  fromDay?: string;
  toDay?: string;
  page: PageOptions & { readonly limit: number };
}): Promise<Page<EquipmentCertificateRecord>> {
  const from = options.fromDay ?? '0';
  // Every key of the last day sorts before its day followed by `~`.
  const to = options.toDay ? `${options.toDay}~` : '~';
  const start = decodeCursor(options.page.cursor, { index: indexes.gsi2, partition: REVIEW_QUEUE });
  if (start && (start.gsi2sk < from || start.gsi2sk > to))
    throw new ValidationError('Invalid cursor', [{ field: 'query.cursor', message: 'Not a cursor of this query' }]);
  return certificatePage(
    {
      index: indexes.gsi2,
      partition: REVIEW_QUEUE,
      sortKeyCondition: 'gsi2sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':from': from, ':to': to },
    },
    options.page,
  );
}

/** How many certificates wait for review (the console home's figure): the queue's first page counted, never walked. */
export function countCertificatesUnderReview(limit: number): Promise<PageCount> {
  return countFirstPage({ index: indexes.gsi2, partition: REVIEW_QUEUE }, limit);
}

/**
 * The Update of a certificate's state, only while it is in `from` (the review's race guard) and, with `rotation`, only
 * while it takes part in that rotation (`rotationId`, removed by the move) or, with `rotation: null`, in none.
 */
function moveState(
  id: string,
  from: string,
  set: Record<string, unknown>,
  options: { leaveQueue?: boolean; remove?: string[]; rotation?: string | null } = {},
): TransactItem {
  const names = Object.keys(set);
  const removed = [
    ...(options.leaveQueue ? ['gsi2pk', 'gsi2sk'] : []),
    ...(options.remove ?? []),
    ...(options.rotation ? ['rotationId'] : []),
  ];
  const rotationCondition =
    options.rotation === null
      ? ' AND attribute_not_exists(rotationId)'
      : options.rotation
        ? ' AND rotationId = :rotation'
        : '';
  return {
    Update: {
      TableName: tableName,
      Key: equipmentKeys.equipmentCertificate(id),
      UpdateExpression: `SET ${names.map((name, i) => `#f${i} = :v${i}`).join(', ')}${removed.length ? ` REMOVE ${removed.join(', ')}` : ''}`,
      ConditionExpression: `certifyStatus.code = :from${rotationCondition}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name, i) => [`:v${i}`, set[name]])),
        ':from': from,
        ...(options.rotation ? { ':rotation': options.rotation } : {}),
      },
    },
  };
}

/**
 * A passed registration (1 → 2): the issued certificate and its sealed key on the record, the record out of the
 * review queue and into the expiry schedule (`expiryDueAt`), and the gateway bound to it (`equipmentCertify.id`), all
 * in one transaction. 409 when the certificate was reviewed meanwhile, 404 when the gateway is gone.
 */
export async function passRegistration(
  certificate: EquipmentCertificateRecord,
  review: ReviewStamp,
  issued: Pick<EquipmentCertificateRecord, 'certificateId' | 'certificatePem' | 'caCertificatePem' | 'notAfter'> & {
    sealedKey: SealedKey;
    expiryDueAt: number;
  },
): Promise<void> {
  await transact(
    [
      moveState(
        certificate.id,
        CERTIFY_STATUS.registered,
        {
          certifyStatus: { code: CERTIFY_STATUS.passed },
          ...review,
          ...issued,
          ...equipmentIndexKeys.certificateExpiryDue(issued.expiryDueAt, certificate.id),
        },
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

/**
 * A destroy request (2 → 4): the certificate joins the review queue again, with who asked and why. 409 for one that
 * is not active or takes part in a rotation (docs/equipment.md "Rotation").
 */
export async function requestDestroy(
  certificate: EquipmentCertificateRecord,
  request: { destroyDescription: string; destroyUserId: string; destroyUserName: string; destroyTime: string },
): Promise<void> {
  await transact(
    [
      moveState(
        certificate.id,
        CERTIFY_STATUS.passed,
        {
          certifyStatus: { code: CERTIFY_STATUS.destroyRequested },
          verifyCategory: 'DESTROY',
          requestedAt: request.destroyTime,
          ...request,
          ...equipmentIndexKeys.certificateUnderReview(request.destroyTime, certificate.id),
        },
        { rotation: null },
      ),
    ],
    () =>
      new ConflictError(
        certificate.rotationId
          ? 'This certificate is being rotated; destroy it once the rotation has ended'
          : 'Only an active certificate can be destroyed',
      ),
  );
}

/** What a certificate that leaves use (5) no longer keeps: its undownloaded key and its place in the expiry schedule. */
const leftOnDestroy = ['sealedKey', 'expiryDueAt', 'gsi3pk', 'gsi3sk'];

/**
 * A passed destroy (4 → 5): out of the queue and the expiry schedule, its key (if never downloaded) deleted, the
 * gateway's marker released. The gateway's binding is removed after (`unbindGateway`), since the gateway may be gone
 * by now.
 */
export async function passDestroy(certificate: EquipmentCertificateRecord, review: ReviewStamp): Promise<void> {
  await transact(
    [
      moveState(
        certificate.id,
        CERTIFY_STATUS.destroyRequested,
        { certifyStatus: { code: CERTIFY_STATUS.destroyed }, ...review },
        { leaveQueue: true, remove: leftOnDestroy },
      ),
      ...releaseMarker(certificate),
    ],
    stateChanged,
  );
}

/** Who took a live certificate out of use without a destroy review, and why (a gateway's delete, the validity's end). */
export interface RetirementStamp {
  readonly destroyDescription: string;
  readonly destroyUserId: string;
  readonly destroyUserName: string;
  readonly destroyTime: string;
}

/** Whether a certificate is live: issued and not destroyed (active, or its destroy under review). */
export const isLive = (certificate: EquipmentCertificateRecord): boolean =>
  certificate.certifyStatus.code === CERTIFY_STATUS.passed ||
  certificate.certifyStatus.code === CERTIFY_STATUS.destroyRequested;

/**
 * The Update that destroys a live certificate without a review (2 or 4 → 5), only while it is in the status it was
 * read in: out of the review queue and the expiry schedule, its undownloaded key deleted, with who and why. With
 * `rotation`, only while it takes part in that rotation (a rotation's own steps); with `null`, in none.
 */
export const retire = (
  certificate: EquipmentCertificateRecord,
  stamp: RetirementStamp,
  rotation?: string | null,
): TransactItem =>
  moveState(
    certificate.id,
    certificate.certifyStatus.code,
    { certifyStatus: { code: CERTIFY_STATUS.destroyed }, ...stamp },
    { leaveQueue: true, remove: leftOnDestroy, rotation },
  );

/**
 * The end of a live certificate's validity term (2 or 4 → 5, the gateway's marker released, in one transaction):
 * false when it changed meanwhile (destroyed, deleted with its gateway) or takes part in a rotation (the next run
 * looks again). The gateway's binding is removed after (`unbindGateway`).
 */
export async function expireCertificate(
  certificate: EquipmentCertificateRecord,
  stamp: RetirementStamp,
): Promise<boolean> {
  try {
    await writeTransaction([retire(certificate, stamp, null), ...releaseMarker(certificate)]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The live certificates the expiry run should look at by `now` (gsi3 `EQCERTEXPIRY`, soonest first), a page at a
 * time.
 */
export function listCertificatesDueForExpiry(options: { now: number; cursor?: string; limit?: number }) {
  const upTo = equipmentIndexKeys.certificateExpiryDue(options.now, '~');
  return queryPage<EquipmentCertificateRecord>(
    {
      index: indexes.gsi3,
      partition: upTo.gsi3pk,
      sortKeyCondition: 'gsi3sk <= :upTo',
      ExpressionAttributeValues: { ':upTo': upTo.gsi3sk },
    },
    { cursor: options.cursor, limit: options.limit ?? 100 },
  );
}

/**
 * Moves a live certificate's next expiry look to `dueAt`, noting the notice sent (`noticeDays`), only while it is
 * live and still due when it was read (`expiryDueAt`): false when another run or a state change came first.
 */
export async function rescheduleExpiry(
  certificate: EquipmentCertificateRecord,
  next: { dueAt: number; noticeDays?: number },
): Promise<boolean> {
  const due = equipmentIndexKeys.certificateExpiryDue(next.dueAt, certificate.id);
  return writeIfCondition(
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: equipmentKeys.equipmentCertificate(certificate.id),
        UpdateExpression: `SET expiryDueAt = :due, gsi3sk = :gsk${next.noticeDays === undefined ? '' : ', expiryNoticeDays = :days'}`,
        ConditionExpression: 'expiryDueAt = :seen AND certifyStatus.code IN (:passed, :destroyRequested)',
        ExpressionAttributeValues: {
          ':due': next.dueAt,
          ':gsk': due.gsi3sk,
          ':seen': certificate.expiryDueAt,
          ':passed': CERTIFY_STATUS.passed,
          ':destroyRequested': CERTIFY_STATUS.destroyRequested,
          ...(next.noticeDays === undefined ? {} : { ':days': next.noticeDays }),
        },
      }),
    ),
  );
}

/**
 * What a gateway holds: the owner of its certificate marker and that certificate unless it is gone; while a rotation
 * runs, also the new certificate the marker names (`successorId`) and that one.
 */
export interface GatewayCertificateHold {
  readonly ownerId: string;
  readonly certificate?: EquipmentCertificateRecord;
  readonly successorId?: string;
  readonly successor?: EquipmentCertificateRecord;
}

/** Reads a certificate consistently, or undefined. */
async function readCertificate(id: string): Promise<EquipmentCertificateRecord | undefined> {
  const found = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: equipmentKeys.equipmentCertificate(id), ConsistentRead: true }),
  );
  return found.Item ? (withoutKeys(found.Item) as unknown as EquipmentCertificateRecord) : undefined;
}

/**
 * The certificates registered or live for a gateway (the one holding its marker, and a rotation's new one), or
 * undefined when it has none.
 */
export async function certificateHeldBy(gatewayId: string): Promise<GatewayCertificateHold | undefined> {
  const marker = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: gatewayMarker(gatewayId), ConsistentRead: true }),
  );
  const ownerId = marker.Item?.ownerId as string | undefined;
  if (!ownerId) return undefined;
  const successorId = marker.Item?.successorId as string | undefined;
  const [certificate, successor] = await Promise.all([
    readCertificate(ownerId),
    successorId ? readCertificate(successorId) : undefined,
  ]);
  return {
    ownerId,
    ...(certificate ? { certificate } : {}),
    ...(successorId ? { successorId } : {}),
    ...(successor ? { successor } : {}),
  };
}

/** Whether a gateway has a certificate registered or live (its marker is held): one Get. */
export async function gatewayHasCertificate(gatewayId: string): Promise<boolean> {
  const marker = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: gatewayMarker(gatewayId), ProjectionExpression: 'pk' }),
  );
  return !!marker.Item;
}

/**
 * The items that take what a gateway holds with it when it is deleted, for the gateway's delete transaction, each
 * conditional on what was read (`hold`), so a registration, review, destroy or rotation step that came in meanwhile
 * fails the transaction: with nothing held, a check that the marker is still free; a registration under review is
 * withdrawn (deleted); a live certificate is destroyed (`retire`), a rotation's new one too; the marker is released
 * while its owner (and successor) hold it; the gateway's rotation record goes.
 */
export function retirementItems(
  gatewayId: string,
  hold: GatewayCertificateHold | undefined,
  stamp: RetirementStamp,
): TransactItem[] {
  if (!hold) return [conditionCheck(gatewayMarker(gatewayId), 'attribute_not_exists(pk)')];
  const certificate = hold.certificate;
  const successor = hold.successor && isLive(hold.successor) ? [retire(hold.successor, stamp)] : [];
  const withdrawn: TransactItem[] =
    certificate?.certifyStatus.code === CERTIFY_STATUS.registered
      ? [
          {
            Delete: {
              TableName: tableName,
              Key: equipmentKeys.equipmentCertificate(certificate.id),
              ConditionExpression: 'certifyStatus.code = :registered',
              ExpressionAttributeValues: { ':registered': CERTIFY_STATUS.registered },
            },
          },
        ]
      : certificate && isLive(certificate)
        ? [retire(certificate, stamp)]
        : [];
  return [
    ...withdrawn,
    ...successor,
    {
      Delete: {
        TableName: tableName,
        Key: gatewayMarker(gatewayId),
        ConditionExpression: `ownerId = :owner AND ${hold.successorId ? 'successorId = :successor' : 'attribute_not_exists(successorId)'}`,
        ExpressionAttributeValues: {
          ':owner': hold.ownerId,
          ...(hold.successorId ? { ':successor': hold.successorId } : {}),
        },
      },
    },
    { Delete: { TableName: tableName, Key: equipmentKeys.certificateRotation(gatewayId) } },
  ];
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
