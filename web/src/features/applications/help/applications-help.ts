import type { HelpTopics } from '@/components/help-topics.js';

/** The applications area's help topics. */
export type ApplicationsHelpTopic = 'applications/publish';

declare module '@/components/help-topics.js' {
  // Adds this feature's topics to the ids the console may name.
  interface HelpTopicCatalogue extends Record<ApplicationsHelpTopic, true> {}
}

/** Applications help: Chinese texts (the reference table of this feature; English in `applications-help-en.ts`). */
export const applicationsHelpCn: HelpTopics<ApplicationsHelpTopic> = {
  'applications/publish': {
    title: '创建应用',
    body: [
      '发布向导创建一个应用，或主应用下的一个模块。应用属于你进入向导时的发布范围：个人、企业或平台。向导分三步：基本信息、分类、描述与确认，可以随时返回上一步。',
      '创建后在应用的编辑页继续添加版本和资源（价格方案）；应用审核通过并上线后，买家才能在应用市场中看到它。',
    ],
    sections: [
      {
        heading: '填写规则',
        items: [
          '应用编码：字母开头，只含字母、数字、- 和 _，最长 64 个字符；留空则自动生成。',
          '应用名称和英文名称必填，最长 100 个字符。应用编码、应用名称和英文名称在平台内都必须唯一。',
          '应用图标必须上传，为图片文件，不超过 100 MB。',
          '终端（网页端或移动端）、部署方式（云端部署、外部链接或镜像发布）和应用类型必填；市场应用在应用市场中公开，专属应用不公开。',
          '分类有两级：先选一级分类，再选它下面的二级分类。',
          '应用描述可选，最长 2000 个字符。',
          '缺少必填项或服务端拒绝某个字段时，向导会跳到该字段所在的步骤。有未保存的修改时取消或关闭页面，会先请你确认。',
        ],
      },
      {
        heading: '保存方式',
        terms: [
          { term: '暂存', definition: '保存为“已保存”，以后可以继续修改，再提交审核。' },
          {
            term: '发布并提交审核',
            definition: '保存并提交给平台审核员审核（待审核）。审核期间不能修改，可以撤回。',
          },
        ],
      },
      {
        heading: '状态',
        terms: [
          { term: '已保存', definition: '可以修改；提交审核或封存。' },
          { term: '待审核', definition: '等待审核员审核；可以撤回到已保存。' },
          { term: '已驳回', definition: '审核员驳回并说明了理由，应用回到可修改的状态；修改后重新提交。' },
          { term: '审核通过', definition: '可以上线。' },
          { term: '已上线', definition: '所有登录用户都能在应用市场中看到它；上线、下线和封存都会通知订阅者。' },
          { term: '已下线', definition: '不再在应用市场中显示，可以重新上线。' },
          { term: '已封存', definition: '永久关闭，不能再修改，也不能恢复。' },
        ],
      },
      {
        heading: '发布范围',
        terms: [
          { term: '个人', definition: '只有创建者（和平台管理员）可以管理。' },
          { term: '企业', definition: '持有本企业应用管理新增或编辑权限的成员可以管理。' },
          { term: '平台', definition: '只有平台管理员可以管理，发布企业为平台运营方。' },
        ],
      },
    ],
    articleId: 'application-publishing',
  },
};
