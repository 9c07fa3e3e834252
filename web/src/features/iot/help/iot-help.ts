import type { HelpTopics } from '@/components/help-topics.js';

/** The IoT area's help topics. */
export type IotHelpTopic = 'iot/data-push';

declare module '@/components/help-topics.js' {
  // Adds this feature's topics to the ids the console may name.
  interface HelpTopicCatalogue extends Record<IotHelpTopic, true> {}
}

/** IoT help: Chinese texts (the reference table of this feature; English in `iot-help-en.ts`). */
export const iotHelpCn: HelpTopics<IotHelpTopic> = {
  'iot/data-push': {
    title: '数据推送',
    body: [
      '推送规则把企业网关上报的读数转发到你的 HTTPS 接口，通常在读数上报后一秒左右送达。推送与数据存储互不影响：接口缓慢或出错只会延迟推送本身。',
      '点击规则名称，下方显示它的投递记录，可刷新和加载更多；编辑、启用或停用、发送测试和删除在每行的“操作”菜单中。',
    ],
    sections: [
      {
        heading: '规则',
        items: [
          '目标地址：只支持 https://，主机必须是公网地址，地址中不能包含用户名或密码。每次投递前都会重新解析并检查地址，指向内网、回环、链路本地（如云服务器元数据）等非公网地址的投递会被拒绝。',
          '推送范围：全部网关、一个设备分组，或单个网关。',
          '签名密钥（可选，16–128 个字符）：设置后每次推送带 x-sia-timestamp（毫秒时间戳）和 x-sia-signature 头，后者为 sha256= 加上用密钥对“时间戳.正文”计算的 HMAC-SHA256 十六进制值。接收方应重新计算签名，并拒绝过旧的时间戳。密钥保存后不再显示；编辑时留空表示保持不变。',
          '每个企业最多 100 条推送规则；规则的新增、修改和启停在 30 秒内生效。',
        ],
      },
      {
        heading: '投递',
        items: [
          '每次推送以 POST 发送一个 JSON 正文，包含网关、网关类型和各节点的读数。',
          '最多尝试 3 次，每次等待 3 秒。2xx 表示成功；除 408 和 429 以外的 4xx 不再重试；无响应、408、429 和 5xx 会重试。不跟随重定向。',
          '“发送测试”立即投递一条示例读数（只尝试一次，等待 5 秒），结果记入投递记录并标为测试。',
        ],
      },
      {
        heading: '状态',
        terms: [
          { term: '已启用', definition: '规则生效：推送范围内网关上报的读数都会推送。' },
          { term: '已停用', definition: '规则保留但不推送，随时可以重新启用。' },
          { term: '已签名', definition: '规则设置了签名密钥。' },
          {
            term: '成功 / 失败',
            definition: '投递记录中每次投递的结果，附状态码或错误、尝试次数和耗时。投递记录保留 7 天。',
          },
        ],
      },
    ],
    learnMore: [{ text: '设备分组', href: '/console/iot/group' }],
    articleId: 'iot-data-push',
  },
};
