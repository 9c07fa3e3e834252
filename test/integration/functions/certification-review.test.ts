import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createdEnterprise,
  demoTestUser,
  emailsTo,
  freshUser,
  makeAdministrator,
  partition,
  storedItem,
  userCertifyBody,
  type TestUser,
} from './certification-support.js';
import { certificationKeys } from '../../../functions/domains/certification/data/keys.js';
import { messagingKeys } from '../../../functions/domains/messaging/data/keys.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

let auditor: TestUser;
beforeAll(async () => {
  auditor = await demoTestUser('auditor');
});

const reviewEnterprise = (id: string, body: unknown, as: TestUser = auditor) =>
  api(as, { method: 'POST', path: `/api-user/enterpriseInfoes/${id}/reviews`, body });
const reviewUser = (userId: string, body: unknown, as: TestUser = auditor) =>
  api(as, { method: 'POST', path: `/api-user/userCertifies/${userId}/reviews`, body });

describe('enterprise review queue', () => {
  it('lists pending submissions newest first, filters by status and name, and pages from 0', async () => {
    const tag = `队列-${Date.now().toString(36)}`;
    const first = await createdEnterprise(await freshUser(), { name: `${tag} 甲` });
    const second = await createdEnterprise(await freshUser(), { name: `${tag} 乙` });
    const listed = await api(auditor, {
      path: '/api-user/enterpriseVerifications',
      query: { name: tag, pageNumber: 0, pageSize: 10 },
    });

    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ totalElements: 2, number: 0, size: 10 });
    expect(listed.body.content.map((e: { id: string }) => e.id)).toEqual([second.info.id, first.info.id]);
    expect(listed.body.content[0]).toMatchObject({
      name: `${tag} 乙`,
      status: '1',
      unifiedCreditId: second.body.unifiedCreditId,
    });

    const paged = await api(auditor, {
      path: '/api-user/enterpriseVerifications',
      query: { name: tag, pageNumber: 1, pageSize: 1 },
    });
    expect(paged.body).toMatchObject({ totalElements: 2, number: 1, size: 1 });
    expect(paged.body.content.map((e: { id: string }) => e.id)).toEqual([first.info.id]);

    const verified = await api(auditor, {
      path: '/api-user/enterpriseVerifications',
      query: { name: tag, status: '3' },
    });
    expect(verified.body.totalElements).toBe(0);
  });

  it('rejects an unknown status and a too large page with 400', async () => {
    const bad = await api(auditor, { path: '/api-user/enterpriseVerifications', query: { status: '9' } });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.map((f: { field: string }) => f.field)).toContain('query.status');
    const big = await api(auditor, { path: '/api-user/enterpriseVerifications', query: { pageSize: 1000 } });
    expect(big.status).toBe(400);
  });
});

describe('enterprise review decisions', () => {
  it('approves: status 3 with lastAuthTime, a review record with the snapshot, inbox item, counter and e-mail', async () => {
    const applicant = await freshUser();
    const { info } = await createdEnterprise(applicant);
    const decided = await reviewEnterprise(info.id, { result: 'approve', submitTime: info.submitTime });

    expect(decided.status).toBe(201);
    expect(decided.body).toMatchObject({ result: 'approve', reviewerId: auditor.id, reviewerName: 'auditor' });
    expect(decided.body.snapshot).toMatchObject({ id: info.id, name: info.name, status: '1' });
    const stored = await storedItem(identityKeys.enterprise(info.id));
    expect(stored).toMatchObject({ status: '3', lastAuthTime: decided.body.reviewedAt, gsi2pk: 'VERIFY#ENT#3' });
    const reviews = await partition(`REVIEW#ENT#${info.id}`);
    expect(reviews).toHaveLength(1);

    const inbox = await partition(`INBOX#${applicant.id}`, 'MSG#');
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      actorId: auditor.id,
      title: '企业认证审核通过',
      type: '用户消息',
      selfType: '01',
      hasRead: false,
      ways: ['sendEmail'],
    });
    expect(await storedItem(messagingKeys.inboxCounter(applicant.id))).toMatchObject({ unread: 1 });
    const count = await api(applicant, { path: '/api-user/unreadCount', query: { userId: applicant.id } });
    expect(count).toEqual({ status: 200, body: 1 });
    const [mail] = await emailsTo(applicant.email);
    expect(mail).toMatchObject({ subject: '企业认证审核通过' });
    expect(mail.text).toContain(info.name);
  });

  it('requires a reason to reject (400, nothing written), then rejects with status 4 and the reason shown', async () => {
    const applicant = await freshUser();
    const { info } = await createdEnterprise(applicant);
    const noReason = await reviewEnterprise(info.id, { result: 'reject', submitTime: info.submitTime });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toContainEqual({ field: 'body.reason', message: 'A reason is required to reject' });
    expect(await partition(`REVIEW#ENT#${info.id}`)).toEqual([]);
    expect(await storedItem(identityKeys.enterprise(info.id))).toMatchObject({ status: '1' });
    expect(await partition(`INBOX#${applicant.id}`)).toEqual([]);

    const tooLong = await reviewEnterprise(info.id, {
      result: 'reject',
      reason: 'x'.repeat(501),
      submitTime: info.submitTime,
    });
    expect(tooLong.status).toBe(400);

    const rejected = await reviewEnterprise(info.id, {
      result: 'reject',
      reason: '营业执照照片模糊',
      submitTime: info.submitTime,
    });
    expect(rejected.status).toBe(201);
    const read = await api(applicant, { path: '/api-user/enterpriseInfoes', query: { id: info.id } });
    expect(read.body).toMatchObject({ status: '4', statusName: '认证失败', rejectReason: '营业执照照片模糊' });
    const [message] = await partition(`INBOX#${applicant.id}`, 'MSG#');
    expect(message.description).toContain('营业执照照片模糊');
  });

  it('answers 409 to a decision on a stale submission and to a second decision, writing nothing', async () => {
    const applicant = await freshUser();
    const { body, info } = await createdEnterprise(applicant);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await api(applicant, { method: 'PUT', path: `/api-user/enterpriseInfoes/${info.id}`, body });
    const stale = await reviewEnterprise(info.id, { result: 'approve', submitTime: info.submitTime });
    expect(stale.status).toBe(409);
    expect(await partition(`REVIEW#ENT#${info.id}`)).toEqual([]);
    expect(await storedItem(identityKeys.enterprise(info.id))).toMatchObject({ status: '2' });

    const current = (await api(auditor, { path: '/api-user/enterpriseInfoes', query: { id: info.id } })).body;
    expect((await reviewEnterprise(info.id, { result: 'approve', submitTime: current.submitTime })).status).toBe(201);
    const again = await reviewEnterprise(info.id, { result: 'reject', reason: '重复', submitTime: current.submitTime });
    expect(again.status).toBe(409);
    expect(await partition(`REVIEW#ENT#${info.id}`)).toHaveLength(1);
    expect(await storedItem(identityKeys.enterprise(info.id))).toMatchObject({ status: '3' });
  });

  it('keeps each review’s snapshot unchanged after later edits; history is newest first', async () => {
    const applicant = await freshUser();
    const { body, info } = await createdEnterprise(applicant);
    await reviewEnterprise(info.id, { result: 'reject', reason: '地址不全', submitTime: info.submitTime });
    const edited = await api(applicant, {
      method: 'PUT',
      path: `/api-user/enterpriseInfoes/${info.id}`,
      body: { ...body, address: '人民路 1 号 3 楼' },
    });
    expect(edited.status).toBe(200);
    await reviewEnterprise(info.id, { result: 'approve', submitTime: edited.body.submitTime });

    const history = await api(auditor, { path: `/api-user/enterpriseInfoes/${info.id}/reviews` });
    expect(history.status).toBe(200);
    expect(history.body.map((r: { result: string }) => r.result)).toEqual(['approve', 'reject']);
    expect(history.body[1]).toMatchObject({ reason: '地址不全', snapshot: { address: '人民路 1 号', status: '1' } });
    expect(history.body[0].snapshot).toMatchObject({ address: '人民路 1 号 3 楼', status: '2' });
  });

  it('notifies the submitter and every administrator of the enterprise, once each', async () => {
    const applicant = await freshUser();
    const { info } = await createdEnterprise(applicant);
    const secondAdmin = await freshUser();
    await makeAdministrator(secondAdmin, info.id);
    await reviewEnterprise(info.id, { result: 'approve', submitTime: info.submitTime });

    expect(await partition(`INBOX#${applicant.id}`, 'MSG#')).toHaveLength(1);
    expect(await partition(`INBOX#${secondAdmin.id}`, 'MSG#')).toHaveLength(1);
    expect(await storedItem(messagingKeys.inboxCounter(secondAdmin.id))).toMatchObject({ unread: 1 });
  });

  it('answers 404 for an unknown enterprise and 400 for a bad result', async () => {
    const unknown = await reviewEnterprise('99999999-9999-4999-8999-999999999999', {
      result: 'approve',
      submitTime: '2026-01-01T00:00:00.000Z',
    });
    expect(unknown.status).toBe(404);
    const { info } = await createdEnterprise(await freshUser());
    const bad = await reviewEnterprise(info.id, { result: 'maybe', submitTime: info.submitTime });
    expect(bad.status).toBe(400);
    expect(await partition(`REVIEW#ENT#${info.id}`)).toEqual([]);
  });
});

describe('personal certification review', () => {
  it('approves: certification and profile 3, review record, inbox item, counter, e-mail, queue membership', async () => {
    const applicant = await freshUser();
    const created = await api(applicant, {
      method: 'POST',
      path: '/api-user/userCertifies',
      body: await userCertifyBody(applicant),
    });
    const queue = await api(auditor, { path: '/api-user/userVerifications', query: { username: applicant.username } });
    expect(queue.body).toMatchObject({ totalElements: 1, number: 0, size: 10 });
    expect(queue.body.content[0]).toMatchObject({ userId: applicant.id, status: '1' });

    const decided = await reviewUser(applicant.id, { result: 'approve', submitTime: created.body.submitTime });
    expect(decided.status).toBe(201);
    expect(await storedItem(certificationKeys.userCertification(applicant.id))).toMatchObject({
      status: '3',
      gsi2pk: 'VERIFY#USER#3',
    });
    expect(await storedItem(identityKeys.user(applicant.id))).toMatchObject({ verifyStatusCode: '3' });
    expect(await partition(`REVIEW#USER#${applicant.id}`)).toHaveLength(1);
    expect(await storedItem(messagingKeys.inboxCounter(applicant.id))).toMatchObject({ unread: 1 });
    expect((await emailsTo(applicant.email))[0]).toMatchObject({ subject: '个人认证审核通过' });
    const pending = await api(auditor, {
      path: '/api-user/userVerifications',
      query: { username: applicant.username },
    });
    expect(pending.body.totalElements).toBe(0);
  });

  it('rejects with a reason (4 on the profile), 409 for a stale submission, and keeps the history', async () => {
    const applicant = await freshUser();
    const body = await userCertifyBody(applicant);
    const created = await api(applicant, { method: 'POST', path: '/api-user/userCertifies', body });
    expect((await reviewUser(applicant.id, { result: 'reject', submitTime: created.body.submitTime })).status).toBe(
      400,
    );
    expect(await storedItem(identityKeys.user(applicant.id))).toMatchObject({ verifyStatusCode: '1' });

    const rejected = await reviewUser(applicant.id, {
      result: 'reject',
      reason: '证件照不清晰',
      submitTime: created.body.submitTime,
    });
    expect(rejected.status).toBe(201);
    expect(await storedItem(identityKeys.user(applicant.id))).toMatchObject({ verifyStatusCode: '4' });
    const read = await api(applicant, { path: '/api-user/userCertifies', query: { userId: applicant.id } });
    expect(read.body).toMatchObject({ status: '4', rejectReason: '证件照不清晰' });

    const edited = await api(applicant, {
      method: 'PUT',
      path: `/api-user/userCertifies/${applicant.id}`,
      body: { ...body, realName: '李蕾' },
    });
    expect(edited.body.rejectReason).toBeUndefined();
    const stale = await reviewUser(applicant.id, { result: 'approve', submitTime: created.body.submitTime });
    expect(stale.status).toBe(409);
    expect(await storedItem(identityKeys.user(applicant.id))).toMatchObject({ verifyStatusCode: '2' });

    const history = await api(auditor, { path: `/api-user/userCertifies/${applicant.id}/reviews` });
    expect(history.body).toHaveLength(1);
    expect(history.body[0].snapshot).toMatchObject({ realName: '李雷', status: '1' });
  });
});

describe('GET /api-user/unreadCount', () => {
  it('answers 0 for an empty inbox and 403 for another user’s count', async () => {
    const user = await freshUser();
    expect(await api(user, { path: '/api-user/unreadCount', query: { userId: user.id } })).toEqual({
      status: 200,
      body: 0,
    });
    const other = await freshUser();
    expect((await api(other, { path: '/api-user/unreadCount', query: { userId: user.id } })).status).toBe(403);
  });
});
