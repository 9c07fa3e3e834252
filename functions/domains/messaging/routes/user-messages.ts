import { userMessageContracts as contracts } from '../../../../shared/contracts/messaging.js';
import { BUILTIN_SELF_TYPES } from '../../../../shared/constants/inbox-rules.js';
import { NIL_ID } from '../../../../shared/constants/ids.js';
import type {
  InboxChangeResult,
  SelfDefinedType,
  SelfDefinedTypeCount,
  UserMessagesPage,
} from '../../../../shared/schemas/inbox.js';
import { readInboxPage } from '../data/inbox-items.js';
import { listInboxSelfTypes } from '../data/inbox-self-types.js';
import { getInboxCounts } from '../data/notification.js';
import { implement } from '../../../lib/http/implement.js';
import { applyInboxChange, toUserCentreMessage } from '../inbox-changes.js';

/** The user message centre (spec doc 1 §7 "User message centre"; design in docs/messaging.md). */
export const userMessageRoutes = [
  /**
   * The custom message types shown as tabs: the built-in review ('01') and
   * user ('02') messages, then the types senders of the platform and of the
   * caller's enterprises named, by name.
   */
  implement(contracts.messageSelfDefinedTypes, async ({ caller }): Promise<SelfDefinedType[]> => {
    const named = await listInboxSelfTypes({ scopeIds: [NIL_ID, ...caller.enterpriseIds] });
    const types = new Map<string, SelfDefinedType>(BUILTIN_SELF_TYPES.map((t) => [t.selfType, { ...t }]));
    for (const entry of named.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'))) {
      if (!types.has(entry.selfType)) {
        types.set(entry.selfType, { selfType: entry.selfType, name: entry.name, nameEn: entry.nameEn ?? entry.name });
      }
    }
    return [...types.values()];
  }),
  /** Unread live messages per custom type (spec doc 1 §3 "Custom type counts"); the built-in types always appear. */
  implement(contracts.messageSelfDefinedTypesCount, async ({ caller }): Promise<SelfDefinedTypeCount[]> => {
    const { bySelfType } = await getInboxCounts({ userId: caller.userId });
    const selfTypes = new Set([...BUILTIN_SELF_TYPES.map((t) => t.selfType), ...bySelfType.keys()]);
    return [...selfTypes].map((selfType) => ({ selfType, count: bySelfType.get(selfType) ?? 0 }));
  }),
  /** One zero-based page of the caller's live messages, newest first; `type` narrows to one custom type (empty = 全部消息). */
  implement(contracts.userMessages, ({ caller, query }): Promise<UserMessagesPage> =>
    readInboxPage(
      { userId: caller.userId, ...(query.type ? { selfType: query.type } : {}) },
      query.page,
      query.size,
      toUserCentreMessage,
    ),
  ),
  /**
   * Deletes messages from the user centre (`notifications` joined by comma):
   * they move to the recycle view of the enterprise centre, where they can be
   * restored or deleted permanently. Unread ones leave the badge.
   */
  implement(contracts.userNotifcations, ({ caller, query }): Promise<InboxChangeResult> =>
    applyInboxChange({ userId: caller.userId, ids: query.notifications, change: 'delete' }),
  ),
  /** Marks messages read (`notifications` joined by comma); the detail page marks the one it opens. */
  implement(contracts.userNotificationsRead, ({ caller, query }): Promise<InboxChangeResult> =>
    applyInboxChange({ userId: caller.userId, ids: query.notifications, change: 'read' }),
  ),
];
