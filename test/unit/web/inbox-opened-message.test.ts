import { describe, expect, it } from 'vitest';
import { openedMessage, type OpenedMessage } from '../../../web/src/features/messaging/inbox/opened-message.js';

const opened: OpenedMessage = {
  userId: 'user-1',
  typeName: '用户消息',
  message: {
    notificationObjectId: 'n-1',
    title: '维护通知',
    actor: 'admin',
    actorId: 'admin-id',
    messageTime: '2026-11-22T08:00:00.000Z',
    type: '用户消息',
    selfDefinedType: '02',
    action: '',
    description: '今晚停机',
    hasRead: true,
    updateTime: '2026-11-22T08:00:00.000Z',
  },
};

describe('the message handed to the detail screen', () => {
  it('is shown to the user who opened it', () => {
    expect(openedMessage({ opened }, 'user-1')).toEqual(opened);
  });

  it('is never shown to another user signed in to the same tab, nor to nobody', () => {
    expect(openedMessage({ opened }, 'user-2')).toBeUndefined();
    expect(openedMessage({ opened }, undefined)).toBeUndefined();
  });

  it('is absent when nothing was handed over and nothing can be remembered', () => {
    expect(openedMessage(null, 'user-1')).toBeUndefined();
    expect(openedMessage({ other: 1 }, 'user-1')).toBeUndefined();
  });
});
