import { registerChineseMessages } from '@/i18n/messages.js';

/** The audit log: Chinese texts. */
export const auditMessagesCn = {
  'audit.title': '审计日志',
  'audit.description':
    '管理操作（角色、权限、菜单、认证、审核、用户、资金）的记录：谁、在哪个企业、做了什么、何时、结果如何。',
  'audit.filter.actor': '操作人编号',
  'audit.filter.action': '操作',
  'audit.filter.actionPlaceholder': '接口名称或路径的一部分，例如 role',
  'audit.filter.from': '开始日期',
  'audit.filter.to': '结束日期',
  'audit.filter.search': '查询',
  'audit.filter.clear': '清除条件',
  'audit.column.at': '时间',
  'audit.column.actor': '操作人',
  'audit.column.enterprise': '企业编号',
  'audit.column.operation': '操作',
  'audit.column.targets': '对象',
  'audit.column.outcome': '结果',
  'audit.column.details': '详情',
  'audit.outcome.succeeded': '成功（{status}）',
  'audit.outcome.failed': '失败（{status}）',
  'audit.view': '查看详情',
  'audit.viewOf': '查看 {operation} 的详情',
  'audit.detail.title': '审计记录：{operation}',
  'audit.detail.request': '请求',
  'audit.detail.before': '修改前',
  'audit.detail.after': '修改后',
  'audit.detail.none': '无',
  'audit.detail.close': '关闭',
  'audit.empty': '没有符合条件的审计记录',
  'audit.loadFailed': '审计日志加载失败：{message}',
  'audit.dateFormat': '日期格式为 YYYY-MM-DD',
} as const;

registerChineseMessages(auditMessagesCn);

declare module '@/i18n/messages.js' {
  // Adds this area's keys to the catalogue's MessageKey.
  interface MessageCatalogue extends Record<keyof typeof auditMessagesCn, string> {}
}
