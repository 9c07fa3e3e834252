import { registerChineseMessages } from '@/i18n/messages.js';
import { DATABASE_MESSAGES } from '@shared/constants/database-rules.js';

/** The database service: Chinese texts (the reference table of this area). */
export const databasesMessagesCn = {
  'databases.title': '数据库服务',
  'databases.description':
    '企业的 PostgreSQL 数据库：每个数据库有自己的登录用户，占用企业数据库配额 {reservation} MB。部署应用时可直接选用这里的数据库。',
  'databases.load.failed': '加载失败：{message}',
  'databases.figures.title': '概览',
  'databases.figures.used': '已用空间',
  'databases.figures.total': '数据库配额',
  'databases.figures.reserved': '已预留',
  'databases.figures.available': '可用配额',
  'databases.needQuota': '可用配额不足以再创建一个数据库（需要 {reservation} MB）。',
  'databases.applyQuota': '申请数据库空间',
  'databases.table.title': '数据库',
  'databases.table.empty': '没有数据库',
  'databases.search': '按数据库名称搜索',
  'databases.action.search': '搜索',
  'databases.action.create': '创建数据库',
  'databases.action.delete': '删除',
  'databases.action.close': '关闭',
  'databases.field.name': '数据库名称',
  'databases.field.database': '连接用数据库名',
  'databases.field.size': '大小',
  'databases.field.host': '主机',
  'databases.field.port': '端口',
  'databases.field.username': '用户名',
  'databases.field.password': '密码',
  'databases.field.status': '状态',
  'databases.field.createdAt': '创建时间',
  'databases.status.creating': '创建中',
  'databases.status.ready': '可用',
  'databases.create.title': '创建数据库',
  'databases.create.submit': '创建',
  'databases.create.nameHint': '以小写字母开头，3 到 41 位小写字母、数字或下划线',
  'databases.create.nameFormat': DATABASE_MESSAGES.nameFormat.cn,
  'databases.create.nameTaken': DATABASE_MESSAGES.nameTaken.cn,
  'databases.create.required': '必填项',
  'databases.create.quotaExceeded': '可用的数据库配额不足（需要 {reservation} MB），请先申请数据库空间',
  'databases.create.spaceNotOnline': '企业的租户空间上线后才能创建数据库',
  'databases.created.title': '数据库 {name} 已创建',
  'databases.created.warning': '密码只显示这一次，平台不会再次显示。请立即复制并妥善保存。',
  'databases.delete.title': '删除数据库',
  'databases.delete.text': '删除数据库 {name} 及其登录用户？其中的数据将全部删除且无法恢复，占用的配额随之释放。',
  'databases.deleted': '数据库 {name} 已删除',
  'databases.deleteFailed': '删除数据库 {name} 失败：{message}',
} as const;

registerChineseMessages(databasesMessagesCn);

declare module '@/i18n/messages.js' {
  // Adds this area's keys to the catalogue's MessageKey.
  interface MessageCatalogue extends Record<keyof typeof databasesMessagesCn, string> {}
}
