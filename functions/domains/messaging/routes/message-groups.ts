import { messageGroupContracts as contracts } from '../../../../shared/contracts/messaging.js';
import type { MessageGroup, MessageGroupMember } from '../../../../shared/schemas/messaging.js';
import {
  createMessageGroup,
  deleteMessageGroups,
  getMessageGroups,
  listGroupMembers,
  listMessageGroups,
  updateMessageGroup,
  type MessageGroupMemberRecord,
  type MessageGroupRecord,
} from '../data/message-group.js';
import { assertPrivilege } from '../../../lib/auth/privileges.js';
import { saveCatalogueRecord } from '../../../lib/http/catalogue-routes.js';
import { implement } from '../../../lib/http/implement.js';
import { newScopedRecord, requireScope, scopeOf, scopedDelete } from './scope.js';

/** A member as the calls return it. */
export function toMessageGroupMember(record: MessageGroupMemberRecord): MessageGroupMember {
  return {
    id: record.id,
    groupId: record.groupId,
    userId: record.userId,
    username: record.username,
    ...(record.email ? { email: record.email } : {}),
    ...(record.roleId ? { roleId: record.roleId } : {}),
    addedAt: record.addedAt,
  };
}

/** A group with its members (by username) as the calls return it. */
export function toMessageGroup(record: MessageGroupRecord, members: readonly MessageGroupMemberRecord[]): MessageGroup {
  return {
    id: record.id,
    enterpriseId: record.enterpriseId,
    name: record.name,
    ...(record.description ? { description: record.description } : {}),
    memberCount: members.length,
    members: [...members].sort((a, b) => a.username.localeCompare(b.username)).map(toMessageGroupMember),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export const messageGroupRoutes = [
  /** The scope's groups by name, each with its members (spec doc 1 §3: a group has an id and members). */
  implement(contracts.messageGroups, async ({ query }): Promise<MessageGroup[]> => {
    const groups = (await listMessageGroups({ enterpriseId: scopeOf(query) })).sort((a, b) =>
      a.name.localeCompare(b.name),
    );
    const members = await Promise.all(groups.map((group) => listGroupMembers({ groupId: group.id })));
    return groups.map((group, i) => toMessageGroup(group, members[i]));
  }),
  /** Save: creates a group (no `id`) or renames / re-describes one (`id`, which also needs `:edit`). */
  implement(contracts.saveMessageGroup, async ({ caller, query, body }): Promise<MessageGroup> => {
    const enterpriseId = scopeOf(query);
    await requireScope(enterpriseId);
    const now = new Date().toISOString();
    return saveCatalogueRecord({
      id: body.id,
      what: 'group',
      assertMayEdit: () => assertPrivilege(caller, enterpriseId, 'message-group-enterprise:edit'),
      find: async (id) => (await getMessageGroups({ enterpriseId, ids: [id] }))[0],
      create: async () => {
        const group: MessageGroupRecord = newScopedRecord(enterpriseId, body, now);
        await createMessageGroup({ group });
        return toMessageGroup(group, []);
      },
      update: async (current) => {
        await updateMessageGroup({ current, name: body.name, description: body.description, updatedAt: now });
        return toMessageGroup(
          { ...current, name: body.name, description: body.description, updatedAt: now },
          await listGroupMembers({ groupId: current.id }),
        );
      },
    });
  }),
  /** Deletes groups with their members (array of ids): all or none; what was sent to them stays delivered. */
  implement(
    contracts.deleteMessageGroup,
    scopedDelete({
      what: 'group',
      find: (enterpriseId, ids) => getMessageGroups({ enterpriseId, ids }),
      remove: (groups) => deleteMessageGroups({ groups }),
    }),
  ),
];
