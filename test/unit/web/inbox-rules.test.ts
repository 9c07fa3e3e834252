import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../web/src/api/http-client.js';
import {
  ALL_TAB_ID,
  enterpriseActions,
  enterprisePageQuery,
  failureSeverity,
  messageTypeLabel,
  pageAfterRemoval,
  pagesCount,
  typeTabs,
} from '../../../web/src/features/messaging/inbox/inbox-rules.js';

const types = [
  { selfType: '01', name: '审核消息', nameEn: 'Review messages' },
  { selfType: '02', name: '用户消息', nameEn: 'User messages' },
];

describe('user message centre tabs', () => {
  it('puts 全部消息 first with an empty type and the sum of every count, then one tab per type in order', () => {
    const tabs = typeTabs(types, [
      { selfType: '02', count: 3 },
      { selfType: '01', count: 1 },
    ]);
    expect(tabs.map((tab) => [tab.id, tab.type, tab.count])).toEqual([
      [ALL_TAB_ID, '', 4],
      ['type:01', '01', 1],
      ['type:02', '02', 3],
    ]);
  });

  it('gives a type without a count 0 and keeps counts of unlisted types in the sum only', () => {
    const tabs = typeTabs(types, [{ selfType: 'x9', count: 2 }]);
    expect(tabs.map((tab) => tab.count)).toEqual([2, 0, 0]);
    expect(tabs).toHaveLength(3);
  });

  it('names a message by its listed type in the locale, else by the name it carries, else its type', () => {
    const message = { selfDefinedType: '02', type: '用户消息', selfDefinedTypeName: undefined };
    expect(messageTypeLabel(types, message, 'cn')).toBe('用户消息');
    expect(messageTypeLabel(types, message, 'en')).toBe('User messages');
    expect(messageTypeLabel(types, { selfDefinedType: 'z1', type: 't', selfDefinedTypeName: '设备告警' }, 'cn')).toBe(
      '设备告警',
    );
    expect(messageTypeLabel(types, { selfDefinedType: 'z1', type: '用户消息' }, 'en')).toBe('用户消息');
  });
});

describe('paging', () => {
  it('always shows at least one page and rounds partial pages up', () => {
    expect(pagesCount(0, 5)).toBe(1);
    expect(pagesCount(5, 5)).toBe(1);
    expect(pagesCount(6, 5)).toBe(2);
  });

  it('moves back to the last page that still exists after removing its rows', () => {
    expect(pageAfterRemoval(3, 11, 1, 5)).toBe(2);
    expect(pageAfterRemoval(3, 12, 1, 5)).toBe(3);
    expect(pageAfterRemoval(1, 2, 2, 5)).toBe(1);
  });
});

describe('enterprise message centre', () => {
  it('asks for live messages of every category on page 0 of 10 in the all view', () => {
    expect(enterprisePageQuery('all', '', 1)).toEqual({ tabKey: 'all', hasDelete: false, page: 0, size: 10 });
  });

  it('narrows by category, unread tab, collected and the recycle bin', () => {
    expect(enterprisePageQuery('unread', 'cat-1', 2)).toEqual({
      tabKey: 'unread',
      messageCategory: 'cat-1',
      hasDelete: false,
      page: 1,
      size: 10,
    });
    expect(enterprisePageQuery('collected', '', 1)).toMatchObject({ hasCollect: true, hasDelete: false });
    expect(enterprisePageQuery('recycle', '', 1)).toMatchObject({ tabKey: 'recycle', hasDelete: true });
  });

  it('offers restore and permanent delete in the recycle bin only, the other actions everywhere else', () => {
    expect(enterpriseActions('recycle')).toEqual(['undelete', 'cleanup']);
    for (const view of ['all', 'unread', 'collected'] as const) {
      expect(enterpriseActions(view)).toEqual(['read', 'unread', 'collect', 'uncollect', 'delete']);
    }
  });

  it('reports a refusal by the server as a warning and a fault or a lost network as an error', () => {
    expect(failureSeverity(new ApiError(400, { message: 'bad' }, 'bad'))).toBe('warning');
    expect(failureSeverity(new ApiError(404, {}, 'gone'))).toBe('warning');
    expect(failureSeverity(new ApiError(500, {}, 'boom'))).toBe('error');
    expect(failureSeverity(new ApiError(0, {}, 'offline'))).toBe('error');
    expect(failureSeverity(new Error('x'))).toBe('error');
  });
});
