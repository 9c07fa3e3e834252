import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/account-reconciliation/handler.js';
import { balanceOf, type AccountRef } from '../../../functions/domains/accounts/index.js';
import { demoIds } from '../../../infra/local/seed/demo-ids.js';
import { accountKey } from '../../../functions/domains/accounts/data/records.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { createTenant } from '../support/tenant.js';
import { fund } from './accounts-support.js';

/** The reconciliation finds an account whose balance no longer matches its ledger (docs/money.md "Reconciliation"). */
describe('account reconciliation', () => {
  it('reports a corrupted balance of a test tenant, and not its intact accounts', async () => {
    const tenant = await createTenant('accounts-reconciliation');
    const corrupted: AccountRef = { kind: 'enterprise', id: tenant.enterpriseId };
    const intact: AccountRef = { kind: 'person', id: tenant.admin.id };
    await Promise.all([fund(corrupted, 5_000), fund(intact, 700)]);
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: accountKey(corrupted),
        UpdateExpression: 'SET balanceFen = :wrong',
        ExpressionAttributeValues: { ':wrong': 9_999 },
      }),
    );

    const result = await handler();

    const ours = [corrupted.id, intact.id];
    expect(result.mismatches.filter((m) => ours.includes(m.account.id))).toEqual([
      { account: corrupted, balanceFen: 9_999, ledgerFen: 5_000, movementCount: 1, ledgerEntries: 1 },
    ]);
    expect(result.accounts).toBeGreaterThanOrEqual(2);
    // The demo accounts are seeded with their ledgers: they reconcile, and Demo Manufacturing can rent a space.
    expect(result.mismatches.filter((m) => m.account.id === demoIds.enterprises.manufacturing)).toEqual([]);
    expect(await balanceOf({ kind: 'enterprise', id: demoIds.enterprises.manufacturing })).toBeGreaterThanOrEqual(
      500_000,
    );
  });
});
