import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { MetricName, MetricSeries } from '../../../shared/schemas/monitoring.js';

/**
 * The local stack's own health counters, which the platform resource monitor reads locally where CloudWatch reads
 * the stage's metrics in AWS (docs/operations.md "Platform resource monitor"): the gateway counts requests, errors
 * and latency per API prefix, the broker's telemetry rule the messages, the state machine runner the executions and
 * the table client the consumed capacity. Kept in memory per minute for a day, so they cost a Map update each.
 */

const MINUTE = 60_000;
/** How long a minute's counts are kept: the monitor's longest range and a little more. */
const KEPT_MS = 25 * 60 * MINUTE;

interface Bucket {
  sum: number;
  count: number;
}

export class LocalMetrics {
  /** `metric|of` → minute (epoch ms) → its sum and count. */
  private readonly minutes = new Map<string, Map<number, Bucket>>();
  private lastPrune = 0;

  /** Adds `value` to a metric of something (a request, a message, a capacity unit). */
  add(metric: MetricName, of: string, value = 1, now = Date.now()): void {
    const key = `${metric}|${of}`;
    const minute = Math.floor(now / MINUTE) * MINUTE;
    let series = this.minutes.get(key);
    if (!series) this.minutes.set(key, (series = new Map()));
    const bucket = series.get(minute) ?? { sum: 0, count: 0 };
    bucket.sum += value;
    bucket.count += 1;
    series.set(minute, bucket);
    if (now - this.lastPrune > MINUTE) this.prune(now);
  }

  private prune(now: number): void {
    this.lastPrune = now;
    for (const series of this.minutes.values())
      for (const minute of series.keys()) if (minute < now - KEPT_MS) series.delete(minute);
  }

  /**
   * Every series with counts between `from` and `to`, in points of `periodSeconds`: sums, but latency as the
   * average of its observations. Periods without counts are left out, as CloudWatch leaves them out.
   */
  series(range: { from: number; to: number; periodSeconds: number }): MetricSeries[] {
    const period = range.periodSeconds * 1000;
    const answer: MetricSeries[] = [];
    for (const [key, minutes] of this.minutes) {
      const [metric, of] = key.split('|') as [MetricName, string];
      const periods = new Map<number, Bucket>();
      for (const [minute, bucket] of minutes) {
        if (minute < range.from || minute >= range.to) continue;
        const start = range.from + Math.floor((minute - range.from) / period) * period;
        const total = periods.get(start) ?? { sum: 0, count: 0 };
        total.sum += bucket.sum;
        total.count += bucket.count;
        periods.set(start, total);
      }
      if (periods.size === 0) continue;
      const points = [...periods]
        .sort(([a], [b]) => a - b)
        .map(([start, { sum, count }]) => ({
          at: new Date(start).toISOString(),
          value: metric === 'latency' ? Math.round((sum / count) * 10) / 10 : sum,
        }));
      answer.push({ metric, of, points });
    }
    return answer;
  }

  /** The local-only endpoint's answer (`/_local/metrics?from&to&period`), as the monitor's local source reads it. */
  answer(query: URLSearchParams): { series: MetricSeries[] } {
    const to = Date.parse(query.get('to') ?? '') || Date.now();
    const from = Date.parse(query.get('from') ?? '') || to - 60 * MINUTE;
    const periodSeconds = Math.max(60, Number(query.get('period')) || 60);
    return { series: this.series({ from, to, periodSeconds }) };
  }
}

/** The API prefix of a request path (`/api-user/x` → `api-user`), or undefined for a path outside the API. */
export function prefixOf(path: string): string | undefined {
  const first = path.split('/')[1];
  return first || undefined;
}

/**
 * DynamoDB commands that say what they consumed when asked (`ReturnConsumedCapacity`), read or write, by the name the
 * middleware sees (the document client shares its inner client's stack, so the low-level command's name).
 */
const CAPACITY_COMMANDS: Readonly<Record<string, 'readCapacity' | 'writeCapacity'>> = {
  GetItemCommand: 'readCapacity',
  QueryCommand: 'readCapacity',
  BatchGetItemCommand: 'readCapacity',
  TransactGetItemsCommand: 'readCapacity',
  PutItemCommand: 'writeCapacity',
  UpdateItemCommand: 'writeCapacity',
  DeleteItemCommand: 'writeCapacity',
  BatchWriteItemCommand: 'writeCapacity',
  TransactWriteItemsCommand: 'writeCapacity',
};

/**
 * Counts the capacity the data toolkit's table client consumes: each read and write asks DynamoDB Local for its
 * consumed capacity, as DynamoDB reports it to CloudWatch in AWS. Added by the local stack only, once per client.
 */
export function countConsumedCapacity(client: DynamoDBDocumentClient, metrics: LocalMetrics): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const metric = CAPACITY_COMMANDS[context.commandName ?? ''];
      if (!metric) return next(args);
      const input = { ReturnConsumedCapacity: 'TOTAL', ...args.input } as typeof args.input;
      const result = await next({ ...args, input });
      const consumed = (result.output as { ConsumedCapacity?: unknown }).ConsumedCapacity as
        { CapacityUnits?: number } | { CapacityUnits?: number }[] | undefined;
      const units = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce(
        (sum, entry) => sum + (entry.CapacityUnits ?? 0),
        0,
      );
      if (units > 0) metrics.add(metric, 'table', units);
      return result;
    },
    // A process that starts the stack again (the lifecycle test) replaces the counter of the stack before it.
    { step: 'initialize', name: 'localConsumedCapacity', override: true },
  );
}
