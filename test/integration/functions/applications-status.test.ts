import { describe, expect, it } from 'vitest';
import { STATUS_TRANSITIONS } from '../../../shared/constants/application-rules.js';
import {
  appApi,
  changeStatus,
  createdApplication,
  createdVersion,
  resourceBody,
  storedApplicationItems,
} from './applications-support.js';
import { demoTestUser, freshUser, storedItem } from './certification-support.js';
import { eventually, storedInbox } from './inbox-support.js';
import { applicationKeys } from '../../../functions/domains/applications/data/keys.js';

// Applications of this file's own developer; the demo auditor decides; fresh subscribers.
const developer = await freshUser();
const subscriber = await freshUser();
const stranger = await freshUser();
const auditor = await demoTestUser('auditor');

/** Puts a new application of the developer into `code` along the allowed path. */
async function applicationIn(code: string): Promise<string> {
  const id = await createdApplication(developer);
  const path: Record<string, [string, 'dev' | 'aud'][]> = {
    '0': [],
    '1': [['1', 'dev']],
    '2': [
      ['1', 'dev'],
      ['2', 'aud'],
    ],
    '3': [
      ['1', 'dev'],
      ['2', 'aud'],
      ['3', 'dev'],
    ],
    '4': [
      ['1', 'dev'],
      ['2', 'aud'],
      ['3', 'dev'],
      ['4', 'dev'],
    ],
    '5': [['5', 'dev']],
  };
  for (const [to, who] of path[code]) {
    const { status, body } = await changeStatus(who === 'dev' ? developer : auditor, id, to);
    expect(status, JSON.stringify(body)).toBe(200);
  }
  return id;
}

const CODES = ['0', '1', '2', '3', '4', '5'];
const allowed = (from: string, to: string, by: 'publisher' | 'auditor') =>
  STATUS_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by);

describe('the transition table, as the publisher', () => {
  for (const from of CODES) {
    for (const to of CODES.filter((code) => code !== from && code !== '2')) {
      const expected = allowed(from, to, 'publisher') ? 200 : 409;
      it(`${from} → ${to} answers ${expected}`, async () => {
        const id = await applicationIn(from);
        const { status, body } = await changeStatus(developer, id, to);
        expect(status, JSON.stringify(body)).toBe(expected);
        expect((await storedItem(applicationKeys.application(id)))!.status).toBe(expected === 200 ? to : from);
        if (expected === 200) expect(body).toEqual({ statusCode: to, statusName: expect.any(String) });
      });
    }
  }
});

describe('auditing', () => {
  it('approves a submission with a kept review snapshot and tells the publisher (selfType 01)', async () => {
    const id = await applicationIn('1');
    const { status, body } = await changeStatus(auditor, id, '2');
    expect(status).toBe(200);
    expect(body).toEqual({ statusCode: '2', statusName: '审核通过' });
    const review = (await storedApplicationItems(id)).find((item) => item.sk.startsWith('REVIEW#'));
    expect(review).toMatchObject({
      decision: 'approved',
      reviewerName: 'auditor',
      snapshot: { fields: expect.any(Object) },
    });
    await eventually(async () =>
      (await storedInbox(developer.id)).some((m) => m.selfType === '01' && String(m.title).startsWith('审核通过')),
    );
  });

  it('rejects with a required reason that the publisher then sees on the application', async () => {
    const id = await applicationIn('1');
    const missing = await changeStatus(auditor, id, '0', { reason: '' });
    expect(missing.status).toBe(400);
    expect((await storedItem(applicationKeys.application(id)))!.status).toBe('1');
    const rejected = await changeStatus(auditor, id, '0', { reason: 'The logo is blurry' });
    expect(rejected.status).toBe(200);
    const view = await appApi(developer, { path: `/api-application/getApplication/${id}` });
    expect(view.body.lastReview).toMatchObject({ decision: 'rejected', reason: 'The logo is blurry' });
    expect((await changeStatus(developer, id, '1')).status).toBe(200);
  });

  it("answers a rejection as the application's and its version's one status until either is submitted again", async () => {
    const id = await applicationIn('1');
    const { minorVersionId } = await createdVersion(developer, id);
    expect((await changeStatus(developer, minorVersionId, '1', { kind: 'version' })).status).toBe(200);
    expect((await changeStatus(auditor, id, '0', { reason: 'Blurry logo' })).status).toBe(200);
    expect((await changeStatus(auditor, minorVersionId, '0', { kind: 'version', reason: 'No help file' })).status).toBe(
      200,
    );
    const rejected = { reviewerName: 'auditor', reviewedAt: expect.any(String) };
    const app = (await appApi(developer, { path: `/api-application/getApplication/${id}` })).body;
    expect(app.rejection).toEqual({ reason: 'Blurry logo', ...rejected });
    expect(app.majorVersionList[0].minorVersionList[0].rejection).toEqual({ reason: 'No help file', ...rejected });
    const version = await appApi(developer, { path: `/api-application/getVersionById/${minorVersionId}` });
    expect(version.body.rejection).toEqual({ reason: 'No help file', ...rejected });

    // Submitted again and withdrawn: back at '0', but no longer because of the rejection.
    expect((await changeStatus(developer, id, '1')).status).toBe(200);
    expect((await changeStatus(developer, id, '0')).status).toBe(200);
    const withdrawn = (await appApi(developer, { path: `/api-application/getApplication/${id}` })).body;
    expect(withdrawn.status.code).toBe('0');
    expect(withdrawn.lastReview).toMatchObject({ decision: 'rejected' });
    expect(withdrawn).not.toHaveProperty('rejection');
    expect(withdrawn.majorVersionList[0].minorVersionList[0].rejection).toMatchObject({ reason: 'No help file' });
  });

  it('names the failed checks of the pre-review report by code, with the file concerned', async () => {
    const id = await applicationIn('1');
    const detail = await appApi(auditor, { path: `/api-application/getApplicationForVerify/${id}` });
    expect(detail.body.preReview.failures).toEqual([{ check: 'noPlan' }]);
    expect(detail.body.preReview.failedChecks).toEqual(['no resource plan']);
    // The seeded application keeps the platform's default image as its logo: bundled, so present, not missing.
    const seeded = await appApi(auditor, { path: '/api-application/getApplicationForVerify/app-demo-qc' });
    expect(seeded.body.preReview.files).toContainEqual(
      expect.objectContaining({ kind: 'logo', name: 'default-avatar.png', present: true }),
    );
    expect(seeded.body.preReview.failures).toEqual([]);
    const { minorVersionId } = await createdVersion(developer, id);
    expect((await changeStatus(developer, minorVersionId, '1', { kind: 'version' })).status).toBe(200);
    const version = await appApi(auditor, { path: `/api-application/getVersionForVerify/${minorVersionId}` });
    expect(version.body.preReview.failures).toEqual(
      expect.arrayContaining([{ check: 'noScreenshot' }, { check: 'noHelpFile' }]),
    );
  });

  it('lets only auditors approve (403; 404 to who may not see it), never the publisher', async () => {
    const id = await applicationIn('1');
    expect((await changeStatus(developer, id, '2')).status).toBe(403);
    expect((await changeStatus(stranger, id, '2')).status).toBe(404);
    expect((await storedItem(applicationKeys.application(id)))!.status).toBe('1');
  });

  it('refuses an approval of something not submitted (409)', async () => {
    const id = await applicationIn('0');
    expect((await changeStatus(auditor, id, '2')).status).toBe(409);
  });

  it('queues submissions by status for auditors only, with history and a pre-review report', async () => {
    const id = await applicationIn('1');
    await appApi(developer, { method: 'POST', path: '/api-application/createResource', body: resourceBody(id) });
    const queue = await appApi(auditor, { path: '/api-application/getApplicationForVerify/' });
    expect(queue.body.map((app: { id: string }) => app.id)).toContain(id);
    expect((await appApi(developer, { path: '/api-application/getApplicationForVerify/' })).status).toBe(403);
    const detail = await appApi(auditor, { path: `/api-application/getApplicationForVerify/${id}` });
    expect(detail.status).toBe(200);
    expect(detail.body.preReview.files).toContainEqual(expect.objectContaining({ kind: 'logo', present: true }));
    expect(detail.body.preReview.plans.added).toHaveLength(1);
  });

  it('reports what changed since the last approval', async () => {
    const id = await applicationIn('2');
    await changeStatus(developer, id, '3');
    const app = await appApi(developer, { path: `/api-application/getApplication/${id}` });
    const { id: _id, status: _s, ...fields } = app.body;
    void _id;
    void _s;
    const edited = await appApi(developer, {
      method: 'PUT',
      path: '/api-application/updateApplication',
      body: {
        id,
        name: fields.name,
        enName: fields.enName,
        code: fields.code,
        logo: fields.logo,
        terminal: { id: 'MOBILE' },
        model: { id: fields.model.id },
        type: { id: fields.type.id },
        parentCategory: { id: fields.parentCategory.id },
        category: { id: fields.category.id },
        description: 'Changed',
      },
    });
    expect(edited.status).toBe(200);
    const detail = await appApi(auditor, { path: `/api-application/getApplicationForVerify/${id}` });
    expect(detail.body.preReview.changes).toEqual(
      expect.arrayContaining([
        { field: 'terminal', before: '网页端', after: '移动端' },
        expect.objectContaining({ field: 'description', after: 'Changed' }),
      ]),
    );
  });
});

describe('the platform-wide list by status', () => {
  it('lists every application in a status for auditors only (403 to publishers)', async () => {
    const id = await applicationIn('3');
    const online = await appApi(auditor, { path: '/api-application/getApplicationByStatus/3' });
    expect(online.status).toBe(200);
    expect(online.body.map((app: { id: string }) => app.id)).toContain(id);
    expect((await appApi(developer, { path: '/api-application/getApplicationByStatus/3' })).status).toBe(403);
    expect((await appApi(auditor, { path: '/api-application/getApplicationByStatus/9' })).status).toBe(400);
  });
});

describe('versions', () => {
  it('run through the same table, and approving one keeps its review', async () => {
    const id = await createdApplication(developer);
    const { minorVersionId } = await createdVersion(developer, id);
    expect((await changeStatus(developer, minorVersionId, '2', { kind: 'version' })).status).toBe(403);
    expect((await changeStatus(developer, minorVersionId, '1', { kind: 'version' })).status).toBe(200);
    const queue = await appApi(auditor, { path: '/api-application/getVersionForVerify/' });
    expect(queue.body.map((v: { id: string }) => v.id)).toContain(minorVersionId);
    expect((await changeStatus(auditor, minorVersionId, '2', { kind: 'version' })).status).toBe(200);
    const detail = await appApi(auditor, { path: `/api-application/getVersionForVerify/${minorVersionId}` });
    expect(detail.body.reviews[0]).toMatchObject({ target: 'version', decision: 'approved', version: '1.0.0' });
  });
});

describe('subscriber notices', () => {
  it('tell every subscriber when the application goes offline and online again (selfType 02, e-mailed)', async () => {
    const id = await applicationIn('3');
    const subscribed = await appApi(subscriber, {
      method: 'POST',
      path: '/api-application/submitSubscribe',
      body: { application: { id } },
    });
    expect(subscribed.status).toBe(200);
    const ids = await appApi(developer, { path: `/api-application/getSubscribeUserIdsByApplicationId/${id}` });
    expect(ids.body).toEqual([subscriber.id]);
    expect((await changeStatus(developer, id, '4')).status).toBe(200);
    expect((await changeStatus(developer, id, '3')).status).toBe(200);
    await eventually(async () => {
      const notices = (await storedInbox(subscriber.id)).filter(
        (m) => m.selfType === '02' && m.title === '版本上下线通知（version online/offline notice）',
      );
      return notices.length === 2;
    });
  });

  it("answer the caller's own subscription, an empty id when there is none, and end it", async () => {
    const id = await applicationIn('3');
    const reader = await freshUser();
    const before = await appApi(reader, {
      method: 'POST',
      path: '/api-application/getApplicationSubscribe',
      body: { application: { id } },
    });
    expect(before.body).toEqual({ id: '' });
    const subscribed = await appApi(reader, {
      method: 'POST',
      path: '/api-application/submitSubscribe',
      body: { application: { id }, subscribeUserId: stranger.id },
    });
    expect(subscribed.body).toMatchObject({ subscribeUserId: reader.id, type: { code: '1' }, application: { id } });
    const held = await appApi(reader, {
      method: 'POST',
      path: '/api-application/getApplicationSubscribe',
      body: { application: { id } },
    });
    expect(held.body.id).toBe(subscribed.body.id);
    const foreign = await appApi(stranger, {
      method: 'PUT',
      path: '/api-application/submitUnSubscribe',
      body: { id: subscribed.body.id },
    });
    expect(foreign.status).toBe(404);
    const ended = await appApi(reader, {
      method: 'PUT',
      path: '/api-application/submitUnSubscribe',
      body: { id: subscribed.body.id },
    });
    expect(ended.status).toBe(200);
    const ids = await appApi(developer, { path: `/api-application/getSubscribeUserIdsByApplicationId/${id}` });
    expect(ids.body).not.toContain(reader.id);
    expect((await appApi(reader, { path: `/api-application/getSubscribeUserIdsByApplicationId/${id}` })).status).toBe(
      403,
    );
  });

  it('accept subscriptions only to online applications', async () => {
    const id = await applicationIn('2');
    const refused = await appApi(auditor, {
      method: 'POST',
      path: '/api-application/submitSubscribe',
      body: { application: { id } },
    });
    expect(refused.status).toBe(409);
  });
});
