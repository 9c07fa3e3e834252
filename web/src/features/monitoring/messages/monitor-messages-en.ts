import type { monitorMessagesCn } from './monitor-messages.js';

/** The platform resource monitor: English texts, keys checked against the Chinese table. */
export const monitorMessagesEn: Record<keyof typeof monitorMessagesCn, string> = {
  'monitor.title': 'Platform resource monitor',
  'monitor.description':
    "The platform's own requests, errors, latency, telemetry messages, workflow executions and table capacity, per minute.",
  'monitor.range': 'Time range',
  'monitor.range.1': '1 hour',
  'monitor.range.6': '6 hours',
  'monitor.range.24': '24 hours',
  'monitor.refresh': 'Refresh',
  'monitor.loadFailed': 'The figures could not be loaded: {message}',
  'monitor.source.cloudwatch': 'Source: CloudWatch',
  'monitor.source.local': "Source: the local stack's counters",
  'monitor.chart.requests': 'Requests per API prefix',
  'monitor.chart.errors': 'Errors per API prefix',
  'monitor.chart.latency': 'Average latency per API prefix (ms)',
  'monitor.chart.telemetry': 'Telemetry messages',
  'monitor.chart.executions': 'Workflow executions',
  'monitor.chart.capacity': 'Table consumed capacity (units)',
  'monitor.series.readCapacity': 'Read',
  'monitor.series.writeCapacity': 'Write',
  'monitor.empty': 'No figures in this range',
  'monitor.emptyHint': 'Requests, messages and executions show here per minute once there are some.',
  'monitor.loading': 'Loading the figures',
  'monitor.axis.time': 'Time',
  'monitor.axis.value': 'Value',
  'monitor.dismiss': 'Dismiss',
};
