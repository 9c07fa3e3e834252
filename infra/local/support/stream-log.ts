import {
  closeSync,
  existsSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** One record as a shard holds it. */
export interface StoredRecord {
  readonly partitionKey: string;
  readonly sequenceNumber: string;
  /** Base64, as the event source hands it over. */
  readonly data: string;
  /** Epoch seconds with milliseconds, like Kinesis' `approximateArrivalTimestamp`. */
  readonly arrivedAt: number;
}

/** What a shard kept: its records from `offset` on (the count of records before the first one kept). */
export interface KeptShard {
  readonly records: StoredRecord[];
  readonly offset: number;
}

/**
 * What the log found on disk: each shard's unread records, each consumer's position per shard, and, when the log was
 * written with another shard count, its unread records to put again (in their order of arrival) instead.
 */
export interface KeptStream {
  readonly shards: KeptShard[];
  readonly checkpoints: ReadonlyMap<string, number[]>;
  readonly moved: readonly StoredRecord[];
}

/** The checkpoint file: the shard count its positions are for, and each consumer's positions. */
interface CheckpointFile {
  readonly shards: number;
  readonly consumers: Record<string, number[]>;
}

/** Records per segment file: a segment is deleted once every consumer read past its last record. */
const SEGMENT_RECORDS = 10_000;
/**
 * Checkpoints are written at most this often (ms). A stop writes them at once; after a crash a consumer reads again
 * what it processed in the last moment, as a Lambda event source may after a failure (the consumers are idempotent).
 */
const CHECKPOINT_DELAY_MS = 100;

/** Kinesis' shard id format. */
export const shardId = (index: number) => `shardId-${String(index).padStart(12, '0')}`;

/** Kinesis' sequence numbers rise within a shard; locally the shard index and the record's number, zero-padded. */
export const sequenceNumberOf = (shard: number, number: number) =>
  `${String(shard).padStart(4, '0')}${String(number).padStart(20, '0')}`;

const segmentName = (firstNumber: number) => `${String(firstNumber).padStart(20, '0')}.log`;

/** An open shard: the file being appended to, and where each segment starts. */
interface OpenShard {
  fd: number;
  /** First record number of every segment on disk, oldest first; the last is the one `fd` appends to. */
  readonly segments: number[];
}

/**
 * The local telemetry stream's disk: per shard an append-only file of records (split in segments of
 * SEGMENT_RECORDS), one JSON line each, written before the stream accepts the record, and one file of every
 * consumer's position per shard (how many of its records it has processed), replaced atomically. A restart reads the
 * records after the lowest position back, so what the stream accepted and no consumer processed is handed over
 * again. A segment goes once every consumer has read past it (Kinesis keeps records 24 hours instead).
 */
export class StreamLog {
  private readonly shards: OpenShard[] = [];
  private readonly checkpoints = new Map<string, number[]>();
  private checkpointTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly directory: string,
    private readonly shardCount: number,
  ) {}

  /**
   * Opens the log and answers what it kept. A log written with another shard count (the stage config changed) is
   * started again, its unread records answered as `moved`, and every consumer it knew at position 0 of the new shards,
   * so each reads them again once they are put back.
   */
  open(): KeptStream {
    mkdirSync(this.directory, { recursive: true });
    const saved = this.readCheckpoints();
    let moved: StoredRecord[] = [];
    if (saved && saved.shards !== this.shardCount) {
      const from = (shard: number) => Math.min(...Object.values(saved.consumers).map((positions) => positions[shard]));
      moved = Array.from({ length: saved.shards }, (_, shard) => this.readShard(shard, from(shard)).records)
        .flat()
        .sort((a, b) => a.arrivedAt - b.arrivedAt);
      rmSync(this.directory, { recursive: true, force: true });
      mkdirSync(this.directory, { recursive: true });
      for (const consumer of Object.keys(saved.consumers))
        this.checkpoints.set(
          consumer,
          Array.from({ length: this.shardCount }, () => 0),
        );
    } else {
      for (const [consumer, positions] of Object.entries(saved?.consumers ?? {}))
        this.checkpoints.set(consumer, positions);
    }
    const lowest = (shard: number) =>
      Math.min(...[...this.checkpoints.values()].map((positions) => positions[shard]), Infinity);
    const shards = Array.from({ length: this.shardCount }, (_, shard) => {
      const { records, offset, segments, next } = this.readShard(shard, lowest(shard));
      if (segments.length === 0) segments.push(next);
      const fd = openSync(join(this.shardDirectory(shard), segmentName(segments.at(-1)!)), 'a');
      this.shards[shard] = { fd, segments };
      return { records, offset };
    });
    this.writeCheckpoints();
    return { shards, checkpoints: new Map(this.checkpoints), moved };
  }

  /**
   * Appends record `number` (they are numbered from 1 in each shard) to its shard's file, synchronously: once the
   * stream accepted a record, a crash no longer loses it.
   */
  append(shard: number, number: number, record: Omit<StoredRecord, 'sequenceNumber'>): void {
    const open = this.shards[shard];
    if (this.closed) return;
    if (number - open.segments.at(-1)! >= SEGMENT_RECORDS) {
      closeSync(open.fd);
      open.segments.push(number);
      open.fd = openSync(join(this.shardDirectory(shard), segmentName(number)), 'a');
    }
    writeSync(open.fd, `${JSON.stringify([number, record.arrivedAt, record.partitionKey, record.data])}\n`);
  }

  /** Records a consumer's positions, written within CHECKPOINT_DELAY_MS (or at `close`). */
  checkpoint(consumer: string, positions: readonly number[], options: { now?: boolean } = {}): void {
    if (this.closed) return;
    this.checkpoints.set(consumer, [...positions]);
    if (options.now) return this.writeCheckpoints();
    this.checkpointTimer ??= setTimeout(() => this.writeCheckpoints(), CHECKPOINT_DELAY_MS);
  }

  /** Deletes the segments of a shard whose every record is before `position` (every consumer processed them). */
  release(shard: number, position: number): void {
    if (this.closed) return;
    const { segments } = this.shards[shard];
    // A segment ends where the next one starts; the last one is still being written.
    while (segments.length > 1 && segments[1] - 1 <= position) {
      rmSync(join(this.shardDirectory(shard), segmentName(segments.shift()!)), { force: true });
    }
  }

  /** Writes the checkpoints and closes the files; later calls do nothing. */
  close(): void {
    if (this.closed) return;
    this.writeCheckpoints();
    this.closed = true;
    for (const shard of this.shards) closeSync(shard.fd);
  }

  private shardDirectory(shard: number): string {
    return join(this.directory, shardId(shard));
  }

  private readCheckpoints(): CheckpointFile | undefined {
    const file = join(this.directory, 'checkpoints.json');
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CheckpointFile) : undefined;
  }

  private writeCheckpoints(): void {
    clearTimeout(this.checkpointTimer);
    this.checkpointTimer = undefined;
    if (this.closed) return;
    const file = join(this.directory, 'checkpoints.json');
    const content: CheckpointFile = { shards: this.shardCount, consumers: Object.fromEntries(this.checkpoints) };
    // Replaced, never rewritten in place: a crash mid-write leaves the previous checkpoints.
    writeFileSync(`${file}.tmp`, JSON.stringify(content));
    renameSync(`${file}.tmp`, file);
  }

  /**
   * A shard's records after position `from` (all when there is no position), and its segments. A line cut short by
   * a crash is the last of its file: it is cut off, so the next append starts a whole line.
   */
  private readShard(shard: number, from: number): KeptShard & { segments: number[]; next: number } {
    const directory = this.shardDirectory(shard);
    mkdirSync(directory, { recursive: true });
    const segments = readdirSync(directory)
      .filter((name) => name.endsWith('.log'))
      .map((name) => Number(name.slice(0, -'.log'.length)))
      .sort((a, b) => a - b);
    const records: StoredRecord[] = [];
    let next = 1;
    for (const first of segments) {
      const file = join(directory, segmentName(first));
      const text = readFileSync(file, 'utf8');
      const complete = text.lastIndexOf('\n') + 1;
      if (complete < text.length) {
        const fd = openSync(file, 'r+');
        ftruncateSync(fd, Buffer.byteLength(text.slice(0, complete)));
        closeSync(fd);
      }
      for (const line of text.slice(0, complete).split('\n')) {
        if (!line) continue;
        const [number, arrivedAt, partitionKey, data] = JSON.parse(line) as [number, number, string, string];
        next = number + 1;
        if (Number.isFinite(from) && number <= from) continue;
        records.push({ partitionKey, sequenceNumber: sequenceNumberOf(shard, number), data, arrivedAt });
      }
    }
    const offset = next - 1 - records.length;
    return { records, offset, segments, next };
  }
}
