import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/lib/data/keys.js';
import {
  api,
  createdEnterprise,
  demoTestUser,
  enterpriseBody,
  freshUser,
  membershipsOf,
  partition,
  storedItem,
  userCertifyBody,
} from './certification-support.js';
import { messagingKeys } from '../../../functions/domains/messaging/data/keys.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

/** Races proving the transaction conditions: exactly one of two simultaneous writes wins, the other is a 409. */
describe('simultaneous certification writes', () => {
  it('registers a name once when two users create enterprises with it at the same time', async () => {
    const [first, second] = await Promise.all([freshUser(), freshUser()]);
    const firstBody = await enterpriseBody(first);
    const secondBody = await enterpriseBody(second, { name: firstBody.name });
    const results = await Promise.all([
      api(first, { method: 'POST', path: '/api-user/enterpriseInfoes', body: firstBody }),
      api(second, { method: 'POST', path: '/api-user/enterpriseInfoes', body: secondBody }),
    ]);

    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!.body;
    expect(await storedItem(keys.unique('enterpriseName', firstBody.name))).toMatchObject({ ownerId: winner.id });
    const memberships = [...(await membershipsOf(first.id)), ...(await membershipsOf(second.id))];
    expect(memberships.map((m) => m.enterpriseId)).toEqual([winner.id]);
  });

  it('keeps one of two simultaneous edits from the same version and answers the other 409', async () => {
    const user = await freshUser();
    const { body, info } = await createdEnterprise(user);
    const path = `/api-user/enterpriseInfoes/${info.id}`;
    const results = await Promise.all(
      ['东路', '西路'].map((address) => api(user, { method: 'PUT', path, body: { ...body, address, version: 1 } })),
    );

    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = results.find((r) => r.status === 200)!.body.address;
    expect(await storedItem(identityKeys.enterprise(info.id))).toMatchObject({ address: kept, version: 2 });
  });

  it('records one decision when two auditors decide on the same submission at once', async () => {
    const [auditor, admin] = await Promise.all([demoTestUser('auditor'), demoTestUser('admin')]);
    const applicant = await freshUser();
    const created = await api(applicant, {
      method: 'POST',
      path: '/api-user/userCertifies',
      body: await userCertifyBody(applicant),
    });
    const path = `/api-user/userCertifies/${applicant.id}/reviews`;
    const submitTime = created.body.submitTime;
    const results = await Promise.all([
      api(auditor, { method: 'POST', path, body: { result: 'approve', submitTime } }),
      api(admin, { method: 'POST', path, body: { result: 'reject', reason: '不一致', submitTime } }),
    ]);

    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const decided = results.find((r) => r.status === 201)!.body.result;
    const reviews = await partition(`REVIEW#USER#${applicant.id}`);
    expect(reviews.map((r) => r.result)).toEqual([decided]);
    expect(await storedItem(identityKeys.user(applicant.id))).toMatchObject({
      verifyStatusCode: decided === 'approve' ? '3' : '4',
    });
    expect(await storedItem(messagingKeys.inboxCounter(applicant.id))).toMatchObject({ unread: 1 });
  });
});
