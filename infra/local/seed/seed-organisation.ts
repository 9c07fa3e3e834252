import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '../../../functions/lib/data/keys.js';
import { items } from '../../../functions/lib/data/records.js';
import { demoEnterpriseIds } from './demo-accounts.js';
import { organisationKeys, organisationIndexKeys } from '../../../functions/domains/organisation/data/keys.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';

/**
 * Demo organisation of Demo Manufacturing (docs/organisation.md): two
 * departments with positions and work groups, and the jobs of `ent-admin`
 * (运营部 / 运营经理) and `ent-staff` (设备部 / 设备工程师), matching the
 * positions their seeded profiles carry. Idempotent: units are created only
 * when missing (their counters are live data), and a job is written with its
 * counters in one transaction only while the profile has no department yet.
 */

const enterpriseId = demoEnterpriseIds.manufacturing;
const at = '2026-01-01T00:00:00.000Z';

export const demoOrganisation = {
  departments: [
    { id: '77777777-7777-4777-8777-000000000001', name: '运营部', code: 'OPS' },
    { id: '77777777-7777-4777-8777-000000000002', name: '设备部', code: 'EQUIPMENT' },
  ],
  positions: [
    {
      id: '77777777-7777-4777-8777-000000000101',
      departmentId: '77777777-7777-4777-8777-000000000001',
      name: '运营经理',
      code: 'OPS_MANAGER',
    },
    {
      id: '77777777-7777-4777-8777-000000000102',
      departmentId: '77777777-7777-4777-8777-000000000001',
      name: '运营专员',
      code: 'OPS_SPECIALIST',
    },
    {
      id: '77777777-7777-4777-8777-000000000201',
      departmentId: '77777777-7777-4777-8777-000000000002',
      name: '设备工程师',
      code: 'EQUIPMENT_ENGINEER',
    },
    {
      id: '77777777-7777-4777-8777-000000000202',
      departmentId: '77777777-7777-4777-8777-000000000002',
      name: '设备主管',
      code: 'EQUIPMENT_LEAD',
    },
  ],
  workGroups: [
    {
      id: '77777777-7777-4777-8777-000000000301',
      departmentId: '77777777-7777-4777-8777-000000000002',
      name: '一号产线',
    },
    {
      id: '77777777-7777-4777-8777-000000000302',
      departmentId: '77777777-7777-4777-8777-000000000002',
      name: '二号产线',
    },
  ],
  jobs: [
    { username: 'ent-admin', positionId: '77777777-7777-4777-8777-000000000101', workNum: 'DM-0001', workGroupIds: [] },
    {
      username: 'ent-staff',
      positionId: '77777777-7777-4777-8777-000000000201',
      workNum: 'DM-0002',
      workGroupIds: ['77777777-7777-4777-8777-000000000301'],
    },
  ],
} as const;

/** Seeds the demo organisation (see the module comment). */
export async function seedOrganisationDemo(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { env } = context;
  const dynamo = new DynamoDBClient({
    region: env.AWS_REGION ?? 'us-east-1',
    ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
      : {}),
  });
  const documents = DynamoDBDocumentClient.from(dynamo);
  const table = env.TABLE_NAME;
  const createIfMissing = (item: Record<string, unknown>) =>
    documents
      .send(new PutCommand({ TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' }))
      .catch((error: Error) => {
        if (error.name !== 'ConditionalCheckFailedException') throw error;
      });
  try {
    const { departments, positions, workGroups, jobs } = demoOrganisation;
    const childrenOf = (id: string) => ({
      positionCount: positions.filter((p) => p.departmentId === id).length,
      workGroupCount: workGroups.filter((g) => g.departmentId === id).length,
    });
    await Promise.all([
      ...departments.flatMap((d) => [
        createIfMissing({
          ...organisationKeys.department(d.id),
          ...organisationIndexKeys.departmentOfEnterprise(enterpriseId, d.name),
          entity: 'department',
          ...d,
          enterpriseId,
          memberCount: 0,
          ...childrenOf(d.id),
          createdAt: at,
        }),
        createIfMissing(items.unique('departmentName', `${enterpriseId}#${d.name}`, d.id)),
      ]),
      ...positions.flatMap((p) => [
        createIfMissing({
          ...organisationKeys.position(p.departmentId, p.id),
          entity: 'position',
          ...p,
          enterpriseId,
          memberCount: 0,
          createdAt: at,
        }),
        createIfMissing(items.unique('positionName', `${p.departmentId}#${p.name}`, p.id)),
      ]),
      ...workGroups.flatMap((g) => [
        createIfMissing({
          ...organisationKeys.workGroup(g.departmentId, g.id),
          entity: 'workGroup',
          ...g,
          enterpriseId,
          memberCount: 0,
          createdAt: at,
        }),
        createIfMissing(items.unique('workGroupName', `${g.departmentId}#${g.name}`, g.id)),
      ]),
    ]);

    let assigned = 0;
    for (const job of jobs) {
      const marker = await documents.send(
        new GetCommand({ TableName: table, Key: keys.unique('username', job.username) }),
      );
      const userId = marker.Item?.ownerId as string | undefined;
      if (!userId) continue;
      const position = positions.find((p) => p.id === job.positionId)!;
      const department = departments.find((d) => d.id === position.departmentId)!;
      const groups = workGroups.filter((g) => (job.workGroupIds as readonly string[]).includes(g.id));
      const add = (key: { pk: string; sk: string }) => ({
        Update: {
          TableName: table,
          Key: key,
          UpdateExpression: 'ADD memberCount :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      });
      try {
        await documents.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: table,
                  Key: identityKeys.user(userId),
                  UpdateExpression:
                    'SET department = :d, #position = :p, workGroups = :g, workNum = :w, jobVersion = :v',
                  ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(department)',
                  ExpressionAttributeNames: { '#position': 'position' },
                  ExpressionAttributeValues: {
                    ':d': { id: department.id, name: department.name, code: department.code, enterpriseId },
                    ':p': { id: position.id, name: position.name, code: position.code },
                    ':g': groups.map((g) => ({ id: g.id, name: g.name })),
                    ':w': job.workNum,
                    ':v': 1,
                  },
                },
              },
              add(organisationKeys.department(department.id)),
              add(organisationKeys.position(department.id, position.id)),
              ...groups.map((g) => add(organisationKeys.workGroup(department.id, g.id))),
              {
                Put: {
                  TableName: table,
                  Item: {
                    ...organisationKeys.departmentMember(department.id, userId),
                    entity: 'departmentMember',
                    departmentId: department.id,
                    enterpriseId,
                    userId,
                    positionId: position.id,
                    workGroupIds: groups.map((g) => g.id),
                    assignedAt: at,
                  },
                },
              },
            ],
          }),
        );
        assigned++;
      } catch (error) {
        // Already holds a job (an earlier seed or a change in the console): leave it.
        if ((error as Error).name !== 'TransactionCanceledException') throw error;
      }
    }
    context.log(
      `Seeded the demo organisation: ${departments.length} departments, ${positions.length} positions, ` +
        `${workGroups.length} work groups (${assigned} new job assignments)`,
    );
  } finally {
    dynamo.destroy();
  }
}
