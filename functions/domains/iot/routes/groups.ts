import { groupContracts as contracts } from '../../../../shared/contracts/iot.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement, implementPage } from '../../../lib/http/implement.js';
import { getEquipmentByIds } from '../../equipment/index.js';
import {
  addGroupMembers,
  createGroup,
  deleteGroup,
  getGroup,
  listGroupIdsOfGateway,
  listGroupMembersPage,
  listGroups,
  removeGroupMembers,
  updateGroup,
  type GroupRecord,
} from '../data/group.js';
import { newIotRecord } from '../data/stamps.js';
import { requireOwnGateways } from '../gateways.js';
import { groupView, statusView } from '../views/iot-views.js';

/** The group's member count after a change (read again: the change moved it in its transaction). */
async function memberCountOf(group: GroupRecord): Promise<number> {
  const stored = await getGroup({ enterpriseId: group.enterpriseId, id: group.id });
  if (!stored) throw new NotFoundError('Group not found');
  return stored.memberCount;
}

/**
 * Device groups (`iot/group`): named sets of the enterprise's gateways, names unique per enterprise (ignoring case);
 * a group scopes data-push rules and filters the device view.
 */
export const groupRoutes = [
  implement(contracts.getGroupList, async ({ caller }) =>
    (await listGroups({ enterpriseId: caller.enterpriseId })).map(groupView),
  ),
  implement(contracts.createGroup, async ({ caller, body }) => {
    const group = { ...newIotRecord(caller), name: body.name, description: body.description ?? '', memberCount: 0 };
    await createGroup(group);
    return { id: group.id };
  }),
  implement(contracts.updateGroup, async ({ caller, body, record: before }) => {
    const after = {
      name: body.name,
      description: body.description ?? '',
      updateDate: new Date().toISOString(),
      updateByName: caller.username,
    };
    await updateGroup(before, after);
    return groupView({ ...before, ...after });
  }),
  implement(contracts.deleteGroup, async ({ params, record }) => {
    await deleteGroup(record);
    return { deleted: params.id };
  }),
  implementPage(contracts.getGroupMembers, async ({ caller, query, record: group }) => {
    const page = await listGroupMembersPage({ groupId: group.id, page: { cursor: query.cursor, limit: query.size } });
    const gateways = await getEquipmentByIds({ ids: page.items.map((member) => member.gatewayId) });
    const items = page.items.map((member) => {
      const gateway = gateways.get(member.gatewayId);
      if (!gateway || gateway.enterpriseId !== caller.enterpriseId)
        return { gatewayId: member.gatewayId, addedAt: member.addedAt, missing: true };
      return {
        gatewayId: member.gatewayId,
        addedAt: member.addedAt,
        hardwareId: gateway.equipmentId,
        typeName: gateway.equipmentType?.name ?? '',
        status: statusView(gateway.equipmentStatus?.id),
      };
    });
    return { items, cursor: page.cursor };
  }),
  implement(contracts.addGroupMembers, async ({ caller, body, record: group }) => {
    await requireOwnGateways(caller, body.gatewayIds);
    const changed = await addGroupMembers({ group, gatewayIds: body.gatewayIds, at: new Date().toISOString() });
    return { changed, memberCount: await memberCountOf(group) };
  }),
  /** Removing needs no living gateway: a deleted gateway's membership is tidied away here. */
  implement(contracts.removeGroupMembers, async ({ body, record: group }) => {
    const changed = await removeGroupMembers({ group, gatewayIds: body.gatewayIds });
    return { changed, memberCount: await memberCountOf(group) };
  }),
  implement(contracts.getGatewayGroups, async ({ caller, params }) => {
    const ids = await listGroupIdsOfGateway({ gatewayId: params.id });
    const groups = await Promise.all(ids.map((id) => getGroup({ enterpriseId: caller.enterpriseId, id })));
    return groups.flatMap((group) => (group ? [groupView(group)] : [])).sort((a, b) => a.name.localeCompare(b.name));
  }),
];
