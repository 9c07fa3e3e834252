import { registerChineseMessages } from '@/i18n/messages.js';

/** Project runs on the canvas (states, results, history): Chinese texts. */
export const runsMessagesCn = {
  'runs.status.PENDING': '等待运行',
  'runs.status.RUNNING': '运行中',
  'runs.status.SUCCEEDED': '已成功运行',
  'runs.status.FAILED': '运行失败',
  'runs.status.SKIPPED': '未运行',
  'runs.duration': '用时 {seconds} 秒',
  'runs.reused': '复用',
  'runs.reason.unchanged': '算法、参数与输入均未变化，复用上次的输出',
  'runs.reason.upstreamOfStart': '位于起始模块上游，沿用上次运行的输出',
  'runs.reason.firstRun': '首次运行',
  'runs.reason.algorithmChanged': '算法已更新，重新运行',
  'runs.reason.parametersChanged': '参数已修改，重新运行',
  'runs.reason.inputChanged': '输入已变化，重新运行',
  'runs.reason.outputMissing': '上次的输出已不存在，重新运行',
  'runs.results.title': '运行结果',
  'runs.results.none': '该模块尚未运行',
  'runs.results.error': '失败原因',
  'runs.results.summary': '摘要',
  'runs.results.metrics': '评估指标',
  'runs.results.accuracy': '准确率',
  'runs.results.confusionMatrix': '混淆矩阵',
  'runs.results.actual': '实际 \\ 预测',
  'runs.results.perClass': '各类别',
  'runs.results.label': '类别',
  'runs.results.precision': '精确率',
  'runs.results.recall': '召回率',
  'runs.results.outputs': '输出',
  'runs.results.preview': '预览',
  'runs.results.save': '保存',
  'runs.results.saveName': '名称',
  'runs.results.model': '模型',
  'runs.results.features': '特征列',
  'runs.history.title': '运行记录',
  'runs.history.empty': '还没有运行记录',
  'runs.history.startedAt': '开始时间',
  'runs.history.status': '状态',
  'runs.history.duration': '用时',
  'runs.history.reusedCount': '复用模块数',
  'runs.history.compare': '对比所选的两次运行',
  'runs.history.parameters': '参数',
  'runs.history.module': '模块',
  'runs.runFromHere': '从此处运行',
};

registerChineseMessages(runsMessagesCn);

declare module '@/i18n/messages.js' {
  // Adds this area's keys to the catalogue's MessageKey.
  interface MessageCatalogue extends Record<keyof typeof runsMessagesCn, string> {}
}
