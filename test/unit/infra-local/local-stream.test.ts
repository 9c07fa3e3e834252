import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KinesisStreamEvent } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { functionCatalogue } from '../../../infra/definitions/function-catalogue.js';
import {
  LOCAL_POLL_INTERVAL_MS,
  LocalStream,
  shardOf,
  streamConsumerOf,
} from '../../../infra/local/support/local-stream.js';

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

describe('local telemetry stream delivery', () => {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('hands a fan-out consumer each record as its shard is free, and a polling one what arrived since its last poll', async () => {
    const local = stream(1);
    const fanOut = recorder();
    const polling = recorder();
    local.addConsumer({ functionId: 'ingest', batchSize: 100, retryAttempts: 0, invoke: fanOut.invoke });
    local.addConsumer({
      functionId: 'push',
      batchSize: 100,
      retryAttempts: 0,
      pollIntervalMs: 150,
      invoke: polling.invoke,
    });
    for (const value of ['a', 'b', 'c', 'd']) {
      local.put('gateway', value);
      await sleep(10);
    }
    expect(polling.batches.map((batch) => batch.values)).toEqual([['a']]);
    await local.drain();
    expect(fanOut.batches.map((batch) => batch.values)).toEqual([['a'], ['b'], ['c'], ['d']]);
    expect(polling.batches.map((batch) => batch.values)).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('reads each catalogue stream consumer as its event source mapping reads in AWS', () => {
    const invoke = async () => undefined;
    const consumers = functionCatalogue
      .filter((definition) => definition.kind === 'stream-consumer')
      .map((definition) => streamConsumerOf(definition, invoke));
    expect(consumers).toEqual([
      { functionId: 'telemetry-ingest', batchSize: 5000, retryAttempts: 3, invoke },
      { functionId: 'data-push', batchSize: 500, retryAttempts: 3, pollIntervalMs: LOCAL_POLL_INTERVAL_MS, invoke },
    ]);
    expect(LOCAL_POLL_INTERVAL_MS).toBe(1000);
  });

  it('polls again at once while its polls come back full, as the event source reads a backlog', async () => {
    const local = stream(1);
    const polling = recorder();
    local.addConsumer({
      functionId: 'push',
      batchSize: 1,
      retryAttempts: 0,
      pollIntervalMs: 60_000,
      invoke: polling.invoke,
    });
    for (const value of ['a', 'b', 'c']) local.put('gateway', value);
    await local.drain();
    expect(polling.batches.map((batch) => batch.values)).toEqual([['a'], ['b'], ['c']]);
  });
});

describe('local telemetry stream on disk', () => {
  const directories: string[] = [];
  afterEach(() => {
    for (const directory of directories.splice(0)) rmSync(directory, { recursive: true, force: true });
  });
  const durable = (shards: number, directory = mkdtempSync(join(tmpdir(), 'sia-stream-'))) => {
    directories.push(directory);
    return {
      directory,
      stream: new LocalStream({
        streamName: 'sia-local-telemetry',
        region: 'us-east-1',
        shards,
        directory,
        log: () => undefined,
      }),
    };
  };
  /**
   * A consumer that takes `accept` records and then hangs on the next batch (`blocked` resolves then), so a stop
   * leaves the rest unprocessed; it records what it took.
   */
  const taking = (functionId: string, accept: number) => {
    const seen: { value: string; sequenceNumber: string; arrivedAt: number }[] = [];
    let block!: () => void;
    const blocked = new Promise<void>((resolve) => (block = resolve));
    return {
      seen,
      blocked,
      consumer: {
        functionId,
        batchSize: 1,
        retryAttempts: 0,
        invoke: async (event: unknown) => {
          const [record] = (event as KinesisStreamEvent).Records;
          if (seen.length >= accept) {
            block();
            return new Promise(() => undefined);
          }
          seen.push({
            value: Buffer.from(record.kinesis.data, 'base64').toString(),
            sequenceNumber: record.kinesis.sequenceNumber,
            arrivedAt: record.kinesis.approximateArrivalTimestamp,
          });
        },
      },
    };
  };
  /** Stops a stream whose consumers hang: their batches in flight are not waited for. */
  const stopHanging = (local: LocalStream) => local.stop(10);

  it('hands each consumer, after a restart, the records it had not processed, as they were, and numbers on', async () => {
    const { directory, stream: first } = durable(1);
    const ingest = taking('ingest', 3);
    const push = taking('push', 1);
    first.addConsumer(ingest.consumer);
    first.addConsumer(push.consumer);
    for (const value of ['a', 'b', 'c', 'd', 'e']) first.put('gateway', value);
    await Promise.all([ingest.blocked, push.blocked]);
    await stopHanging(first);

    const second = durable(1, directory).stream;
    const ingestAgain = taking('ingest', Infinity);
    const pushAgain = taking('push', Infinity);
    const added = taking('added-later', Infinity);
    second.addConsumer(ingestAgain.consumer);
    second.addConsumer(pushAgain.consumer);
    second.addConsumer(added.consumer);
    second.put('gateway', 'f');
    await second.drain();
    await second.stop();

    expect(ingestAgain.seen.map((record) => record.value)).toEqual(['d', 'e', 'f']);
    expect(pushAgain.seen.map((record) => record.value)).toEqual(['b', 'c', 'd', 'e', 'f']);
    // A consumer the stream did not know starts at its end (LATEST), like a new event source mapping.
    expect(added.seen.map((record) => record.value)).toEqual(['f']);
    const all = [...push.seen, ...pushAgain.seen];
    expect(new Set(all.map((record) => record.sequenceNumber)).size).toBe(6);
    expect([...all.map((record) => record.sequenceNumber)].sort()).toEqual(all.map((record) => record.sequenceNumber));
    const before = ingestAgain.seen.find((record) => record.value === 'd')!;
    expect(before.arrivedAt).toBeLessThanOrEqual(ingestAgain.seen.at(-1)!.arrivedAt);
  });

  it('drops a record cut short by a crash and appends the next one on a line of its own', async () => {
    const { directory, stream: first } = durable(1);
    first.addConsumer(taking('ingest', 0).consumer);
    first.put('gateway', 'whole');
    await stopHanging(first);
    const file = join(directory, 'shardId-000000000000', readdirSync(join(directory, 'shardId-000000000000'))[0]);
    appendFileSync(file, '[2,1700000000,"gateway","cut sh');

    const second = durable(1, directory).stream;
    second.addConsumer(taking('ingest', 0).consumer);
    second.put('gateway', 'after');
    await stopHanging(second);
    const third = durable(1, directory).stream;
    const ingest = taking('ingest', Infinity);
    third.addConsumer(ingest.consumer);
    await third.drain();
    await third.stop();
    expect(ingest.seen.map((record) => record.value)).toEqual(['whole', 'after']);
  });

  it('deletes the files of records every consumer has processed', async () => {
    const { directory, stream: local } = durable(1);
    local.addConsumer({ functionId: 'ingest', batchSize: 10_000, retryAttempts: 0, invoke: async () => undefined });
    for (let i = 0; i < 25_000; i++) local.put('gateway', String(i));
    await local.drain();
    await local.stop();
    // Three segments of 10,000 were written; only the one still being appended to is left.
    expect(readdirSync(join(directory, 'shardId-000000000000'))).toHaveLength(1);
  });

  it('starts a consumer that was away while the others read on at the oldest record still kept', async () => {
    const { directory, stream: first } = durable(1);
    first.addConsumer(taking('ingest', Infinity).consumer);
    first.addConsumer(taking('push', Infinity).consumer);
    await first.stop();
    // Without the push, the ingest reads three segments' worth, and the files of the first two go.
    const second = durable(1, directory).stream;
    second.addConsumer({ functionId: 'ingest', batchSize: 10_000, retryAttempts: 0, invoke: async () => undefined });
    for (let i = 0; i < 25_000; i++) second.put('gateway', String(i));
    await second.drain();
    await second.stop();

    const third = durable(1, directory).stream;
    const push = recorder();
    third.addConsumer({ functionId: 'push', batchSize: 10_000, retryAttempts: 0, invoke: push.invoke });
    await third.drain();
    await third.stop();
    const values = push.batches.flatMap((batch) => batch.values);
    expect(values[0]).toBe('20000');
    expect(values).toHaveLength(5_000);
  });

  it('puts what was unread back on the new shards when the shard count changed', async () => {
    const { directory, stream: first } = durable(1);
    first.addConsumer(taking('ingest', 0).consumer);
    const keys = Array.from({ length: 20 }, (_, i) => `gateway-${i}`);
    for (const key of keys) first.put(key, key);
    await stopHanging(first);

    const second = durable(2, directory).stream;
    const ingest = recorder();
    second.addConsumer({ functionId: 'ingest', batchSize: 100, retryAttempts: 0, invoke: ingest.invoke });
    await second.drain();
    await second.stop();
    expect(ingest.batches.flatMap((batch) => batch.values).sort()).toEqual([...keys].sort());
    for (const batch of ingest.batches)
      expect(new Set(batch.keys.map((key) => `shardId-00000000000${shardOf(key, 2)}`))).toEqual(new Set([batch.shard]));
  });
});
