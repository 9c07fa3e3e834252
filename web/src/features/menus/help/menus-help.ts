import type { HelpTopics } from '@/components/help-topics.js';

/** The menus area's help topics. */
export type MenusHelpTopic = 'menus/role-privileges';

declare module '@/components/help-topics.js' {
  // Adds this feature's topics to the ids the console may name.
  interface HelpTopicCatalogue extends Record<MenusHelpTopic, true> {}
}

/** Menus help: Chinese texts (the reference table of this feature; English in `menus-help-en.ts`). */
export const menusHelpCn: HelpTopics<MenusHelpTopic> = {
  'menus/role-privileges': {
    title: '角色权限配置',
    body: [
      '为所选角色勾选它能看到的菜单，以及它在每个菜单上的权限。角色来自角色列表中的选择；菜单树包括平台的菜单和本企业自己的菜单。',
    ],
    sections: [
      {
        heading: '勾选规则',
        items: [
          '“可见”：角色的用户能在导航中看到该菜单。只勾选可见时菜单会出现，但需要权限的查看和操作仍会被拒绝。',
          '权限：查看、新增、编辑、删除、审核；每个菜单只列出它声明的权限。勾选任一权限会同时勾选“可见”。',
          '目录的“可见”会勾选或取消它下面的所有页面；只勾选了部分页面时显示为部分选中。',
          '“全选”为每个菜单勾选全部权限；部分菜单可见时显示为部分选中。',
        ],
      },
      {
        heading: '提交',
        items: [
          '提交会用当前的勾选替换该角色的全部菜单权限；成功后页面上方显示该角色现在能看到的菜单数。',
          '你只能增加或移除自己在本企业持有的权限。',
          '提交不能让企业失去最后一个能管理角色和权限的人。',
          '变化在该角色的用户下一次请求时生效。服务端在每次请求时检查权限，所以菜单即使可见，没有相应权限的操作也会被拒绝。',
        ],
      },
    ],
    related: ['roles/role-list'],
  },
};
