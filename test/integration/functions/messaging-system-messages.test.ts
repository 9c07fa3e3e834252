import { beforeAll, describe, expect, it } from 'vitest';
import { api, createdEnterprise, demoTestUser, emailsTo, freshUser, type TestUser } from './certification-support.js';
import { deliver, messageApi, storedInbox } from './inbox-support.js';

/*
 * System messages in two languages (docs/messaging.md "System messages in two languages"): a review result is
 * stored with its template, parameters and both renderings, and both message centres answer both; a message a
 * person wrote stays as written.
 */

let auditor: TestUser;
beforeAll(async () => {
  auditor = await demoTestUser('auditor');
});

const userCentre = (user: TestUser) =>
  api(user, { path: '/api-user/userMessages', query: { userId: user.id, page: 0, size: 10 } });
const enterpriseCentre = (user: TestUser) =>
  messageApi(user, { method: 'POST', path: `/api-message/message/page/${user.id}`, body: {} });

describe('a system message', () => {
  it('is stored with its template, parameters and both languages, and both centres answer both', async () => {
    const applicant = await freshUser();
    const { info } = await createdEnterprise(applicant);
    const rejected = await api(auditor, {
      method: 'POST',
      path: `/api-user/enterpriseInfoes/${info.id}/reviews`,
      body: { result: 'reject', reason: '营业执照照片模糊', submitTime: info.submitTime },
    });
    expect(rejected.status).toBe(201);

    const texts = {
      title: '企业认证审核未通过',
      description: `您提交的企业“${info.name}”的认证信息未通过审核，原因：营业执照照片模糊`,
      titleEn: 'Enterprise certification rejected',
      descriptionEn: `The certification of enterprise "${info.name}" you submitted was rejected. Reason: 营业执照照片模糊`,
    };
    const [stored] = await storedInbox(applicant.id);
    expect(stored).toMatchObject({
      ...texts,
      template: 'certification.enterpriseRejected',
      params: { name: info.name, reason: '营业执照照片模糊' },
    });

    const user = await userCentre(applicant);
    expect(user.status).toBe(200);
    expect(user.body.content).toEqual([expect.objectContaining({ ...texts, selfDefinedType: '01' })]);
    const enterprise = await enterpriseCentre(applicant);
    expect(enterprise.status).toBe(200);
    expect(enterprise.body.content).toEqual([expect.objectContaining(texts)]);

    // The e-mail (the platform does not know the reader's language) carries both descriptions.
    const [mail] = await emailsTo(applicant.email);
    expect(mail).toMatchObject({ subject: texts.title, text: `${texts.description}\n\n${texts.descriptionEn}` });
  });

  it('leaves a message a person wrote as written: no English rendering, no template', async () => {
    const reader = await freshUser();
    await deliver([reader.id], { title: '周五停机检修', description: '3 号线 18:00 起停机。' });

    const [stored] = await storedInbox(reader.id);
    expect(stored).toMatchObject({ title: '周五停机检修', description: '3 号线 18:00 起停机。' });
    expect(stored).not.toHaveProperty('titleEn');
    expect(stored).not.toHaveProperty('template');
    const [listed] = (await userCentre(reader)).body.content;
    expect(listed).toMatchObject({ title: '周五停机检修', description: '3 号线 18:00 起停机。' });
    expect(listed).not.toHaveProperty('titleEn');
    expect(listed).not.toHaveProperty('descriptionEn');
  });
});
