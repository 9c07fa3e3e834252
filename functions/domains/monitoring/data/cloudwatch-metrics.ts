import type { MetricDataQuery } from '@aws-sdk/client-cloudwatch';
import type { MetricName, MetricSeries } from '../../../../shared/schemas/monitoring.js';
import { cloudWatch } from '../../../lib/clients/cloudwatch.js';
import { withClient } from '../../../lib/clients/lazy-client.js';
import type { MetricsRange, MetricsSource } from '../metrics-source.js';

/**
 * What the monitor reads in CloudWatch (the `platform-metrics` need's `PLATFORM_METRICS`, set by CDK): the function
 * of each API prefix, the state machines, the telemetry stream and the table, by name.
 */
export interface CloudWatchTargets {
  /** API prefix (`api-user`) → its function's name (`sia-<stage>-api-user`). */
  readonly functions: Readonly<Record<string, string>>;
  /** State machine name → its ARN. */
  readonly stateMachines: Readonly<Record<string, string>>;
  readonly stream: string;
  readonly table: string;
}

/** One query's meaning: the series it fills. */
interface QueryMeaning {
  readonly metric: MetricName;
  readonly of: string;
}

const stat = (
  namespace: string,
  metricName: string,
  dimension: { Name: string; Value: string },
  statistic: string,
  period: number,
) => ({
  MetricStat: {
    Metric: { Namespace: namespace, MetricName: metricName, Dimensions: [dimension] },
    Period: period,
    Stat: statistic,
  },
  ReturnData: true,
});

/**
 * The GetMetricData queries of the monitor, with what each one means: per API prefix its function's invocations
 * (requests), errors and average duration (latency; one function serves each prefix), the telemetry stream's
 * incoming records, each state machine's started executions and the table's consumed read and write capacity.
 */
export function metricQueries(
  targets: CloudWatchTargets,
  period: number,
): { queries: MetricDataQuery[]; meanings: Map<string, QueryMeaning> } {
  const queries: MetricDataQuery[] = [];
  const meanings = new Map<string, QueryMeaning>();
  const add = (meaning: QueryMeaning, query: Omit<MetricDataQuery, 'Id'>) => {
    const id = `m${queries.length}`;
    queries.push({ Id: id, ...query });
    meanings.set(id, meaning);
  };
  for (const [prefix, functionName] of Object.entries(targets.functions)) {
    const dimension = { Name: 'FunctionName', Value: functionName };
    add({ metric: 'requests', of: prefix }, stat('AWS/Lambda', 'Invocations', dimension, 'Sum', period));
    add({ metric: 'errors', of: prefix }, stat('AWS/Lambda', 'Errors', dimension, 'Sum', period));
    add({ metric: 'latency', of: prefix }, stat('AWS/Lambda', 'Duration', dimension, 'Average', period));
  }
  add(
    { metric: 'telemetry', of: 'telemetry' },
    stat('AWS/Kinesis', 'IncomingRecords', { Name: 'StreamName', Value: targets.stream }, 'Sum', period),
  );
  for (const [name, arn] of Object.entries(targets.stateMachines)) {
    add(
      { metric: 'executions', of: name },
      stat('AWS/States', 'ExecutionsStarted', { Name: 'StateMachineArn', Value: arn }, 'Sum', period),
    );
  }
  const table = { Name: 'TableName', Value: targets.table };
  add({ metric: 'readCapacity', of: 'table' }, stat('AWS/DynamoDB', 'ConsumedReadCapacityUnits', table, 'Sum', period));
  add(
    { metric: 'writeCapacity', of: 'table' },
    stat('AWS/DynamoDB', 'ConsumedWriteCapacityUnits', table, 'Sum', period),
  );
  return { queries, meanings };
}

/** The monitor's figures from CloudWatch: GetMetricData over the range, every page, points oldest first. */
export function cloudWatchSource(targets: CloudWatchTargets): MetricsSource {
  return {
    kind: 'cloudwatch',
    read: async (range: MetricsRange): Promise<MetricSeries[]> => {
      const { queries, meanings } = metricQueries(targets, range.periodSeconds);
      const points = new Map<string, { at: string; value: number }[]>();
      let nextToken: string | undefined;
      do {
        const answer = await withClient(cloudWatch, (client, sdk) =>
          client.send(
            new sdk.GetMetricDataCommand({
              MetricDataQueries: queries,
              StartTime: range.from,
              EndTime: range.to,
              ScanBy: 'TimestampAscending',
              NextToken: nextToken,
            }),
          ),
        );
        for (const result of answer.MetricDataResults ?? []) {
          const list = points.get(result.Id!) ?? [];
          (result.Timestamps ?? []).forEach((at, i) =>
            list.push({ at: new Date(at).toISOString(), value: result.Values?.[i] ?? 0 }),
          );
          points.set(result.Id!, list);
        }
        nextToken = answer.NextToken;
      } while (nextToken);
      return [...meanings].map(([id, meaning]) => ({ ...meaning, points: points.get(id) ?? [] }));
    },
  };
}
