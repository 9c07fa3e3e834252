import { describe, expect, it } from 'vitest';
import { apiFetch, signIn } from '../support/index.js';
import { api, demoTestUser } from './certification-support.js';

describe('certification demo seed', () => {
  it('serves the five verify statuses the certification calls use', async () => {
    const statuses = await api(await demoTestUser('applicant'), { path: '/api-user/verifyStatuses' });
    expect(statuses.body.map((s: { code: string }) => s.code)).toEqual(['0', '1', '2', '3', '4']);
  });

  it('lets applicant read Demo Applicant Co. through the gateway, with it and a personal certification waiting for review', async () => {
    const token = await signIn('applicant');
    const own = await apiFetch('/api-user/enterpriseInfoes?id=11111111-1111-4111-8111-000000000010', { token });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ name: 'Demo Applicant Co.', status: '1', statusName: '待审核' });
    const auditor = await demoTestUser('auditor');
    const enterprises = await api(auditor, {
      path: '/api-user/enterpriseVerifications',
      query: { name: 'Demo Applicant' },
    });
    expect(enterprises.body.content).toHaveLength(1);
    expect(enterprises.body.content[0]).toMatchObject({ name: 'Demo Applicant Co.', status: '1', repreName: '王五' });
    const users = await api(auditor, { path: '/api-user/userVerifications', query: { username: 'applicant' } });
    expect(users.body.content[0]).toMatchObject({ username: 'applicant', status: '1' });
  });

  it('lists the demo enterprises as verified, with images the console can show', async () => {
    const auditor = await demoTestUser('auditor');
    const verifiedList = () =>
      api(auditor, { path: '/api-user/enterpriseVerifications', query: { status: '3', name: 'Demo Manufacturing' } });
    // Polled: once, in a clean-clone run, the list answered without it while files ran beside this one (not yet
    // explained; the run before and after passed). The demo enterprise must be listed as verified within the poll.
    await expect
      .poll(async () => (await verifiedList()).body.content[0])
      .toMatchObject({ name: 'Demo Manufacturing', status: '3', statusName: '已认证' });
    const verified = await verifiedList();
    const logo = await apiFetch(`/api-imagefiles/browse?name=${verified.body.content[0].logo}`, {
      token: await signIn('auditor'),
    });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
  });

  it('gives ent-staff a pending and buyer a failed personal certification, matching their verify status', async () => {
    const auditor = await demoTestUser('auditor');
    const staff = await demoTestUser('ent-staff');
    const buyer = await demoTestUser('buyer');
    expect((await api(auditor, { path: '/api-user/userCertifies', query: { userId: staff.id } })).body).toMatchObject({
      status: '1',
    });
    expect((await api(auditor, { path: '/api-user/userCertifies', query: { userId: buyer.id } })).body).toMatchObject({
      status: '4',
      rejectReason: '证件照片不清晰，请重新上传',
    });
  });
});
