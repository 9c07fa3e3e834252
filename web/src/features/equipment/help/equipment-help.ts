import type { HelpTopics } from '@/components/help-topics.js';

/** The equipment area's help topics. */
export type EquipmentHelpTopic =
  | 'equipment/gateway-list'
  | 'equipment/gateway-config'
  | 'equipment/certificate-list'
  | 'equipment/certificate-rotation';

declare module '@/components/help-topics.js' {
  // Adds this feature's topics to the ids the console may name.
  interface HelpTopicCatalogue extends Record<EquipmentHelpTopic, true> {}
}

/** Equipment help: Chinese texts (the reference table of this feature; English in `equipment-help-en.ts`). */
export const equipmentHelpCn: HelpTopics<EquipmentHelpTopic> = {
  'equipment/gateway-list': {
    title: '网关管理',
    body: [
      '网关是把现场设备接入平台的边缘设备。本页列出当前企业登记的网关，每次从服务器读取 100 个，更多时点“加载更多”；可按网关类型筛选，显示哪些列可在表格设置中选择（租户和端口默认隐藏）。',
      '每行以硬件 ID 命名网关，点击进入其详情；下方的 GUID 是网关连接平台时使用的客户端 ID，可一键复制。',
    ],
    sections: [
      {
        heading: '状态',
        terms: [
          { term: '运行中', definition: '网关当前与平台保持连接（依据消息代理的上线和下线事件）。' },
          { term: '离线', definition: '网关未连接。新登记的网关在第一次连接之前都是离线。' },
          {
            term: '已停止',
            definition:
              '企业停止了该网关：平台立即断开它的连接，拒收它上报的数据，它的证书不能再用于连接，也不能再向它下发命令。',
          },
        ],
      },
      {
        heading: '操作',
        items: [
          '新增：硬件 ID 在整个平台内唯一，网关类型须为本企业的类型。每个企业最多登记 10000 个网关。',
          '批量导入：粘贴或读取 CSV 文件，每行一个网关（硬件 ID、类型编码，可选 IP、端口、是否可寻址、描述），最多 500 行。任何一行有误，整个文件都不导入，并逐行列出问题。',
          '配置：打开网关配置向导，设置传输方式和采集节点。',
          '查看数据、查看日志：网关的实时读数，以及连接、操作和告警记录。',
          '下发命令：发送给在线的网关并等待其应答，最多 30 秒；网关不在线时命令记为未送达。已停止的网关不能接收命令。',
          '停止、删除：都需要确认。删除网关会一并撤销它的证书（审核中的注册会被撤回）；证书无法撤销时网关会保留，请稍后重试。',
        ],
      },
      {
        heading: '离线告警',
        paragraphs: [
          '网关离线超过 2 分钟，或保持连接却超过 5 分钟（或三个采集周期，取较长者）没有上报数据时，企业管理员会在消息中心和邮件中收到告警；告警持续期间每 4 小时提醒一次，网关恢复后再通知一次。标题下方显示本企业当前的阈值，可通过“设置离线告警”修改。',
        ],
      },
    ],
    related: ['equipment/gateway-config', 'equipment/certificate-list'],
    learnMore: [{ text: '网关日志', href: '/console/equipment-log' }],
  },
  'equipment/gateway-config': {
    title: '网关配置',
    body: [
      '配置决定网关如何上传数据、采集哪些节点。向导分两步；点击“完成”会把整份配置保存为一个新版本，并下发给网关。',
    ],
    sections: [
      {
        heading: '第 1 步：常规配置',
        items: [
          '以下各项都必填。传输协议和压缩方式从平台提供的选项中选择。',
          '数据传输地址和文件传输地址：网关上传读数和文件的地址，最长 500 个字符。',
          '采集周期：以毫秒为单位，100 到 86400000 之间的整数。',
          '缓存大小：1 到 1000000 之间的整数。',
        ],
      },
      {
        heading: '第 2 步：节点配置',
        items: [
          '首次配置时，节点按网关登记的节点标签预填；“从产品模板填入”改用网关类型所属产品的节点模板，会替换已列出的节点，替换前需要确认。',
          '别名在同一份配置中不能重复（“该别名已存在，请重新输入”）。一份配置最多 200 个节点。',
          '采集方式：周期采集按采样周期读取；变化采集在值变化时上报。',
          '显示精度（可选）：控制台显示读数时保留的小数位数，0 到 10；留空时最多显示 3 位。它只影响显示，不改变网关上报的数据。',
          '备份：打开后，平台按网关类型的保留期保存该节点的历史数据，网关断线期间也会先缓存这些节点的数据。也可以在“数据备份”中开关。',
        ],
      },
      {
        heading: '保存与下发',
        paragraphs: [
          '每次保存都会替换整份配置，版本号加一。配置以保留消息发布在网关的配置主题上：在线的网关立即收到，离线的网关在下次订阅时收到。下发失败时配置仍已保存，页面顶部的提示会说明配置暂未送达网关。',
          '有未保存的修改时离开本页，会先请你确认是否放弃修改。',
        ],
      },
    ],
    related: ['equipment/gateway-list'],
    learnMore: [{ text: '数据备份', href: '/console/equipment-backup-list' }],
    articleId: 'equipment-gateway-configuration',
  },
  'equipment/certificate-list': {
    title: '设备证书',
    body: [
      '网关使用平台签发的 X.509 客户端证书，通过 TLS 向平台证明自己的身份。本页列出企业的证书（每次读取 100 个，可按名称搜索已读取的证书），在这里注册、下载、注销、删除和轮换证书。',
      '每个网关同一时间只能有一张已注册或已生效的证书。',
    ],
    sections: [
      {
        heading: '状态',
        terms: [
          { term: '待审核', definition: '已注册，等待平台审核员审核。此时删除即撤回注册。' },
          { term: '已生效', definition: '审核通过，证书已签发，网关可以用它连接平台。私钥只能下载一次。' },
          { term: '未通过', definition: '审核员驳回了注册并说明了原因；删除后可以重新注册。' },
          { term: '注销审核中', definition: '已申请注销，等待平台审核：通过则证书注销，驳回则恢复为已生效。' },
          {
            term: '已注销',
            definition:
              '证书已吊销，网关不能再用它连接。注销审核通过、有效期结束、网关被删除或证书被轮换替换后，都会进入此状态。',
          },
        ],
      },
      {
        heading: '规则',
        items: [
          '注册：选择网关，填写名称、有效期（不早于今天，最长 3650 天）和注册说明，提交后由平台审核。',
          '下载证书与私钥：仅限已生效的证书，只能下载一次，平台不保留私钥明文。再次下载会被拒绝，只能注销后重新注册。',
          '注销：需要填写注销说明，并经平台审核。',
          '删除：只能删除待审核、未通过和已注销的证书。',
          '到期：有效期最后一天之前 30 天、7 天和 1 天，企业管理员会收到提醒；到期后证书自动停用并注销，网关可以注册新证书。',
          '轮换：已生效的证书可以在网关不断线的情况下换成新证书，见“证书轮换”。',
        ],
      },
    ],
    related: ['equipment/certificate-rotation'],
  },
  'equipment/certificate-rotation': {
    title: '证书轮换',
    body: [
      '轮换用一张新证书替换已生效的证书，网关在此期间持续连接并上报数据。在“设备证书”中打开一张已生效证书所在行的“操作”菜单，选择“轮换证书”开始。',
    ],
    sections: [
      {
        heading: '开始之前',
        items: [
          '只有已生效且不在轮换中的证书可以轮换；网关不能处于已停止状态。',
          '等待网关连接：5 分钟到 1 天。网关须在这段时间内使用新证书连接，否则自动回滚。',
          '新证书失效日期（可选）：不填时新证书自今日起生效，有效期与原证书等长，最长 3650 天。',
        ],
      },
      {
        heading: '步骤',
        terms: [
          {
            term: '签发新证书',
            definition: '平台为同一网关签发第二张证书，立即生效；轮换期间两张证书都可以用于连接。',
          },
          {
            term: '通过配置主题下发到网关',
            definition:
              '新证书和私钥通过网关的配置主题发送一次（不作为保留消息）。网关没有收到时，管理员可以在等待期间下载一次新证书的私钥并手动安装。',
          },
          {
            term: '等待网关使用新证书连接',
            definition: '网关保存新证书，断开后用新证书重新连接，并补发断开期间缓存的数据。',
          },
          {
            term: '注销原证书',
            definition: '网关用新证书连接后，原证书被吊销并注销（原因为已轮换），平台不再保留新证书的私钥。',
          },
        ],
      },
      {
        heading: '结果',
        terms: [
          { term: '轮换完成', definition: '网关已使用新证书连接，原证书已注销。' },
          {
            term: '已回滚',
            definition: '网关未在等待时间内使用新证书连接，或轮换出错：新证书已撤销，原证书继续有效。',
          },
          { term: '轮换未完成', definition: '网关已使用新证书连接，但原证书未能注销；平台运维已收到告警。' },
        ],
      },
      {
        heading: '注意',
        items: [
          '轮换期间不能注销这两张证书，也不能再次开始轮换。',
          '关闭轮换窗口不影响轮换；重新打开可以查看进度，进度每 2 秒刷新一次。',
          '轮换完成或回滚后，企业管理员会在消息中心和邮件中收到通知；网关日志记录每次轮换的开始和结果。',
          '轮换期间停止网关，轮换会在等待时间结束时回滚；删除网关会结束轮换，并注销两张证书。',
        ],
      },
    ],
    related: ['equipment/certificate-list'],
    articleId: 'equipment-certificate-rotation',
  },
};
