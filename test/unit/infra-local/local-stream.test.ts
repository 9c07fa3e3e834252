import type { KinesisStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { LocalStream, shardOf } from '../../../infra/local/support/local-stream.js';

/** A consumer that records every batch it was given (decoded) and answers with `answer`. */
function recorder(answer: (event: KinesisStreamEvent, call: number) => Promise<unknown> = async () => undefined) {
  const batches: { shard: string; keys: string[]; values: string[] }[] = [];
  let calls = 0;
  return {
    batches,
    invoke: async (event: unknown) => {
      const records = (event as KinesisStreamEvent).Records;
      batches.push({
        shard: records[0].eventID.split(':')[0],
        keys: records.map((record) => record.kinesis.partitionKey),
        values: records.map((record) => Buffer.from(record.kinesis.data, 'base64').toString()),
      });
      return answer(event as KinesisStreamEvent, calls++);
    },
  };
}

const stream = (shards: number, log: (message: string) => void = () => undefined) =>
  new LocalStream({ streamName: 'sia-local-telemetry', region: 'us-east-1', shards, log });

describe('local telemetry stream', () => {
  it('keeps each partition key on one shard, spreads keys over all shards, and hands records over in order', async () => {
    const local = stream(2);
    const consumer = recorder();
    local.addConsumer({ functionId: 'ingest', batchSize: 500, retryAttempts: 0, invoke: consumer.invoke });
    const keys = Array.from({ length: 40 }, (_, i) => `gateway-${i}`);
    for (let round = 0; round < 5; round++) for (const key of keys) local.put(key, `${key}:${round}`);
    await local.drain();

    const shardsOfKeys = new Set(keys.map((key) => shardOf(key, 2)));
    expect(shardsOfKeys).toEqual(new Set([0, 1]));
    const seen = consumer.batches.flatMap((batch) => batch.values);
    expect(seen).toHaveLength(200);
    for (const key of keys) {
      const own = seen.filter((value) => value.startsWith(`${key}:`));
      expect(own).toEqual([0, 1, 2, 3, 4].map((round) => `${key}:${round}`));
    }
    for (const batch of consumer.batches)
      expect(new Set(batch.keys.map((key) => `shardId-00000000000${shardOf(key, 2)}`))).toEqual(new Set([batch.shard]));
  });

  it('batches what arrived while a batch was in flight, up to the batch size, with the event shape of the event source', async () => {
    const local = stream(1);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const consumer = recorder(async (_event, call) => (call === 0 ? gate : undefined));
    const events: KinesisStreamEvent[] = [];
    local.addConsumer({
      functionId: 'ingest',
      batchSize: 3,
      retryAttempts: 0,
      invoke: async (event) => {
        events.push(event as KinesisStreamEvent);
        return consumer.invoke(event);
      },
    });
    for (let i = 0; i < 7; i++) local.put('gateway', String(i));
    release();
    await local.drain();

    expect(consumer.batches.map((batch) => batch.values)).toEqual([['0'], ['1', '2', '3'], ['4', '5', '6']]);
    const record = events[1].Records[0];
    expect(record).toMatchObject({
      eventSource: 'aws:kinesis',
      eventName: 'aws:kinesis:record',
      eventSourceARN: 'arn:aws:kinesis:us-east-1:000000000000:stream/sia-local-telemetry',
      kinesis: { partitionKey: 'gateway', kinesisSchemaVersion: '1.0' },
    });
    expect(record.kinesis.approximateArrivalTimestamp).toBeGreaterThan(Date.now() / 1000 - 60);
    const sequences = events.flatMap((event) => event.Records.map((r) => r.kinesis.sequenceNumber));
    expect([...sequences].sort()).toEqual(sequences);
  });

  it('retries from the first failed record of a partial batch response, and a thrown batch whole', async () => {
    const local = stream(1);
    const consumer = recorder(async (event, call) => {
      if (call === 1) return { batchItemFailures: [{ itemIdentifier: event.Records[1].kinesis.sequenceNumber }] };
      if (call === 2) throw new Error('table unavailable');
      return { batchItemFailures: [] };
    });
    local.addConsumer({ functionId: 'ingest', batchSize: 10, retryAttempts: 3, invoke: consumer.invoke });
    for (const value of ['a', 'b', 'c']) local.put('gateway', value);
    await local.drain();
    // 'a' goes alone (the shard was free); 'b' is done but 'c' failed, so 'c' comes again, twice (that attempt threw).
    expect(consumer.batches.map((batch) => batch.values)).toEqual([['a'], ['b', 'c'], ['c'], ['c']]);
  });

  it('gives a batch up after its retries, logs it, and goes on with the next records', async () => {
    const logged: string[] = [];
    const local = stream(1, (message) => logged.push(message));
    const consumer = recorder(async (event) => {
      if (event.Records.some((record) => Buffer.from(record.kinesis.data, 'base64').toString() === 'poison'))
        throw new Error('cannot store');
    });
    local.addConsumer({ functionId: 'ingest', batchSize: 1, retryAttempts: 1, invoke: consumer.invoke });
    local.put('gateway', 'poison');
    local.put('gateway', 'fine');
    await local.drain();
    expect(consumer.batches.map((batch) => batch.values)).toEqual([['poison'], ['poison'], ['fine']]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('ingest gave up 1 record(s) of shardId-000000000000 after 1 retries');
  });

  it('feeds every consumer every record, each from where it joined', async () => {
    const local = stream(2);
    const ingest = recorder();
    const push = recorder();
    local.addConsumer({ functionId: 'ingest', batchSize: 100, retryAttempts: 0, invoke: ingest.invoke });
    local.put('early', 'before the push joined');
    await local.drain();
    local.addConsumer({ functionId: 'push', batchSize: 100, retryAttempts: 0, invoke: push.invoke });
    for (let i = 0; i < 10; i++) local.put(`gateway-${i}`, String(i));
    await local.drain();
    expect(ingest.batches.flatMap((batch) => batch.values)).toHaveLength(11);
    expect(push.batches.flatMap((batch) => batch.values).sort()).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });
});
