import { describe, expect, it } from 'vitest';
import {
  MESSAGE_TITLE_MAX_LENGTH,
  MESSAGING_CODE_MAX_LENGTH,
  MESSAGING_DESCRIPTION_MAX_LENGTH,
  MESSAGING_NAME_MAX_LENGTH,
} from '../../../shared/constants/messaging-rules.js';
import { messagingMessagesCn } from '../../../web/src/features/messaging/messages/messaging-messages.js';
import { messagingMessagesEn } from '../../../web/src/features/messaging/messages/messaging-messages-en.js';
import {
  recordErrors,
  sendErrors,
  type RecordValues,
  type SendValues,
} from '../../../web/src/features/messaging/components/form-rules.js';
import { queryRange } from '../../../web/src/features/messaging/components/query-filter.js';
import { failureText } from '../../../web/src/features/messaging/components/progress.js';

const record: RecordValues = { name: '系统通知', description: '', code: '', categoryId: '' };
const message: SendValues = {
  title: '停机检修',
  content: '周六 8:00 起停机',
  categoryId: 'c1',
  userIds: [],
  groupIds: ['g1'],
  roleIds: [],
};

describe('category, type and group dialog rules', () => {
  it('accepts a named category without description', () => {
    expect(recordErrors(record, 'category')).toEqual({});
  });

  it('requires a name (blank counts as missing) and keeps names and descriptions within the server limits', () => {
    expect(recordErrors({ ...record, name: '   ' }, 'group')).toEqual({ name: { rule: 'required' } });
    expect(recordErrors({ ...record, name: 'x'.repeat(MESSAGING_NAME_MAX_LENGTH + 1) }, 'group')).toEqual({
      name: { rule: 'tooLong', max: MESSAGING_NAME_MAX_LENGTH },
    });
    expect(
      recordErrors({ ...record, description: 'x'.repeat(MESSAGING_DESCRIPTION_MAX_LENGTH + 1) }, 'category'),
    ).toEqual({ description: { rule: 'tooLong', max: MESSAGING_DESCRIPTION_MAX_LENGTH } });
  });

  it('asks a type for its category and a short code, which categories and groups do not have', () => {
    const long = { ...record, code: 'x'.repeat(MESSAGING_CODE_MAX_LENGTH + 1) };
    expect(recordErrors(long, 'type')).toEqual({
      categoryId: { rule: 'required' },
      code: { rule: 'tooLong', max: MESSAGING_CODE_MAX_LENGTH },
    });
    expect(recordErrors(long, 'category')).toEqual({});
  });
});

describe('send dialog rules', () => {
  it('accepts a message to one group', () => {
    expect(sendErrors(message)).toEqual({});
  });

  it('requires title, content, category and at least one recipient of any kind', () => {
    expect(sendErrors({ ...message, title: ' ', content: '', categoryId: '', groupIds: [] })).toEqual({
      title: { rule: 'required' },
      content: { rule: 'required' },
      categoryId: { rule: 'required' },
      userIds: { rule: 'recipients' },
    });
    expect(sendErrors({ ...message, groupIds: [], roleIds: ['r1'] })).toEqual({});
    expect(sendErrors({ ...message, title: 'x'.repeat(MESSAGE_TITLE_MAX_LENGTH + 1) })).toEqual({
      title: { rule: 'tooLong', max: MESSAGE_TITLE_MAX_LENGTH },
    });
  });
});

describe('sent-message query range', () => {
  it('covers both chosen days whole: from the first midnight to the midnight after the last day', () => {
    const { from, to } = queryRange({ type: 'absolute', startDate: '2026-11-01', endDate: '2026-11-22' });
    expect(new Date(from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(to!).getTime()).toBe(new Date(2026, 10, 23).getTime());
  });

  it('sends no bounds without a range or with an unreadable one', () => {
    expect(queryRange(null)).toEqual({});
    expect(queryRange({ type: 'absolute', startDate: '', endDate: '2026-11-22' })).toEqual({});
    expect(queryRange({ type: 'relative', amount: 1, unit: 'day' })).toEqual({});
  });
});

describe('failure toasts', () => {
  it('puts the server message straight after a text ending in a colon, after a space otherwise', () => {
    expect(failureText('保存错误：', new Error('Network error'))).toBe('保存错误：Network error');
    expect(failureText('发送失败！', new Error('Choose at least one user'))).toBe(
      '发送失败！ Choose at least one user',
    );
  });
});

describe('message administration texts', () => {
  it('carries the Chinese progress and failure texts of spec doc 1 §8 "Message management" word for word', () => {
    const texts = Object.values(messagingMessagesCn);
    for (const text of [
      '查询中……',
      '未查询到消息',
      '获取消息失败',
      '未获取到消息类别',
      '未获取到消息组',
      '未获取到消息类型',
      '未查询到消息类型',
      '获取消息类别错误',
      '获取消息组错误',
      '获取消息类型错误：',
      '刷新错误：',
      '发送中……',
      '发送失败！',
      '删除中……',
      '删除失败！',
      '保存中……',
      '保存失败！',
      '保存错误：',
    ]) {
      expect(texts).toContain(text);
    }
  });

  it("replaces the spec's bare results (保存成功, 删除成功！, 发送成功, 刷新成功, 查询成功) with ones naming their records", () => {
    const texts = Object.values(messagingMessagesCn);
    for (const bare of ['查询成功', '发送成功', '删除成功！', '保存成功', '刷新成功', '提交成功']) {
      expect(texts).not.toContain(bare);
    }
    expect(messagingMessagesCn['messaging.group.created']).toContain('{name}');
    expect(messagingMessagesCn['messaging.category.deletedMany']).toContain('{names}');
    expect(messagingMessagesCn['messaging.sent.sent']).toContain('{title}');
  });

  it('has an English text for every Chinese key and no other', () => {
    expect(Object.keys(messagingMessagesEn).sort()).toEqual(Object.keys(messagingMessagesCn).sort());
    expect(Object.values(messagingMessagesEn).every((text) => text.trim().length > 0)).toBe(true);
  });
});
