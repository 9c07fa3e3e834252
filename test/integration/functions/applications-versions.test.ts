import { describe, expect, it } from 'vitest';
import { keys } from '../../../functions/lib/data/keys.js';
import {
  appApi,
  createdApplication,
  createdVersion,
  resourceBody,
  uploadedDocument,
  versionBody,
} from './applications-support.js';
import { handler as filesHandler } from '../../../functions/api-files/handler.js';
import { demoTestUser, freshUser, storedItem, uploadedImage } from './certification-support.js';
import { call } from './session-support.js';
import { applicationKeys } from '../../../functions/domains/applications/data/keys.js';

// Versions and plans of applications of this file's own developer.
const developer = await freshUser();
const stranger = await freshUser();
const auditor = await demoTestUser('auditor');

const submitVersion = (user: typeof developer, body: Record<string, unknown>) =>
  appApi(user, { method: 'POST', path: '/api-application/submitVersion', body });
const filesApi = (user: typeof developer, options: Parameters<typeof call>[1]) =>
  call(filesHandler, { ...options, claims: user.claims });
const createResource = (user: typeof developer, body: Record<string, unknown>) =>
  appApi(user, { method: 'POST', path: '/api-application/createResource', body });

describe('POST /api-application/submitVersion', () => {
  it('creates a version under a new major version and reads it back with its application', async () => {
    const id = await createdApplication(developer);
    const shot = await uploadedImage(developer);
    const { majorVersionId, minorVersionId } = await createdVersion(developer, id, {
      screenshots: [{ uri: shot }],
    });
    const { status, body } = await appApi(developer, { path: `/api-application/getVersionById/${minorVersionId}` });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      version: '1.0.0',
      status: { code: '0' },
      sourceType: { id: 'JAVA8', name: 'Java 8' },
      screenshots: [{ uri: shot }],
      releaseUserId: developer.id,
      majorVersion: { id: majorVersionId, number: 1, authorities: [expect.objectContaining({ code: 'VIEW' })] },
    });
    expect(body.majorVersion.application.id).toBe(id);
  });

  it('adds a version to an existing major version named by its id alone', async () => {
    const id = await createdApplication(developer);
    const { majorVersionId } = await createdVersion(developer, id);
    const second = await submitVersion(developer, {
      ...versionBody(id, { version: '1.1.0', number: 1 }),
      majorVersion: { id: majorVersionId },
    });
    expect(second.status).toBe(200);
    expect(second.body.majorVersionId).toBe(majorVersionId);
    const majors = await appApi(developer, { path: `/api-application/getMajorVersionByApplicationId/${id}` });
    expect(majors.body).toHaveLength(1);
    const versions = await appApi(developer, { path: `/api-application/getVersionByApplicationId/${id}` });
    expect(versions.body.map((v: { version: string }) => v.version).sort()).toEqual(['1.0.0', '1.1.0']);
  });

  it('refuses a version number that exists (409 on the field), a menu named like the app, and a non-https URL (400)', async () => {
    const id = await createdApplication(developer);
    await createdVersion(developer, id);
    const again = await submitVersion(
      developer,
      versionBody(id, { majorVersion: { number: 2, authorities: [], application: { id } } }),
    );
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual([{ field: 'body.version', message: 'The version number already exists' }]);
    const app = await appApi(developer, { path: `/api-application/getApplication/${id}` });
    const menu = await submitVersion(developer, versionBody(id, { version: '3.0.0', menuName: app.body.name }));
    expect(menu.status).toBe(400);
    expect(menu.body.fields[0].field).toBe('body.menuName');
    const url = await submitVersion(developer, versionBody(id, { version: '3.0.1', url: 'http://plain.example' }));
    expect(url.status).toBe(400);
    expect(await storedItem(keys.unique('appVersion', `${id}#3.0.0`))).toBeUndefined();
  });

  it('refuses duplicate authority codes in one major version (400)', async () => {
    const id = await createdApplication(developer);
    const { status, body } = await submitVersion(developer, {
      ...versionBody(id),
      majorVersion: {
        number: 1,
        application: { id },
        authorities: [
          { code: 'A', name: 'One' },
          { code: 'a', name: 'Two' },
        ],
      },
    });
    expect(status).toBe(400);
    expect(body.fields[0].field).toContain('authorities');
  });

  it('refuses a document nobody uploaded, or someone else did (400 on the field)', async () => {
    const id = await createdApplication(developer);
    const theirs = await uploadedDocument(stranger);
    const { status, body } = await submitVersion(
      developer,
      versionBody(id, {
        detailFiles: [
          { type: 'HELP', uri: 'never-uploaded.pdf' },
          { type: 'API', uri: theirs },
        ],
      }),
    );
    expect(status).toBe(400);
    expect(body.fields).toEqual([
      { field: 'body.detailFiles.0.uri', message: 'No uploaded file is named never-uploaded.pdf: upload it first' },
      { field: 'body.detailFiles.1.uri', message: 'Use a file you uploaded' },
    ]);
  });

  it('lets the uploader and auditors download a document, and nobody else (404)', async () => {
    const name = await uploadedDocument(developer, '帮助 文档.pdf');
    const own = await filesApi(developer, { path: '/api-files/download', query: { name } });
    expect(own.status).toBe(200);
    expect(own.body.fileName).toBe('帮助 文档.pdf');
    expect((await fetch(own.body.url)).status).toBe(200);
    expect((await filesApi(auditor, { path: '/api-files/download', query: { name } })).status).toBe(200);
    expect((await filesApi(stranger, { path: '/api-files/download', query: { name } })).status).toBe(404);
    const tooBig = await filesApi(developer, {
      method: 'POST',
      path: '/api-files/uploads',
      body: { fileName: 'big.zip', contentType: 'application/zip', size: 104_857_601 },
    });
    expect(tooBig.status).toBe(413);
  });

  it("refuses versions of someone else's application (404)", async () => {
    const id = await createdApplication(developer);
    expect((await submitVersion(stranger, versionBody(id))).status).toBe(404);
  });
});

describe('PUT /api-application/updateVersion', () => {
  it('saves the changes, sets the status back to 0, and replaces a help file given as helpFile', async () => {
    const id = await createdApplication(developer);
    const first = await uploadedDocument(developer);
    const { minorVersionId } = await createdVersion(developer, id, {
      detailFiles: [{ type: 'HELP', uri: first, name: 'help.pdf' }],
    });
    const second = await uploadedDocument(developer, 'help-2.pdf');
    const { status, body } = await appApi(developer, {
      method: 'PUT',
      path: '/api-application/updateVersion',
      body: { id: minorVersionId, description: 'Second thoughts', helpFile: { uri: second, name: 'help-2.pdf' } },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      description: 'Second thoughts',
      status: { code: '0' },
      detailFiles: [{ type: 'HELP', uri: second, name: 'help-2.pdf' }],
    });
  });

  it('refuses edits while the version is under review (409)', async () => {
    const id = await createdApplication(developer);
    const { minorVersionId } = await createdVersion(developer, id, { status: { code: '1' } });
    const { status } = await appApi(developer, {
      method: 'PUT',
      path: '/api-application/updateVersion',
      body: { id: minorVersionId, description: 'Sneaky' },
    });
    expect(status).toBe(409);
    const audited = await appApi(auditor, { path: `/api-application/getVersionById/${minorVersionId}` });
    expect(audited.body.description).toBe('First release');
  });
});

describe('resource plans', () => {
  it('fill in the defaults of doc 2 §5 and read back as plan items', async () => {
    const id = await createdApplication(developer);
    const { status, body } = await createResource(developer, resourceBody(id));
    expect(status).toBe(200);
    expect(body.resourceParameters).toEqual({ CPU_CORES: 1, MEMORY_QUOTA: 1024, DISK_QUOTA: 512, CONCURRENT_USER: -1 });
    expect(body.periods).toEqual([
      expect.objectContaining({ number: 1, timeUnit: 'MONTH', times: 1, limit: 9, discount: 1 }),
    ]);
    const items = await appApi(developer, {
      path: '/api-application/getApplicationPlanItemsByApplicationPlanId',
      query: { applicationPlanId: body.id },
    });
    expect(items.body).toEqual(
      expect.arrayContaining([
        { item: 'DISK_QUOTA', value: 512 },
        { item: 'MEMORY_QUOTA', value: 1024 },
      ]),
    );
  });

  it('answer 400 on each bad value and write nothing', async () => {
    const id = await createdApplication(developer);
    const { status, body } = await createResource(
      developer,
      resourceBody(id, {
        resourceParameters: { CPU_CORES: 0.3, MEMORY_QUOTA: 999, DISK_QUOTA: 1.5 },
      }),
    );
    expect(status).toBe(400);
    expect(body.fields.map((f: { field: string }) => f.field)).toEqual(
      expect.arrayContaining([
        'body.resourceParameters.CPU_CORES',
        'body.resourceParameters.MEMORY_QUOTA',
        'body.resourceParameters.DISK_QUOTA',
      ]),
    );
    const permanent = await createResource(developer, resourceBody(id, { ifPermanent: true }));
    expect(permanent.status).toBe(400);
    expect(permanent.body.fields).toEqual([
      { field: 'body.permanentPrice', message: 'Required when the plan can be bought for good' },
    ]);
    const app = await appApi(developer, { path: `/api-application/getApplication/${id}` });
    expect(app.body.resources).toEqual([]);
  });

  it('need their application (404) and unique names and codes per application (409)', async () => {
    expect((await createResource(developer, resourceBody('no-such-application'))).status).toBe(404);
    const id = await createdApplication(developer);
    const first = resourceBody(id);
    expect((await createResource(developer, first)).status).toBe(200);
    const taken = await createResource(developer, resourceBody(id, { name: first.name }));
    expect(taken.status).toBe(409);
    expect(taken.body.fields[0].field).toBe('body.name');
    const elsewhere = await createdApplication(developer);
    expect(
      (await createResource(developer, resourceBody(elsewhere, { name: first.name, code: first.code }))).status,
    ).toBe(200);
  });

  it('are edited and deleted by the managers only', async () => {
    const id = await createdApplication(developer);
    const plan = (await createResource(developer, resourceBody(id))).body;
    const edited = await appApi(developer, {
      method: 'PUT',
      path: '/api-application/updateResource',
      body: { ...resourceBody(id), id: plan.id, price: 250 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.price).toBe(250);
    expect(
      (await appApi(stranger, { method: 'DELETE', path: `/api-application/deleteResource/${plan.id}` })).status,
    ).toBe(404);
    expect(
      (await appApi(developer, { method: 'DELETE', path: `/api-application/deleteResource/${plan.id}` })).status,
    ).toBe(200);
    expect(await storedItem(applicationKeys.plan(plan.id))).toBeUndefined();
  });
});
