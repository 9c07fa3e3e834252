/**
 * The e2e stack in a process of its own, for `npm test` (test/run-all.ts): it starts the stack while the
 * integration tests run, so the Playwright suite that follows starts at once. Sends `{ variables }` to its parent
 * over IPC once the stack is up (or `{ error }`), and stops the stack on SIGTERM or when the parent goes.
 * A process of its own keeps the e2e variables out of the environment of the runner's other steps.
 */
import { startE2eStack } from './e2e-stack.js';

const send = (message: unknown) => process.send?.(message);

try {
  const { variables, stop } = await startE2eStack();
  let stopping: Promise<void> | undefined;
  const shutDown = () => {
    stopping ??= stop().finally(() => process.exit(0));
  };
  process.on('SIGTERM', shutDown);
  process.on('disconnect', shutDown);
  send({ variables });
} catch (error) {
  send({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
}
