import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { BenchRow } from './bench-table.js';

/** Time to the last delivery of a 10,000-recipient send, on the local stack. */
const TARGET_SECONDS = 300;

/**
 * Sends one notification to `count` fresh users through `notifyUsers` (the
 * path of every feature: queued as a fan-out job, delivered by the
 * message-fanout state machine in chunks) and times it until the job is done;
 * then counts each recipient's stored copies. Needs a running local stack
 * (handlers' environment in process.env): the data modules are imported here,
 * after the stack has set it.
 */
export async function measureMessageFanout(options: { count: number }): Promise<BenchRow[]> {
  const { batchWriteItems, batchGetItems } = await import('../../functions/lib/data/batch.js');
  const { identityItems } = await import('../../functions/domains/identity/data/records.js');
  const { messagingKeys } = await import('../../functions/domains/messaging/data/keys.js');
  const { getFanoutJob } = await import('../../functions/domains/messaging/data/fanout-job.js');
  const { notifyUsers } = await import('../../functions/domains/messaging/notify.js');

  const recipients = Array.from({ length: options.count }, () => randomUUID());
  const now = new Date().toISOString();
  await batchWriteItems(
    recipients.map((userId) => ({
      PutRequest: {
        Item: { ...identityItems.user({ userId, username: `bench-${userId}`, verifyStatusCode: '0', createdAt: now }) },
      },
    })),
  );

  const started = performance.now();
  const sent = await notifyUsers({
    actorId: randomUUID(),
    actorName: 'bench',
    notifierIds: recipients,
    title: '基准测试',
    description: 'fan-out',
    type: '用户消息',
    selfType: '02',
    action: 'bench',
    ways: [],
  });
  const accepted = performance.now() - started;
  let job = await getFanoutJob({ jobId: sent.notificationObjectId });
  while (job?.status === 'QUEUED') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    job = await getFanoutJob({ jobId: sent.notificationObjectId });
  }
  const seconds = (performance.now() - started) / 1000;

  const copies = await batchGetItems<{ userId: string }>(
    recipients.map((userId) => messagingKeys.inboxItem(userId, sent.notificationObjectId)),
  );
  const counters = await batchGetItems<{ unread: number }>(
    recipients.map((userId) => messagingKeys.inboxCounter(userId)),
  );
  const exactlyOnce = copies.length === options.count && counters.every((counter) => counter.unread === 1);
  // Per recipient: the inbox item and its counter (one transaction); per chunk: its record and its checkpoint.
  const itemsWritten = options.count * 2 + (job?.chunkCount ?? 0) * 2 + 2;
  return [
    {
      name: `message fan-out to ${options.count} recipients: send call answered (queued)`,
      value: `${accepted.toFixed(0)} ms`,
      target: '< 15000 ms (API timeout)',
      ok: accepted < 15_000,
    },
    {
      name: `message fan-out to ${options.count} recipients: time to last delivery (job ${job?.status})`,
      value: `${seconds.toFixed(1)} s`,
      target: `< ${TARGET_SECONDS} s`,
      ok: job?.status === 'DONE' && seconds < TARGET_SECONDS,
    },
    {
      name: `message fan-out to ${options.count} recipients: items written per recipient (exactly one copy each: ${exactlyOnce ? 'yes' : 'NO'})`,
      value: (itemsWritten / options.count).toFixed(3),
      target: '≈ 2 (inbox item + counter)',
      ok: exactlyOnce,
    },
  ];
}

// Run directly (`npx tsx test/bench/message-fanout.ts [count]`): its own stack on ports +31000, no demo seed.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { startLocalStack } = await import('../../infra/local/local-stack.js');
  const { testConfig } = await import('../integration/test-ports.js');
  const { printTable } = await import('./bench-table.js');
  const stack = await startLocalStack({
    config: testConfig(31_000, '.data/bench-fanout'),
    fresh: true,
    seed: false,
    quiet: true,
  });
  try {
    printTable(await measureMessageFanout({ count: Number(process.argv[2] ?? 10_000) }));
  } finally {
    await stack.stop();
  }
}
