import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ContentKind } from '../../../shared/constants/content-rules.js';
import { contentItems, type ContentRecord } from '../../../functions/domains/content/index.js';
import { items } from '../../../functions/lib/data/records.js';
import { seedDynamoClients } from './seed-clients.js';

type DemoItem = Pick<ContentRecord, 'kind' | 'slug' | 'title' | 'titleEn' | 'body' | 'bodyEn'> &
  Partial<Pick<ContentRecord, 'summary' | 'summaryEn' | 'order'>> & { readonly daysAgo: number };

const item = (
  kind: ContentKind,
  slug: string,
  [title, titleEn]: readonly [string, string],
  [summary, summaryEn]: readonly [string, string],
  [body, bodyEn]: readonly [string, string],
  daysAgo: number,
  order = 0,
): DemoItem => ({ kind, slug, title, titleEn, summary, summaryEn, body, bodyEn, daysAgo, order });

const contact =
  '## 联系方式\n\n- 电话：400-820-2026（工作日 9:00–18:00）\n- 邮箱：[support@sia-iot.example](mailto:support@sia-iot.example)\n- 地址：沈阳市浑南区创新路 135 号';
const contactEn =
  '## How to reach us\n\n- Phone: 400-820-2026 (working days 9:00–18:00)\n- E-mail: [support@sia-iot.example](mailto:support@sia-iot.example)\n- Address: 135 Chuangxin Road, Hunnan District, Shenyang';

/** The demo portal content: published items of every kind, in both languages (docs/portal.md). */
export const demoContent: readonly DemoItem[] = [
  item(
    'news',
    'certificate-rotation-released',
    ['网关证书轮换功能上线', 'Gateway certificate rotation released'],
    [
      '企业可在控制台一键轮换网关证书，旧证书在新证书连接后自动失效。',
      'Rotate a gateway’s certificate in one step; the old one ends once the new one connects.',
    ],
    [
      '## 新功能\n\n网关证书现在可以在 **设备详情** 页一键轮换：\n\n1. 平台签发新证书并通过配置主题下发；\n2. 网关使用新证书重新连接；\n3. 旧证书随即失效。\n\n详见 [设备文档](/common/help-home)。',
      '## What is new\n\nA gateway’s certificate now rotates from its **equipment detail** page:\n\n1. the platform issues a new certificate and delivers it on the config topic;\n2. the gateway reconnects with it;\n3. the old certificate is revoked.\n\nSee the [help centre](/common/help-home).',
    ],
    3,
  ),
  item(
    'news',
    'canvas-sweep',
    ['大数据画布支持参数扫描', 'Parameter sweeps on the big-data canvas'],
    ['一次运行比较最多 20 个参数取值的模型效果。', 'Compare up to 20 values of a parameter in one run.'],
    [
      '在项目画布中选中算法模块，选择 **参数扫描**，输入取值列表或范围，平台会依次运行并给出每个取值的准确率。',
      'Select an algorithm module on the project canvas, choose **Sweep**, enter a list or range of values, and the platform runs each and reports its accuracy.',
    ],
    10,
  ),
  item(
    'news',
    'industrial-expo-2026',
    ['SIA 亮相 2026 工业互联网博览会', 'SIA at the 2026 Industrial Internet Expo'],
    [
      '展示设备接入、应用市场与算法库的一体化方案。',
      'Showing equipment onboarding, the market and the algorithm library together.',
    ],
    [
      '本届博览会上，我们与 12 家制造企业共同展示了从设备接入到应用部署的完整流程。',
      'At this year’s expo we showed, with 12 manufacturers, the whole path from connecting equipment to deploying applications.',
    ],
    24,
  ),
  item(
    'announcement',
    'maintenance-2026-12',
    ['12 月 6 日凌晨系统维护通知', 'Maintenance on 6 December, early morning'],
    [
      '02:00–04:00 控制台暂停服务，设备数据照常采集。',
      'The console pauses 02:00–04:00; equipment data is still collected.',
    ],
    [
      '为提升服务稳定性，平台将于 **12 月 6 日 02:00–04:00** 进行维护。期间控制台不可用，网关数据照常写入，维护结束后可查询。',
      'To improve reliability the platform is maintained on **6 December, 02:00–04:00**. The console is unavailable meanwhile; gateway data is still written and can be queried afterwards.',
    ],
    1,
  ),
  item(
    'announcement',
    'pricing-update-2027',
    ['2027 年资源定价调整', 'Resource pricing for 2027'],
    ['租户空间套餐价格自 2027 年 1 月 1 日起调整。', 'Tenant space plan prices change from 1 January 2027.'],
    [
      '自 2027 年 1 月 1 日起，标准套餐月费调整为 ¥980。已购买的周期不受影响。',
      'From 1 January 2027 the standard plan costs ¥980 a month. Periods already bought are not affected.',
    ],
    7,
  ),
  item(
    'solution',
    'smart-factory',
    ['智能工厂解决方案', 'Smart factory'],
    ['产线设备接入、实时看板与预测性维护。', 'Line equipment onboarding, live dashboards and predictive maintenance.'],
    [
      '## 方案组成\n\n- 网关接入 PLC 与传感器\n- 实时数据与告警\n- 基于算法库的设备故障预测',
      '## What it includes\n\n- Gateways for PLCs and sensors\n- Live data and alarms\n- Failure prediction from the algorithm library',
    ],
    30,
    1,
  ),
  item(
    'solution',
    'energy-management',
    ['能耗管理解决方案', 'Energy management'],
    ['按车间、设备统计能耗，发现异常用能。', 'Energy per workshop and machine, with anomalies flagged.'],
    [
      '采集电表与水表数据，按班次汇总并与历史对比，异常用能自动推送给责任人。',
      'Meter readings are collected, summed per shift and compared with history; anomalies are pushed to whoever is responsible.',
    ],
    40,
    2,
  ),
  item(
    'customer-case',
    'demo-manufacturing',
    ['Demo Manufacturing：两周完成 300 台设备接入', 'Demo Manufacturing: 300 machines connected in two weeks'],
    [
      '借助网关模板与批量证书，设备上线时间缩短 70%。',
      'Gateway templates and bulk certificates cut onboarding time by 70%.',
    ],
    [
      '> 以前接入一条产线需要一个月。\n\nDemo Manufacturing 使用设备类型模板和批量证书签发，在两周内完成 3 个车间 300 台设备的接入。',
      'Demo Manufacturing used equipment type templates and bulk certificate issuing to connect 300 machines in 3 workshops within two weeks.',
    ],
    15,
  ),
  item(
    'nhi',
    'smart-agriculture',
    ['智慧农业解决方案', 'Smart agriculture'],
    ['大棚环境监测与精准灌溉。', 'Greenhouse monitoring and precise irrigation.'],
    [
      '## 智慧农业\n\n温湿度、土壤墒情实时采集，按作物模型自动灌溉；手机农户端随时查看。',
      '## Smart agriculture\n\nTemperature, humidity and soil moisture in real time, irrigation by crop model; farmers follow it on their phones.',
    ],
    50,
  ),
  item(
    'rgb',
    'industrial-vision',
    ['工业视觉解决方案', 'Industrial vision'],
    ['基于图像的缺陷检测。', 'Image-based defect detection.'],
    [
      '## 工业视觉\n\n相机采集产品图像，算法库中的分类模型识别缺陷，结果回传产线 PLC。',
      '## Industrial vision\n\nCameras capture products, classification models from the algorithm library find defects, and results go back to the line’s PLC.',
    ],
    50,
  ),
  item(
    'sysmed',
    'smart-healthcare',
    ['智慧医疗解决方案', 'Smart healthcare'],
    ['医疗设备联网与运维。', 'Connected medical equipment and its upkeep.'],
    [
      '## 智慧医疗\n\n医疗设备状态集中监控，维护计划自动提醒，数据按院区隔离。',
      '## Smart healthcare\n\nMedical equipment monitored in one place, maintenance reminders, data kept apart per campus.',
    ],
    50,
  ),
  item(
    'about',
    'about-sia',
    ['关于 SIA 工业互联网云平台', 'About the SIA Industrial IoT Cloud'],
    ['连接设备、应用与企业的一站式云平台。', 'One cloud platform for equipment, applications and enterprises.'],
    [
      '## 我们是谁\n\nSIA 工业互联网云平台为制造、农业与医疗企业提供设备接入、应用市场、算法库与大数据分析服务。',
      '## Who we are\n\nThe SIA Industrial IoT Cloud gives manufacturing, agriculture and healthcare enterprises equipment onboarding, an application market, an algorithm library and big-data analysis.',
    ],
    60,
  ),
  item(
    'contact-us',
    'contact',
    ['联系我们', 'Contact us'],
    ['电话、邮箱与地址。', 'Phone, e-mail and address.'],
    [contact, contactEn],
    60,
  ),
  item(
    'pre-sale-consulting',
    'pre-sale',
    ['售前咨询', 'Pre-sale consulting'],
    ['方案选型与报价。', 'Choosing a solution and a quote.'],
    [
      `售前顾问将在一个工作日内联系您，协助方案选型与报价。\n\n${contact}`,
      `A pre-sale consultant contacts you within one working day to help choose a solution and quote it.\n\n${contactEn}`,
    ],
    60,
  ),
  item(
    'advice-and-feedback',
    'advice',
    ['建议与反馈', 'Advice and feedback'],
    ['告诉我们您的想法。', 'Tell us what you think.'],
    [
      '欢迎通过 [意见反馈](/common/feedback) 提交建议，我们会在三个工作日内回复。',
      'Send your advice through [feedback](/common/feedback); we answer within three working days.',
    ],
    60,
  ),
  item(
    'legal-agreements',
    'user-agreement',
    ['用户服务协议', 'User service agreement'],
    ['使用平台服务的约定。', 'The terms of using the platform.'],
    [
      '## 1. 服务内容\n\n平台提供设备接入、应用市场等服务。\n\n## 2. 用户义务\n\n用户应妥善保管账号与密码，不得利用平台从事违法活动。',
      '## 1. The service\n\nThe platform provides equipment onboarding, an application market and related services.\n\n## 2. Your obligations\n\nKeep your account and password safe and do not use the platform unlawfully.',
    ],
    60,
  ),
  item(
    'privacy-policy',
    'privacy',
    ['隐私政策', 'Privacy policy'],
    ['我们如何收集、使用和保护您的信息。', 'How we collect, use and protect your information.'],
    [
      '## 我们收集的信息\n\n- 账号信息：用户名、邮箱、手机号\n- 设备数据：网关上报的读数\n\n## 您的权利\n\n您可以随时查询、更正或注销账号。',
      '## What we collect\n\n- Account data: username, e-mail, phone\n- Equipment data: readings gateways report\n\n## Your rights\n\nYou may see, correct or close your account at any time.',
    ],
    60,
  ),
  item(
    'phone-farmer-privacy-policy',
    'phone-farmer-privacy',
    ['手机农户隐私政策', 'Phone farmer privacy policy'],
    ['手机农户端的信息处理规则。', 'How the phone farmer app handles information.'],
    [
      '手机农户端仅收集大棚设备读数与您的手机号，用于告警推送，不会用于其他目的。',
      'The phone farmer app collects only greenhouse readings and your phone number, for alarms, and for nothing else.',
    ],
    60,
  ),
];

/** Writes each demo item and its slug marker only when missing, so items an administrator changed stay. */
export async function seedContentDemo(context: { env: Record<string, string>; log: (m: string) => void }) {
  const { documents, dynamo } = seedDynamoClients(context.env);
  const put = async (item: object) => {
    try {
      await documents.send(
        new PutCommand({
          TableName: context.env.TABLE_NAME!,
          Item: item,
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    } catch (error) {
      if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    }
  };
  try {
    for (const [index, demo] of demoContent.entries()) {
      const { daysAgo, ...fields } = demo;
      const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
      const id = `content-demo-${String(index + 1).padStart(2, '0')}`;
      const record: ContentRecord = {
        ...fields,
        id,
        order: fields.order ?? 0,
        status: 'published',
        publishDate: at,
        createdAt: at,
        updatedAt: at,
        updatedById: 'seed',
      };
      await put(contentItems.item(record));
      await put(items.unique('contentSlug', `${record.kind}#${record.slug}`, id));
    }
    context.log(`Seeded ${demoContent.length} portal content items`);
  } finally {
    dynamo.destroy();
  }
}
