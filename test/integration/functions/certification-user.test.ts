import { describe, expect, it } from 'vitest';
import { api, demoTestUser, freshUser, storedItem, userCertifyBody } from './certification-support.js';
import { certificationKeys } from '../../../functions/domains/certification/data/keys.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

describe('POST /api-user/userCertifies (personal certification)', () => {
  it('stores the submission verifying (1) and sets the profile’s verify status in the same transaction', async () => {
    const user = await freshUser();
    const body = await userCertifyBody(user);
    const created = await api(user, { method: 'POST', path: '/api-user/userCertifies', body });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      ...body,
      bankAccount: '6214830123456789',
      userId: user.id,
      username: user.username,
      status: '1',
      statusName: '待审核',
      version: 1,
    });
    expect(await storedItem(certificationKeys.userCertification(user.id))).toMatchObject({
      status: '1',
      gsi2pk: 'VERIFY#USER#1',
      realName: '李雷',
    });
    expect(await storedItem(identityKeys.user(user.id))).toMatchObject({ verifyStatusCode: '1' });
  });

  it('answers 409 to a second submission and keeps the first', async () => {
    const user = await freshUser();
    const first = await userCertifyBody(user);
    expect((await api(user, { method: 'POST', path: '/api-user/userCertifies', body: first })).status).toBe(201);
    const second = await api(user, {
      method: 'POST',
      path: '/api-user/userCertifies',
      body: await userCertifyBody(user, { realName: '韩梅梅' }),
    });
    expect(second.status).toBe(409);
    expect(await storedItem(certificationKeys.userCertification(user.id))).toMatchObject({ realName: '李雷' });
  });

  it.each([
    ['licenseIdNumber', { licenseIdNumber: '110105194912310021' }],
    ['licenseIdNumber', { licenseType: 'PASSPORT', licenseIdNumber: 'E1' }],
    ['licenseValidTerm', { licenseValidTerm: '2019-01-01' }],
    ['bankAccount', { bankAccount: '1234 5678' }],
    ['realName', { realName: '   ' }],
    ['licenseType', { licenseType: 'NOPE', licenseIdNumber: 'E12345678' }],
    ['licenseHomeLocation', { licenseHomeLocation: 'MARS' }],
    ['licenseFrontImage', { licenseFrontImage: 'never-uploaded.png' }],
  ])('rejects a bad %s with 400 and writes nothing', async (field, override) => {
    const user = await freshUser();
    const result = await api(user, {
      method: 'POST',
      path: '/api-user/userCertifies',
      body: await userCertifyBody(user, override),
    });

    expect(result.status).toBe(400);
    expect(result.body.fields.map((f: { field: string }) => f.field)).toContain(`body.${field}`);
    expect(await storedItem(certificationKeys.userCertification(user.id))).toBeUndefined();
    expect(await storedItem(identityKeys.user(user.id))).toMatchObject({ verifyStatusCode: '0' });
  });

  it('accepts a passport number of 5 to 20 letters and digits', async () => {
    const user = await freshUser();
    const body = await userCertifyBody(user, { licenseType: 'PASSPORT', licenseIdNumber: 'E12345678' });
    expect((await api(user, { method: 'POST', path: '/api-user/userCertifies', body })).status).toBe(201);
  });
});

describe('GET /api-user/userCertifies', () => {
  it('shows the submission to its owner and to auditors, 403 to other users, null before a submission', async () => {
    const user = await freshUser();
    const body = await userCertifyBody(user);
    await api(user, { method: 'POST', path: '/api-user/userCertifies', body });
    const query = { userId: user.id };

    expect(await api(user, { path: '/api-user/userCertifies', query })).toMatchObject({
      status: 200,
      body: { realName: '李雷', status: '1' },
    });
    expect((await api(await demoTestUser('auditor'), { path: '/api-user/userCertifies', query })).status).toBe(200);
    expect((await api(await freshUser(), { path: '/api-user/userCertifies', query })).status).toBe(403);
    const nobody = await freshUser();
    expect(await api(nobody, { path: '/api-user/userCertifies', query: { userId: nobody.id } })).toMatchObject({
      status: 200,
      body: null,
    });
  });
});

describe('PUT /api-user/userCertifies/{userId}', () => {
  it('restarts verification (2) on the certification and the profile, bumping the version', async () => {
    const user = await freshUser();
    const body = await userCertifyBody(user);
    const created = await api(user, { method: 'POST', path: '/api-user/userCertifies', body });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edit = await api(user, {
      method: 'PUT',
      path: `/api-user/userCertifies/${user.id}`,
      body: { ...body, openingBank: '工商银行', version: 1 },
    });

    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({ openingBank: '工商银行', status: '2', statusName: '审核中', version: 2 });
    expect(edit.body.submitTime > created.body.submitTime).toBe(true);
    expect(await storedItem(certificationKeys.userCertification(user.id))).toMatchObject({
      status: '2',
      gsi2pk: 'VERIFY#USER#2',
    });
    expect(await storedItem(identityKeys.user(user.id))).toMatchObject({ verifyStatusCode: '2' });
  });

  it('answers 409 for a stale version, 400 for bad input, 404 before a submission, writing nothing', async () => {
    const user = await freshUser();
    const body = await userCertifyBody(user);
    await api(user, { method: 'POST', path: '/api-user/userCertifies', body });
    const path = `/api-user/userCertifies/${user.id}`;

    expect((await api(user, { method: 'PUT', path, body: { ...body, version: 7 } })).status).toBe(409);
    expect((await api(user, { method: 'PUT', path, body: { ...body, bankAccount: 'x' } })).status).toBe(400);
    expect(await storedItem(certificationKeys.userCertification(user.id))).toMatchObject({ status: '1', version: 1 });
    expect(await storedItem(identityKeys.user(user.id))).toMatchObject({ verifyStatusCode: '1' });

    const nobody = await freshUser();
    const missing = await api(nobody, {
      method: 'PUT',
      path: `/api-user/userCertifies/${nobody.id}`,
      body: await userCertifyBody(nobody),
    });
    expect(missing.status).toBe(404);
    expect(await storedItem(certificationKeys.userCertification(nobody.id))).toBeUndefined();
  });

  it('answers 403 when editing someone else’s certification', async () => {
    const owner = await freshUser();
    const body = await userCertifyBody(owner);
    await api(owner, { method: 'POST', path: '/api-user/userCertifies', body });
    const other = await freshUser();
    const result = await api(other, { method: 'PUT', path: `/api-user/userCertifies/${owner.id}`, body });
    expect(result.status).toBe(403);
    expect(await storedItem(certificationKeys.userCertification(owner.id))).toMatchObject({ status: '1' });
  });
});
