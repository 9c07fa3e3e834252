import type { HelpTopics } from '@/components/help-topics.js';

/** The roles area's help topics. */
export type RolesHelpTopic = 'roles/role-list';

declare module '@/components/help-topics.js' {
  // Adds this feature's topics to the ids the console may name.
  interface HelpTopicCatalogue extends Record<RolesHelpTopic, true> {}
}

/** Roles help: Chinese texts (the reference table of this feature; English in `roles-help-en.ts`). */
export const rolesHelpCn: HelpTopics<RolesHelpTopic> = {
  'roles/role-list': {
    title: '角色管理',
    body: [
      '角色决定用户在企业中能看到哪些菜单、能做哪些操作。本页列出当前企业的角色（平台角色管理列出平台自己的角色）。',
      '单击一行选中角色，再次单击取消选择；选中后可以修改、删除、配置用户或配置权限。',
    ],
    sections: [
      {
        heading: '规则',
        items: [
          '角色名称必填，1–50 个字符，在企业内唯一（不区分大小写）；角色描述可多行，最多 200 个字符。',
          '删除前会显示角色的名称、描述，以及仍持有该角色的用户数；删除后这些用户失去该角色，列表回到第一页。',
          '企业管理员角色不能删除。任何修改都不能让企业失去最后一个能管理角色和权限的人：最后一名管理员不能被移除。',
          '名为 Disabled User 的角色不能被选中。',
          '每页显示 10、20 或 30 行。',
        ],
      },
      {
        heading: '选中角色之后',
        terms: [
          { term: '配置用户', definition: '查看持有该角色的用户，添加本企业的成员，或在确认后移除用户。' },
          { term: '配置权限', definition: '在菜单树中勾选该角色可见的菜单，以及每个菜单上的权限。' },
        ],
      },
      {
        heading: '何时生效',
        paragraphs: ['角色和权限的变化在用户的下一次请求时生效，用户无需重新登录。'],
      },
    ],
    related: ['menus/role-privileges'],
  },
};
