import type { FunctionDefinition } from '../../definitions/function-catalogue.js';
import type { LambdaInvoker } from './lambda-runtime.js';

/** EventBridge's scheduled event, as a rate rule delivers it to its Lambda target. */
export function scheduledEvent(functionId: string, time: Date) {
  return {
    version: '0',
    id: `local-${functionId}-${time.getTime()}`,
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    time: time.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region: 'local',
    resources: [`local:rule/${functionId}`],
    detail: {},
  };
}

/**
 * Runs the catalogue's `scheduled` functions on their interval, like their EventBridge rate rules: one run at a
 * time per function (a slow run skips the next tick, as a single-concurrency target would), failures logged.
 * Answers the stop.
 */
export function startLocalScheduler(options: {
  definitions: readonly FunctionDefinition[];
  invoker: (functionId: string) => LambdaInvoker;
  log: (message: string) => void;
}): () => Promise<void> {
  const running = new Map<string, Promise<unknown>>();
  const timers = options.definitions.map((definition) =>
    setInterval(
      () => {
        if (running.has(definition.id)) return;
        const run = options
          .invoker(definition.id)(scheduledEvent(definition.id, new Date()))
          .catch((error: Error) => options.log(`Scheduled ${definition.id} failed: ${error.message}`))
          .finally(() => running.delete(definition.id));
        running.set(definition.id, run);
      },
      (definition.scheduleMinutes ?? 1) * 60_000,
    ),
  );
  return async () => {
    timers.forEach(clearInterval);
    await Promise.allSettled(running.values());
  };
}
