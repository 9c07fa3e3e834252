import { registerChineseMessages } from '@/i18n/messages.js';

/** The platform resource monitor: Chinese texts. */
export const monitorMessagesCn = {
  'monitor.title': '平台资源监控',
  'monitor.description': '平台自身的请求、错误、延迟、遥测消息、流程执行和数据表容量，按分钟汇总。',
  'monitor.range': '时间范围',
  'monitor.range.1': '1 小时',
  'monitor.range.6': '6 小时',
  'monitor.range.24': '24 小时',
  'monitor.refresh': '刷新',
  'monitor.loadFailed': '监控数据加载失败：{message}',
  'monitor.source.cloudwatch': '数据来源：CloudWatch',
  'monitor.source.local': '数据来源：本地环境计数器',
  'monitor.chart.requests': '各 API 前缀请求数',
  'monitor.chart.errors': '各 API 前缀错误数',
  'monitor.chart.latency': '各 API 前缀平均延迟（毫秒）',
  'monitor.chart.telemetry': '遥测消息数',
  'monitor.chart.executions': '流程执行次数',
  'monitor.chart.capacity': '数据表消耗容量（单位）',
  'monitor.series.readCapacity': '读',
  'monitor.series.writeCapacity': '写',
  'monitor.empty': '该时间范围内没有数据',
  'monitor.emptyHint': '有请求、消息或执行后，这里会按分钟显示。',
  'monitor.loading': '正在加载监控数据',
  'monitor.axis.time': '时间',
  'monitor.axis.value': '数值',
  'monitor.dismiss': '关闭',
} as const;

registerChineseMessages(monitorMessagesCn);

declare module '@/i18n/messages.js' {
  // Adds this area's keys to the catalogue's MessageKey.
  interface MessageCatalogue extends Record<keyof typeof monitorMessagesCn, string> {}
}
