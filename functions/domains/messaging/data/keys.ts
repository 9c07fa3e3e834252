/**
 * Key builders of the messaging domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const messagingKeys = {
  /**
   * One delivery of a message to a user (the id is the notificationObjectId, so a retried delivery
   * rewrites the same key); the partition also holds the unread counter. Lists go through gsi1-3.
   */
  inboxItem: (userId: string, id: string) => ({ pk: `INBOX#${userId}`, sk: `MSG#${id}` }),
  /** The unread counters of a user's inbox (`unread`, `T#{selfType}`), changed in the same transaction as the items. */
  inboxCounter: (userId: string) => ({ pk: `INBOX#${userId}`, sk: '#COUNT' }),
  /** A custom message type a sender named (scope: the sending enterprise, NIL for the platform). */
  inboxSelfType: (scopeId: string, selfType: string) => ({ pk: `MSGSELFTYPES#${scopeId}`, sk: `TYPE#${selfType}` }),
  /** A user opened a WebSocket in the last 2 hours (pushes skip users without one). */
  inboxPresence: (userId: string) => ({ pk: `PRESENCE#${userId}`, sk: '#META' }),
  /** A large send's fan-out job (id = the notificationObjectId) and its recipient chunks. */
  fanoutJob: (jobId: string) => ({ pk: `FANOUT#${jobId}`, sk: '#META' }),
  fanoutChunk: (jobId: string, index: number) => ({
    pk: `FANOUT#${jobId}`,
    sk: `CHUNK#${String(index).padStart(5, '0')}`,
  }),
  /** An e-mail copy that kept failing after its retries: one per notification and recipient. */
  emailFailure: (notificationObjectId: string, userId: string) => ({
    pk: `MAILFAIL#${notificationObjectId}`,
    sk: `USER#${userId}`,
  }),
  /** A message category of a scope (`{NIL}`: the platform); the scope's types and groups share the partition. */
  messageCategory: (enterpriseId: string, categoryId: string) => ({
    pk: `MSGADMIN#${enterpriseId}`,
    sk: `CATEGORY#${categoryId}`,
  }),
  messageType: (enterpriseId: string, typeId: string) => ({ pk: `MSGADMIN#${enterpriseId}`, sk: `TYPE#${typeId}` }),
  messageGroup: (enterpriseId: string, groupId: string) => ({ pk: `MSGADMIN#${enterpriseId}`, sk: `GROUP#${groupId}` }),
  /** One user in a message group (the group's own partition, read whole at send time). */
  messageGroupMember: (groupId: string, userId: string) => ({ pk: `MSGGROUP#${groupId}`, sk: `MEMBER#${userId}` }),
  /** A message sent by an administrator (the record of the admin list; deliveries live in the inboxes). */
  sentMessage: (messageId: string) => ({ pk: `SENTMSG#${messageId}`, sk: '#META' }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const messagingIndexKeys = {
  /** gsi2: a message-group member by its id alone (`DELETE messageMember` takes member ids). */
  messageMemberById: (memberId: string) => ({ gsi2pk: `MSGMEMBER#${memberId}`, gsi2sk: '#MEMBER' }),
  /** gsi1: the sent messages of a scope, by sending time (the admin list, newest first). */
  sentMessageOfScope: (enterpriseId: string, sentAt: string, messageId: string) => ({
    gsi1pk: `MSGSENT#${enterpriseId}`,
    gsi1sk: `${sentAt}#${messageId}`,
  }),
  /** gsi1: a user's live (`INBOX#`) or recycled (`INBOXBIN#`) messages, newest last by time. */
  inboxByTime: (userId: string, deleted: boolean, messageTime: string, id: string) => ({
    gsi1pk: `${deleted ? 'INBOXBIN' : 'INBOX'}#${userId}`,
    gsi1sk: `${messageTime}#${id}`,
  }),
  /** gsi2: a user's live messages of one custom type (recycled ones leave this index). */
  inboxBySelfType: (userId: string, selfType: string, messageTime: string, id: string) => ({
    gsi2pk: `INBOXTYPE#${userId}#${selfType}`,
    gsi2sk: `${messageTime}#${id}`,
  }),
  /** gsi3: a user's live or recycled messages of one category. */
  inboxByCategory: (userId: string, category: string, deleted: boolean, messageTime: string, id: string) => ({
    gsi3pk: `${deleted ? 'INBOXBINCAT' : 'INBOXCAT'}#${userId}#${category}`,
    gsi3sk: `${messageTime}#${id}`,
  }),
  /** gsi1: e-mail copies that kept failing, newest last (operators' list). */
  emailFailureByTime: (failedAt: string, notificationObjectId: string, userId: string) => ({
    gsi1pk: 'MAILFAILS',
    gsi1sk: `${failedAt}#${notificationObjectId}#${userId}`,
  }),
} as const;

declare module '../../../lib/data/records.js' {
  /** The messaging domain's values guarded by uniqueness markers. Value `<enterpriseId>#<name>` (names unique per scope). */
  interface UniqueKinds {
    messageCategoryName: true;
    messageTypeName: true;
    messageGroupName: true;
  }
}
