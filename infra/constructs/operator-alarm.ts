import type { Construct } from 'constructs';
import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as cloudwatchActions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as sns from 'aws-cdk-lib/aws-sns';

/** What an operator alarm watches: a metric over five minutes (summed unless said otherwise), and who hears of it. */
export interface OperatorAlarmProps {
  readonly alarmName: string;
  readonly alarmDescription: string;
  /** Builds the metric with the five-minute period and statistic every operator alarm uses. */
  readonly metric: (options: cloudwatch.MetricOptions) => cloudwatch.IMetric;
  /** The five-minute value at which the alarm fires (default 1: any occurrence). */
  readonly threshold?: number;
  /**
   * The statistic over the five minutes (default sum). Ages and queue depths are levels, not counts: their maximum
   * says how far behind or how full, where a sum would grow with the number of datapoints.
   */
  readonly statistic?: string;
  readonly alarmTopic: sns.ITopic;
}

const fiveMinuteSum: cloudwatch.MetricOptions = { period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM };

/**
 * An alarm that tells the operators' SNS topic when a five-minute sum (or maximum) reaches its threshold; missing data
 * (nothing happened) is not breaching. Every stack's alarms share this shape, so docs/operations.md holds.
 */
export function operatorAlarm(scope: Construct, id: string, props: OperatorAlarmProps): cloudwatch.Alarm {
  const alarm = new cloudwatch.Alarm(scope, id, {
    alarmName: props.alarmName,
    alarmDescription: props.alarmDescription,
    metric: props.metric(props.statistic ? { ...fiveMinuteSum, statistic: props.statistic } : fiveMinuteSum),
    threshold: props.threshold ?? 1,
    evaluationPeriods: 1,
    comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
  });
  alarm.addAlarmAction(new cloudwatchActions.SnsAction(props.alarmTopic));
  return alarm;
}
