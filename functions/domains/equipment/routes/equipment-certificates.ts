import { equipmentCertificateContracts as contracts } from '../../../../shared/contracts/equipment.js';
import { randomUUID } from 'node:crypto';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import { CERTIFY_STATUS, VERIFY_CATEGORIES } from '../../../../shared/constants/equipment-certificate-rules.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement, implementPage } from '../../../lib/http/implement.js';
import { getEnterprise } from '../../identity/index.js';
import { decideReview, downloadBundle } from '../certificates/certificate-lifecycle.js';
import { startCertificateRotation } from '../certificates/certificate-rotation.js';
import { getRotation } from '../data/certificate-rotation.js';
import {
  createCertificate,
  deleteCertificate,
  getCertificate,
  listCertificatesOfEnterprise,
  listCertificatesUnderReview,
  requestDestroy,
  type EquipmentCertificateRecord,
} from '../data/equipment-certificate.js';
import { requireOwnGateway } from '../gateway-access.js';
import { certificateView, rotationView } from '../views/certificate-views.js';

/** A certificate of the current enterprise (any, for platform administrators when only reading); else 404. */
async function requireCertificate(
  caller: Caller,
  id: string,
  purpose: 'read' | 'write',
): Promise<EquipmentCertificateRecord> {
  const certificate = await getCertificate({ id });
  const visible =
    certificate && (certificate.enterpriseId === caller.enterpriseId || (purpose === 'read' && caller.isPlatformAdmin));
  if (!visible) throw new NotFoundError('Certificate not found');
  return certificate;
}

/** Whether `text` contains `part`, in any case. */
const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/**
 * Equipment certificates (doc 3 §2.4, §3, §4, §7 "Certificates"; docs/equipment.md, "Certificates"): an enterprise
 * administrator registers one for a gateway, a platform auditor passes or fails it (a pass issues the X.509
 * certificate and binds the gateway), the key is downloaded once, a destroy is asked for and reviewed the same way;
 * an active one is rotated without downtime (ours).
 */
export const equipmentCertificateRoutes = [
  implementPage(contracts.getEquipmentCertifyListByEnterpriseId, async ({ params, query }) => {
    const page = await listCertificatesOfEnterprise({
      enterpriseId: params.enterpriseId,
      page: { cursor: query.cursor, limit: query.size },
    });
    return {
      // The filter keeps what the page read: a page may hold fewer than `size`, and its cursor still goes on.
      items: page.items
        .filter((certificate) => !query.name || contains(certificate.description, query.name))
        .map(certificateView),
      cursor: page.cursor,
    };
  }),
  implement(contracts.getEquipmentCertifyById, async ({ caller, params }) =>
    certificateView(await requireCertificate(caller, params.id, 'read')),
  ),
  implement(contracts.registerEquipmentCertify, async ({ caller, body }) => {
    const gateway = body.equipment ? await requireOwnGateway(caller, body.equipment.id) : undefined;
    const now = new Date().toISOString();
    const id = randomUUID();
    await createCertificate({
      id,
      enterpriseId: caller.enterpriseId,
      registerCompanyName:
        caller.enterpriseId === NIL_ID
          ? 'Platform'
          : ((await getEnterprise({ enterpriseId: caller.enterpriseId }))?.name ?? ''),
      description: body.description,
      ...(gateway ? { equipment: { id: gateway.id, equipmentId: gateway.equipmentId } } : {}),
      registerUserId: caller.userId,
      registerUserName: caller.username,
      registerTime: now,
      registerDescription: body.registerDescription,
      validityTerm: { beginDate: body.beginDate, endDate: body.endDate },
      certifyStatus: { code: CERTIFY_STATUS.registered },
      verifyCategory: 'REGISTER',
      requestedAt: now,
    });
    return { id };
  }),
  implement(contracts.deleteEquipmentCertify, async ({ caller, params }) => {
    await deleteCertificate(await requireCertificate(caller, params.id, 'write'));
    return { deleted: params.id };
  }),
  implement(contracts.destroyEquipmentCertify, async ({ caller, body }) => {
    const certificate = await requireCertificate(caller, body.id, 'write');
    await requestDestroy(certificate, {
      destroyDescription: body.destroyDescription,
      destroyUserId: caller.userId,
      destroyUserName: caller.username,
      destroyTime: new Date().toISOString(),
    });
    return certificateView((await getCertificate({ id: body.id }))!);
  }),
  implement(contracts.downloadEquipmentCertify, ({ caller, params }) => downloadBundle(caller, params.id)),
  implement(contracts.rotateEquipmentCertify, async ({ caller, params, body }) =>
    rotationView(await startCertificateRotation(caller, params.id, body)),
  ),
  implement(contracts.getEquipmentCertifyRotation, async ({ record }) => {
    const rotation = await getRotation(record.id);
    if (!rotation) throw new NotFoundError('This gateway has had no certificate rotation');
    return rotationView(rotation);
  }),
  implement(contracts.getVerifyCategories, async () =>
    VERIFY_CATEGORIES.map(({ code, name, nameEn }) => ({ code, name, nameEn })),
  ),
  implementPage(contracts.getEquipmentCertifyVerifyList, async ({ query }) => {
    const page = await listCertificatesUnderReview({
      fromDay: query.minDate,
      toDay: query.maxDate,
      page: { cursor: query.cursor, limit: query.size },
    });
    return {
      items: page.items
        .filter((certificate) => !query.code || certificate.verifyCategory === query.code)
        .filter(
          (certificate) =>
            !query.name ||
            contains(certificate.description, query.name) ||
            contains(certificate.registerCompanyName, query.name),
        )
        .map(certificateView),
      cursor: page.cursor,
    };
  }),
  implement(contracts.submitCertifyVerify, async ({ caller, body }) => {
    const certificate = await getCertificate({ id: body.equipmentCertify.id });
    if (!certificate) throw new NotFoundError('Certificate not found');
    return certificateView(await decideReview(certificate, body, caller));
  }),
];
