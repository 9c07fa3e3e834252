import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { handler as namespaceHandler } from '../../../functions/api-namespace/handler.js';
import { handler as tenantHandler } from '../../../functions/api-tenant/handler.js';
import { balanceOf, moveMoney } from '../../../functions/domains/accounts/index.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import type { HttpEventOptions } from '../support/index.js';
import type { TenantUser } from '../support/tenant.js';
import { call, invoke } from './session-support.js';

/**
 * Helpers of the tenancy tests: calls to the real `/api-tenant` and `/api-namespace` handlers, valid rent bodies with
 * domains no other run uses, and an enterprise's money (a top-up, its balance and ledger) through the accounts domain.
 */

type Claimed = Pick<TenantUser, 'claims'>;

/** Calls /api-tenant as `user`. */
export const tenantApi = (user: Claimed, options: HttpEventOptions) =>
  call(tenantHandler, { ...options, claims: user.claims });

/** Calls /api-namespace as `user`. */
export const namespaceApi = (user: Claimed, options: HttpEventOptions) =>
  call(namespaceHandler, { ...options, claims: user.claims });

/** A domain no other run uses: lower-case letters and digits. */
export const uniqueDomain = (prefix = 'ns') => `${prefix}${randomUUID().replace(/-/g, '').slice(0, 12)}`;

/** A valid `POST namespace/initialize` body: the basic plan (¥299.00 a month) for `period` months. */
export const rentBody = (overrides: Record<string, unknown> = {}) => ({
  domain: uniqueDomain(),
  period: 1,
  quotaPlan: 'basic',
  autoRenewal: false,
  password: 'Secret2026',
  description: 'A space of the tests',
  ...overrides,
});

/** Rents a space as `user` and answers it. */
export async function rentedSpace(user: Claimed, overrides: Record<string, unknown> = {}) {
  const { status, body } = await tenantApi(user, {
    method: 'POST',
    path: '/api-tenant/namespace/initialize',
    body: rentBody(overrides),
  });
  if (status !== 200) throw new Error(`Space not rented: ${status} ${JSON.stringify(body)}`);
  return body as { id: string; name: string; amountFen: number; status: { code: string } };
}

/** Credits an enterprise's account (a top-up) with `fen`. */
export async function topUp(enterpriseId: string, fen: number): Promise<void> {
  await moveMoney({
    account: { kind: 'enterprise', id: enterpriseId },
    amountFen: fen,
    direction: 'credit',
    kind: 'topUp',
    description: { cn: '测试充值', en: 'Test top-up' },
    actor: { id: 'test', name: 'test' },
  });
}

/** An enterprise's balance, fen. */
export const balanceOfEnterprise = (enterpriseId: string) => balanceOf({ kind: 'enterprise', id: enterpriseId });

/** An enterprise's ledger entries, newest first. */
export async function ledgerOf(enterpriseId: string) {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :ledger)',
      ExpressionAttributeValues: { ':pk': `ACCOUNT#E#${enterpriseId}`, ':ledger': 'LEDGER#' },
      ScanIndexForward: false,
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? []) as { kind: string; amountFen: number; reference?: { type: string; id: string } }[];
}

/** Every page of a bare-array list that pages by the `x-next-cursor` header, as `user`. */
export async function allPages<T>(user: Claimed, path: string): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const result = await invoke(tenantHandler, {
      path,
      query: { size: 100, ...(cursor ? { cursor } : {}) },
      claims: user.claims,
    });
    if (result.statusCode !== 200) throw new Error(`${path}: ${result.statusCode} ${result.body}`);
    all.push(...(JSON.parse(result.body!) as T[]));
    cursor = result.headers?.['x-next-cursor'] as string | undefined;
  } while (cursor);
  return all;
}
