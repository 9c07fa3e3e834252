import variant from '@jitl/quickjs-singlefile-cjs-release-sync';
import {
  newQuickJSWASMModuleFromVariant,
  shouldInterruptAfterDeadline,
  type QuickJSContext,
  type QuickJSHandle,
  type QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import { ModuleInputError } from './types.js';

/**
 * The limits of one user algorithm run (docs/algorithms.md "User algorithms in a sandbox"). A chain module may run
 * for up to the pipeline function's timeout, but a user script has no business near it: 10 s is plenty for a script
 * over a table that fits in 64 MiB, and leaves the function time to report the failure. 64 MiB holds the input table
 * as JSON text, its parsed rows and the result with room to spare (the z-score fixture runs a 10,000 × 10 table in
 * 4 MiB), while the function (1,769 MB) keeps its own memory. The stack bounds a runaway recursion well before the
 * host's own stack (at 1 MiB the WebAssembly frames overflow Node's stack first and the instance must be replaced).
 * The result and the log are bounded so a script cannot make the run's record huge.
 */
export const SANDBOX_LIMITS = {
  timeMs: 10_000,
  memoryBytes: 64 * 1024 * 1024,
  stackBytes: 256 * 1024,
  resultChars: 32 * 1024 * 1024,
  logLines: 50,
  logLineChars: 500,
} as const;

/** Limits a caller may lower (the tests use a short time limit). */
export interface SandboxOptions {
  readonly timeMs?: number;
  readonly memoryBytes?: number;
}

/** What a run answered: the value `run(input)` returned (parsed from its JSON) and the lines it logged. */
export interface SandboxOutcome {
  readonly output: unknown;
  readonly log: string[];
}

/** Global names a script may reach for to get out of the sandbox: none exists in it. */
const HOST_NAMES = new Set([
  'require',
  'process',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'module',
  'exports',
  'Deno',
  'Bun',
  'importScripts',
  'Buffer',
  'setTimeout',
  'setInterval',
]);

/**
 * The script's console, written in the sandbox itself (no host function): it keeps the first lines, each cut to a
 * length, and answers them with the result.
 */
const PRELUDE = `(() => {
  const lines = [];
  const text = (value) => {
    if (typeof value === 'string') return value;
    try { return JSON.stringify(value); } catch (error) { return String(value); }
  };
  const log = (...values) => {
    if (lines.length < ${SANDBOX_LIMITS.logLines}) lines.push(values.map(text).join(' ').slice(0, ${SANDBOX_LIMITS.logLineChars}));
  };
  globalThis.console = { log, info: log, warn: log, error: log, debug: log };
  globalThis.__sandboxLog = lines;
})();`;

/** Calls `run` with the parsed input and answers the result and the log as one JSON text. */
const CALL = `(function (text) {
  const output = run(JSON.parse(text));
  if (output !== null && typeof output === 'object' && typeof output.then === 'function') {
    throw new TypeError('run(input) returned a promise: it must return its result');
  }
  return JSON.stringify({ output: output === undefined ? null : output, log: globalThis.__sandboxLog });
})`;

let quickJs: Promise<QuickJSWASMModule> | undefined;

/** The QuickJS WebAssembly module, loaded once per process (its WASM is embedded in the bundle: no file to find). */
const loadQuickJs = () => (quickJs ??= newQuickJSWASMModuleFromVariant(variant));

const mib = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MiB`;
const seconds = (ms: number) => `${ms / 1000} s`;

/** A QuickJS error as the module's message: the limit it ran into, the host it reached for, or what it threw. */
function failure(context: QuickJSContext, handle: QuickJSHandle, limits: Required<SandboxOptions>, deadline: number) {
  const dumped: unknown = context.dump(handle);
  const { name, message, stack } =
    dumped !== null && typeof dumped === 'object'
      ? (dumped as { name?: unknown; message?: unknown; stack?: unknown })
      : { name: undefined, message: dumped, stack: undefined };
  const text = String(message);
  if (name === 'InternalError' && text === 'interrupted') {
    return `The algorithm ran past its ${seconds(limits.timeMs)} limit`;
  }
  if (name === 'InternalError' && (text === 'out of memory' || text === 'string too long')) {
    return `The algorithm used more than ${mib(limits.memoryBytes)}`;
  }
  if (name === 'InternalError' && text === 'stack overflow') {
    return `The algorithm overflowed its ${SANDBOX_LIMITS.stackBytes / 1024} KiB stack (a recursion too deep)`;
  }
  // A run that ended past its deadline was stopped by it, whatever the interrupted code then threw.
  if (Date.now() > deadline) return `The algorithm ran past its ${seconds(limits.timeMs)} limit`;
  const unquoted = text.replace(/^'([^']+)' is not defined$/, '$1 is not defined');
  const missing = /^(\S+) is not defined$/.exec(unquoted)?.[1];
  if (name === 'ReferenceError' && missing && HOST_NAMES.has(missing)) {
    return `The algorithm cannot reach the host: ${unquoted} (it runs without network, file system or host)`;
  }
  const line = typeof stack === 'string' ? /algorithm\.js:(\d+)/.exec(stack)?.[1] : undefined;
  const what = name === undefined || name === 'Error' ? unquoted : `${String(name)}: ${unquoted}`;
  return `The algorithm threw: ${what}${line ? ` (line ${line})` : ''}`;
}

/**
 * Runs a user algorithm's script (a file defining `run(input)`) in a fresh QuickJS runtime in WebAssembly: no host
 * function, module loader, timer or I/O exists in it, memory and stack are capped, and an interrupt handler stops it
 * at its deadline. The input goes in as JSON text and is parsed inside; the result comes out as JSON text (bounded).
 * Every failure throws `ModuleInputError` with a message saying which limit it hit or what it threw; the runtime is
 * disposed in every case, so nothing of one run reaches the next.
 */
export async function runInSandbox(
  script: string,
  input: unknown,
  options: SandboxOptions = {},
): Promise<SandboxOutcome> {
  const limits = {
    timeMs: options.timeMs ?? SANDBOX_LIMITS.timeMs,
    memoryBytes: options.memoryBytes ?? SANDBOX_LIMITS.memoryBytes,
  };
  const module = await loadQuickJs();
  const runtime = module.newRuntime();
  const handles: QuickJSHandle[] = [];
  try {
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(SANDBOX_LIMITS.stackBytes);
    const deadline = Date.now() + limits.timeMs;
    runtime.setInterruptHandler(shouldInterruptAfterDeadline(deadline));
    const context = runtime.newContext();
    try {
      const evaluate = (code: string, filename: string) => {
        const result = context.evalCode(code, filename);
        if (result.error) {
          handles.push(result.error);
          throw new ModuleInputError(failure(context, result.error, limits, deadline));
        }
        handles.push(result.value);
        return result.value;
      };
      evaluate(PRELUDE, 'prelude.js');
      evaluate(script, 'algorithm.js');
      const run = context.getProp(context.global, 'run');
      handles.push(run);
      if (context.typeof(run) !== 'function') {
        throw new ModuleInputError('The algorithm has no run(input) function');
      }
      const call = evaluate(CALL, 'call.js');
      const text = context.newString(JSON.stringify(input));
      handles.push(text);
      const called = context.callFunction(call, context.undefined, text);
      if (called.error) {
        handles.push(called.error);
        throw new ModuleInputError(failure(context, called.error, limits, deadline));
      }
      handles.push(called.value);
      if (context.typeof(called.value) !== 'string') {
        throw new ModuleInputError('The algorithm returned a value that is not JSON');
      }
      const json = context.getString(called.value);
      if (json.length > SANDBOX_LIMITS.resultChars) {
        throw new ModuleInputError(`The algorithm's result is larger than ${mib(SANDBOX_LIMITS.resultChars)} of JSON`);
      }
      const parsed = JSON.parse(json) as { output: unknown; log: string[] };
      return { output: parsed.output, log: parsed.log };
    } finally {
      for (const handle of handles) if (handle.alive) handle.dispose();
      context.dispose();
    }
  } catch (error) {
    if (error instanceof ModuleInputError) throw error;
    // Not the script's doing (the WebAssembly instance itself failed): a later run starts from a new instance.
    quickJs = undefined;
    throw new ModuleInputError(`The algorithm sandbox failed: ${(error as Error).message}`);
  } finally {
    try {
      runtime.dispose();
    } catch {
      // A runtime that cannot be freed leaves the instance in doubt: the next run loads a new one.
      quickJs = undefined;
    }
  }
}
