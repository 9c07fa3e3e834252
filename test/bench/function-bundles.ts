import { bundlingOptions } from '../../infra/constructs/catalogue-function.js';
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { functionCatalogue, needVariables } from '../../infra/definitions/function-catalogue.js';
import { provideHandlerEnvironment } from '../../infra/definitions/handler-environment.js';
import type { BenchRow } from './bench-table.js';

const BUNDLE_LIMIT = 250 * 1024;

/**
 * A large dependency a function truly needs, which the common bundle limit does not count (docs/benchmarks.md
 * "Bundle targets"): the bundle without it is held to the limit, and the dependency to its own bound.
 */
interface BundleAllowance {
  /** What it is, for the rows. */
  readonly what: string;
  /** Its inputs in esbuild's metafile. */
  readonly inputs: RegExp;
  /** The most it may take of the bundle. */
  readonly limit: number;
}

/**
 * The pipeline runs user algorithms in a QuickJS sandbox: the engine is compiled to WebAssembly and embedded in its
 * CommonJS module as base64 (no `.wasm` asset to ship or locate), about 710 KB of the minified bundle with its
 * JavaScript binding. It is evaluated on a chain's first user algorithm, not at cold start (docs/algorithms.md
 * "Bundling"), and no smaller engine gives the same isolation; the bound catches a heavier variant (a debug build).
 */
const bundleAllowances: Readonly<Record<string, BundleAllowance>> = {
  pipeline: {
    what: 'the QuickJS sandbox engine',
    inputs: /node_modules\/(@jitl\/quickjs-[^/]+|quickjs-emscripten-core)\//,
    limit: 750 * 1024,
  },
};

/** Well-formed stand-ins for variables whose format is checked at cold start. */
const placeholderValues: Record<string, string> = {
  USER_POOL_ID: 'ap-southeast-1_Bench0001',
  WEBSOCKET_CALLBACK_URL: 'https://bench.execute-api.ap-southeast-1.amazonaws.com/sia-equipment-websocket',
  CHAIN_RUNNER_ARN: 'arn:aws:states:ap-southeast-1:000000000000:stateMachine:bench',
};
/** A function's import may take at most this many times the import of a bundle holding only the DynamoDB document client. */
const IMPORT_RATIO_LIMIT = 1.5;

/** The baseline: what every function needs (the table), and nothing else. */
const baselineSource = `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
export const documents = DynamoDBDocumentClient.from(new DynamoDBClient({}));
`;

/** Bundles one entry as CDK's NodejsFunction does; answers the bytes each input takes of the output. */
async function bundle(entry: string, outfile: string): Promise<Record<string, number>> {
  const { metafile } = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node24',
    format: 'cjs',
    mainFields: ['module', 'main'],
    external: [...bundlingOptions.externalModules],
    charset: bundlingOptions.charset,
    outfile,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.fromEntries(
    Object.values(metafile.outputs).flatMap((output) =>
      Object.entries(output.inputs).map(([input, { bytesInOutput }]) => [input, bytesInOutput]),
    ),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The size rows of a bundle: against the common limit, or, for a function with an allowance, the bundle without the
 * allowed dependency against the limit and the dependency against its own bound.
 */
function sizeRows(id: string, size: number, inputs: Record<string, number>): BenchRow[] {
  const allowance = bundleAllowances[id];
  if (!allowance) {
    return [{ name: `bundle ${id} (minified)`, value: kb(size), target: '< 250 KB', ok: size < BUNDLE_LIMIT }];
  }
  const allowed = Object.entries(inputs)
    .filter(([input]) => allowance.inputs.test(input))
    .reduce((sum, [, bytes]) => sum + bytes, 0);
  return [
    {
      name: `bundle ${id} (minified) without ${allowance.what}`,
      value: `${kb(size - allowed)} (${kb(size)} in all)`,
      target: '< 250 KB',
      ok: size - allowed < BUNDLE_LIMIT,
    },
    {
      name: `bundle ${id}: ${allowance.what}`,
      value: kb(allowed),
      target: `< ${allowance.limit / 1024} KB`,
      // Nothing matched: the allowance is stale (the dependency left or moved) and must go or be corrected.
      ok: allowed > 0 && allowed < allowance.limit,
    },
  ];
}

/**
 * Writes a probe that imports a bundle in a fresh Node process and prints the milliseconds it took; with `group`,
 * the time also covers loading that route group's implementations and its contracts' schemas, as the first request
 * for one of its routes does.
 */
function probeFor(outDir: string, name: string, outfile: string, group?: string): string {
  const probe = join(outDir, `${name}${group ? `.${group}` : ''}.probe.cjs`);
  const load = group
    ? `const g=m.routeGroups[${JSON.stringify(group)}];await g.load();await Promise.all(g.contracts.map((c)=>c.schemas()));`
    : '';
  writeFileSync(
    probe,
    `(async()=>{const t=process.hrtime.bigint();const m=require(${JSON.stringify(outfile)});${load}` +
      `process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e6));})();`,
  );
  return probe;
}

/** A row comparing a function's time with the baseline's, against the ratio limit. */
function ratioRow(name: string, times: { fn: number; baseline: number }): BenchRow {
  const ratio = times.fn / times.baseline;
  return {
    name,
    value: `${ratio.toFixed(2)}× (${times.fn.toFixed(0)} / ${times.baseline.toFixed(0)} ms)`,
    target: `<= ${IMPORT_RATIO_LIMIT}×`,
    ok: ratio <= IMPORT_RATIO_LIMIT,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Import times of a function's bundle and of the baseline bundle, alternating five times so both see the same
 * load of a shared machine; the medians, in milliseconds.
 */
function importTimes(root: string, probes: { fn: string; baseline: string }, env: Record<string, string>) {
  const run = (probe: string) =>
    Number(
      execFileSync(process.execPath, [probe], {
        cwd: root,
        env: { ...process.env, ...env, AWS_REGION: 'us-east-1', NODE_PATH: join(root, 'node_modules') },
        stdio: ['ignore', 'pipe', 'ignore'],
      }).toString(),
    );
  const fn: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < 5; round++) {
    baseline.push(run(probes.baseline));
    fn.push(run(probes.fn));
  }
  return { fn: median(fn), baseline: median(baseline) };
}

/**
 * Bundles every function as CDK's NodejsFunction does (esbuild, minified,
 * Node 24 like the Lambda runtime, AWS SDK v3 external because the runtime provides it), then imports
 * each bundle in a fresh Node process and reports size and import time, also as a ratio to the import
 * of a bundle holding only the DynamoDB document client, measured in the same run (absolute times on a
 * shared machine vary by a factor; the ratio does not).
 */
export async function measureFunctionBundles(root: string): Promise<BenchRow[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'sia-bundles-'));
  const rows: BenchRow[] = [];
  // The handlers are imported here too, for the names of their route groups; their modules read the environment.
  provideHandlerEnvironment();
  const baselineEntry = join(outDir, 'baseline.ts');
  writeFileSync(baselineEntry, baselineSource);
  await bundle(baselineEntry, join(outDir, 'baseline.cjs'));
  const baselineProbe = probeFor(outDir, 'baseline', join(outDir, 'baseline.cjs'));
  for (const fn of functionCatalogue) {
    const outfile = join(outDir, `${fn.id}.cjs`);
    const inputs = await bundle(resolve(root, fn.entry), outfile);
    rows.push(...sizeRows(fn.id, statSync(outfile).size, inputs));

    const env = Object.fromEntries(
      fn.needs
        .flatMap((need) => needVariables[need])
        .map((name) => [name, placeholderValues[name] ?? 'bench-placeholder']),
    );
    const times = importTimes(root, { fn: probeFor(outDir, fn.id, outfile), baseline: baselineProbe }, env);
    rows.push(ratioRow(`import ${fn.id} (fresh process) / DynamoDB-client-only bundle`, times));

    // A handler with lazy route groups defers part of its cold start to the first request: show that too, for
    // the group that costs most.
    const { routeGroups } =
      fn.kind === 'http'
        ? ((await import(pathToFileURL(resolve(root, fn.entry)).href)) as { routeGroups?: Record<string, unknown> })
        : {};
    if (routeGroups && Object.keys(routeGroups).length > 0) {
      const slowest = Object.keys(routeGroups)
        .map((group) => ({
          group,
          ...importTimes(root, { fn: probeFor(outDir, fn.id, outfile, group), baseline: baselineProbe }, env),
        }))
        .reduce((a, b) => (b.fn / b.baseline > a.fn / a.baseline ? b : a));
      rows.push(
        ratioRow(`import ${fn.id} + its slowest route group (${slowest.group}) / DynamoDB-client-only`, slowest),
      );
    }
  }
  return rows;
}
