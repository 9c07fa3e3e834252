import { registerChineseMessages } from '@/i18n/messages.js';

/** The user message centre, message detail and the enterprise message centre: Chinese texts (the reference table of this area). */
export const inboxMessagesCn = {
  'inbox.badge.text': '消息',
  'inbox.badge.textCount': '消息 {count}',
  'inbox.badge.aria': '消息中心，{count} 条未读',

  'inbox.center.title': '消息中心',
  'inbox.center.description': '你收到的通知与消息，按自定义消息类型分栏；每页 5 条',
  'inbox.center.allTab': '全部消息',
  'inbox.center.tabCount': '{name}（未读 {count}）',
  'inbox.center.totalCount': '（共 {count} 条）',
  'inbox.center.tabsLabel': '消息类型',
  'inbox.center.empty': '暂无消息',
  'inbox.center.emptyHint': '收到的新消息会显示在这里',
  'inbox.center.unreadMark': '未读',
  'inbox.center.readMark': '已读',

  'inbox.field.title': '标题',
  'inbox.field.publisher': '发布者',
  'inbox.field.createdTime': '创建时间',
  'inbox.field.type': '类型',
  'inbox.field.status': '状态',
  'inbox.field.description': '内容',
  'inbox.field.category': '消息类别',

  'inbox.action.delete': '删除',
  'inbox.action.markRead': '标记已读',
  'inbox.action.markUnread': '标记未读',
  'inbox.action.collect': '收藏',
  'inbox.action.uncollect': '取消收藏',
  'inbox.action.restore': '恢复',
  'inbox.action.cleanup': '彻底删除',
  'inbox.action.refresh': '刷新',
  'inbox.action.confirm': '确定',
  'inbox.action.cancel': '取消',
  'inbox.action.back': '返回消息中心',
  'inbox.action.selectRow': '选择 {title}',
  'inbox.action.selectAll': '选择全部消息',

  'inbox.confirm.deleteTitle': '删除消息',
  'inbox.confirm.deleteText': '删除 {names}？删除的消息移到企业消息中心的回收站，可在那里恢复或彻底删除。',
  'inbox.confirm.recycleText': '删除 {names}？删除的消息移到回收站，可在回收站恢复或彻底删除。',
  'inbox.confirm.cleanupTitle': '彻底删除消息',
  'inbox.confirm.cleanupText': '彻底删除 {names}？彻底删除后无法恢复。',

  'inbox.toast.deleteFailed': '消息删除失败：{message}',
  'inbox.done.read': '已将 {names} 标记为已读',
  'inbox.done.unread': '已将 {names} 标记为未读',
  'inbox.done.collect': '已收藏 {names}',
  'inbox.done.uncollect': '已取消收藏 {names}',
  'inbox.done.delete': '{names} 已移到回收站',
  'inbox.done.undelete': '{names} 已恢复',
  'inbox.done.cleanup': '{names} 已彻底删除',
  'inbox.toast.readFailed': '标记已读失败：{message}',
  'inbox.toast.loadFailed': '获取消息失败：{message}',
  'inbox.toast.typesFailed': '获取消息类型失败：{message}',

  'inbox.detail.title': '消息详情',
  'inbox.detail.missing': '没有可显示的消息，请从消息中心打开一条消息。',

  'inbox.enterprise.title': '企业消息中心',
  'inbox.enterprise.description': '按消息类别分栏；可标记已读或未读、收藏、删除到回收站、恢复和彻底删除',
  'inbox.enterprise.allCategories': '全部',
  'inbox.enterprise.categoriesLabel': '消息类别',
  'inbox.enterprise.filterLabel': '筛选',
  'inbox.enterprise.filter.all': '全部消息',
  'inbox.enterprise.filter.unread': '未读',
  'inbox.enterprise.filter.collected': '已收藏',
  'inbox.enterprise.filter.recycle': '回收站',
  'inbox.enterprise.collected': '已收藏',
  'inbox.enterprise.deleted': '已删除',
  'inbox.enterprise.noCategories': '未获取到消息类别',
  'inbox.enterprise.categoriesFailed': '获取消息类别错误：{message}',
  'inbox.enterprise.noMessages': '未查询到消息',
  'inbox.enterprise.queryFailed': '获取消息失败：{message}',
  'inbox.enterprise.actionWarning': '{action}失败：{message}',
  'inbox.enterprise.actionError': '{action}出错：{message}',
  'inbox.pagination.label': '分页',
} as const;

registerChineseMessages(inboxMessagesCn);

declare module '@/i18n/messages.js' {
  // Adds this area's keys to the catalogue's MessageKey.
  interface MessageCatalogue extends Record<keyof typeof inboxMessagesCn, string> {}
}
