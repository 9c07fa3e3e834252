import { beforeEach, describe, expect, it, vi } from 'vitest';

const putInboxItem = vi.fn();
const batchGetItems = vi.fn();
const sendEmail = vi.fn();
vi.mock('../../../../../functions/lib/data/notification.js', () => ({ putInboxItem }));
vi.mock('../../../../../functions/lib/data/batch.js', () => ({ batchGetItems }));
vi.mock('../../../../../functions/lib/notify/email.js', () => ({ sendEmail }));

const { notifyUsers } = await import('../../../../../functions/lib/notify/notify.js');
const { logger } = await import('../../../../../functions/lib/logger.js');

const notice = {
  actorId: 'auditor-1',
  title: '企业认证审核通过',
  description: '已通过',
  type: '用户消息',
  selfType: '01',
  action: '/console/edit-enterprise-details?id=e1',
};

beforeEach(() => {
  putInboxItem.mockReset().mockResolvedValue(undefined);
  batchGetItems.mockReset().mockResolvedValue([
    { userId: 'u1', email: 'u1@example.com' },
    { userId: 'u2', email: 'u2@example.com' },
  ]);
  sendEmail.mockReset().mockResolvedValue(undefined);
});

describe('notifyUsers', () => {
  it('delivers one unread inbox item per distinct notifier, sharing one notification id', async () => {
    const result = await notifyUsers({ ...notice, notifierIds: ['u1', 'u2', 'u1'], ways: [] });
    expect(putInboxItem).toHaveBeenCalledTimes(2);
    const delivered = putInboxItem.mock.calls.map(([{ item }]) => item);
    expect(delivered.map((i) => i.userId)).toEqual(['u1', 'u2']);
    expect(new Set(delivered.map((i) => i.notificationObjectId))).toEqual(new Set([result.notificationObjectId]));
    expect(delivered[0]).toMatchObject({ hasRead: false, selfType: '01', type: '用户消息', actorId: 'auditor-1' });
    expect(sendEmail).not.toHaveBeenCalled();
    expect(result).toMatchObject({ delivered: 2, emailed: 0, failed: 0 });
  });

  it('e-mails each notifier with an address when ways includes sendEmail', async () => {
    const result = await notifyUsers({ ...notice, notifierIds: ['u1', 'u2'], ways: ['sendEmail'] });
    expect(sendEmail.mock.calls.map(([mail]) => mail.to)).toEqual(['u1@example.com', 'u2@example.com']);
    expect(sendEmail.mock.calls[0][0]).toMatchObject({ subject: notice.title, text: notice.description });
    expect(result.emailed).toBe(2);
  });

  it('never throws: failed inbox writes and e-mails are counted and logged', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    putInboxItem.mockRejectedValueOnce(new Error('throttled'));
    sendEmail.mockRejectedValue(new Error('SES down'));
    const result = await notifyUsers({ ...notice, notifierIds: ['u1', 'u2'], ways: ['sendEmail'] });
    expect(result).toMatchObject({ delivered: 1, emailed: 0, failed: 3 });
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      'Inbox delivery failed',
      'Notification e-mail failed',
      'Notification e-mail failed',
    ]);
    logged.mockRestore();
  });
});
