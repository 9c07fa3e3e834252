import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  accountItem,
  ledgerEntryItem,
  type AccountRef,
  type LedgerEntryRecord,
} from '../../../functions/domains/accounts/data/records.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { demoIds } from './demo-ids.js';
import { seedDynamoClients } from './seed-clients.js';

/** A demo movement: who, what and when (the amount signed: a credit positive). */
interface DemoMovement {
  readonly entryId: string;
  readonly at: string;
  readonly kind: LedgerEntryRecord['kind'];
  readonly amountFen: number;
  readonly description: { readonly cn: string; readonly en: string };
  readonly reference?: { readonly type: string; readonly id: string };
  readonly actor: string;
}

/** A demo account: its owner (a demo username or enterprise id) and its ledger, oldest first. */
interface DemoAccount {
  readonly owner: { readonly username: string } | { readonly enterpriseId: string };
  readonly movements: readonly DemoMovement[];
}

const topUp = { cn: '充值', en: 'Top-up' };

/**
 * The demo balances (docs/money.md "Demo data"): the buyer's own account with a short history (two top-ups and a
 * purchase of 审批中心 标准版 for three months), and Demo Manufacturing's enterprise account with ¥20,000.00 — enough to
 * rent a tenant space.
 */
export const demoAccounts: readonly DemoAccount[] = [
  {
    owner: { username: 'buyer' },
    movements: [
      {
        entryId: '55555555-5555-4555-8555-000000000001',
        at: '2026-01-05T02:00:00.000Z',
        kind: 'topUp',
        amountFen: 200_000,
        description: topUp,
        actor: 'admin',
      },
      {
        entryId: '55555555-5555-4555-8555-000000000002',
        at: '2026-01-10T06:30:00.000Z',
        kind: 'purchase',
        amountFen: -8_265,
        description: { cn: '购买 审批中心（标准版）3 个月', en: 'Purchase of 审批中心 (标准版), 3 month(s)' },
        reference: { type: 'plan', id: 'app-demo-approvals-plan-1' },
        actor: 'buyer',
      },
      {
        entryId: '55555555-5555-4555-8555-000000000003',
        at: '2026-02-01T03:15:00.000Z',
        kind: 'topUp',
        amountFen: 50_000,
        description: topUp,
        actor: 'admin',
      },
    ],
  },
  {
    owner: { enterpriseId: demoIds.enterprises.manufacturing },
    movements: [
      {
        entryId: '55555555-5555-4555-8555-000000000101',
        at: '2026-01-03T01:00:00.000Z',
        kind: 'topUp',
        amountFen: 2_000_000,
        description: topUp,
        actor: 'admin',
      },
    ],
  },
];

/**
 * Writes each demo account with its whole ledger in one transaction — the same items `moveMoney` writes, the balance
 * the ledger's sum — only while the account does not exist, so a re-seed never touches one the demo has used.
 */
export async function seedAccountsDemo(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { env } = context;
  const { dynamo, documents } = seedDynamoClients(env);
  const TableName = env.TABLE_NAME!;
  const userIdOf = async (username: string) =>
    (await documents.send(new GetCommand({ TableName, Key: keys.unique('username', username) }))).Item?.ownerId as
      string | undefined;
  try {
    let written = 0;
    for (const demo of demoAccounts) {
      const ownerId = 'username' in demo.owner ? await userIdOf(demo.owner.username) : demo.owner.enterpriseId;
      if (!ownerId) continue;
      const account: AccountRef =
        'username' in demo.owner ? { kind: 'person', id: ownerId } : { kind: 'enterprise', id: ownerId };
      const entries: LedgerEntryRecord[] = [];
      for (const movement of demo.movements) {
        entries.push({
          entryId: movement.entryId,
          kind: movement.kind,
          amountFen: movement.amountFen,
          description: movement.description,
          ...(movement.reference ? { reference: movement.reference } : {}),
          actorId: (await userIdOf(movement.actor)) ?? movement.actor,
          actorName: movement.actor,
          at: movement.at,
        });
      }
      const item = accountItem(account, {
        balanceFen: entries.reduce((sum, entry) => sum + entry.amountFen, 0),
        movementCount: entries.length,
        createdAt: entries[0].at,
        updatedAt: entries[entries.length - 1].at,
      });
      const put = (Item: Record<string, unknown>) => ({
        Put: { TableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
      });
      try {
        await documents.send(
          new TransactWriteCommand({
            TransactItems: [put(item), ...entries.map((entry) => put(ledgerEntryItem(account, entry)))],
          }),
        );
        written++;
      } catch (error) {
        if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      }
    }
    context.log(`Seeded ${written} demo account(s) with their ledgers`);
  } finally {
    dynamo.destroy();
  }
}
