/**
 * `npm test`: every vitest project (unit, infra, integration, one after another), then the
 * Playwright suite when test/e2e/playwright.config.ts exists (it starts the
 * local stack itself). Exits non-zero if any run failed and ends with one
 * line `N passed, N failed` summed over the runs.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

interface RunResult {
  code: number;
  passed: number;
  failed: number;
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

/** Runs a command with inherited-looking output, capturing it to count results. */
function run(
  command: string,
  args: string[],
  count: (output: string) => { passed: number; failed: number },
): Promise<RunResult> {
  console.log(`\n$ ${command} ${args.join(' ')}`);
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
      resolve({ code: 1, passed: 0, failed: 0 });
    });
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), ...count(stripAnsi(output)) }));
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

const bin = (name: string) => `${root}node_modules/.bin/${name}`;
const results: RunResult[] = [];
// One project at a time: on 2 cores the integration stack and the CDK synth starve each other if run together.
for (const project of ['unit', 'infra', 'integration']) {
  results.push(
    await run(bin('vitest'), ['run', '--config', 'test/vitest.config.ts', '--project', project], vitestCounts),
  );
}
if (existsSync(`${root}test/e2e/playwright.config.ts`)) {
  results.push(await run(bin('playwright'), ['test', '--config', 'test/e2e/playwright.config.ts'], playwrightCounts));
} else {
  console.log('\nNo test/e2e/playwright.config.ts yet; skipping the end-to-end suite.');
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
const code = results.some((r) => r.code !== 0) ? 1 : 0;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(code);
