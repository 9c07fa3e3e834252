/**
 * `npm test`: the integration project with, beside it, the unit and infra projects (one after the other), the
 * static checks (type check, linter and formatter) and the console build; then the Playwright suite (it starts
 * the local stack itself). Exits non-zero if any run failed and ends with one line `N passed, N failed` summed
 * over the test runs, then each step's wall time against its budget (`BUDGET_SECONDS`), with a warning for a
 * step past it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { webBuildReason } from '../infra/local/support/web-build.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Each step's budget in wall seconds on the 2-core reference machine. The run's critical path is the integration
 * tests, then the Playwright suite: their budgets add up to the 6-minute target of `npm test`. The steps beside
 * the integration tests share the cores with it and must end before it does (measured beside it, plus about
 * 25 %). A step past its budget is named with a warning at the end (the run still passes), so a slow test is
 * found while it is small. Raise a budget only with the measurement that justifies it.
 */
const BUDGET_SECONDS: Readonly<Record<string, number>> = {
  integration: 150,
  e2e: 210,
  unit: 80,
  infra: 70,
  typecheck: 30,
  lint: 70,
  format: 70,
  'web build': 90,
};

interface RunResult {
  name: string;
  code: number;
  passed: number;
  failed: number;
  seconds: number;
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Runs a command with inherited-looking output, capturing it to count results. */
function run(
  name: string,
  command: string,
  args: string[],
  count: (output: string) => { passed: number; failed: number },
): Promise<RunResult> {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = performance.now();
  const seconds = () => Math.round((performance.now() - started) / 100) / 10;
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
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
      resolve({ name, code: code ?? (signal ? 1 : 0), ...count(stripAnsi(output)), seconds: seconds() }),
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
// The type check runs TypeScript 7, the native compiler (the `typescript-native` alias); typescript-eslint
// still needs the `typescript` 5.9 package, which stays for the linter.
const staticChecks = () => [
  run(
    'typecheck',
    process.execPath,
    [`${root}node_modules/typescript-native/bin/tsc`, '-p', 'tsconfig.json', '--noEmit'],
    noTests,
  ),
  run('lint', bin('eslint'), ['--max-warnings', '0', '.'], noTests),
  run('format', bin('prettier'), ['--check', '--log-level', 'warn', '.'], noTests),
];
/** Runs vitest projects as one step, named after the first. */
const vitestProject = (...projects: string[]) =>
  run(
    projects[0],
    bin('vitest'),
    ['run', '--config', 'test/vitest.config.ts', ...projects.flatMap((project) => ['--project', project])],
    vitestCounts,
  );
/**
 * The console the e2e global setup serves, built here when stale (the global setup then finds it current),
 * so its build overlaps the integration tests instead of delaying the Playwright suite.
 */
const webBuild = () => (webBuildReason() ? [run('web build', 'npm', ['run', '-s', 'build:web'], noTests)] : []);
// The integration tests spend much of their time waiting on the local engines (measured: the whole run used about
// 1.1 of the 2 cores when everything ran one after another), so unit and infra (one after the other), the static
// checks and the console build all run beside them; the Playwright suite follows, alone.
const [integration, [unit, infra], ...checks] = await Promise.all([
  vitestProject('integration'),
  (async () => [await vitestProject('unit', 'unit-isolated'), await vitestProject('infra')])(),
  ...staticChecks(),
  ...webBuild(),
]);
const results: RunResult[] = [...checks, unit, infra, integration];
results.push(
  await run('e2e', bin('playwright'), ['test', '--config', 'test/e2e/playwright.config.ts'], playwrightCounts),
);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const code = results.some((r) => r.code !== 0) ? 1 : 0;
console.log(`\n${passed} passed, ${failed} failed`);
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
