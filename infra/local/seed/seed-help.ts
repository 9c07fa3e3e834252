import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { helpKeys } from '../../../functions/domains/help/data/keys.js';
import {
  helpItems,
  type HelpArticleFields,
  type HelpCategoryRecord,
} from '../../../functions/domains/help/data/records.js';
import { seedDynamoClients } from './seed-clients.js';

/** The demo help centre's categories (docs/help.md). */
export const demoHelpCategories: readonly HelpCategoryRecord[] = [
  { id: 'help-cat-start', name: '快速入门', nameEn: 'Getting started', order: 1 },
  { id: 'help-cat-equipment', name: '设备与网关', nameEn: 'Equipment and gateways', order: 2 },
  { id: 'help-cat-data', name: '算法与大数据', nameEn: 'Algorithms and big data', order: 3 },
  { id: 'help-cat-market', name: '应用市场', nameEn: 'Application market', order: 4 },
];

type DemoArticle = Omit<HelpArticleFields, 'createdAt' | 'updatedAt' | 'published'>;

/** The demo articles; the seeded menus link several of them (`menuHelpArticles` in menu-tree.ts). */
export const demoHelpArticles: readonly DemoArticle[] = [
  {
    id: 'help-getting-started',
    categoryId: 'help-cat-start',
    order: 1,
    title: '平台入门',
    titleEn: 'Getting started',
    keywords: ['入门', '注册', '企业', 'start'],
    body: `# 欢迎使用 SIA 工业互联网云平台

平台把企业与用户、设备与网关、算法与大数据、应用市场放在一个控制台中。

## 第一步
1. 在登录页注册账号，并用手机验证码完成验证。
2. 登录后进入**控制台首页**，右上角可切换企业、角色与语言。
3. 需要以企业身份工作时，先完成[企业认证](/common/help-details?id=enterprise-certification)。

## 菜单与权限
左侧菜单随您当前的企业与角色变化：看不到某个菜单，说明当前角色没有它的权限，可在“申请企业权限”中申请。

遇到问题可随时[提交意见反馈](/common/feedback)。`,
    bodyEn: `# Welcome to the SIA Industrial IoT Cloud

The platform puts enterprises and users, equipment and gateways, algorithms and big data and the application market in one console.

## First steps
1. Register on the sign-in page and confirm your phone with its code.
2. After signing in you land on the **console home**; the top bar switches enterprise, role and language.
3. To work for an enterprise, complete its [certification](/common/help-details?id=enterprise-certification) first.

## Menus and privileges
The side navigation follows your current enterprise and role: a menu you do not see is one your role has no privilege on; ask for it under "Apply for enterprise privileges".

Whenever something is unclear, [send us feedback](/common/feedback).`,
  },
  {
    id: 'enterprise-certification',
    categoryId: 'help-cat-start',
    order: 2,
    title: '企业认证',
    titleEn: 'Enterprise certification',
    keywords: ['认证', '企业', '营业执照', 'certification'],
    body: `## 提交认证
在“企业认证”中填写企业名称、统一社会信用代码并上传营业执照，提交后由平台审核员审核。

## 审核之后
- 通过后您成为该企业的管理员，可以邀请员工、建立部门、分配角色。
- 被驳回时，消息中心会告诉您原因；修改后可再次提交。
- 审核中的资料不能修改；企业名称在平台内唯一。`,
    bodyEn: `## Submitting
Under "Enterprise certification", enter the enterprise's name and unified social credit code and upload its business licence; a platform auditor reviews it.

## After the review
- Once approved you administer the enterprise: invite employees, set up departments and give roles.
- If it is rejected, the message centre tells you why; correct it and submit again.
- Details under review cannot be changed; an enterprise name is unique on the platform.`,
  },
  {
    id: 'personal-certification',
    categoryId: 'help-cat-start',
    order: 3,
    title: '个人实名认证',
    titleEn: 'Personal certification',
    keywords: ['认证', '实名', '个人', 'certification'],
    body: `在“个人实名认证”中填写姓名与证件号码并上传证件照片，提交后由平台审核员审核。

- 通过后可使用个人空间、申请平台权限。
- 被驳回时，消息中心会告诉您原因，可在“编辑个人认证”中修改后再次提交。`,
    bodyEn: `Under "Personal certification", enter your name and ID number and upload the document's photos; a platform auditor reviews them.

- Once approved you may use a personal space and apply for platform privileges.
- If it is rejected, the message centre tells you why; correct it under "Edit personal certification" and submit again.`,
  },
  {
    id: 'help-gateways',
    categoryId: 'help-cat-equipment',
    order: 1,
    title: '接入网关',
    titleEn: 'Connecting a gateway',
    keywords: ['网关', '设备', '证书', 'gateway', 'MQTT'],
    body: `## 新增网关
1. 在“网关类型”中建好类型（名称与编码唯一）。
2. 在“网关管理”中新增网关，选择类型并填写名称。
3. 在“设备证书”中为网关注册 X.509 证书，审核通过后下载证书与私钥（私钥只能下载一次）。

## 配置与数据
在“网关配置”中设置协议、压缩方式、采集周期与节点；保存后配置以保留消息下发到网关。网关上线后，“实时数据”显示各节点的最新读数，“数据备份”可设置历史数据的保留与归档。

网关离线超过设定时间时，平台会发出离线告警。`,
    bodyEn: `## Adding a gateway
1. Create its type under "Gateway types" (name and code are unique).
2. Add the gateway under "Gateways", choosing its type and naming it.
3. Register an X.509 certificate for it under "Equipment certificates"; once approved, download the certificate and private key (the key downloads only once).

## Configuration and data
Under "Gateway configuration", set the protocol, compression, period and nodes; saving sends the configuration to the gateway as a retained message. Once the gateway is online, "Live data" shows each node's latest reading, and "Data backup" sets how long history is kept and archived.

A gateway offline for longer than its set time raises an offline alarm.`,
  },
  {
    id: 'help-algorithm-library',
    categoryId: 'help-cat-data',
    order: 1,
    title: '算法库',
    titleEn: 'The algorithm library',
    keywords: ['算法', '审核', 'algorithm', 'JavaScript'],
    body: `## 使用系统算法
算法库提供分类、回归、聚类、数据预处理与模型评估等系统算法，可直接在大数据项目中使用。

## 发布自己的算法
1. 在“算法列表”中新建算法：名称唯一，选择分类与语言，填写参数并上传代码文件（最大 100MB）。
2. 保存为草稿后提交审核；审核通过即上线，其他用户可以使用。
3. 上线的算法可以下线；草稿与已下线的算法可以删除。

JavaScript 算法在隔离的沙箱中运行，有时间与内存上限。`,
    bodyEn: `## Using system algorithms
The library offers system algorithms for classification, regression, clustering, preprocessing and evaluation, ready to use in big-data projects.

## Publishing your own
1. Create an algorithm under "Algorithms": a unique name, its category and language, its parameters and its code file (at most 100 MB).
2. Save it as a draft, then submit it for review; once approved it is online and others may use it.
3. An online algorithm can be taken offline; drafts and offline algorithms can be deleted.

JavaScript algorithms run in an isolated sandbox with time and memory limits.`,
  },
  {
    id: 'help-canvas',
    categoryId: 'help-cat-data',
    order: 2,
    title: '大数据项目画布',
    titleEn: 'The big-data project canvas',
    keywords: ['画布', '项目', '数据集', '模型', 'canvas'],
    body: `## 搭建流程
在“项目列表”中新建项目并打开画布，从左侧拖入数据集与算法模块，从输出端口连到输入端口（类型必须一致，不能连到自身）。

## 运行
点击**运行**会先保存再执行：模块依次显示运行中、成功或失败及耗时，未改变的步骤直接复用上次结果。在模块的抽屉中查看结果、混淆矩阵，并把输出保存为数据集或模型。

## 参数扫描
对算法模块的一个参数给出列表或范围（最多 20 个值），比较各取值的指标。`,
    bodyEn: `## Building a flow
Create a project under "Projects" and open its canvas; drag datasets and algorithm modules from the palette and link an output port to an input port (types must match; no link to itself).

## Running
**Run** saves, then runs: modules show running, succeeded or failed with their durations, and unchanged steps reuse their last result. A module's drawer shows its results and confusion matrix and saves outputs as datasets or models.

## Sweeps
Give one parameter of an algorithm module a list or range (at most 20 values) and compare the figures of each value.`,
  },
  {
    id: 'help-market',
    categoryId: 'help-cat-market',
    order: 1,
    title: '应用市场与发布应用',
    titleEn: 'The market and publishing applications',
    keywords: ['应用', '市场', '部署', 'market'],
    body: `## 使用应用
在应用市场浏览已上架的应用，选择资源方案后部署到您的租户空间；费用从账户余额中扣除。

## 发布应用
1. 在“个人应用管理”或“企业应用管理”中创建应用，填写版本、模块与资源方案并上传帮助文档。
2. 提交审核，平台审核通过后应用上架。
3. 新版本同样经过审核后生效。`,
    bodyEn: `## Using applications
Browse the listed applications in the market, pick a resource plan and deploy to your tenant space; the charge comes from your account balance.

## Publishing an application
1. Create it under "My applications" or "Enterprise applications" with its versions, modules and resource plans, and upload its help document.
2. Submit it for review; once the platform approves it, it is listed.
3. A new version is reviewed the same way before it takes effect.`,
  },
];

const isConditionFailure = (error: unknown) =>
  ['ConditionalCheckFailedException', 'TransactionCanceledException'].includes((error as { name?: string }).name ?? '');

/**
 * Writes each demo category and article only when missing (an article counted into its category in the same
 * transaction, as the API does), so what an administrator changed is left alone.
 */
export async function seedHelpDemo(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { documents, dynamo } = seedDynamoClients(context.env);
  const TableName = context.env.TABLE_NAME!;
  const at = '2026-11-01T08:00:00.000Z';
  try {
    for (const category of demoHelpCategories) {
      await documents
        .send(
          new PutCommand({
            TableName,
            Item: helpItems.category({ ...category, articles: 0 }),
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    }
    for (const article of demoHelpArticles) {
      await documents
        .send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName,
                  Item: helpItems.article({ ...article, published: true, createdAt: at, updatedAt: at }),
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Update: {
                  TableName,
                  Key: helpKeys.helpCategory(article.categoryId),
                  UpdateExpression: 'ADD articles :one',
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeValues: { ':one': 1 },
                },
              },
            ],
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    }
  } finally {
    dynamo.destroy();
  }
}
