import { registerChineseMessages } from '@/i18n/messages.js';

/** Auditor review of certifications: Chinese texts (the reference table of this area). */
export const reviewMessagesCn = {
  'review.list.title': '认证审核',
  'review.list.description': '审核企业认证与个人实名认证；待审核列表包含首次提交和修改后重新提交的认证。',
  'review.list.enterpriseTab': '企业认证',
  'review.list.userTab': '个人认证',
  'review.queue.enterprises': '企业认证申请',
  'review.queue.users': '个人认证申请',
  'review.queue.statusFilter': '认证状态',
  'review.queue.filter.pending': '待审核',
  'review.queue.filter.3': '已认证',
  'review.queue.filter.4': '认证失败',
  'review.queue.searchName': '按企业名称搜索',
  'review.queue.searchUsername': '按用户名搜索',
  'review.queue.username': '用户名',
  'review.queue.empty': '没有符合条件的认证申请',
  'review.queue.loadFailed': '获取认证申请失败：{message}',

  'review.detail.title': '认证审核',
  'review.detail.back': '返回列表',
  'review.detail.notFound': '未找到该认证申请',
  'review.detail.loadFailed': '获取认证信息失败：{message}',
  'review.detail.pendingHint': '请核对以下信息与证照图片，然后通过或驳回。',
  'review.detail.decidedHint': '该认证已审核；申请人修改后会重新进入待审核列表。',

  'review.approve': '通过',
  'review.reject': '驳回',
  'review.cancel': '取消',
  'review.approve.title': '通过认证',
  'review.approve.text.enterprise':
    '通过企业 {name} 的认证？该企业将成为已认证企业，申请人会收到审核结果通知；之后申请人修改企业信息需重新审核。',
  'review.approve.text.user': '通过 {name} 的个人实名认证？其认证状态将变为已认证，本人会收到审核结果通知。',
  'review.reject.title': '驳回认证',
  'review.reject.text.enterprise':
    '驳回企业 {name} 的认证？其认证状态将变为认证失败，申请人会收到通知和下面填写的原因，修改后可以重新提交。',
  'review.reject.text.user':
    '驳回 {name} 的个人实名认证？其认证状态将变为认证失败，本人会收到通知和下面填写的原因，修改后可以重新提交。',
  'review.reject.reason': '驳回原因',
  'review.reject.reasonPlaceholder': '请输入驳回原因，申请人将看到该原因',
  'review.reject.reasonConstraint': '必填，最多 {max} 个字符',
  'review.reject.reasonRequired': '请输入驳回原因',
  'review.reject.reasonTooLong': '驳回原因最多 {max} 个字符',
  'review.reject.confirm': '驳回',
  'review.approved.enterprise': '企业 {name} 的认证已通过',
  'review.approved.user': '{name} 的个人认证已通过',
  'review.rejected.enterprise': '企业 {name} 的认证已驳回',
  'review.rejected.user': '{name} 的个人认证已驳回',
  'review.conflict': '申请人在您审核期间重新提交了信息，已为您刷新，请核对最新内容后再审核',
  'review.failed': '审核失败：{message}',

  'review.forbidden': '只有平台审核员可以查看和审核认证申请',
  'review.history.loadFailed': '获取审核记录失败：{message}',
  'review.history.title': '审核记录',
  'review.history.empty': '暂无审核记录',
  'review.history.result': '审核结果',
  'review.history.reason': '原因',
  'review.history.reviewer': '审核人',
  'review.history.reviewedAt': '审核时间',
  'review.history.snapshot': '查看当时提交的信息',
  'review.result.approve': '通过',
  'review.result.reject': '驳回',
} as const;

registerChineseMessages(reviewMessagesCn);

declare module '@/i18n/messages.js' {
  // Adds this area's keys to the catalogue's MessageKey.
  interface MessageCatalogue extends Record<keyof typeof reviewMessagesCn, string> {}
}
