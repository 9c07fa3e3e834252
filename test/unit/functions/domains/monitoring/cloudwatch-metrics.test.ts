import { CloudWatchClient, GetMetricDataCommand } from '@aws-sdk/client-cloudwatch';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cloudWatchSource,
  metricQueries,
} from '../../../../../functions/domains/monitoring/data/cloudwatch-metrics.js';

// The monitor's CloudWatch source, proved against a mocked client (locally the stack's counters answer instead).
const cloudWatch = mockClient(CloudWatchClient);
afterAll(() => cloudWatch.restore());
beforeEach(() => cloudWatch.reset());

const targets = {
  functions: { 'api-user': 'sia-dev-api-user' },
  stateMachines: { 'sia-dev-deployment-saga': 'arn:aws:states:eu-west-1:1:stateMachine:sia-dev-deployment-saga' },
  stream: 'sia-dev-telemetry',
  table: 'sia-dev-table',
};
const range = { from: new Date('2026-11-28T04:00:00Z'), to: new Date('2026-11-28T05:00:00Z'), periodSeconds: 60 };

describe('the CloudWatch metrics source', () => {
  it("asks for each prefix's function invocations, errors and duration, the stream, the state machines and the table", () => {
    const { queries, meanings } = metricQueries(targets, 300);
    expect(queries.map((query) => query.MetricStat?.Metric?.MetricName)).toEqual([
      'Invocations',
      'Errors',
      'Duration',
      'IncomingRecords',
      'ExecutionsStarted',
      'ConsumedReadCapacityUnits',
      'ConsumedWriteCapacityUnits',
    ]);
    expect(queries[2].MetricStat).toMatchObject({
      Metric: { Namespace: 'AWS/Lambda', Dimensions: [{ Name: 'FunctionName', Value: 'sia-dev-api-user' }] },
      Period: 300,
      Stat: 'Average',
    });
    expect([...meanings.values()].map((meaning) => `${meaning.metric} ${meaning.of}`)).toEqual([
      'requests api-user',
      'errors api-user',
      'latency api-user',
      'telemetry telemetry',
      'executions sia-dev-deployment-saga',
      'readCapacity table',
      'writeCapacity table',
    ]);
  });

  it('maps every page of the answer to series of points, oldest first, and a query without data to no points', async () => {
    cloudWatch
      .on(GetMetricDataCommand)
      .resolvesOnce({
        MetricDataResults: [
          { Id: 'm0', Timestamps: [new Date('2026-11-28T04:00:00Z')], Values: [12] },
          { Id: 'm2', Timestamps: [new Date('2026-11-28T04:00:00Z')], Values: [35.5] },
        ],
        NextToken: 'next',
      })
      .resolvesOnce({ MetricDataResults: [{ Id: 'm0', Timestamps: [new Date('2026-11-28T04:01:00Z')], Values: [3] }] });

    const series = await cloudWatchSource(targets).read(range);

    const calls = cloudWatch.commandCalls(GetMetricDataCommand);
    expect(calls).toHaveLength(2);
    expect(calls[0].args[0].input).toMatchObject({
      StartTime: range.from,
      EndTime: range.to,
      ScanBy: 'TimestampAscending',
    });
    expect(calls[1].args[0].input.NextToken).toBe('next');
    expect(series.find((item) => item.metric === 'requests')).toEqual({
      metric: 'requests',
      of: 'api-user',
      points: [
        { at: '2026-11-28T04:00:00.000Z', value: 12 },
        { at: '2026-11-28T04:01:00.000Z', value: 3 },
      ],
    });
    expect(series.find((item) => item.metric === 'latency')?.points).toEqual([
      { at: '2026-11-28T04:00:00.000Z', value: 35.5 },
    ]);
    expect(series.find((item) => item.metric === 'telemetry')?.points).toEqual([]);
  });
});
