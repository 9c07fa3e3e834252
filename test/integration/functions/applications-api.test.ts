import { describe, expect, it } from 'vitest';
import { NIL_ID } from '../../../shared/constants/ids.js';
import {
  appApi,
  applicationBody,
  createdApplication,
  storedApplicationItems,
  uniqueName,
} from './applications-support.js';
import { demoTestUser, freshUser, storedItem } from './certification-support.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { applicationKeys } from '../../../functions/domains/applications/data/keys.js';

// Private-scope applications of this file's own fresh users; platform scope by the demo admin.
const developer = await freshUser();
const stranger = await freshUser();
const auditor = await demoTestUser('auditor');
const admin = await demoTestUser('admin');

const submit = async (user: typeof developer, body: Record<string, unknown>) =>
  appApi(user, { method: 'POST', path: '/api-application/submitApplication', body });

describe('lookups and the category tree', () => {
  it('serves the four lookups as embedded collections with ids', async () => {
    const terminals = await appApi(developer, { path: '/api-application/getApplicationTerminal' });
    expect(terminals.status).toBe(200);
    expect(terminals.body).toContainEqual(
      expect.objectContaining({ id: 'WEB', code: 'WEB', name: '网页端', nameEn: 'Web' }),
    );
    const sources = await appApi(developer, { path: '/api-application/getSourceType' });
    expect(sources.body.map((e: { id: string }) => e.id)).toContain('JAVA8');
  });

  it('answers the two-level tree and the categories below a parent', async () => {
    const tree = await appApi(developer, { path: '/api-application/getApplicationCategoryTree' });
    const industry = tree.body.find((node: { id: string }) => node.id === 'cat-industry');
    expect(industry.children.map((c: { code: string }) => c.code)).toEqual(['MONITORING', 'QUALITY']);
    const below = await appApi(developer, {
      path: '/api-application/getApplicationCategoryByParentId',
      query: { parentId: 'cat-industry' },
    });
    expect(below.body.map((c: { id: string }) => c.id)).toEqual(['cat-monitoring', 'cat-quality']);
  });

  it('refuses anonymous callers (401)', async () => {
    expect((await appApi(undefined, { path: '/api-application/getApplicationTerminal' })).status).toBe(401);
  });
});

describe('POST /api-application/submitApplication', () => {
  it('creates a private application whose creator and company come from the session, not the body', async () => {
    const body = await applicationBody(developer, {
      createUserId: stranger.id,
      createUserName: 'someone else',
      createCompanyName: 'Not mine',
    });
    const { status, body: answer } = await submit(developer, body);
    expect(status).toBe(200);
    const stored = await storedItem(applicationKeys.application(answer.applicationId));
    expect(stored).toMatchObject({
      name: body.name,
      scope: 'private',
      createUserId: developer.id,
      createUserName: developer.username,
      createCompanyId: '',
      createCompanyName: '',
      status: '0',
      category: { id: 'cat-monitoring', name: '设备监测' },
      terminal: { id: 'WEB', name: '网页端' },
    });
  });

  it('generates a code when none is given', async () => {
    const { status, body } = await submit(developer, await applicationBody(developer, { code: '' }));
    expect(status).toBe(200);
    expect(body.code).toMatch(/^APP-[0-9A-F]{8}$/);
  });

  it('answers 400 naming each bad field and writes nothing', async () => {
    const name = uniqueName('bad');
    const { status, body } = await submit(developer, {
      ...(await applicationBody(developer)),
      name,
      terminal: { id: 'FAX' },
      category: { id: 'cat-reports' },
      logo: 'never-uploaded.png',
    });
    expect(status).toBe(400);
    const fields = body.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['body.terminal.id', 'body.category.id', 'body.logo']));
    expect(await storedItem(keys.unique('appName', name))).toBeUndefined();
  });

  it('refuses a logo uploaded by someone else', async () => {
    const theirs = (await applicationBody(stranger)).logo;
    const { status, body } = await submit(developer, await applicationBody(developer, { logo: theirs }));
    expect(status).toBe(400);
    expect(body.fields).toContainEqual({ field: 'body.logo', message: 'Use an image you uploaded' });
  });

  it("answers the spec's sameName / sameCode messages on the fields when taken", async () => {
    const first = await applicationBody(developer);
    expect((await submit(developer, first)).status).toBe(200);
    const again = await submit(developer, {
      ...(await applicationBody(developer)),
      name: first.name,
      code: first.code,
    });
    expect(again.status).toBe(409);
    expect(again.body.fields).toEqual(
      expect.arrayContaining([
        { field: 'body.name', message: 'App Name already exists, please re-enter!' },
        { field: 'body.code', message: 'App Code already exists, please re-enter!' },
      ]),
    );
    const english = await submit(developer, { ...(await applicationBody(developer)), enName: first.enName });
    expect(english.status).toBe(409);
    expect(english.body.fields[0].field).toBe('body.enName');
  });

  it('lets only platform administrators publish in the platform scope', async () => {
    const refused = await submit(developer, await applicationBody(developer, { createCompanyId: NIL_ID }));
    expect(refused.status).toBe(403);
    const { status, body } = await submit(admin, await applicationBody(admin, { createCompanyId: NIL_ID }));
    expect(status).toBe(200);
    expect(await storedItem(applicationKeys.application(body.applicationId))).toMatchObject({
      scope: 'platform',
      createCompanyId: NIL_ID,
      createCompanyName: '平台运营方',
    });
  });

  it('refuses the enterprise scope without the privilege in that enterprise (403)', async () => {
    const { status } = await submit(
      developer,
      await applicationBody(developer, { createCompanyId: '11111111-1111-4111-8111-000000000001' }),
    );
    expect(status).toBe(403);
  });
});

describe('reading and editing', () => {
  it('shows a private application to its creator and auditors, and 404 to anyone else before it is online', async () => {
    const id = await createdApplication(developer);
    expect((await appApi(developer, { path: `/api-application/getApplication/${id}` })).status).toBe(200);
    expect((await appApi(auditor, { path: `/api-application/getApplication/${id}` })).status).toBe(200);
    expect((await appApi(stranger, { path: `/api-application/getApplication/${id}` })).status).toBe(404);
    const check = await appApi(stranger, { path: `/api-application/checkApplicationId/${id}` });
    expect(check.body).toEqual({ exists: false, id, name: '' });
  });

  it("lists the user's own applications and refuses another user's list (403)", async () => {
    const id = await createdApplication(developer);
    const own = await appApi(developer, { path: `/api-application/getApplicationByUserId/${developer.id}` });
    expect(own.status).toBe(200);
    expect(own.body.map((app: { id: string }) => app.id)).toContain(id);
    expect((await appApi(stranger, { path: `/api-application/getApplicationByUserId/${developer.id}` })).status).toBe(
      403,
    );
  });

  it('edits the fields, moves the name marker, and refuses strangers (404)', async () => {
    const body = await applicationBody(developer);
    const id = (await submit(developer, body)).body.applicationId;
    const renamed = uniqueName('renamed');
    const update = { ...body, id, name: renamed, category: { id: 'cat-quality' } };
    expect(
      (await appApi(stranger, { method: 'PUT', path: '/api-application/updateApplication', body: update })).status,
    ).toBe(404);
    const { status, body: view } = await appApi(developer, {
      method: 'PUT',
      path: '/api-application/updateApplication',
      body: update,
    });
    expect(status).toBe(200);
    expect(view).toMatchObject({ name: renamed, category: { id: 'cat-quality' } });
    expect(await storedItem(keys.unique('appName', body.name))).toBeUndefined();
    expect(await storedItem(keys.unique('appName', renamed))).toMatchObject({ ownerId: id });
  });

  it('adds a module under its main application and lists it as a child', async () => {
    const mainId = await createdApplication(developer);
    const moduleId = await createdApplication(developer, { ifModule: true, mainApplication: { id: mainId } });
    const main = await appApi(developer, { path: `/api-application/getApplication/${mainId}` });
    expect(main.body.childApplicationList.map((m: { id: string }) => m.id)).toEqual([moduleId]);
    expect((await storedApplicationItems(mainId)).some((item) => item.sk === `MODULE#${moduleId}`)).toBe(true);
    const refused = await submit(
      stranger,
      await applicationBody(stranger, { ifModule: true, mainApplication: { id: mainId } }),
    );
    expect(refused.status).toBe(400);
  });
});

describe('uniqueness under concurrency', () => {
  it('lets exactly one of 50 parallel submissions with one code win', async () => {
    const code = uniqueName('RACE')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X');
    const bodies = await Promise.all(Array.from({ length: 50 }, () => applicationBody(developer, { code })));
    const answers = await Promise.all(bodies.map((body) => submit(developer, body)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    const winner = answers.find((a) => a.status === 200)!.body.applicationId;
    expect(await storedItem(keys.unique('appCode', code))).toMatchObject({ ownerId: winner });
  });
});
