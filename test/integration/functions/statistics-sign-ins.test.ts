import { describe, expect, it } from 'vitest';
import { statisticsDay } from '../../../shared/constants/statistics-rules.js';
import { apiFetch, signIn, signInFresh } from '../support/index.js';
import { createTenant, type TenantUser } from '../support/tenant.js';

/**
 * Sign-in events, counters, current users and their sign-out (docs/statistics.md), through the local gateway with
 * real Cognito sign-ins: the console's calls after a sign-in, and the failures it reports.
 */
const tenant = await createTenant('statistics');
const other = await createTenant('statistics-other');
const platformAdmin = await signIn('admin');
const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

const call = async (path: string, options: { token?: string; method?: string; body?: unknown } = {}) => {
  const response = await apiFetch(path, { ...options, headers: { 'user-agent': chrome } });
  return { status: response.status, body: (await response.json()) as any };
};
const start = (token: string) => call('/api-statistics/startSignInSession', { token, method: 'POST' });
const report = (username: string, reason = 'bad-credentials') =>
  call('/api-statistics/reportSignInFailure', { method: 'POST', body: { username, reason } });
const history = (token: string, query: string) => call(`/api-statistics/getSignInHistory?${query}`, { token });

/** What Cognito answers a wrong password: the refusal the console then reports. */
const wrongPassword = (user: TenantUser) =>
  signInFresh(user.username, 'Wrong_pass_1').then(
    () => 'signed in',
    (error: Error) => error.name,
  );

const enterprise = `enterpriseId=${tenant.enterpriseId}`;
const staffToken = await signInFresh(tenant.staff.username, tenant.staff.password);

describe('sign-in events', () => {
  it('records a sign-in once per session, with address, client and result, in the enterprise and the user history', async () => {
    expect(await start(staffToken)).toEqual({ status: 200, body: { recorded: true } });
    expect((await start(staffToken)).body).toEqual({ recorded: false });

    const { status, body } = await history(tenant.admin.token, `${enterprise}&username=${tenant.staff.username}`);
    expect(status).toBe(200);
    expect(body.items).toEqual([
      expect.objectContaining({
        result: 'success',
        userId: tenant.staff.id,
        username: tenant.staff.username,
        enterpriseId: tenant.enterpriseId,
        enterpriseName: tenant.name,
        client: 'Chrome 120 / Windows',
        sourceIp: expect.any(String),
      }),
    ]);
  });

  it('records a refused sign-in the console reports, and a name nobody holds without the name', async () => {
    expect(await wrongPassword(tenant.admin)).not.toBe('signed in');
    expect((await report(tenant.admin.username)).body).toEqual({ recorded: true });
    const nobody = `nobody-${tenant.enterpriseId.slice(0, 8)}`;
    expect((await report(nobody, 'locked')).status).toBe(200);

    const { body } = await history(tenant.admin.token, `${enterprise}&result=bad-credentials`);
    expect(body.items).toEqual([
      expect.objectContaining({ result: 'bad-credentials', username: tenant.admin.username }),
    ]);
    const platform = await history(platformAdmin, 'result=locked&size=50');
    expect(platform.body.items.some((event: any) => event.username === nobody)).toBe(false);
    expect(platform.body.items.some((event: any) => event.enterpriseId === undefined && !event.username)).toBe(true);
  });

  it('refuses a report that names no result it knows, writing nothing', async () => {
    const { status, body } = await report(tenant.admin.username, 'success');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('body.reason');
  });

  it('counts successes and failures per day and hour from the counters', async () => {
    const { status, body } = await call(`/api-statistics/getLoginStatistics?${enterprise}`, {
      token: tenant.admin.token,
    });
    expect(status).toBe(200);
    expect(body.daily).toHaveLength(30);
    expect(body.daily.at(-1)).toEqual({ day: statisticsDay(Date.now()), success: 1, failure: 1 });
    expect(body.hourly).toHaveLength(24);
    const hours = body.hourly.reduce(
      (sum: { success: number; failure: number }, hour: { success: number; failure: number }) => ({
        success: sum.success + hour.success,
        failure: sum.failure + hour.failure,
      }),
      { success: 0, failure: 0 },
    );
    expect(hours).toEqual({ success: 1, failure: 1 });
  });

  it('pages the history with the cursor, newest first, and refuses a forged cursor', async () => {
    const reports = await Promise.all(Array.from({ length: 11 }, () => report(tenant.staff.username)));
    expect(reports.every((answer) => answer.status === 200)).toBe(true);
    const first = await history(tenant.admin.token, `${enterprise}&size=10`);
    expect(first.body.items).toHaveLength(10);
    const second = await history(tenant.admin.token, `${enterprise}&size=10&cursor=${first.body.cursor}`);
    expect(second.body.items).toHaveLength(3);
    expect(second.body.cursor).toBeUndefined();
    const times = [...first.body.items, ...second.body.items].map((event: { at: string }) => event.at);
    expect(times).toEqual([...times].sort().reverse());

    const platform = await history(platformAdmin, `size=10&cursor=${first.body.cursor}`);
    expect(platform.status).toBe(400);
  });

  it('refuses another enterprise, the platform-wide view and a member without the privilege', async () => {
    expect((await history(tenant.admin.token, `enterpriseId=${other.enterpriseId}`)).status).toBe(403);
    expect((await history(tenant.admin.token, '')).status).toBe(403);
    expect((await history(tenant.staff.token, enterprise)).status).toBe(403);
    expect((await call('/api-statistics/getSmsLog', { token: tenant.admin.token })).status).toBe(403);
  });
});

describe('current users', () => {
  it('lists the signed-in session; a platform administrator signs it out and the next call is 401', async () => {
    expect((await call('/api-statistics/touchSignInSession', { token: staffToken, method: 'POST' })).body).toEqual({
      changed: true,
    });
    const listed = await call(`/api-statistics/getCurrentUsers?${enterprise}`, { token: tenant.admin.token });
    expect(listed.status).toBe(200);
    const session = listed.body.items.find((item: { userId: string }) => item.userId === tenant.staff.id);
    expect(session).toEqual(
      expect.objectContaining({ username: tenant.staff.username, client: 'Chrome 120 / Windows' }),
    );
    expect(
      (await call(`/api-statistics/getCurrentUsers?enterpriseId=${other.enterpriseId}`, { token: tenant.admin.token }))
        .status,
    ).toBe(403);

    const path = `/api-statistics/signOutUserSession/${tenant.staff.id}/${session.sessionId}`;
    expect((await call(path, { token: tenant.admin.token, method: 'POST' })).status).toBe(403);
    expect(await call(path, { token: platformAdmin, method: 'POST' })).toEqual({
      status: 200,
      body: { signedOut: true, username: tenant.staff.username },
    });
    expect((await apiFetch('/api-me', { token: staffToken })).status).toBe(401);
    const after = await call(`/api-statistics/getCurrentUsers?${enterprise}`, { token: platformAdmin });
    expect(after.body.items.some((item: { userId: string }) => item.userId === tenant.staff.id)).toBe(false);
    expect((await call(path, { token: platformAdmin, method: 'POST' })).status).toBe(404);
  });
});
