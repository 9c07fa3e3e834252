import { ENTERPRISE_TAB_UNREAD } from '../../../../shared/constants/inbox-rules.js';
import {
  MessageIdListSchema,
  MessagePageBodySchema,
  MessagePagePathSchema,
  type EnterpriseMessagePage,
  type MessageActionResult,
} from '../../../../shared/schemas/inbox.js';
import type { InboxChange } from '../data/inbox-items.js';
import { listInboxItems } from '../data/inbox-items.js';
import type { Caller } from '../../../lib/auth/caller.js';
import { defineRoute } from '../../../lib/http/route.js';
import { applyInboxChange, toEnterpriseCentreMessage } from '../inbox-changes.js';
import { pageWindow } from '../../../lib/data/paging.js';

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
  defineRoute({
    method: 'POST',
    path: '/api-message/message/page/{userId}',
    access: { self: 'path.userId' },
    params: MessagePagePathSchema,
    body: MessagePageBodySchema,
    handler: async ({ caller, body }): Promise<EnterpriseMessagePage> => {
      const page = await listInboxItems({
        userId: caller.userId,
        ...(body.messageCategory ? { category: body.messageCategory } : {}),
        deleted: body.hasDelete === true,
        collectedOnly: body.hasCollect === true,
        unreadOnly: body.tabKey === ENTERPRISE_TAB_UNREAD,
        ...pageWindow(body.page, body.size),
      });
      return {
        content: page.items.map(toEnterpriseCentreMessage),
        number: body.page,
        size: body.size,
        totalElements: page.total,
      };
    },
  }),
  /** Marks messages read. */
  defineRoute({
    method: 'PUT',
    path: '/api-message/message/read',
    access: 'authenticated',
    body: MessageIdListSchema,
    handler: changeHandler('read'),
  }),
  /** Marks messages unread. */
  defineRoute({
    method: 'PUT',
    path: '/api-message/message/unread',
    access: 'authenticated',
    body: MessageIdListSchema,
    handler: changeHandler('unread'),
  }),
  /** Marks messages collected. */
  defineRoute({
    method: 'PUT',
    path: '/api-message/message/collect',
    access: 'authenticated',
    body: MessageIdListSchema,
    handler: changeHandler('collect'),
  }),
  /** Marks messages not collected. */
  defineRoute({
    method: 'PUT',
    path: '/api-message/message/uncollect',
    access: 'authenticated',
    body: MessageIdListSchema,
    handler: changeHandler('uncollect'),
  }),
  /** To the recycle view (restorable). */
  defineRoute({
    method: 'DELETE',
    path: '/api-message/message/delete',
    access: 'authenticated',
    body: MessageIdListSchema,
    handler: changeHandler('delete'),
  }),
  /** Back from the recycle view. */
  defineRoute({
    method: 'DELETE',
    path: '/api-message/message/undelete',
    access: 'authenticated',
    body: MessageIdListSchema,
    handler: changeHandler('undelete'),
  }),
  /** Permanently, only messages already in the recycle view (409 otherwise, nothing deleted). */
  defineRoute({
    method: 'DELETE',
    path: '/api-message/message/cleanup',
    access: 'authenticated',
    body: MessageIdListSchema,
    handler: changeHandler('cleanup'),
  }),
];
