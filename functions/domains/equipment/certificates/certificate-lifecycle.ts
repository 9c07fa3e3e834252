import {
  CERTIFY_STATUS,
  KEY_ALREADY_DOWNLOADED,
  verifyCategoryOf,
} from '../../../../shared/constants/equipment-certificate-rules.js';
import { EQUIPMENT_LOG_TYPE, EQUIPMENT_STATUS } from '../../../../shared/constants/equipment-rules.js';
import type { CertifyVerify } from '../../../../shared/schemas/equipment-certificates.js';
import type { EquipmentCertifyBundle } from '../../../../shared/schemas/equipment-certificates-responses.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { ConflictError, HttpError, NotFoundError } from '../../../lib/errors.js';
import { logger } from '../../../lib/logger.js';
import {
  certificateHeldBy,
  failDestroy,
  failRegistration,
  gatewayHasCertificate,
  gatewayOf,
  getCertificate,
  isLive,
  passDestroy,
  passRegistration,
  takeSealedKey,
  unbindGateway,
  type EquipmentCertificateRecord,
  type ReviewStamp,
} from '../data/equipment-certificate.js';
import { getEquipmentById, type EquipmentRecord } from '../data/equipment.js';
import { appendEquipmentLog } from '../data/equipment-log.js';
import { endGatewaySession } from '../gateway-sessions.js';
import { firstExpiryDue, validityEndOf } from './expiry-decision.js';
import { certificateIssuer } from './issuer.js';
import { openKey, sealKey } from './key-sealing.js';

/**
 * The certificate state machine of doc 3 §4 and what each step does to the X.509 certificate: a passed
 * registration issues it and binds the gateway, a passed destroy revokes it. Reviews are a platform auditor's.
 */

/** The first and the last instant of the validity term's days (UTC). */
const validityOf = (certificate: EquipmentCertificateRecord) => ({
  notBefore: new Date(`${certificate.validityTerm.beginDate}T00:00:00Z`),
  notAfter: new Date(`${certificate.validityTerm.endDate}T23:59:59Z`),
});

/**
 * Applies a reviewer's decision to a certificate under review and answers it as it is now. 409 when the certificate
 * is not waiting for that review (reviewed meanwhile, or the category does not match its status).
 */
export async function decideReview(
  certificate: EquipmentCertificateRecord,
  decision: CertifyVerify,
  reviewer: Caller,
): Promise<EquipmentCertificateRecord> {
  const status = certificate.certifyStatus.code;
  if (status !== CERTIFY_STATUS.registered && status !== CERTIFY_STATUS.destroyRequested)
    throw new ConflictError('This certificate is not under review');
  if (verifyCategoryOf(status) !== decision.verifyCategory)
    throw new ConflictError(`This certificate waits for a ${verifyCategoryOf(status).toLowerCase()} review`, {
      fields: [{ field: 'body.verifyCategory', message: 'Does not match the certificate' }],
    });
  const review: ReviewStamp = {
    reviewerId: reviewer.userId,
    reviewerName: reviewer.username,
    reviewTime: new Date().toISOString(),
    ...(decision.comment ? { comment: decision.comment } : {}),
  };
  const code = decision.certifyStatus.code;
  if (decision.verifyCategory === 'REGISTER' && code === CERTIFY_STATUS.passed) await issueFor(certificate, review);
  else if (decision.verifyCategory === 'REGISTER') await failRegistration(certificate, review);
  else if (code === CERTIFY_STATUS.destroyed) await destroy(certificate, review);
  else await failDestroy(certificate, review);
  return (await getCertificate({ id: certificate.id }))!;
}

/** Issues the certificate, seals its key and records both with the pass; an issue the record refuses is revoked again. */
async function issueFor(certificate: EquipmentCertificateRecord, review: ReviewStamp): Promise<void> {
  const gatewayId = gatewayOf(certificate).id;
  const issuer = await certificateIssuer();
  const issued = await issuer.issue({
    certifyId: certificate.id,
    gatewayId,
    ...validityOf(certificate),
  });
  try {
    await passRegistration(certificate, review, {
      certificateId: issued.certificateId,
      certificatePem: issued.certificatePem,
      caCertificatePem: issued.caCertificatePem,
      notAfter: issued.notAfter,
      sealedKey: await sealKey(issued.privateKeyPem, certificate.id),
      expiryDueAt: firstExpiryDue(validityEndOf(certificate.validityTerm.endDate), Date.now()),
    });
  } catch (error) {
    // Nothing refers to a certificate the record does not hold: withdraw it so it can never connect.
    await issuer.revoke({ certificateId: issued.certificateId, gatewayId });
    throw error;
  }
}

/**
 * A passed destroy: the state first (the broker's check reads it, so a reconnect is refused), then the issuer's
 * revocation, the end of the gateway's live session and the unbinding.
 */
async function destroy(certificate: EquipmentCertificateRecord, review: ReviewStamp): Promise<void> {
  await passDestroy(certificate, review);
  const gatewayId = gatewayOf(certificate).id;
  if (certificate.certificateId)
    await (await certificateIssuer()).revoke({ certificateId: certificate.certificateId, gatewayId });
  await endGatewaySession(gatewayId);
  await unbindGateway(certificate);
}

/**
 * The one download of an active certificate's key material: the sealed key is taken off the record in the same
 * conditional write that answers it. 404 for another enterprise's or a missing certificate, 409 when it is not
 * active, 410 when the key was downloaded already.
 */
export async function downloadBundle(caller: Caller, id: string): Promise<EquipmentCertifyBundle> {
  const taken = await takeSealedKey({ id, enterpriseId: caller.enterpriseId, at: new Date().toISOString() });
  if (!taken) {
    const certificate = await getCertificate({ id });
    if (!certificate || certificate.enterpriseId !== caller.enterpriseId)
      throw new NotFoundError('Certificate not found');
    if (certificate.certifyStatus.code !== CERTIFY_STATUS.passed)
      throw new ConflictError('Only an active certificate has a key to download');
    throw new HttpError(410, 'Gone', KEY_ALREADY_DOWNLOADED);
  }
  return {
    id: taken.id,
    gatewayId: gatewayOf(taken).id,
    certificateId: taken.certificateId!,
    certificatePem: taken.certificatePem!,
    privateKeyPem: await openKey(taken.sealedKey!, taken.id),
    caCertificatePem: taken.caCertificatePem!,
  };
}

/** Why the broker refuses a certificate, or the gateway it authenticates. */
export type GatewayCertificateCheck =
  | { readonly gatewayId: string }
  | { readonly refused: 'unknownCertificate' | 'notActive' | 'notBound' | 'gatewayStopped' | 'clientIdMismatch' };

/**
 * The broker's check of a TLS client (the local listener; IoT Core does the same from the certificate's status and
 * policy): the certificate record named in the subject holds this very certificate (`certificateId`), is active,
 * is bound to the gateway named by its CN (the gateway names it, or, during a rotation, the certificate it replaces),
 * that gateway is not stopped, and the client connects with its GUID.
 */
export async function checkGatewayCertificate(presented: {
  certifyId: string;
  certificateId: string;
  commonName: string;
  clientId: string;
}): Promise<GatewayCertificateCheck> {
  const certificate = await getCertificate({ id: presented.certifyId });
  if (!certificate || certificate.certificateId !== presented.certificateId) return { refused: 'unknownCertificate' };
  if (certificate.certifyStatus.code !== CERTIFY_STATUS.passed) return { refused: 'notActive' };
  const gatewayId = certificate.equipment?.id;
  if (!gatewayId || presented.commonName !== gatewayId) return { refused: 'unknownCertificate' };
  const gateway = await getEquipmentById({ id: gatewayId });
  const named = gateway?.equipmentCertify?.id;
  if (!gateway || !named || (named !== certificate.id && named !== certificate.rotatedFrom))
    return { refused: 'notBound' };
  if (gateway.equipmentStatus?.id === EQUIPMENT_STATUS.stopped) return { refused: 'gatewayStopped' };
  if (presented.clientId !== gatewayId) return { refused: 'clientIdMismatch' };
  return { gatewayId };
}

/**
 * The broker's re-check of a connected TLS gateway before it publishes (IoT Core disconnects the devices of a
 * certificate that is no longer active; the local listener checks on publish): false, with a `publishRefused` entry
 * in the gateway's log, once the gateway is stopped, gone or no longer holds a certificate (a passed destroy).
 */
export async function gatewayMayPublish(gatewayId: string): Promise<boolean> {
  const gateway = await getEquipmentById({ id: gatewayId });
  const refusal = !gateway
    ? undefined
    : gateway.equipmentStatus?.id === EQUIPMENT_STATUS.stopped
      ? 'stopped'
      : !gateway.equipmentCertify
        ? 'certificate'
        : undefined;
  if (gateway && !refusal) return true;
  if (gateway && refusal)
    await appendEquipmentLog({
      equipmentId: gatewayId,
      type: EQUIPMENT_LOG_TYPE.alarm,
      event: 'publishRefused',
      at: new Date().toISOString(),
      detail: refusal,
    });
  return false;
}

/**
 * A stopped gateway's certificates stop being accepted: IoT Core sets the one it names INACTIVE and detaches the
 * gateway's policy, and so a rotation's new one (locally the broker reads the gateway's status on connect). A failure
 * is logged and the stop holds: the ingest drops a stopped gateway's data.
 */
export async function deactivateCertificateOf(gateway: EquipmentRecord): Promise<void> {
  if (!gateway.equipmentCertify) return;
  try {
    const hold = await certificateHeldBy(gateway.id);
    const issuer = await certificateIssuer();
    for (const certificate of [hold?.certificate, hold?.successor])
      if (certificate?.certificateId && certificate.certifyStatus.code !== CERTIFY_STATUS.destroyed)
        await issuer.deactivate({ certificateId: certificate.certificateId, gatewayId: gateway.id });
  } catch (error) {
    logger.error('Could not deactivate the certificate of a stopped gateway', { equipmentId: gateway.id, error });
  }
}

/**
 * Whether a gateway takes commands as far as its certificate goes: one that names a certificate takes them only
 * while it is live (active, or its destroy under review); 409 otherwise, since the TLS listener does not let it in.
 * A name that finds no record (a registration deleted since, the seed's example) is no certificate.
 */
export async function requireCommandableCertificate(gateway: EquipmentRecord): Promise<void> {
  if (!gateway.equipmentCertify) return;
  const certificate = await getCertificate({ id: gateway.equipmentCertify.id });
  if (certificate && !isLive(certificate))
    throw new ConflictError("The gateway's certificate is not active; the gateway takes no commands until it is");
}

/** Client ids longer than this are none of our gateways' GUIDs (IoT Core allows 128 characters). */
const CLIENT_ID_MAX = 128;

/**
 * The local plain listener's check on CONNECT: a gateway with a certificate registered or live connects only over
 * TLS with it, so nobody on the plain listener can take over its client id (which would end its TLS session and
 * receive its commands). Any other client id is let in, as the plain listener is for local tries.
 */
export async function plainClientAllowed(clientId: string): Promise<boolean> {
  if (clientId.length === 0 || clientId.length > CLIENT_ID_MAX) return true;
  return !(await gatewayHasCertificate(clientId));
}
