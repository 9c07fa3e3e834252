import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { NIL_ID } from '../../../shared/constants/ids.js';
import {
  PERIOD_DEFAULT,
  PLATFORM_COMPANY_NAME,
  RESOURCE_DEFAULTS,
} from '../../../shared/constants/application-rules.js';
import { DEFAULT_AVATAR_NAME } from '../../../shared/schemas/files.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { items } from '../../../functions/lib/data/records.js';
import { applicationItem, type ApplicationRecord } from '../../../functions/domains/applications/data/application.js';
import type { CategoryRecord } from '../../../functions/domains/applications/data/category.js';
import { planItem, type PlanRecord } from '../../../functions/domains/applications/data/plan.js';
import { majorItem, versionItem, type VersionRecord } from '../../../functions/domains/applications/data/version.js';
import { demoIds } from './demo-ids.js';
import { applicationKeys } from '../../../functions/domains/applications/data/keys.js';

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

/** The demo category tree: two parent categories with two categories each. */
export const demoCategories: readonly CategoryRecord[] = [
  { id: 'cat-industry', code: 'INDUSTRY', name: '工业应用', nameEn: 'Industrial apps', description: '', sort: 0 },
  {
    id: 'cat-monitoring',
    parentId: 'cat-industry',
    code: 'MONITORING',
    name: '设备监测',
    nameEn: 'Equipment monitoring',
    description: '',
    sort: 1,
  },
  {
    id: 'cat-quality',
    parentId: 'cat-industry',
    code: 'QUALITY',
    name: '质量管理',
    nameEn: 'Quality management',
    description: '',
    sort: 2,
  },
  { id: 'cat-office', code: 'OFFICE', name: '办公协同', nameEn: 'Office and collaboration', description: '', sort: 3 },
  {
    id: 'cat-reports',
    parentId: 'cat-office',
    code: 'REPORTS',
    name: '报表分析',
    nameEn: 'Reports and analytics',
    description: '',
    sort: 4,
  },
  {
    id: 'cat-workflow',
    parentId: 'cat-office',
    code: 'WORKFLOW',
    name: '流程审批',
    nameEn: 'Workflow and approvals',
    description: '',
    sort: 5,
  },
];

interface DemoApp {
  readonly id: string;
  readonly code: string;
  readonly name: string;
  readonly enName: string;
  readonly scope: ApplicationRecord['scope'];
  /** The demo user who created it. */
  readonly creator: 'admin' | 'ent-admin' | 'developer';
  readonly status: string;
  readonly categoryId: string;
  readonly description: string;
  /** Monthly prices of its plans (none: no plan). */
  readonly plans: readonly number[];
}

/** Demo applications in each scope and several states; two online with plans, for the market. */
const demoApps: readonly DemoApp[] = [
  {
    id: 'app-demo-health',
    code: 'EQUIP-HEALTH',
    name: '设备健康监测',
    enName: 'Equipment Health Monitor',
    scope: 'platform',
    creator: 'admin',
    status: '3',
    categoryId: 'cat-monitoring',
    description: '实时监测设备运行状态并预警故障。',
    plans: [199, 599],
  },
  {
    id: 'app-demo-energy',
    code: 'ENERGY-ANALYSIS',
    name: '能耗分析',
    enName: 'Energy Analysis',
    scope: 'platform',
    creator: 'admin',
    status: '2',
    categoryId: 'cat-reports',
    description: '按车间与设备统计能耗。',
    plans: [99],
  },
  {
    id: 'app-demo-board',
    code: 'LINE-BOARD',
    name: '产线看板',
    enName: 'Production Line Board',
    scope: 'enterprise',
    creator: 'ent-admin',
    status: '3',
    categoryId: 'cat-monitoring',
    description: '产线节拍、良率与停机原因看板。',
    plans: [299],
  },
  {
    id: 'app-demo-qc',
    code: 'QC-ASSISTANT',
    name: '质检助手',
    enName: 'Quality Check Assistant',
    scope: 'enterprise',
    creator: 'ent-admin',
    status: '1',
    categoryId: 'cat-quality',
    description: '质检记录与不良品追溯。',
    plans: [149],
  },
  {
    id: 'app-demo-collector',
    code: 'DATA-COLLECTOR',
    name: '数据采集工具',
    enName: 'Data Collector',
    scope: 'private',
    creator: 'developer',
    status: '0',
    categoryId: 'cat-monitoring',
    description: '从网关采集点位数据。',
    plans: [],
  },
  {
    id: 'app-demo-reports',
    code: 'REPORT-BUILDER',
    name: '报表生成器',
    enName: 'Report Builder',
    scope: 'private',
    creator: 'developer',
    status: '4',
    categoryId: 'cat-reports',
    description: '拖拽生成日报周报。',
    plans: [49],
  },
];

/** The items of one demo application: the application with its markers, a major and a version, its plans. */
function demoAppItems(app: DemoApp, creatorId: string): Record<string, unknown>[] {
  const category = demoCategories.find((c) => c.id === app.categoryId)!;
  const parent = demoCategories.find((c) => c.id === category.parentId)!;
  const company =
    app.scope === 'platform'
      ? { id: NIL_ID, name: PLATFORM_COMPANY_NAME }
      : app.scope === 'enterprise'
        ? { id: demoIds.enterprises.manufacturing, name: 'Demo Manufacturing' }
        : { id: '', name: '' };
  const record: ApplicationRecord = {
    id: app.id,
    code: app.code,
    name: app.name,
    enName: app.enName,
    logo: DEFAULT_AVATAR_NAME,
    scope: app.scope,
    terminal: { id: 'WEB', name: '网页端' },
    model: { id: 'CLOUD_JAR', name: '云端部署' },
    type: { id: 'PUBLIC', name: '市场应用', code: 'PUBLIC' },
    parentCategory: { id: parent.id, name: parent.name },
    category: { id: category.id, name: category.name },
    status: app.status,
    description: app.description,
    createUserId: creatorId,
    createUserName: app.creator,
    createCompanyId: company.id,
    createCompanyName: company.name,
    createDate: SEEDED_AT,
    updateDate: SEEDED_AT,
    ifModule: false,
    ifEnabled: true,
    dependApplicationList: [],
  };
  const majorId = `${app.id}-major-1`;
  const version: VersionRecord = {
    id: `${app.id}-v1`,
    applicationId: app.id,
    majorVersionId: majorId,
    number: 0,
    version: '1.0.0',
    status: app.status,
    sourceType: { id: 'JAVA8', name: 'Java 8' },
    description: '首个版本 (first release)',
    screenHeight: 800,
    screenshots: [],
    detailFiles: [],
    menuName: `${app.name}菜单`,
    url: '',
    releaseDate: SEEDED_AT,
    updateDate: SEEDED_AT,
    releaseUserId: creatorId,
    releaseUserName: app.creator,
    releaseCompanyId: company.id,
    releaseCompanyName: company.name,
    ifEnabled: true,
  };
  const plans: PlanRecord[] = app.plans.map((price, i) => ({
    id: `${app.id}-plan-${i + 1}`,
    applicationId: app.id,
    name: i === 0 ? '标准版' : '专业版',
    code: i === 0 ? 'STANDARD' : 'PRO',
    description: '',
    resourceParameters: { ...RESOURCE_DEFAULTS, MEMORY_QUOTA: 1024 * (i + 1) },
    price,
    periods: [{ ...PERIOD_DEFAULT }],
    ifPermanent: false,
    createUserId: creatorId,
    createUserName: app.creator,
    createDate: SEEDED_AT,
    updateDate: SEEDED_AT,
    ifEnabled: true,
  }));
  return [
    applicationItem(record),
    items.unique('appCode', app.code, app.id),
    items.unique('appName', app.name, app.id),
    items.unique('appEnName', app.enName, app.id),
    majorItem({
      id: majorId,
      applicationId: app.id,
      number: 1,
      authorities: [{ id: `${app.id}-auth-view`, code: 'VIEW', name: '查看', description: 'View' }],
      createDate: SEEDED_AT,
      createUserId: creatorId,
      createUserName: app.creator,
      createCompanyId: company.id,
      createCompanyName: company.name,
      ifEnabled: true,
    }),
    items.unique('appMajor', `${app.id}#1`, majorId),
    versionItem(version),
    items.unique('appVersion', `${app.id}#1.0.0`, version.id),
    ...plans.flatMap((plan) => [
      planItem(plan),
      items.unique('planName', `${app.id}#${plan.name}`, plan.id),
      items.unique('planCode', `${app.id}#${plan.code}`, plan.id),
    ]),
  ];
}

/**
 * The demo category tree and applications. Each category and each application (with its markers, version and
 * plans) is written only when missing, in one TransactWrite per application that also counts its use of the
 * category, so what users changed is left alone and use counts match.
 */
export async function seedApplicationsDemo(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { env } = context;
  const dynamo = new DynamoDBClient({
    region: env.AWS_REGION ?? 'us-east-1',
    ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
    ...(env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY } }
      : {}),
  });
  const documents = DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } });
  const TableName = env.TABLE_NAME!;
  const created = async (
    TransactItems: NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>,
  ) => {
    try {
      await documents.send(new TransactWriteCommand({ TransactItems }));
      return true;
    } catch (error) {
      if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      return false;
    }
  };
  try {
    for (const category of demoCategories) {
      await created([
        {
          Put: {
            TableName,
            Item: {
              ...applicationKeys.applicationCategory(category.id),
              entity: 'applicationCategory',
              ...category,
              usage: 0,
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      ]);
    }
    let written = 0;
    for (const app of demoApps) {
      const owner = await documents.send(new GetCommand({ TableName, Key: keys.unique('username', app.creator) }));
      const creatorId = owner.Item?.ownerId as string | undefined;
      if (!creatorId) continue;
      const ok = await created([
        ...demoAppItems(app, creatorId).map((Item) => ({
          Put: { TableName, Item, ConditionExpression: 'attribute_not_exists(pk)' },
        })),
        {
          Update: {
            TableName,
            Key: applicationKeys.applicationCategory(app.categoryId),
            UpdateExpression: 'ADD #usage :one',
            ExpressionAttributeNames: { '#usage': 'usage' },
            ExpressionAttributeValues: { ':one': 1 },
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
      ]);
      if (ok) written++;
    }
    context.log(`Demo applications: ${written} new of ${demoApps.length}`);
  } finally {
    dynamo.destroy();
  }
}
