import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  accountIndexEntry,
  accountItem,
  accountKey,
  ledgerEntryItem,
  type AccountRef,
  type LedgerEntryRecord,
} from '../../../functions/domains/accounts/data/records.js';
import { tenancyKeys } from '../../../functions/domains/tenancy/data/keys.js';
import {
  availableOf,
  tenancyItems,
  totalOf,
  type NamespaceRecord,
} from '../../../functions/domains/tenancy/data/records.js';
import { addDays, addMonths, firstLookAt } from '../../../functions/domains/tenancy/periods.js';
import { hashSpacePassword } from '../../../functions/domains/tenancy/space-password.js';
import { QUOTA_ITEMS, quotaPlanOf, rentFen } from '../../../shared/constants/tenancy-rules.js';
import { demoIds } from './demo-ids.js';
import { seedDynamoClients } from './seed-clients.js';

/** A demo tenant space: its enterprise, plan, months and status, and (when its account is new) the top-up that pays it. */
interface DemoSpace {
  readonly id: string;
  readonly domain: string;
  readonly enterpriseId: string;
  readonly enterpriseName: string;
  readonly plan: string;
  readonly months: number;
  readonly status: '1' | '3';
  readonly autoRenewal: boolean;
  readonly rentEntryId: string;
  /** Credited first when the enterprise has no account yet (the accounts seed gave it none). */
  readonly topUp?: { readonly entryId: string; readonly fen: number };
}

/**
 * The demo tenant spaces (docs/tenancy.md "Demo data"): Demo Manufacturing's, online on the standard plan for a year
 * (its quota granted, renewing itself), paid from the balance the accounts seed gave it; and Demo Logistics', waiting
 * for the platform's audit, paid from a top-up of its own.
 */
export const demoSpaces: readonly DemoSpace[] = [
  {
    id: '66666666-6666-4666-8666-000000000001',
    domain: 'demomfg',
    enterpriseId: demoIds.enterprises.manufacturing,
    enterpriseName: 'Demo Manufacturing',
    plan: 'standard',
    months: 12,
    status: '3',
    autoRenewal: true,
    rentEntryId: '66666666-6666-4666-8666-000000000101',
  },
  {
    id: '66666666-6666-4666-8666-000000000002',
    domain: 'demologistics',
    enterpriseId: demoIds.enterprises.logistics,
    enterpriseName: 'Demo Logistics',
    plan: 'basic',
    months: 1,
    status: '1',
    autoRenewal: false,
    rentEntryId: '66666666-6666-4666-8666-000000000102',
    topUp: { entryId: '66666666-6666-4666-8666-000000000103', fen: 100_000 },
  },
];

/** The demo password of the seeded spaces (letters and digits, as a space password must be). */
export const demoSpacePassword = 'DemoSpace2026';

/**
 * Writes each demo space in one transaction with its rent — the same items renting writes (the space, its two
 * markers, the enterprise's quota record) and the account's debit with its ledger entry — only while the space does
 * not exist, so a re-seed (or a space the demo has changed) is left alone.
 */
export async function seedTenancyDemo(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { env } = context;
  const { dynamo, documents } = seedDynamoClients(env);
  const TableName = env.TABLE_NAME!;
  const put = (Item: Record<string, unknown>) => ({
    Put: { TableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
  });
  // A month ago: the online space is well inside its year.
  const rentedAt = addDays(new Date().toISOString(), -30);
  try {
    let written = 0;
    for (const demo of demoSpaces) {
      const plan = quotaPlanOf(demo.plan)!;
      const amountFen = rentFen(plan, demo.months);
      const account: AccountRef = { kind: 'enterprise', id: demo.enterpriseId };
      const endsAt = addMonths(rentedAt, demo.months);
      const online = demo.status === '3';
      const record: NamespaceRecord = {
        id: demo.id,
        name: demo.domain,
        enterpriseId: demo.enterpriseId,
        enterpriseName: demo.enterpriseName,
        quotaPlan: plan.code,
        monthlyFen: plan.monthlyFen,
        months: demo.months,
        amountFen,
        description: '演示租户空间',
        autoRenewal: demo.autoRenewal,
        passwordHash: await hashSpacePassword(demoSpacePassword),
        statusCode: demo.status,
        createdAt: rentedAt,
        updatedAt: rentedAt,
        createUserId: 'seed',
        createUserName: 'ent-admin',
        ...(online
          ? {
              startsAt: rentedAt,
              endsAt,
              renewalDueAt: firstLookAt(endsAt, rentedAt),
              auditedAt: rentedAt,
              auditUserId: 'seed',
              auditUserName: 'auditor',
            }
          : {}),
      };
      const rent: LedgerEntryRecord = {
        entryId: demo.rentEntryId,
        kind: 'rent',
        amountFen: -amountFen,
        description: {
          cn: `租户空间 ${demo.domain} 租金（${plan.name}，${demo.months} 个月）`,
          en: `Rent of tenant space ${demo.domain} (${plan.enName}, ${demo.months} months)`,
        },
        reference: { type: 'namespace', id: demo.id },
        actorId: 'seed',
        actorName: 'ent-admin',
        at: rentedAt,
      };
      const money = demo.topUp
        ? [
            put(
              accountItem(account, {
                balanceFen: demo.topUp.fen - amountFen,
                movementCount: 2,
                createdAt: rentedAt,
                updatedAt: rentedAt,
              }),
            ),
            put(
              ledgerEntryItem(account, {
                entryId: demo.topUp.entryId,
                kind: 'topUp',
                amountFen: demo.topUp.fen,
                description: { cn: '充值', en: 'Top-up' },
                actorId: 'seed',
                actorName: 'admin',
                at: addDays(rentedAt, -1),
              }),
            ),
          ]
        : [
            {
              Update: {
                TableName,
                Key: accountKey(account),
                UpdateExpression:
                  'SET updatedAt = :at, gsi2pk = :gsi2pk, gsi2sk = :gsi2sk ADD balanceFen :delta, movementCount :one',
                ConditionExpression: 'balanceFen >= :amount',
                ExpressionAttributeValues: {
                  ':at': rentedAt,
                  ':gsi2pk': accountIndexEntry(account).gsi2pk,
                  ':gsi2sk': accountIndexEntry(account).gsi2sk,
                  ':delta': -amountFen,
                  ':one': 1,
                  ':amount': amountFen,
                },
              },
            },
          ];
      const quota = {
        ...tenancyKeys.quota(demo.enterpriseId),
        entity: 'quota',
        enterpriseId: demo.enterpriseId,
        namespaceId: demo.id,
        ...(online
          ? Object.fromEntries(
              QUOTA_ITEMS.flatMap((item) => [
                [totalOf(item), plan.quota[item]],
                [availableOf(item), plan.quota[item]],
              ]),
            )
          : {}),
      };
      try {
        await documents.send(
          new TransactWriteCommand({
            TransactItems: [
              put(tenancyItems.namespace(record)),
              ...tenancyItems.namespaceMarkers(record).map(put),
              put(quota),
              ...money,
              put(ledgerEntryItem(account, rent)),
            ],
          }),
        );
        written++;
      } catch (error) {
        if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      }
    }
    context.log(`Seeded ${written} demo tenant space(s) with their rent`);
  } finally {
    dynamo.destroy();
  }
}
