import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A tiny watchdog, run with `node -e`: it starts the real command as its own
 * child and kills it when our process disappears (even after SIGKILL or a
 * crash, where no exit handler of ours runs) or when it is itself told to stop.
 * Kept as plain JavaScript source so it starts without a TypeScript loader.
 */
const watchdogSource = String.raw`
const { spawn } = require('node:child_process');
const [parentPid, command, ...args] = process.argv.slice(1);
const child = spawn(command, args, { stdio: 'inherit' });
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 3000).unref();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
process.on('SIGHUP', stop);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on('error', (error) => { console.error(error.message); process.exit(127); });
setInterval(() => {
  try { process.kill(Number(parentPid), 0); } catch { stop(); }
}, 500);
`;

export interface SupervisedProcess {
  readonly child: ChildProcess;
  /** Resolves with the exit code once the process (and its watchdog) ended. */
  readonly exited: Promise<number | null>;
  /** Stops the process: SIGTERM, then SIGKILL after `graceMs`. Safe to call twice. */
  stop(graceMs?: number): Promise<void>;
}

/** Every supervised process still running, so exit paths can kill them synchronously. */
const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

let exitHookInstalled = false;
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers must be synchronous: a SIGKILL of each process group is the only thing that still works here.
  process.on('exit', () => {
    for (const child of running) killGroup(child, 'SIGKILL');
  });
}

/**
 * Spawns `command` under the watchdog in its own process group, with output
 * appended to `logFile`. Stopping kills the whole group, so no engine (java,
 * node) outlives the local stack.
 */
export function spawnSupervised(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; logFile: string },
): SupervisedProcess {
  installExitHook();
  mkdirSync(dirname(options.logFile), { recursive: true });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  const child = spawn(process.execPath, ['-e', watchdogSource, String(process.pid), command, ...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  running.add(child);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    });
    child.once('error', () => {
      running.delete(child);
      resolve(null);
    });
  });
  exited.finally(() => log.end()).catch(() => undefined);

  return {
    child,
    exited,
    async stop(graceMs = 5000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      killGroup(child, 'SIGTERM');
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
      // The watchdog exits after its child; make sure nothing else of the group is left.
      killGroup(child, 'SIGKILL');
    },
  };
}
