import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
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
import {
  advertisementItem,
  marketEntryItem,
  marketEntryOf,
  type AdvertisementRecord,
} from '../../../functions/domains/applications/data/market.js';
import { demoIds } from './demo-ids.js';
import { applicationKeys } from '../../../functions/domains/applications/data/keys.js';
import { seedDynamoClients } from './seed-clients.js';
import { demoProgramFiles, seedDemoPrograms } from './seed-demo-programs.js';

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
  /** An exclusive app (`PRIVATE`), which the market does not list; else a market app. */
  readonly exclusive?: true;
  /** When it was released (and, online, went online): the market orders by it. Default: the seed's date. */
  readonly releasedAt?: string;
  /**
   * A deployable demo (docs/deployments.md "Drivers"): its version's source type and program file (uploaded by
   * `seed-demo-programs.ts`) and the port it listens on. Without it a demo app has no program file.
   */
  readonly release?: {
    readonly sourceType: { readonly id: string; readonly name: string };
    readonly programFile: { readonly name: string; readonly fileName: string };
    readonly containerPort?: number;
  };
}

/**
 * Demo applications in each scope and several states; twelve online market apps with plans in several categories and
 * price ranges, so the market looks alive (two of them deployable: the demo jar app and a static web bundle), and one
 * online exclusive app, which it does not list.
 */
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
  {
    id: 'app-demo-spc',
    code: 'SPC-ANALYZER',
    name: '统计过程控制',
    enName: 'SPC Analyzer',
    scope: 'platform',
    creator: 'admin',
    status: '3',
    categoryId: 'cat-quality',
    description: '控制图、过程能力指数与异常判异规则，质量波动早发现。',
    plans: [159, 459],
    releasedAt: '2026-01-05T09:00:00.000Z',
  },
  {
    id: 'app-demo-trace',
    code: 'QUALITY-TRACE',
    name: '质量追溯',
    enName: 'Quality Traceability',
    scope: 'enterprise',
    creator: 'ent-admin',
    status: '3',
    categoryId: 'cat-quality',
    description: '按批次追溯原料、工序与检验记录。',
    plans: [259],
    releasedAt: '2026-01-08T09:00:00.000Z',
  },
  {
    id: 'app-demo-oee',
    code: 'OEE-DASHBOARD',
    name: '设备综合效率',
    enName: 'OEE Dashboard',
    scope: 'platform',
    creator: 'admin',
    status: '3',
    categoryId: 'cat-monitoring',
    description: '可用率、性能与良率三项指标，按产线与班次统计 OEE。',
    plans: [99, 299],
    releasedAt: '2026-01-12T09:00:00.000Z',
  },
  {
    id: 'app-demo-maintenance',
    code: 'PREDICTIVE-MAINT',
    name: '预测性维护',
    enName: 'Predictive Maintenance',
    scope: 'platform',
    creator: 'admin',
    status: '3',
    categoryId: 'cat-monitoring',
    description: '基于振动与温度数据预测设备故障，自动生成维护工单。',
    plans: [899, 1999],
    releasedAt: '2026-01-15T09:00:00.000Z',
  },
  {
    id: 'app-demo-kpi',
    code: 'KPI-REPORTS',
    name: '经营报表',
    enName: 'KPI Reports',
    scope: 'private',
    creator: 'developer',
    status: '3',
    categoryId: 'cat-reports',
    description: '产量、成本与交付指标的日报、周报和月报。',
    plans: [39],
    releasedAt: '2026-01-18T09:00:00.000Z',
  },
  {
    id: 'app-demo-approvals',
    code: 'APPROVAL-CENTRE',
    name: '审批中心',
    enName: 'Approval Centre',
    scope: 'platform',
    creator: 'admin',
    status: '3',
    categoryId: 'cat-workflow',
    description: '请假、采购与报销审批，支持会签与转办。',
    plans: [29, 79],
    releasedAt: '2026-01-20T09:00:00.000Z',
  },
  {
    id: 'app-demo-forms',
    code: 'FORM-WORKFLOW',
    name: '表单工作流',
    enName: 'Form Workflow',
    scope: 'enterprise',
    creator: 'ent-admin',
    status: '3',
    categoryId: 'cat-workflow',
    description: '拖拽设计表单并配置流转规则。',
    plans: [59],
    releasedAt: '2026-01-22T09:00:00.000Z',
  },
  {
    id: 'app-demo-shift',
    code: 'SHIFT-HANDOVER',
    name: '班组交接',
    enName: 'Shift Handover',
    scope: 'private',
    creator: 'developer',
    status: '3',
    categoryId: 'cat-workflow',
    description: '交接班记录、待办与设备状态一页看清。',
    plans: [19],
    releasedAt: '2026-01-25T09:00:00.000Z',
  },
  {
    id: 'app-demo-mes-bridge',
    code: 'MES-BRIDGE',
    name: '专属MES接口',
    enName: 'Dedicated MES Bridge',
    scope: 'enterprise',
    creator: 'ent-admin',
    status: '3',
    categoryId: 'cat-monitoring',
    description: '企业专属的 MES 数据对接，不在应用市场公开。',
    plans: [999],
    exclusive: true,
    releasedAt: '2026-01-26T09:00:00.000Z',
  },
  // The two apps a buyer can deploy and visit locally: the demo jar app and a static web bundle.
  {
    id: 'app-demo-jar',
    code: 'DEMO-APP',
    name: '演示应用',
    enName: 'Demo App',
    scope: 'platform',
    creator: 'admin',
    status: '3',
    categoryId: 'cat-monitoring',
    description: '可部署的演示应用：显示版本与数据库连接状态。',
    plans: [30],
    releasedAt: '2026-01-27T09:00:00.000Z',
    release: {
      sourceType: { id: 'JAVA11', name: 'Java 11' },
      programFile: demoProgramFiles.jar,
      // The port the jar driver gives a jar app (`PORT`).
      containerPort: 8080,
    },
  },
  {
    id: 'app-demo-static',
    code: 'STATIC-DEMO',
    name: '静态演示',
    enName: 'Static Demo',
    scope: 'platform',
    creator: 'admin',
    status: '3',
    categoryId: 'cat-reports',
    description: '可部署的静态网页演示，部署后在租户空间的路径下访问。',
    plans: [30],
    releasedAt: '2026-01-27T10:00:00.000Z',
    release: { sourceType: { id: 'NGINX', name: 'Nginx（前端）' }, programFile: demoProgramFiles.static },
  },
];

/**
 * The periods of a demo plan: monthly, quarterly at 5 % off, yearly at 15 % off (`discountFor`: the longest period
 * a purchase covers gives its discount).
 */
const demoPeriods = [
  { ...PERIOD_DEFAULT },
  { ...PERIOD_DEFAULT, name: '季付', timeUnit: 'QUARTER' as const, limit: 4, discount: 0.95, remark: '按季购买' },
  { ...PERIOD_DEFAULT, name: '年付', timeUnit: 'YEAR' as const, limit: 3, discount: 0.85, remark: '按年购买' },
];

/** The portal's demo advertisements: two applications and the algorithm library to come, in their order. */
export const demoAdvertisements: readonly AdvertisementRecord[] = [
  {
    id: 'ad-maintenance',
    title: '预测性维护：故障发生前就知道',
    titleEn: 'Predictive maintenance: know before it fails',
    description: '振动与温度数据驱动的故障预测，年付八五折。',
    descriptionEn: 'Failure prediction from vibration and temperature data; 15 % off yearly.',
    applicationId: 'app-demo-maintenance',
    order: 1,
  },
  {
    id: 'ad-spc',
    title: '统计过程控制，质量波动早发现',
    titleEn: 'Statistical process control: catch drift early',
    description: '控制图与过程能力指数，开箱即用。',
    descriptionEn: 'Control charts and capability indices, ready to use.',
    applicationId: 'app-demo-spc',
    order: 2,
  },
  {
    id: 'ad-approvals',
    title: '审批中心：每月 29 元起',
    titleEn: 'Approval Centre from ¥29 a month',
    description: '请假、采购与报销审批一站搞定。',
    descriptionEn: 'Leave, purchase and expense approvals in one place.',
    applicationId: 'app-demo-approvals',
    order: 3,
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
    type: app.exclusive
      ? { id: 'PRIVATE', name: '专属应用', code: 'PRIVATE' }
      : { id: 'PUBLIC', name: '市场应用', code: 'PUBLIC' },
    parentCategory: { id: parent.id, name: parent.name },
    category: { id: category.id, name: category.name },
    status: app.status,
    description: app.description,
    createUserId: creatorId,
    createUserName: app.creator,
    createCompanyId: company.id,
    createCompanyName: company.name,
    createDate: SEEDED_AT,
    updateDate: app.releasedAt ?? SEEDED_AT,
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
    sourceType: app.release ? { ...app.release.sourceType } : { id: 'JAVA8', name: 'Java 8' },
    description: '首个版本 (first release)',
    screenHeight: 800,
    screenshots: [],
    detailFiles: [],
    ...(app.release
      ? { programFile: { uri: app.release.programFile.name, name: app.release.programFile.fileName } }
      : {}),
    ...(app.release?.containerPort ? { containerPort: app.release.containerPort } : {}),
    menuName: `${app.name}菜单`,
    url: '',
    releaseDate: app.releasedAt ?? SEEDED_AT,
    updateDate: app.releasedAt ?? SEEDED_AT,
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
    periods: demoPeriods,
    ifPermanent: false,
    createUserId: creatorId,
    createUserName: app.creator,
    createDate: SEEDED_AT,
    updateDate: SEEDED_AT,
    ifEnabled: true,
  }));
  const entry = marketEntryOf(record, plans, 0);
  return [
    applicationItem(record),
    // Written with the application, so the market lists exactly the online market apps.
    ...(entry ? [marketEntryItem(entry)] : []),
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
 * The market entry of a demo application seeded before the market existed: written only while the stored
 * application is still online and has no entry (what users changed is left alone; its next change syncs it).
 */
function entryOfSeededApp(
  app: DemoApp,
  creatorId: string,
  TableName: string,
): NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']> {
  const entry = demoAppItems(app, creatorId).find((item) => item.entity === 'marketEntry');
  if (!entry) return [];
  return [
    {
      ConditionCheck: {
        TableName,
        Key: applicationKeys.application(app.id),
        ConditionExpression: '#status = :online',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':online': '3' },
      },
    },
    { Put: { TableName, Item: entry, ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
}

/**
 * The demo category tree and applications. Each category and each application (with its markers, version and
 * plans, and its market entry when it is an online market app) is written only when missing, in one TransactWrite
 * per application that also counts its use of the category, so what users changed is left alone and use counts
 * match; then the portal's advertisements, each only when missing.
 */
export async function seedApplicationsDemo(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { env } = context;
  // The deployable demos' program files (a jar build of about a second) upload while the records are written.
  const programs = seedDemoPrograms(context).then(
    () => undefined,
    (error: Error) => error,
  );
  const { dynamo, documents } = seedDynamoClients(env);
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
      else {
        const upgrade = entryOfSeededApp(app, creatorId, TableName);
        if (upgrade.length) await created(upgrade);
      }
    }
    for (const ad of demoAdvertisements) {
      await created([
        { Put: { TableName, Item: advertisementItem(ad), ConditionExpression: 'attribute_not_exists(pk)' } },
      ]);
    }
    context.log(`Demo applications: ${written} new of ${demoApps.length}; ${demoAdvertisements.length} advertisements`);
  } finally {
    dynamo.destroy();
  }
  const failed = await programs;
  if (failed) throw failed;
}
