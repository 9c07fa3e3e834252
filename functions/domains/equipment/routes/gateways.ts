import { gatewayContracts as contracts } from '../../../../shared/contracts/equipment.js';
import { randomUUID } from 'node:crypto';
import type { EquipmentCreate } from '../../../../shared/schemas/equipment.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement, implementPage } from '../../../lib/http/implement.js';
import {
  createEquipment,
  listEquipmentPage,
  replaceEquipment,
  stopEquipment,
  type CollectNodeTag,
  type EquipmentRecord,
} from '../data/equipment.js';
import { bindCertificate, getCertificate } from '../data/equipment-certificate.js';
import { getEquipmentType } from '../data/equipment-type.js';
import { logOperation } from '../data/equipment-log.js';
import { requireVisibleGateway } from '../gateway-access.js';
import { companyName, newGatewayRecord } from '../gateway-records.js';
import { deactivateCertificateOf } from '../certificates/certificate-lifecycle.js';
import { removeGateway } from '../gateway-removal.js';
import { endGatewaySession } from '../gateway-sessions.js';
import { EQUIPMENT_STATUS, EQUIPMENT_STATUS_NAMES } from '../../../../shared/constants/equipment-rules.js';
import { equipmentView } from '../views/equipment-views.js';

/** The type the body names, of the current enterprise (404 otherwise), as the gateway stores it. */
async function typeOf(caller: Caller, typeId: string): Promise<{ id: string; name: string }> {
  const type = await getEquipmentType({ enterpriseId: caller.enterpriseId, id: typeId });
  if (!type) throw new NotFoundError('Equipment type not found');
  return { id: type.id, name: type.name };
}

/** The node tags as stored: each keeps its id, a new one gets one. */
const tagsOf = (tags: EquipmentCreate['collectNodeTags']): CollectNodeTag[] =>
  tags.map((tag) => ({ ...tag, id: tag.id ?? randomUUID() }));

/**
 * Binds a registered certificate of the caller's enterprise to the gateway that names it as its `equipmentCertify`
 * (doc 3 §3: the certificate is registered first, the gateway refers to it); 404 for another enterprise's.
 */
async function referTo(caller: Caller, gateway: EquipmentRecord, certificateId: string): Promise<void> {
  const certificate = await getCertificate({ id: certificateId });
  if (!certificate || certificate.enterpriseId !== caller.enterpriseId)
    throw new NotFoundError('Certificate not found');
  await bindCertificate(certificate, { id: gateway.id, equipmentId: gateway.equipmentId });
}

/**
 * Gateways (doc 3 §2.2, §7): the enterprise's list (a page at a time), one gateway, stop, and our create, edit and
 * delete calls (registration within the enterprise's gateway quota).
 * A new gateway is offline until it connects; a stopped one stays stopped (its telemetry is dropped, its session
 * ends); a deleted one takes its certificate with it (`removeGateway`).
 */
export const gatewayRoutes = [
  implementPage(contracts.getEquipmentList, async ({ params, query }) => {
    const typeName = query.typeName?.toLowerCase();
    const page = await listEquipmentPage({
      enterpriseId: params.enterpriseId,
      page: { cursor: query.cursor, limit: query.size },
    });
    return {
      // The filter keeps what the page read: a page may hold fewer than `size`, and its cursor still goes on.
      items: page.items
        .filter((equipment) => !typeName || equipment.equipmentType?.name.toLowerCase().includes(typeName))
        .map(equipmentView),
      cursor: page.cursor,
    };
  }),
  implement(contracts.getEquipmentById, async ({ caller, params }) =>
    equipmentView(await requireVisibleGateway(caller, params.id)),
  ),
  implement(contracts.createEquipment, async ({ caller, body }) => {
    const now = new Date().toISOString();
    const record = newGatewayRecord({
      caller,
      fields: { ...body, collectNodeTags: tagsOf(body.collectNodeTags) },
      type: await typeOf(caller, body.equipmentType.id),
      registerCompanyName: await companyName(caller.enterpriseId),
      now,
    });
    await createEquipment(record);
    await logOperation({ equipmentId: record.id, event: 'registered', at: now, actorName: caller.username });
    return { id: record.id };
  }),
  implement(contracts.updateEquipment, async ({ caller, body, record: before }) => {
    const certify = body.equipmentCertify;
    if (certify && certify.id !== before.equipmentCertify?.id) await referTo(caller, before, certify.id);
    const { equipmentIp: _ip, equipmentPort: _port, description: _description, ...kept } = before;
    const after: EquipmentRecord = {
      ...kept,
      equipmentId: body.equipmentId,
      equipmentType:
        before.equipmentType?.id === body.equipmentType.id
          ? before.equipmentType
          : await typeOf(caller, body.equipmentType.id),
      equipmentAddressable: body.equipmentAddressable,
      ...(body.equipmentIp ? { equipmentIp: body.equipmentIp } : {}),
      ...(body.equipmentPort !== undefined ? { equipmentPort: body.equipmentPort } : {}),
      ...(body.description ? { description: body.description } : {}),
      collectNodeTags: tagsOf(body.collectNodeTags),
      ...(certify ? { equipmentCertify: { id: certify.id } } : {}),
      updateDate: new Date().toISOString(),
    };
    await replaceEquipment(before, after);
    await logOperation({ equipmentId: after.id, event: 'edited', at: after.updateDate!, actorName: caller.username });
    return equipmentView(after);
  }),
  implement(contracts.deleteEquipment, async ({ caller, params, record }) => {
    await removeGateway(record, caller);
    return { deleted: params.id };
  }),
  implement(contracts.stopEquipmentById, async ({ caller, params }) => {
    const stopped = EQUIPMENT_STATUS.stopped;
    const at = new Date().toISOString();
    const equipment = await stopEquipment({
      id: params.id,
      status: { id: stopped, name: EQUIPMENT_STATUS_NAMES[stopped].cn },
      at,
      byName: caller.username,
    });
    await logOperation({ equipmentId: params.id, event: 'stopped', at, actorName: caller.username });
    await deactivateCertificateOf(equipment);
    // A stopped gateway takes no commands: its live session ends now, not at its next publish.
    await endGatewaySession(params.id);
    return equipmentView(equipment);
  }),
];
