import type { HelpTerm, HelpTopics } from '@/components/help-topics.js';

/** The certification area's help topics. */
export type CertificationHelpTopic = 'certification/enterprise' | 'certification/personal';

declare module '@/components/help-topics.js' {
  // Adds this feature's topics to the ids the console may name.
  interface HelpTopicCatalogue extends Record<CertificationHelpTopic, true> {}
}

/** What each verify status means (doc 1 §4), the same for enterprises and persons. */
const statuses: readonly HelpTerm[] = [
  { term: '未认证', definition: '还没有提交过认证信息。' },
  { term: '认证中', definition: '第一次提交后，等待平台审核员审核。' },
  { term: '认证中（修改后重新审核）', definition: '修改了已提交的信息，等待重新审核。' },
  { term: '已认证', definition: '审核员审核通过。' },
  { term: '认证失败', definition: '审核员驳回并给出原因（显示在编辑页面上）；修改后重新提交即可再次审核。' },
];

/** Certification help: Chinese texts (the reference table of this feature; English in `certification-help-en.ts`). */
export const certificationHelpCn: HelpTopics<CertificationHelpTopic> = {
  'certification/enterprise': {
    title: '企业认证',
    body: [
      '企业认证提交企业的基本、地址、工商、税务、银行和法定代表人信息，由平台审核员审核。提交企业认证会创建企业：提交人成为它的企业管理员，新企业随即成为当前企业。',
      '修改已提交的企业信息同样需要重新审核；只有企业管理员可以修改。',
    ],
    sections: [
      {
        heading: '填写规则',
        items: [
          '所有字段都必填；未填写时提示“请输入”“请选择”或“请上传”加字段名。',
          '企业名称在平台内唯一，已被使用时提示“该企业名称已被注册，请换一个名称”。',
          '统一社会信用代码为 18 位，按国家标准校验。纳税人识别号为 15、17、18 或 20 位数字或大写字母，18 位时须是有效的统一社会信用代码。银行账号为 12–30 位数字，可含空格。',
          '法定代表人证件为居民身份证时按身份证号码规则校验，其他证件为 5–20 位字母或数字。营业期限和证件有效期须为真实日期，且不能已过期。',
          '企业标志、营业执照、法定代表人证件正面和反面须上传图片文件，每张不超过 100 MB。',
          '省份、城市、区县依次选择；更换省份会清空城市和区县，更换城市会清空区县。',
          '提交或修改前会请你确认进入认证流程。',
        ],
      },
      { heading: '状态', terms: statuses },
    ],
    related: ['certification/personal'],
    articleId: 'enterprise-certification',
  },
  'certification/personal': {
    title: '个人实名认证',
    body: [
      '个人实名认证核实你本人的身份和银行账户，由平台审核员审核。每个用户只有一份个人认证：已经提交过的用户打开的是编辑页面。',
      '修改个人认证信息后需要重新审核。',
    ],
    sections: [
      {
        heading: '填写规则',
        items: [
          '真实姓名、证件归属地、证件类型、证件号码、证件有效期、证件正面和反面、开户名称、开户银行和银行账号都必填。',
          '证件为居民身份证时，号码按 18 位居民身份证号码规则校验（含出生日期和校验位）；其他证件为 5–20 位字母或数字。',
          '证件有效期须为真实日期，且不能已过期。',
          '证件正面和反面须上传图片文件，每张不超过 100 MB。',
          '银行账号为 12–30 位数字，可含空格。',
          '提交或修改前会请你确认进入认证流程。',
        ],
      },
      { heading: '状态', terms: statuses },
    ],
    related: ['certification/enterprise'],
    articleId: 'personal-certification',
  },
};
