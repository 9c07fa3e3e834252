import { registerChineseMessages } from '@/i18n/messages.js';

/** The algorithm library: Chinese texts (the reference table of this area). */
export const algorithmsMessagesCn = {
  'algorithms.list.title': '算法列表',
  'algorithms.list.description': '您创建的算法：草稿、审核中、已上线与已下线的算法。可批量删除、下线或更改分类。',
  'algorithms.load.failed': '加载失败：{message}',
  'algorithms.table.title': '我的算法',
  'algorithms.table.empty': '没有算法',
  'algorithms.search': '按算法名称搜索',
  'algorithms.field.name': '算法名称',
  'algorithms.field.category': '分类',
  'algorithms.field.type': '语言',
  'algorithms.field.status': '状态',
  'algorithms.field.updateDate': '更新时间',
  'algorithms.action.delete': '删除',
  'algorithms.action.offline': '下线',
  'algorithms.action.move': '更改分类',
  'algorithms.delete.title': '删除算法',
  'algorithms.delete.text': '删除算法 {names}？删除后不可恢复。',
  'algorithms.offline.title': '下线算法',
  'algorithms.offline.text': '下线算法 {names}？下线后其他用户不能再使用。',
  'algorithms.move.title': '更改分类',
  'algorithms.move.text': '将算法 {names} 移到所选分类。',
  'algorithms.move.category': '新分类',
  'algorithms.move.choose': '选择分类',
  'algorithms.deleted': '算法 {names} 已删除',
  'algorithms.offlined': '算法 {names} 已下线',
  'algorithms.moved': '算法 {names} 已移到 {category}',
  'algorithms.actionFailed': '算法 {names} 未能处理：{message}',
  'algorithms.verify.title': '算法审核',
  'algorithms.verify.description':
    '提交审核的算法：通过后上线，供所有用户使用；驳回时请写明原因，作者会收到通知。不能审核自己的算法。',
  'algorithms.verify.table': '待审核的算法',
  'algorithms.verify.empty': '没有此状态的算法',
  'algorithms.verify.status': '状态',
  'algorithms.field.author': '作者',
  'algorithms.action.approve': '通过',
  'algorithms.action.reject': '驳回',
  'algorithms.approve.title': '通过算法',
  'algorithms.approve.text': '通过算法 {name}？通过后它将上线，所有用户都可以使用。',
  'algorithms.reject.title': '驳回算法',
  'algorithms.reject.text': '驳回算法 {name}？作者会收到驳回原因。',
  'algorithms.reject.reason': '驳回原因',
  'algorithms.approved': '算法 {name} 已通过审核并上线',
  'algorithms.rejected': '算法 {name} 已驳回',
  'algorithms.decisionFailed': '算法 {name} 的审核未能保存：{message}',
  'algorithms.category.title': '算法分类',
  'algorithms.category.name': '分类名称',
  'algorithms.category.remove': '移除',
  'algorithms.category.empty': '还没有分类',
  'algorithms.category.addChild': '添加子分类',
  'algorithms.category.addParent': '添加父分类',
  'algorithms.category.save': '保存分类树',
  'algorithms.category.saved': '算法分类树已保存',
  'algorithms.category.saveFailed': '算法分类树未能保存：{message}',
  'algorithms.category.removeText': '保存后将删除分类 {names}。仍有算法使用的分类不能删除。',
} as const;

registerChineseMessages(algorithmsMessagesCn);

declare module '@/i18n/messages.js' {
  // Adds this area's keys to the catalogue's MessageKey.
  interface MessageCatalogue extends Record<keyof typeof algorithmsMessagesCn, string> {}
}
