import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInSandbox } from '../../../../../functions/domains/algorithms/modules/sandbox.js';

const fixture = readFileSync(new URL('../../../../fixtures/algorithms/column-zscore.js', import.meta.url), 'utf8');

/** A short time limit, so a script that loops is stopped quickly. */
const quick = { timeMs: 200 };

const table = {
  columns: ['name', 'a', 'b'],
  rows: [
    { name: 'x', a: 1, b: 10 },
    { name: 'y', a: 2, b: 10 },
    { name: 'z', a: 3, b: 40 },
  ],
};

const zscore = () => runInSandbox(fixture, { params: {}, datasets: { dataset: table }, models: {} }, quick);

/** A script whose `run` does `body`. */
const script = (body: string) => `function run(input) { ${body} }`;

describe('the user algorithm sandbox', () => {
  it('runs the fixture: every numeric column standardised to mean 0 and deviation 1, text kept', async () => {
    const { output } = (await zscore()) as {
      output: { datasets: { result: { columns: string[]; rows: Record<string, unknown>[] } }; summary: string };
    };
    const { columns, rows } = output.datasets.result;
    expect(columns).toEqual(['name', 'a', 'b']);
    expect(rows.map((row) => row.name)).toEqual(['x', 'y', 'z']);
    const deviation = Math.sqrt(2 / 3);
    expect(rows.map((row) => row.a)).toEqual([-1 / deviation, 0, 1 / deviation].map((v) => expect.closeTo(v, 12)));
    expect(rows.map((row) => row.b)).toEqual([
      expect.closeTo(-1 / Math.SQRT2, 12),
      expect.closeTo(-1 / Math.SQRT2, 12),
      expect.closeTo(Math.SQRT2, 12),
    ]);
    expect(output.summary).toBe('Standardised 2 columns of 3 rows');
  });

  it('passes the parameters and keeps what the script logs, without any host console', async () => {
    const { output, log } = await runInSandbox(
      script('console.log("k is", input.params.k, { a: 1 }); return input.params.k * 2;'),
      { params: { k: 21 } },
    );
    expect(output).toBe(42);
    expect(log).toEqual(['k is 21 {"a":1}']);
  });

  it.each([
    ['a script that loops', script('while (true) {}'), 'The algorithm ran past its 0.2 s limit'],
    [
      'a loop that catches its interruption',
      script('while (true) { try { while (true) {} } catch (error) {} }'),
      'The algorithm ran past its 0.2 s limit',
    ],

    ['a thrown error', script("throw new Error('x');"), 'The algorithm threw: x (line 1)'],
    ['a type error', script('return input.missing.field;'), 'The algorithm threw: TypeError:'],
    [
      'a recursion without end',
      script('const f = () => f() + 1; return f();'),
      'The algorithm overflowed its 256 KiB stack',
    ],
    ['no run function', 'function main() {}', 'The algorithm has no run(input) function'],
    ['a syntax error', 'function run( {', 'The algorithm threw: SyntaxError:'],
    ['an async run', 'async function run() { return 1; }', 'run(input) returned a promise'],
    ['require', script("return require('fs').readFileSync('/etc/passwd');"), 'require is not defined'],
    ['process', script('return process.env;'), 'process is not defined'],
    ['fetch', script("return fetch('http://169.254.169.254/');"), 'fetch is not defined'],
    [
      'the Function constructor',
      script("return globalThis.constructor.constructor('return process')();"),
      'process is not defined',
    ],
    ['a dynamic import', script("return import('fs');"), 'run(input) returned a promise'],
  ])('fails %s with a clear message, and the next run succeeds', async (_, code, message) => {
    await expect(runInSandbox(code, { params: {} }, quick)).rejects.toThrow(message);
    expect(((await zscore()).output as { summary: string }).summary).toBe('Standardised 2 columns of 3 rows');
  });

  // One allocation beyond a 16 MiB limit: the rule proved at once. (A loop of smaller allocations up to the limit
  // makes QuickJS collect garbage on each one near it, seconds on a loaded machine; docs/algorithms.md.)
  it('fails a huge allocation with a clear message, and the next run succeeds', async () => {
    const allocate = script('return new Uint8Array(32 * 1024 * 1024).length;');
    await expect(runInSandbox(allocate, { params: {} }, { ...quick, memoryBytes: 16 * 1024 * 1024 })).rejects.toThrow(
      'The algorithm used more than 16 MiB',
    );
    expect(((await zscore()).output as { summary: string }).summary).toBe('Standardised 2 columns of 3 rows');
  });

  it('names host access as such', async () => {
    await expect(runInSandbox(script('return process.env;'), {}, quick)).rejects.toThrow(
      'The algorithm cannot reach the host: process is not defined',
    );
  });
});
