import type { HelpTopics } from '@/components/help-topics.js';

/** The messaging area's help topics. */
export type MessagingHelpTopic = 'messaging/send';

declare module '@/components/help-topics.js' {
  // Adds this feature's topics to the ids the console may name.
  interface HelpTopicCatalogue extends Record<MessagingHelpTopic, true> {}
}

/** Messaging help: Chinese texts (the reference table of this feature; English in `messaging-help-en.ts`). */
export const messagingHelpCn: HelpTopics<MessagingHelpTopic> = {
  'messaging/send': {
    title: '消息管理与发送',
    body: [
      '本页列出本范围（平台，或企业消息管理中的当前企业）已发送的消息，从新到旧，每页 10 条；可按标题、类别、类型和发送日期查询。',
      '“发送消息”把一条消息投递到每位接收人的消息中心，可以同时发送邮件。',
    ],
    sections: [
      {
        heading: '发送规则',
        items: [
          '标题必填，最长 200 个字符；内容必填，最长 5000 个字符。',
          '类别必填；类型可选，须属于所选类别。',
          '接收用户、接收组、接收角色至少选一项：一次最多 500 名用户，组和角色各最多 20 个。组和角色在发送时由服务端展开为当时的成员。',
          '平台范围可以选择平台的全部账号和平台的角色；企业范围只能选择本企业的成员和角色。',
          '勾选“同时发送邮件”会给每位有邮箱的接收人发送一份邮件副本。',
        ],
      },
      {
        heading: '已发送的消息',
        terms: [
          { term: '查看', definition: '显示消息的全部内容、所选用户、组和角色的数量，以及实际送达的人数。' },
          {
            term: '编辑',
            definition: '已送达的消息不会再改变：编辑会打开填好内容的发送表单，发送后成为一条新消息。',
          },
          { term: '删除', definition: '确认后从本列表删除；已送达接收人消息中心的副本会保留。' },
        ],
      },
      {
        heading: '提示',
        paragraphs: [
          '发送时先显示“发送中……”，然后显示结果：成功时说明消息已发送给几位接收人，失败时显示“发送失败！”及原因；表单中有误的字段会标出。',
        ],
      },
    ],
  },
};
