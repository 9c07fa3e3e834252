import { groupContracts as contracts } from '../../../../shared/contracts/iot.js';
import { randomUUID } from 'node:crypto';
import type { Caller } from '../../../lib/auth/caller.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { getEquipmentById } from '../../equipment/index.js';
import {
  addGroupMembers,
  createGroup,
  deleteGroup,
  getGroup,
  listGroupIdsOfGateway,
  listGroupMembers,
  listGroups,
  removeGroupMembers,
  updateGroup,
  type GroupRecord,
} from '../data/group.js';
import { requireOwnGateways } from '../gateways.js';
import { groupView, statusView } from '../views/iot-views.js';

/** A group of the caller's current enterprise, or 404. */
async function requireOwnGroup(caller: Caller, id: string): Promise<GroupRecord> {
  const group = await getGroup({ enterpriseId: caller.enterpriseId, id });
  if (!group) throw new NotFoundError('Group not found');
  return group;
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
    const now = new Date().toISOString();
    const id = randomUUID();
    await createGroup({
      id,
      enterpriseId: caller.enterpriseId,
      name: body.name,
      description: body.description ?? '',
      memberCount: 0,
      createDate: now,
      createByName: caller.username,
      updateDate: now,
      updateByName: caller.username,
    });
    return { id };
  }),
  implement(contracts.updateGroup, async ({ caller, body }) => {
    const before = await requireOwnGroup(caller, body.id);
    const after = {
      name: body.name,
      description: body.description ?? '',
      updateDate: new Date().toISOString(),
      updateByName: caller.username,
    };
    await updateGroup(before, after);
    return groupView({ ...before, ...after });
  }),
  implement(contracts.deleteGroup, async ({ caller, params }) => {
    await deleteGroup(await requireOwnGroup(caller, params.id));
    return { deleted: params.id };
  }),
  implement(contracts.getGroupMembers, async ({ caller, params }) => {
    const group = await requireOwnGroup(caller, params.id);
    const members = await listGroupMembers({ groupId: group.id });
    const gateways = await Promise.all(members.map((member) => getEquipmentById({ id: member.gatewayId })));
    return members.map((member, i) => {
      const gateway = gateways[i];
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
  }),
  implement(contracts.addGroupMembers, async ({ caller, body }) => {
    const group = await requireOwnGroup(caller, body.groupId);
    await requireOwnGateways(caller, body.gatewayIds);
    const changed = await addGroupMembers({ group, gatewayIds: body.gatewayIds, at: new Date().toISOString() });
    return { changed, memberCount: (await requireOwnGroup(caller, group.id)).memberCount };
  }),
  /** Removing needs no living gateway: a deleted gateway's membership is tidied away here. */
  implement(contracts.removeGroupMembers, async ({ caller, body }) => {
    const group = await requireOwnGroup(caller, body.groupId);
    const changed = await removeGroupMembers({ group, gatewayIds: body.gatewayIds });
    return { changed, memberCount: (await requireOwnGroup(caller, group.id)).memberCount };
  }),
  implement(contracts.getGatewayGroups, async ({ caller, params }) => {
    await requireOwnGateways(caller, [params.id]);
    const ids = await listGroupIdsOfGateway({ gatewayId: params.id });
    const groups = await Promise.all(ids.map((id) => getGroup({ enterpriseId: caller.enterpriseId, id })));
    return groups.flatMap((group) => (group ? [groupView(group)] : [])).sort((a, b) => a.name.localeCompare(b.name));
  }),
];
