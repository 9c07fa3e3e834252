/**
 * `npm test`: the integration project with, beside it, the unit and infra projects (one after the other), the
 * static checks (type check, linter and formatter, at a lower CPU priority: `BACKGROUND_NICENESS`) and the e2e stack's
 * start (with the console build); then the Playwright suite against that stack. Exits non-zero if any run failed
 * and ends with one line `N passed, N failed` summed over the test runs, the run's total against its 6-minute target,
 * then each step's wall time against its budget (`BUDGET_SECONDS`), with a warning for a step past it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const runStarted = performance.now();

/**
 * Each step's budget in wall seconds on the 2-core reference machine. The run's critical path is the integration
 * tests, then the Playwright suite: their budgets add up to the 6-minute target of `npm test`. The steps beside
 * the integration tests share the cores with it and must end before it does (measured beside it, plus about
 * 25 %). A step past its budget is named with a warning at the end (the run still passes), so a slow test is
 * found while it is small. Raise a budget only with the measurement that justifies it.
 */
const BUDGET_SECONDS: Readonly<Record<string, number>> = {
  // Rebalanced (total unchanged) from quiet clean clones of 2026-11-28 afternoon: integration 139–144 s beside the
  // static checks (in a clean clone they check every file), e2e 205–222 s.
  integration: 145,
  e2e: 215,
  unit: 80,
  infra: 70,
  // At `BACKGROUND_NICENESS` the static checks take what the integration tests leave idle, so their wall time
  // stretches to about the integration step's (75–129 s in clean clones, 2026-11-28): they only need to end before it.
  typecheck: 135,
  // oxlint: a fifth of a second alone.
  lint: 20,
  format: 135,
  'e2e stack': 120,
};

interface RunResult {
  name: string;
  code: number;
  passed: number;
  failed: number;
  seconds: number;
  /** The failed tests' lines (vitest's `FAIL` and `×` lines, Playwright's `✘` lines), repeated at the end. */
  failures?: string[];
}

/**
 * The lines that name a failed test, so the run's last lines say which failed: a CI log is often read from its
 * tail only.
 */
function failureLines(output: string): string[] {
  const lines = output.split('\n').filter((l) => /^\s*(FAIL\s|×\s|✘\s)/.test(l) && !/\(\d+ tests?/.test(l));
  return [...new Set(lines.map((l) => l.trim()))].slice(0, 40);
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/**
 * The niceness of the static checks, which only compute and have no time limit: the scheduler gives them what the
 * integration tests leave idle while they wait on the engines, so they no longer slow the run's critical path. (The
 * unit tests stay at the normal priority: starved, the ones that read every source file ran past their time limit.)
 */
const BACKGROUND_NICENESS = 10;

/** How a step is run: the environment its process gets and, for a background step, its niceness. */
interface RunOptions {
  env?: NodeJS.ProcessEnv;
  niceness?: number;
}

/** How the static checks run: in the background, at `BACKGROUND_NICENESS`. */
const inBackground: RunOptions = { niceness: BACKGROUND_NICENESS };

/** Runs a command with inherited-looking output, capturing it to count results. */
function run(
  name: string,
  command: string,
  args: string[],
  count: (output: string) => { passed: number; failed: number },
  { env = process.env, niceness }: RunOptions = {},
): Promise<RunResult> {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  // `nice` (coreutils) starts the command at the lower priority, so every process it spawns (vitest's workers) has it.
  const [file, fileArgs] =
    niceness === undefined ? [command, args] : ['nice', ['-n', String(niceness), command, ...args]];
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(file, fileArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env });
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      output += chunk.toString();
    });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve({ name, code: 1, passed: 0, failed: 0, seconds: seconds() });
    });
    child.on('exit', (code, signal) =>
      resolve({
        name,
        code: code ?? (signal ? 1 : 0),
        ...count(stripAnsi(output)),
        seconds: seconds(),
        failures: failureLines(stripAnsi(output)),
      }),
    );
  });
}

/** Vitest's summary line: `Tests  3 failed | 120 passed (123)`. */
function vitestCounts(output: string) {
  const line =
    output
      .split('\n')
      .reverse()
      .find((l) => /^\s*Tests\s+/.test(l)) ?? '';
  return { passed: Number(/(\d+) passed/.exec(line)?.[1] ?? 0), failed: Number(/(\d+) failed/.exec(line)?.[1] ?? 0) };
}

/** Playwright's list reporter summary: `  12 passed (30s)`, `  1 failed`. */
function playwrightCounts(output: string) {
  const lines = output.split('\n');
  const find = (word: string) =>
    Number(
      lines
        .map((l) => new RegExp(`^\\s*(\\d+) ${word}\\b`).exec(l)?.[1])
        .filter(Boolean)
        .pop() ?? 0,
    );
  return { passed: find('passed'), failed: find('failed') + find('timed out') };
}

/** A static check counts as no tests: it only fails the run. */
const noTests = () => ({ passed: 0, failed: 0 });

const bin = (name: string) => `${root}node_modules/.bin/${name}`;
/** Where a tool keeps its cache between runs (under node_modules, so a clean install starts without). */
const cacheDir = (tool: string) => `${root}node_modules/.cache/${tool}/`;
// The type check runs TypeScript 7, the native compiler (the `typescript-native` alias); the `typescript` 5.9
// package stays for its parser: the OpenAPI generator reads the contracts' summaries with it, and a unit test the
// console's sources.
const staticChecks = () => [
  run(
    'typecheck',
    process.execPath,
    [`${root}node_modules/typescript-native/bin/tsc`, '-p', 'tsconfig.json', '--noEmit'],
    noTests,
    inBackground,
  ),
  // oxlint (.oxlintrc.json) lints the whole repository in a fifth of a second, so it keeps no cache.
  run('lint', bin('oxlint'), ['--max-warnings', '0', '.'], noTests, inBackground),
  // Prettier parses JavaScript and TypeScript with oxc (`@prettier/plugin-oxc` in .prettierrc.json): the same output
  // for 30 % less CPU (26 → 18 CPU-s over the repository). Only what changed since the last run on this machine is
  // checked again (formatting is per file, so a content cache is safe); a clean clone (CI) checks everything.
  run(
    'format',
    bin('prettier'),
    [
      '--check',
      '--log-level',
      'warn',
      '--cache',
      '--cache-strategy',
      'content',
      '--cache-location',
      `${cacheDir('prettier')}cache.json`,
      '.',
    ],
    noTests,
    inBackground,
  ),
];
/** Runs vitest projects as one step, named after the first. */
const vitestProject = (...projects: string[]) =>
  run(
    projects[0],
    bin('vitest'),
    ['run', '--config', 'test/vitest.config.ts', ...projects.flatMap((project) => ['--project', project])],
    vitestCounts,
  );
/** The running e2e stack's process and the variables that lead the Playwright process to it. */
interface E2eStack {
  process: ChildProcess;
  variables: Record<string, string>;
}

/**
 * Starts the e2e stack (with the console build when stale) in a process of its own (`test/e2e/stack-process.ts`),
 * so its start and seed overlap the integration tests instead of delaying the Playwright suite, whose global setup
 * then finds it running. Without it (the start failed) the Playwright suite starts a stack of its own.
 */
function startE2eStack(): Promise<{ result: RunResult; stack?: E2eStack }> {
  const name = 'e2e stack';
  console.log(`\n$ (e2e stack) tsx test/e2e/stack-process.ts`);
  const started = performance.now();
  const result = (code: number): RunResult => ({
    name,
    code,
    passed: 0,
    failed: 0,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  });
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `${root}test/e2e/stack-process.ts`], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: { variables?: Record<string, string>; error?: string }) => {
      if (message.variables)
        return resolve({ result: result(0), stack: { process: child, variables: message.variables } });
      console.error(`The e2e stack did not start: ${message.error}`);
      resolve({ result: result(1) });
    });
    child.on('exit', () => resolve({ result: result(1) }));
  });
}

/** Stops the e2e stack's process and waits for it to end. */
function stopE2eStack(stack: E2eStack | undefined): Promise<void> {
  if (!stack || stack.process.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    stack.process.on('exit', () => resolve());
    stack.process.kill('SIGTERM');
  });
}

// The integration tests spend much of their time waiting on the local engines, so unit and infra (one after the
// other), the static checks (at a lower priority) and the e2e stack's start (with the console build) all run beside
// them; the Playwright suite follows, alone, against that stack. (Starting it beside the integration tests was tried:
// both then took twice as long, 441 s in all against 422 s, and the engines' waits ran out.)
const [integration, [unit, infra], e2eStack, ...checks] = await Promise.all([
  vitestProject('integration'),
  (async () => [await vitestProject('unit', 'unit-isolated'), await vitestProject('infra')])(),
  startE2eStack(),
  ...staticChecks(),
]);
const results: RunResult[] = [...checks, unit, infra, integration, e2eStack.result];
results.push(
  await run('e2e', bin('playwright'), ['test', '--config', 'test/e2e/playwright.config.ts'], playwrightCounts, {
    env: { ...process.env, ...e2eStack.stack?.variables },
  }),
);
await stopE2eStack(e2eStack.stack);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const code = results.some((r) => r.code !== 0) ? 1 : 0;
for (const r of results.filter((r) => r.failures?.length)) {
  console.log(`\nFailed in ${r.name}:`);
  for (const line of r.failures ?? []) console.log(`  ${line}`);
}
console.log(`\n${passed} passed, ${failed} failed`);
console.log(
  `  total       ${String(Math.round((performance.now() - runStarted) / 100) / 10).padStart(12)} s  (target 360 s)`,
);
for (const r of results) {
  const budget = BUDGET_SECONDS[r.name];
  const over = budget !== undefined && r.seconds > budget;
  console.log(
    `  ${r.name.padEnd(12)}${r.code === 0 ? 'ok  ' : 'FAIL'}${String(r.seconds).padStart(8)} s  (budget ${budget ?? '-'} s)${over ? '  WARNING: over budget' : ''}`,
  );
}
const overBudget = results.filter((r) => r.seconds > (BUDGET_SECONDS[r.name] ?? Infinity));
if (overBudget.length > 0) {
  console.warn(`Warning: ${overBudget.map((r) => r.name).join(', ')} took longer than budgeted (test/run-all.ts).`);
}
process.exit(code);
