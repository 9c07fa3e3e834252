import { messageCentreContracts as contracts } from '../../../../shared/contracts/messaging.js';
import { ENTERPRISE_TAB_UNREAD } from '../../../../shared/constants/inbox-rules.js';
import type { EnterpriseMessagePage, MessageActionResult } from '../../../../shared/schemas/inbox.js';
import type { InboxChange } from '../data/inbox-items.js';
import { readInboxPage } from '../data/inbox-items.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { implement } from '../../../lib/http/implement.js';
import { applyInboxChange, toEnterpriseCentreMessage } from '../inbox-changes.js';

/** The handler of one state-change call of the enterprise centre: the caller's own deliveries only. */
const changeHandler =
  (change: InboxChange) =>
  ({ caller, body }: { caller: Caller; body: string[] }): Promise<MessageActionResult> =>
    applyInboxChange({ userId: caller.userId, ids: body, change });

/** The enterprise message centre (spec doc 1 §7; design in docs/messaging.md). */
export const messageCentreRoutes = [
  /**
   * One zero-based page of the caller's messages, newest first: live or, with
   * `hasDelete`, the recycle view; narrowed by `messageCategory`,
   * `hasCollect` and the `unread` tab.
   */
  implement(contracts.messagePage, ({ caller, body }): Promise<EnterpriseMessagePage> =>
    readInboxPage(
      {
        userId: caller.userId,
        ...(body.messageCategory ? { category: body.messageCategory } : {}),
        deleted: body.hasDelete === true,
        collectedOnly: body.hasCollect === true,
        unreadOnly: body.tabKey === ENTERPRISE_TAB_UNREAD,
      },
      body.page,
      body.size,
      toEnterpriseCentreMessage,
    ),
  ),
  /** Marks messages read. */
  implement(contracts.messageRead, changeHandler('read')),
  /** Marks messages unread. */
  implement(contracts.messageUnread, changeHandler('unread')),
  /** Marks messages collected. */
  implement(contracts.messageCollect, changeHandler('collect')),
  /** Marks messages not collected. */
  implement(contracts.messageUncollect, changeHandler('uncollect')),
  /** To the recycle view (restorable). */
  implement(contracts.messageDelete, changeHandler('delete')),
  /** Back from the recycle view. */
  implement(contracts.messageUndelete, changeHandler('undelete')),
  /** Permanently, only messages already in the recycle view (409 otherwise, nothing deleted). */
  implement(contracts.messageCleanup, changeHandler('cleanup')),
];
