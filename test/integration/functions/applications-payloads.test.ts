import { describe, expect, it } from 'vitest';
import {
  appApi,
  applicationBody,
  changeStatus,
  createdApplication,
  createdVersion,
  resourceBody,
  storedApplicationItems,
  uploadedDocument,
  versionBody,
} from './applications-support.js';
import { demoTestUser, freshUser, storedItem } from './certification-support.js';
import { applicationKeys } from '../../../functions/domains/applications/data/keys.js';
import { storageKeysIn } from '../../../functions/lib/data/storage-keys.js';
import { ReviewSummarySchema } from '../../../shared/schemas/application-responses.js';

// The payloads of doc 2 §3 sent exactly as documented, and the answers read back, on this file's own users.
const developer = await freshUser();
const reader = await freshUser();
const auditor = await demoTestUser('auditor');

/** An application of the developer put online (approved by the auditor on the way, so it has a review). */
async function onlineApplication(): Promise<string> {
  const id = await createdApplication(developer);
  for (const [to, who] of [
    ['1', developer],
    ['2', auditor],
    ['3', developer],
  ] as const) {
    const { status, body } = await changeStatus(who, id, to);
    expect(status, JSON.stringify(body)).toBe(200);
  }
  return id;
}

describe('the documented payloads', () => {
  it('create an application sent with exactly the documented fields (creator and company still from the session)', async () => {
    const { status, body } = await appApi(developer, {
      method: 'POST',
      path: '/api-application/submitApplication',
      body: await applicationBody(developer, {
        createUserId: reader.id,
        createUserName: 'someone else',
        createCompanyId: '',
        createCompanyName: '',
      }),
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const read = await appApi(developer, { path: `/api-application/getApplication/${body.applicationId}` });
    expect(read.body).toMatchObject({ createUserId: developer.id, scope: 'private', createCompanyName: '' });
  });

  it('add a version and edit it with the documented fields, files given by name or address', async () => {
    const id = await createdApplication(developer);
    const program = await uploadedDocument(developer, 'app.jar');
    const created = await appApi(developer, {
      method: 'POST',
      path: '/api-application/submitVersion',
      body: {
        number: 0,
        version: '1.0.0',
        status: { code: '0' },
        sourceType: { id: 'JAVA8' },
        programFile: program,
        containerPort: 8080,
        description: 'First release',
        screenHeight: 800,
        screenshots: [],
        detailFiles: [],
        releaseUserId: reader.id,
        releaseUserName: 'someone else',
        releaseCompanyId: '',
        releaseCompanyName: '',
        majorVersion: {
          number: 1,
          authorities: [{ code: 'VIEW', name: 'View', description: 'Read only' }],
          createUserId: reader.id,
          createUserName: 'someone else',
          createCompanyId: '',
          createCompanyName: '',
          application: { id },
          ifEnabled: true,
        },
        ifEnabled: true,
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [help, api, report] = await Promise.all(
      ['help.pdf', 'api.pdf', 'report.pdf'].map((name) => uploadedDocument(developer, name)),
    );
    const { status, body } = await appApi(developer, {
      method: 'PUT',
      path: '/api-application/updateVersion',
      body: {
        id: created.body.minorVersionId,
        status: { code: '0' },
        description: 'Second thoughts',
        screenHeight: 800,
        screenshots: [],
        sourceType: { code: 'JAVA8' },
        helpFile: help,
        apiFile: `/api-files/download?name=${api}`,
        testReportFile: `https://console.example.com/api-files/download?name=${encodeURIComponent(report)}`,
        releaseUserId: reader.id,
        releaseUserName: 'someone else',
        releaseCompanyId: '',
        releaseCompanyName: '',
        authorities: [{ code: 'VIEW', name: 'View', description: 'Read only' }],
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ programFile: { uri: program }, releaseUserId: developer.id });
    expect(body.detailFiles).toEqual([
      { type: 'HELP', uri: help },
      { type: 'API', uri: api },
      { type: 'TEST_REPORT', uri: report },
    ]);
  });

  it('refuse a file string naming a file the caller did not upload, saying so on the field', async () => {
    const id = await createdApplication(developer);
    const theirs = await uploadedDocument(reader);
    const refused = await appApi(developer, {
      method: 'POST',
      path: '/api-application/submitVersion',
      body: versionBody(id, { programFile: 'https://elsewhere.example.com/files/never-uploaded.jar' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual([
      { field: 'body.programFile.uri', message: 'No uploaded file is named never-uploaded.jar: upload it first' },
    ]);
    const { minorVersionId } = await createdVersion(developer, id, { version: '2.0.0' });
    const foreign = await appApi(developer, {
      method: 'PUT',
      path: '/api-application/updateVersion',
      body: { id: minorVersionId, helpFile: theirs },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual([{ field: 'body.helpFile.uri', message: 'Use a file you uploaded' }]);
  });

  it('create a plan with the documented fields and change a status with id and status.code', async () => {
    const id = await createdApplication(developer);
    const plan = await appApi(developer, {
      method: 'POST',
      path: '/api-application/createResource',
      body: resourceBody(id, {
        description: 'A plan',
        resourceParameters: { CPU_CORES: 1, MEMORY_QUOTA: 1024, DISK_QUOTA: 512, CONCURRENT_USER: -1 },
        periods: [
          { name: 'Monthly', number: 1, timeUnit: 'MONTH', times: 1, limit: 9, discount: 1, remark: 'Monthly' },
        ],
        ifPermanent: false,
        createUserId: reader.id,
        createUserName: 'someone else',
        application: { id, cost: 100 },
        ifEnabled: true,
      }),
    });
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body.createUserId).toBe(developer.id);
    const changed = await appApi(developer, {
      method: 'PUT',
      path: '/api-application/updateApplicationStatus',
      body: { id, status: { code: '1' } },
    });
    expect(changed.body).toEqual({ statusCode: '1', statusName: expect.any(String) });
  });

  it('subscribe with the Subscription as documented, the server owning its id, date, subscriber and state', async () => {
    const id = await onlineApplication();
    const { status, body } = await appApi(reader, {
      method: 'POST',
      path: '/api-application/submitSubscribe',
      body: {
        id: '',
        type: { code: '1' },
        subscribeDate: '2001-01-01 00:00:00',
        subscribeUserId: developer.id,
        subscribeUserName: 'someone else',
        application: { id },
        enabled: false,
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ subscribeUserId: reader.id, enabled: true, application: { id } });
    expect(body.subscribeDate).not.toBe('2001-01-01 00:00:00');
    const stored = await storedItem(applicationKeys.subscription(id, reader.id));
    expect(stored).toMatchObject({ userId: reader.id, subscribeDate: body.subscribeDate });
    expect(stored).not.toHaveProperty('enabled');
    const ended = await appApi(reader, {
      method: 'PUT',
      path: '/api-application/submitUnSubscribe',
      body: { id: body.id },
    });
    expect(ended.body).toEqual({ unsubscribed: true });
  });

  it('edit an application sent back as getApplication answered it, its lists and plans ignored', async () => {
    const id = await createdApplication(developer);
    await createdVersion(developer, id);
    const read = await appApi(developer, { path: `/api-application/getApplication/${id}` });
    const { status, body } = await appApi(developer, {
      method: 'PUT',
      path: '/api-application/updateApplication',
      body: {
        ...read.body,
        description: 'Edited as read',
        majorVersionList: [{ id: 'forged', number: 9, minorVersionList: [] }],
        resources: [{ id: 'forged' }],
        childApplicationList: [{ id: 'forged' }],
      },
    });
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.description).toBe('Edited as read');
    expect(body.majorVersionList).toEqual(read.body.majorVersionList);
    expect(body.resources).toEqual([]);
    expect(body.childApplicationList).toEqual([]);
    const meta = (await storedApplicationItems(id)).find((item) => item.sk === applicationKeys.application(id).sk);
    expect(meta).not.toHaveProperty('majorVersionList');
    expect(meta).not.toHaveProperty('resources');
    expect(meta).not.toHaveProperty('childApplicationList');
  });
});

describe('the answers', () => {
  it('give each major version its application {id, name, logo, type}', async () => {
    const id = await createdApplication(developer);
    await createdVersion(developer, id);
    const app = (await appApi(developer, { path: `/api-application/getApplication/${id}` })).body;
    const { status, body } = await appApi(developer, { path: `/api-application/getMajorVersionByApplicationId/${id}` });
    expect(status).toBe(200);
    expect(body).toHaveLength(1);
    expect(body[0].application).toEqual({
      id,
      name: app.name,
      logo: app.logo,
      type: { id: app.type.id, name: app.type.name },
    });
  });

  it("answer an application's reviews with only the fields a review summary declares", async () => {
    const id = await onlineApplication();
    const declared = Object.keys(ReviewSummarySchema.shape);
    const forAuditor = await appApi(auditor, { path: `/api-application/getApplicationForVerify/${id}` });
    const forPublisher = await appApi(developer, { path: `/api-application/getApplication/${id}` });
    const reviews = [...forAuditor.body.reviews, forPublisher.body.lastReview] as Record<string, unknown>[];
    expect(forAuditor.body.reviews).toHaveLength(1);
    for (const review of reviews) {
      expect(review).toMatchObject({ target: 'application', targetId: id, decision: 'approved' });
      expect(Object.keys(review).filter((key) => !declared.includes(key))).toEqual([]);
    }
  });

  it('never carry storage keys, on any read of an application with a version, a plan, a review and a subscriber', async () => {
    const id = await onlineApplication();
    const { minorVersionId } = await createdVersion(developer, id);
    const plan = await appApi(developer, {
      method: 'POST',
      path: '/api-application/createResource',
      body: resourceBody(id),
    });
    await changeStatus(developer, minorVersionId, '1', { kind: 'version' });
    const subscribed = await appApi(reader, {
      method: 'POST',
      path: '/api-application/submitSubscribe',
      body: { application: { id } },
    });
    const reads = [
      plan,
      subscribed,
      await appApi(reader, {
        method: 'POST',
        path: '/api-application/getApplicationSubscribe',
        body: { application: { id } },
      }),
      ...(await Promise.all(
        [
          `getApplication/${id}`,
          `checkApplicationId/${id}`,
          `getApplicationByUserId/${developer.id}`,
          `getVersionById/${minorVersionId}`,
          `getVersionByApplicationId/${id}`,
          `getMajorVersionByApplicationId/${id}`,
          `getVersionByUserId/${developer.id}`,
          `getSubscribeUserIdsByApplicationId/${id}`,
          `getApplicationPlanItemsByApplicationPlanId?applicationPlanId=${plan.body.id}`,
          'getApplicationTerminal',
          'getSourceType',
          'getApplicationCategoryTree',
        ].map((call) => {
          const [path, query] = call.split('?');
          return appApi(developer, {
            path: `/api-application/${path}`,
            ...(query ? { query: Object.fromEntries(new URLSearchParams(query)) } : {}),
          });
        }),
      )),
      ...(await Promise.all(
        [
          `getApplicationForVerify/${id}`,
          `getVersionForVerify/${minorVersionId}`,
          'getVersionForVerify/',
          'getApplicationByStatus/3',
        ].map((call) => appApi(auditor, { path: `/api-application/${call}` })),
      )),
    ];
    for (const read of reads) expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(reads.flatMap((read) => storageKeysIn(read.body))).toEqual([]);
  });
});
