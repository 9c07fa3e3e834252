import { createHash } from 'node:crypto';
import type { KinesisStreamEvent, KinesisStreamRecord } from 'aws-lambda';
import { localAccountId } from '../engines/local-credentials.js';
import type { FunctionDefinition } from '../../definitions/function-catalogue.js';
import type { LambdaInvoker } from './lambda-runtime.js';
import { sequenceNumberOf, shardId, StreamLog, type StoredRecord } from './stream-log.js';

/** A function reading the stream through its event source mapping. */
export interface LocalStreamConsumer {
  readonly functionId: string;
  readonly batchSize: number;
  /** Retries of a failed batch before it is given up (in AWS: sent to the consumer's dead-letter queue). */
  readonly retryAttempts: number;
  /**
   * How often it polls a shard (ms), as a standard event source does (about once a second): what arrives in between
   * waits for the next poll, and a full batch is followed by the next at once. Absent: handed records as soon as
   * the shard is free, as an enhanced fan-out consumer is.
   */
  readonly pollIntervalMs?: number;
  readonly invoke: LambdaInvoker;
}

/** How often a `polling` consumer polls a shard locally (ms): a standard event source polls about once a second. */
export const LOCAL_POLL_INTERVAL_MS = 1000;

/**
 * The local stream's consumer of a `stream-consumer` catalogue entry, read as its event source mapping in AWS is:
 * batch size, retries and delivery (an `enhanced-fan-out` consumer is handed records at once, a `polling` one every
 * LOCAL_POLL_INTERVAL_MS).
 */
export function streamConsumerOf(definition: FunctionDefinition, invoke: LambdaInvoker): LocalStreamConsumer {
  const reading = definition.stream;
  if (!reading) throw new Error(`Catalogue entry "${definition.id}" has no stream settings`);
  return {
    functionId: definition.id,
    batchSize: reading.batchSize,
    retryAttempts: reading.retryAttempts,
    ...(reading.delivery === 'polling' ? { pollIntervalMs: LOCAL_POLL_INTERVAL_MS } : {}),
    invoke,
  };
}

/** The stream's ARN in the local account (what `eventSourceARN` carries). */
export const localStreamArn = (region: string, streamName: string) =>
  `arn:aws:kinesis:${region}:${localAccountId}:stream/${streamName}`;

/**
 * The shard of a partition key, as Kinesis chooses it: the MD5 of the key as a 128-bit number, in shards that split
 * the hash key range evenly (the top 32 bits decide here, which is the same split).
 */
export function shardOf(partitionKey: string, shards: number): number {
  const top = createHash('md5').update(partitionKey).digest().readUInt32BE(0);
  return Math.min(shards - 1, Math.floor((top / 2 ** 32) * shards));
}

/**
 * A Kinesis Data Streams record as the Lambda event source hands it over: `data` base64, the arrival time in epoch
 * seconds. Tests build events with it to call a consumer's handler directly.
 */
export function kinesisRecord(options: {
  streamArn: string;
  region: string;
  shard: number;
  partitionKey: string;
  sequenceNumber: string;
  data: string;
  arrivedAt: number;
}): KinesisStreamRecord {
  return {
    kinesis: {
      kinesisSchemaVersion: '1.0',
      partitionKey: options.partitionKey,
      sequenceNumber: options.sequenceNumber,
      data: options.data,
      approximateArrivalTimestamp: options.arrivedAt,
    },
    eventSource: 'aws:kinesis',
    eventVersion: '1.0',
    eventID: `${shardId(options.shard)}:${options.sequenceNumber}`,
    eventName: 'aws:kinesis:record',
    invokeIdentityArn: `arn:aws:iam::${localAccountId}:role/local-stream-consumer`,
    awsRegion: options.region,
    eventSourceARN: options.streamArn,
  };
}

/**
 * A Kinesis event of JSON values, one record each, as the telemetry stream would deliver them now: for tests that
 * call a consumer's handler directly (`kinesisEventOf([ruleEvent])`).
 */
export function kinesisEventOf(
  values: readonly unknown[],
  options: { partitionKey?: string } = {},
): KinesisStreamEvent {
  const arrivedAt = Date.now() / 1000;
  return {
    Records: values.map((value, i) =>
      kinesisRecord({
        streamArn: localStreamArn('us-east-1', 'sia-local-telemetry'),
        region: 'us-east-1',
        shard: 0,
        partitionKey:
          options.partitionKey ?? String((value as { equipmentId?: unknown } | null)?.equipmentId ?? 'test'),
        sequenceNumber: String(Date.now() * 1000 + i),
        data: Buffer.from(JSON.stringify(value)).toString('base64'),
        arrivedAt,
      }),
    ),
  };
}

/** How long a failed batch waits before its next attempt (ms), doubling each time. */
const RETRY_BASE_MS = 200;

/**
 * The telemetry stream in the local stack: Kinesis Data Streams' semantics for the telemetry rule's records. Records
 * are put with a partition key (the gateway), land on a shard by its hash and keep their order there; each consumer
 * reads every shard on its own, one batch of at most `batchSize` records per shard in flight, with the event shape of
 * the Lambda event source. A batch that throws is retried from its start, and a partial batch response
 * (`batchItemFailures`) from the first failed record, `retryAttempts` times with backoff; then it is given up and
 * logged (in AWS its metadata goes to the consumer's dead-letter queue). A consumer with a poll interval gets what
 * arrived since its last poll, about once a second, like a standard event source; one without is handed a record as
 * soon as its shard is free, like an enhanced fan-out consumer. With a `directory` the stream is durable (`StreamLog`): a record is
 * on disk before `put` returns and each consumer's position is kept, so a restart hands over what was accepted and
 * not processed yet (a stop mid-stream loses no reading); without one (unit tests) it lives in memory.
 */
export class LocalStream {
  private readonly shards: { records: StoredRecord[]; offset: number; next: number }[];
  private readonly readers: {
    consumer: LocalStreamConsumer;
    positions: number[];
    busy: boolean[];
    failures: number[];
    /** A polling consumer's next poll of each shard (epoch ms), and the timer waiting for it. */
    nextPollAt: number[];
    pollTimers: (NodeJS.Timeout | undefined)[];
  }[] = [];
  private readonly idleWaiters: (() => void)[] = [];
  private readonly disk: StreamLog | undefined;
  /** Each consumer's positions as the log kept them, taken up when the consumer is added again. */
  private readonly saved: ReadonlyMap<string, number[]>;
  private stopped = false;

  constructor(
    private readonly options: {
      streamName: string;
      region: string;
      shards: number;
      /** Where the records and the consumers' positions are kept across restarts; in memory without it. */
      directory?: string;
      log: (message: string) => void;
    },
  ) {
    this.disk = options.directory ? new StreamLog(options.directory, options.shards) : undefined;
    const kept = this.disk?.open();
    this.saved = kept?.checkpoints ?? new Map();
    this.shards = Array.from({ length: options.shards }, (_, index) => {
      const { records = [], offset = 0 } = kept?.shards[index] ?? {};
      return { records, offset, next: offset + records.length + 1 };
    });
    for (const record of kept?.moved ?? []) this.append(record.partitionKey, record.data, record.arrivedAt);
    const unread = this.shards.reduce((sum, shard) => sum + shard.records.length, 0);
    if (unread > 0) options.log(`Telemetry stream: ${unread} record(s) kept from the last run`);
  }

  /** The stream's ARN. */
  get arn(): string {
    return localStreamArn(this.options.region, this.options.streamName);
  }

  /**
   * Adds a consumer. One the durable stream knew goes on where it was (its event source mapping kept its position);
   * a new one reads from the stream's current end (`LATEST`), like a new event source mapping.
   */
  addConsumer(consumer: LocalStreamConsumer): void {
    const saved = this.saved.get(consumer.functionId);
    const reader = {
      consumer,
      // Not before the oldest record kept: what every consumer then running had read may be gone from the files.
      positions: this.shards.map((shard, index) =>
        Math.max(saved?.[index] ?? shard.offset + shard.records.length, shard.offset),
      ),
      busy: this.shards.map(() => false),
      failures: this.shards.map(() => 0),
      nextPollAt: this.shards.map(() => 0),
      pollTimers: this.shards.map((): NodeJS.Timeout | undefined => undefined),
    };
    this.readers.push(reader);
    // Its position is kept from now on, so what is put after this is handed to it also after a crash.
    this.disk?.checkpoint(consumer.functionId, reader.positions, { now: !saved });
    this.shards.forEach((_, index) => this.pump(reader, index));
  }

  /** `PutRecord`: appends the data to its partition key's shard (and its file) and wakes that shard's consumers. */
  put(partitionKey: string, data: string | Buffer): void {
    this.append(partitionKey, Buffer.from(data).toString('base64'), Date.now() / 1000);
  }

  private append(partitionKey: string, data: string, arrivedAt: number): void {
    const index = shardOf(partitionKey, this.shards.length);
    const shard = this.shards[index];
    const number = shard.next++;
    this.disk?.append(index, number, { partitionKey, data, arrivedAt });
    shard.records.push({ partitionKey, sequenceNumber: sequenceNumberOf(index, number), data, arrivedAt });
    for (const reader of this.readers) this.pump(reader, index);
  }

  /** Resolves once every consumer has processed (or given up) every record put so far. */
  drain(): Promise<void> {
    if (this.idle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Stops handing over records; resolves when the batches in flight ended (at most `timeoutMs`) and the positions
   * are written. A batch still running then is handed over again after a restart.
   */
  async stop(timeoutMs = 2000): Promise<void> {
    this.stopped = true;
    for (const reader of this.readers) reader.pollTimers.forEach((timer) => clearTimeout(timer));
    await Promise.race([this.drain(), new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
    this.disk?.close();
  }

  private idle(): boolean {
    return this.readers.every((reader) =>
      reader.positions.every(
        (position, i) =>
          !reader.busy[i] && (this.stopped || position >= this.shards[i].offset + this.shards[i].records.length),
      ),
    );
  }

  private pump(reader: (typeof this.readers)[number], index: number): void {
    if (reader.busy[index] || this.stopped || reader.pollTimers[index]) return;
    const shard = this.shards[index];
    const start = reader.positions[index] - shard.offset;
    const { batchSize, pollIntervalMs } = reader.consumer;
    const batch = shard.records.slice(start, start + batchSize);
    if (batch.length === 0) return;
    if (pollIntervalMs !== undefined) {
      const wait = reader.nextPollAt[index] - Date.now();
      if (wait > 0) {
        reader.pollTimers[index] = setTimeout(() => {
          reader.pollTimers[index] = undefined;
          this.pump(reader, index);
        }, wait);
        return;
      }
      // A backlog is read without waiting, as the event source does while its polls come back full.
      reader.nextPollAt[index] = batch.length === batchSize ? 0 : Date.now() + pollIntervalMs;
    }
    reader.busy[index] = true;
    const event: KinesisStreamEvent = {
      Records: batch.map((record) =>
        kinesisRecord({ streamArn: this.arn, region: this.options.region, shard: index, ...record }),
      ),
    };
    void this.deliver(reader, index, batch, event);
  }

  private async deliver(
    reader: (typeof this.readers)[number],
    index: number,
    batch: StoredRecord[],
    event: KinesisStreamEvent,
  ): Promise<void> {
    const { consumer } = reader;
    let processed = batch.length;
    let failure: string | undefined;
    try {
      const response = (await consumer.invoke(event)) as
        { batchItemFailures?: { itemIdentifier?: string }[] } | undefined;
      const failed = new Set((response?.batchItemFailures ?? []).map((item) => item.itemIdentifier));
      const first = batch.findIndex((record) => failed.has(record.sequenceNumber));
      if (first >= 0) {
        processed = first;
        failure = `${failed.size} record(s) reported failed`;
      }
    } catch (error) {
      processed = 0;
      failure = (error as Error).stack ?? String(error);
    }
    if (failure !== undefined) {
      reader.failures[index] += 1;
      if (reader.failures[index] > consumer.retryAttempts) {
        this.options.log(
          `Telemetry stream: ${consumer.functionId} gave up ${batch.length - processed} record(s) of ${shardId(index)} after ${consumer.retryAttempts} retries (in AWS: to its dead-letter queue): ${failure}`,
        );
        processed = batch.length;
      } else {
        await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_MS * 2 ** (reader.failures[index] - 1)));
      }
    }
    if (processed === batch.length) reader.failures[index] = 0;
    reader.positions[index] += processed;
    reader.busy[index] = false;
    if (processed > 0) this.disk?.checkpoint(consumer.functionId, reader.positions);
    this.trim(index);
    this.pump(reader, index);
    if (this.idle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  /** Drops the records of a shard that every consumer has read (and the log's segments of them). */
  private trim(index: number): void {
    const shard = this.shards[index];
    const read = Math.min(...this.readers.map((reader) => reader.positions[index])) - shard.offset;
    if (read < 1024) return;
    shard.records.splice(0, read);
    shard.offset += read;
    this.disk?.release(index, shard.offset);
  }
}
