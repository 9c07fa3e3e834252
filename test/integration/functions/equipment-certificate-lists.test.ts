import { describe, expect, it } from 'vitest';
import { handler as equipmentHandler } from '../../../functions/api-equipment/handler.js';
import { NEXT_CURSOR_HEADER } from '../../../shared/contracts/contract.js';
import type { HttpEventOptions } from '../support/index.js';
import { createTenant, type TenantUser } from '../support/tenant.js';
import { demoTestUser } from './certification-support.js';
import { invoke } from './session-support.js';

/*
 * The certificate lists page (docs/equipment.md "Certificates"): the enterprise's list and the auditor's review queue
 * answer the documented bare array as their first page, `x-next-cursor` continues them, and a cursor of another list,
 * partition or day range is a 400.
 */

const tenant = await createTenant('equipment-certificate-lists');
const outsider = await createTenant('equipment-certificate-lists-outsider');
const auditor = await demoTestUser('auditor');

type User = Pick<TenantUser, 'claims'>;
const today = new Date().toISOString().slice(0, 10);
const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** A call answered whole: status, the next cursor header and the parsed body. */
async function page(user: User, options: HttpEventOptions) {
  const result = await invoke(equipmentHandler, { ...options, claims: user.claims });
  return {
    status: result.statusCode ?? 200,
    next: result.headers?.[NEXT_CURSOR_HEADER] as string | undefined,
    body: result.body ? JSON.parse(result.body) : undefined,
  };
}

/** Registers a certificate from exactly the documented fields (no gateway) as `user`; answers its id. */
async function registered(user: User, description: string): Promise<string> {
  const { status, body } = await page(user, {
    method: 'POST',
    path: '/api-equipment/registerEquipmentCertify',
    body: { description, beginDate: today, endDate: nextYear, registerDescription: 'A listed certificate' },
  });
  expect(status).toBe(200);
  return body.id as string;
}

const CERTIFICATES = 5;
// One after another, so their registration times (the lists' order) are the order of `ours`.
const ours: string[] = [];
for (let n = 0; n < CERTIFICATES; n++) ours.push(await registered(tenant.admin, `列表证书 ${tenant.name} ${n}`));
await registered(outsider.admin, `列表证书 ${outsider.name}`);

const listPath = (enterpriseId: string) => `/api-equipment/getEquipmentCertifyListByEnterpriseId/${enterpriseId}`;
const queuePath = '/api-equipment/getEquipmentCertifyVerifyList';
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** Every page of a list from its first, `query` and `size` on each, following `x-next-cursor`. */
async function allPages(user: User, path: string, size: number, query: Record<string, string> = {}) {
  const pages: { id: string }[][] = [];
  let cursor: string | undefined;
  do {
    const answer = await page(user, { path, query: { ...query, size: String(size), ...(cursor ? { cursor } : {}) } });
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    cursor = answer.next;
  } while (cursor);
  return pages;
}

/** The documented fields of a registered certificate that names no gateway (doc 3 §3), and nothing else. */
const documentedFields = [
  'certifyStatus',
  'description',
  'equipment',
  'id',
  'keyAvailable',
  'registerCompanyId',
  'registerCompanyName',
  'registerDescription',
  'registerTime',
  'registerUserId',
  'registerUserName',
  'validityTerm',
  'verifyCategory',
];

describe("an enterprise's certificate list", () => {
  it('answers the documented call as before: the whole list, oldest first, no cursor, the documented fields only', async () => {
    const whole = await page(tenant.admin, { path: listPath(tenant.enterpriseId) });
    expect(whole.status).toBe(200);
    expect(whole.next).toBeUndefined();
    expect(ids(whole.body)).toEqual(ours);
    for (const certificate of whole.body) expect(Object.keys(certificate).sort()).toEqual(documentedFields);
  });

  it('walks every page with size and x-next-cursor: the documented answer cut in order, nothing twice', async () => {
    const pages = await allPages(tenant.admin, listPath(tenant.enterpriseId), 2);
    expect(pages.map((items) => items.length)).toEqual([2, 2, 1]);
    expect(ids(pages.flat())).toEqual(ours);
    // `name` keeps what each page read: a page may hold fewer, and the cursor still goes on.
    const named = await allPages(tenant.admin, listPath(tenant.enterpriseId), 2, { name: `${tenant.name} 4` });
    expect(named.map((items) => items.length)).toEqual([0, 0, 1]);
    expect(ids(named.flat())).toEqual([ours[4]]);
  });

  it("refuses a forged cursor, another list's, and a size out of range with 400 on the field; another enterprise's list with 403", async () => {
    const theirs = await page(outsider.admin, { path: listPath(outsider.enterpriseId), query: { size: '1' } });
    expect(theirs.next).toEqual(expect.any(String));
    const queue = await page(auditor, { path: queuePath, query: { size: '1' } });
    expect(queue.next).toEqual(expect.any(String));
    const edited = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(theirs.next!, 'base64url').toString()), extra: 'x' }),
    ).toString('base64url');
    for (const cursor of [theirs.next!, queue.next!, edited, 'not-a-cursor', '{"pk":"x"}']) {
      const forged = await page(tenant.admin, { path: listPath(tenant.enterpriseId), query: { cursor } });
      expect(forged.status, cursor).toBe(400);
      expect(forged.body.fields).toEqual([{ field: 'query.cursor', message: expect.any(String) }]);
    }
    for (const size of ['0', '1001', 'many'])
      expect((await page(tenant.admin, { path: listPath(tenant.enterpriseId), query: { size } })).status).toBe(400);
    // The rule on the route decides before any cursor is read: the enterprise's own, 403 to anyone else.
    const ourFirst = await page(tenant.admin, { path: listPath(tenant.enterpriseId), query: { size: '1' } });
    expect(
      (await page(outsider.admin, { path: listPath(tenant.enterpriseId), query: { cursor: ourFirst.next! } })).status,
    ).toBe(403);
  });
});

describe("the auditor's review queue", () => {
  it('answers the documented call as the whole queue and walks its pages without overlap, in order', async () => {
    const whole = await page(auditor, { path: queuePath });
    expect(whole.status).toBe(200);
    expect(whole.next).toBeUndefined();
    const queued = ids(whole.body);
    expect(queued.filter((id) => ours.includes(id))).toEqual(ours);
    // Other files register and review meanwhile, so the walk is compared by what it holds, not to the first answer.
    const walked = ids((await allPages(auditor, queuePath, 3, { minDate: today, maxDate: today })).flat());
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked.filter((id) => ours.includes(id))).toEqual(ours);
    const named = (await allPages(auditor, queuePath, 3, { name: tenant.name, code: 'REGISTER' })).flat();
    expect(ids(named)).toEqual(ours);
  });

  it('refuses a cursor of another day range or list with 400 on the field, and the queue to anyone but an auditor', async () => {
    const first = await page(auditor, { path: queuePath, query: { size: '1', minDate: today } });
    expect(first.next).toEqual(expect.any(String));
    const ourList = await page(tenant.admin, { path: listPath(tenant.enterpriseId), query: { size: '1' } });
    const refusals: Record<string, string>[] = [
      { cursor: first.next!, maxDate: '2020-01-01' },
      { cursor: first.next!, minDate: '2999-01-01' },
      { cursor: ourList.next! },
      { cursor: 'not-a-cursor' },
      { size: '1001' },
    ];
    for (const query of refusals) {
      const refused = await page(auditor, { path: queuePath, query });
      expect(refused.status, JSON.stringify(query)).toBe(400);
    }
    expect((await page(auditor, { path: queuePath, query: { cursor: first.next!, minDate: today } })).status).toBe(200);
    expect((await page(tenant.admin, { path: queuePath, query: { cursor: first.next! } })).status).toBe(403);
  });
});
