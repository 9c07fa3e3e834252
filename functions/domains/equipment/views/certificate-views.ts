import {
  CERTIFY_STATUS_NAMES,
  type CertifyStatusCode,
} from '../../../../shared/constants/equipment-certificate-rules.js';
import type {
  EquipmentCertify,
  EquipmentCertifyRotation,
} from '../../../../shared/schemas/equipment-certificates-responses.js';
import type { CertificateRotationRecord } from '../data/certificate-rotation.js';
import type { EquipmentCertificateRecord } from '../data/equipment-certificate.js';

/** A stored certificate as the API answers it: never its key, sealed or not. */
export function certificateView(record: EquipmentCertificateRecord): EquipmentCertify {
  const code = record.certifyStatus.code as CertifyStatusCode;
  const names = CERTIFY_STATUS_NAMES[code] ?? { cn: code, en: code };
  return {
    id: record.id,
    description: record.description,
    equipment: record.equipment ?? null,
    registerCompanyId: record.enterpriseId,
    registerCompanyName: record.registerCompanyName,
    registerUserId: record.registerUserId,
    registerUserName: record.registerUserName,
    registerTime: record.registerTime,
    registerDescription: record.registerDescription,
    validityTerm: record.validityTerm,
    certifyStatus: { code, name: names.cn, nameEn: names.en },
    verifyCategory: record.verifyCategory,
    ...(record.reviewerId ? { reviewerId: record.reviewerId } : {}),
    ...(record.reviewerName ? { reviewerName: record.reviewerName } : {}),
    ...(record.reviewTime ? { reviewTime: record.reviewTime } : {}),
    ...(record.comment ? { comment: record.comment } : {}),
    ...(record.destroyDescription ? { destroyDescription: record.destroyDescription } : {}),
    ...(record.destroyUserId ? { destroyUserId: record.destroyUserId } : {}),
    ...(record.destroyUserName ? { destroyUserName: record.destroyUserName } : {}),
    ...(record.destroyTime ? { destroyTime: record.destroyTime } : {}),
    ...(record.certificateId ? { certificateId: record.certificateId } : {}),
    ...(record.notAfter ? { notAfter: record.notAfter } : {}),
    keyAvailable: record.sealedKey !== undefined,
  };
}

/** A gateway's rotation as the API answers it: its steps' times, never its task token. */
export function rotationView(record: CertificateRotationRecord): EquipmentCertifyRotation {
  const deadline = record.deliveredAt
    ? new Date(Date.parse(record.deliveredAt) + record.waitSeconds * 1000).toISOString()
    : undefined;
  return {
    id: record.rotationId,
    gatewayId: record.gatewayId,
    equipmentId: record.equipmentId,
    fromCertifyId: record.fromCertifyId,
    status: record.status,
    waitSeconds: record.waitSeconds,
    validityTerm: record.validityTerm,
    startedAt: record.startedAt,
    startedByName: record.startedByName,
    ...(record.certificateId ? { certificateId: record.certificateId } : {}),
    ...(record.issuedAt ? { issuedAt: record.issuedAt } : {}),
    ...(record.deliveredAt ? { deliveredAt: record.deliveredAt } : {}),
    ...(deadline ? { deadline } : {}),
    ...(record.connectedAt ? { connectedAt: record.connectedAt } : {}),
    ...(record.endedAt ? { endedAt: record.endedAt } : {}),
    ...(record.reason ? { reason: record.reason } : {}),
  };
}
