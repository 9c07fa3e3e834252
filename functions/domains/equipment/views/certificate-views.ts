import {
  CERTIFY_STATUS_NAMES,
  type CertifyStatusCode,
} from '../../../../shared/constants/equipment-certificate-rules.js';
import type { EquipmentCertify } from '../../../../shared/schemas/equipment-certificates-responses.js';
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
