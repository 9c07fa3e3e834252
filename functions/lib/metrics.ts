import { OPERATOR_METRICS_NAMESPACE, OPERATOR_METRIC_DIMENSION } from '../../shared/constants/operator-metrics.js';
import { logger } from './logger.js';

/**
 * Emits an operator metric as one log record in CloudWatch's embedded metric format: Lambda's log group turns the
 * record into the metric, so no SDK call, no permission and no wait. The dimension is the function's name, which
 * the alarm names too (`shared/constants/operator-metrics.ts`).
 */
export function emitMetric(name: string, value: number, attributes: Record<string, unknown> = {}): void {
  logger.info(`Metric ${name}`, {
    ...attributes,
    _aws: {
      Timestamp: Date.now(),
      CloudWatchMetrics: [
        {
          Namespace: OPERATOR_METRICS_NAMESPACE,
          Dimensions: [[OPERATOR_METRIC_DIMENSION]],
          Metrics: [{ Name: name, Unit: 'Count' }],
        },
      ],
    },
    [OPERATOR_METRIC_DIMENSION]: process.env.AWS_LAMBDA_FUNCTION_NAME ?? process.env.SERVICE_NAME ?? 'local',
    [name]: value,
  });
}
