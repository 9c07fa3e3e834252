import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { KinesisStreamEvent } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/telemetry-ingest/handler.js';
import { readHotReadings } from '../../../functions/domains/equipment/data/equipment-history.js';
import { highestKeyAt, lowestKeyAt } from '../../../functions/domains/equipment/equipment-history-pages.js';
import { LocalStream } from '../../../infra/local/support/local-stream.js';
import { createTenant } from '../support/tenant.js';
import { createdGateway, createdType } from '../functions/equipment-support.js';
import { configure, node } from '../functions/iot-support.js';

const tenant = await createTenant('durable-stream');
const directory = mkdtempSync(join(tmpdir(), 'sia-stream-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

/** A gateway whose `temperature` node (alias T1) is backed up, so every reading is stored as history. */
async function backedUpGateway(): Promise<string> {
  const id = await createdGateway(tenant.admin, await createdType(tenant.admin));
  await configure(tenant.admin, id, [node('T1', { name: 'temperature', ifBackup: true })]);
  return id;
}

/** The values of the node's stored history, as the history query reads it, in order. */
async function storedValues(id: string): Promise<number[]> {
  const readings = await readHotReadings({
    equipmentId: id,
    alias: 'T1',
    lowest: lowestKeyAt(0),
    highest: highestKeyAt(Date.now()),
    now: Date.now(),
  });
  return readings.map((reading) => reading.value as number).sort((a, b) => a - b);
}

/** The stream as the local stack runs it, kept in `directory`, feeding the real ingest small batches. */
function stream(): LocalStream {
  const local = new LocalStream({
    streamName: 'sia-local-telemetry',
    region: 'us-east-1',
    shards: 2,
    directory,
    log: () => undefined,
  });
  local.addConsumer({
    functionId: 'telemetry-ingest',
    batchSize: 10,
    retryAttempts: 3,
    invoke: (event) => handler(event as KinesisStreamEvent),
  });
  return local;
}

describe('the local telemetry stream across a restart', () => {
  it('hands over after a restart every reading it accepted before a stop mid-stream, so all are stored', async () => {
    const id = await backedUpGateway();
    const sent = Array.from({ length: 200 }, (_, i) => i);
    const first = stream();
    for (const value of sent)
      first.put(
        id,
        JSON.stringify({
          equipmentId: id,
          topic: `sia/equipment/${id}/data`,
          // Distinct device times: the readings arrive within a millisecond, and a history key is receive time + device time.
          nodes: [{ name: 'temperature', value, timestamp: 1_700_000_000_000 + value, quality: 'GOOD' }],
        }),
      );
    // Stopped with the first batch in flight and the rest waiting: that batch ends, the others stay unread.
    await first.stop();
    const beforeRestart = await storedValues(id);
    expect(beforeRestart.length).toBeGreaterThan(0);
    expect(beforeRestart.length).toBeLessThan(sent.length);

    const second = stream();
    await second.drain();
    await second.stop();
    expect(await storedValues(id)).toEqual(sent);
  });
});
