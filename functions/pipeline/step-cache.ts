import { createHash } from 'node:crypto';
import type { ReuseReason } from '../../shared/schemas/bigdata-runs.js';
import type { ModuleInvocation, ModuleResult } from '../../shared/schemas/algorithm-modules.js';
import { effectiveParameters, getAlgorithmRecord } from '../domains/algorithms/index.js';
import {
  copyStoredObject,
  getStepCacheEntry,
  headStoredObject,
  putStepCacheEntry,
  type StepFingerprint,
} from '../domains/bigdata/index.js';

/**
 * The step cache (docs/bigdata.md "The step cache"): a project's algorithm module whose algorithm, parameters and
 * inputs are those of its last successful output reuses that output (copied to this run's keys, so every run keeps
 * its own objects) instead of running again.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** JSON with object keys sorted, so the same values always hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What the module's output would be made from: the algorithm (its id, its library record's update date and file),
 * the parameters with the algorithm's defaults applied (`effectiveParameters`) and each input's content (S3's ETag,
 * the MD5 of a single-part object). Undefined when an input is missing: the module runs and fails as it would.
 */
export async function fingerprintOf(invocation: ModuleInvocation): Promise<StepFingerprint | undefined> {
  const record = await getAlgorithmRecord(invocation.algorithmId);
  const algorithm = sha256(
    canonical({ id: invocation.algorithmId, updated: record?.updateDate, file: record?.algorithmFileId }),
  );
  // After the defaults: an explicit default and an omitted one make the same output, so they share the entry.
  const parameters = sha256(canonical(effectiveParameters(invocation, record)));
  const inputs: Record<string, string> = {};
  for (const [port, input] of Object.entries(invocation.inputs)) {
    const stored = await headStoredObject({ kind: input.kind, key: input.key });
    if (!stored) return undefined;
    inputs[port] = `${input.kind}:${stored.etag ?? ''}:${stored.size}`;
  }
  const inputsHash = sha256(canonical(inputs));
  return { key: sha256(`${algorithm}|${parameters}|${inputsHash}`), algorithm, parameters, inputs: inputsHash };
}

/** Why the cached output cannot serve this fingerprint, or undefined when it can. */
function missReason(cached: StepFingerprint | undefined, wanted: StepFingerprint): ReuseReason | undefined {
  if (!cached) return 'firstRun';
  if (cached.algorithm !== wanted.algorithm) return 'algorithmChanged';
  if (cached.parameters !== wanted.parameters) return 'parametersChanged';
  if (cached.inputs !== wanted.inputs) return 'inputChanged';
  return undefined;
}

const contentTypeOf = (kind: 'dataset' | 'model') => (kind === 'dataset' ? 'text/csv' : 'application/json');

/**
 * Looks the module up in its project's step cache: on a hit, copies each cached output object to the key this run
 * gives the port and answers the cached result with this run's keys; on a miss, answers why.
 */
export async function reuseCachedOutput(options: {
  projectId: string;
  moduleId: string;
  invocation: ModuleInvocation;
  fingerprint: StepFingerprint;
}): Promise<{ result: ModuleResult } | { reason: ReuseReason }> {
  const cached = await getStepCacheEntry(options.projectId, options.moduleId);
  const reason = missReason(cached, options.fingerprint);
  if (reason || !cached) return { reason: reason ?? 'firstRun' };
  const result = cached.result as unknown as ModuleResult;
  const outputs: ModuleResult['outputs'] = {};
  for (const [port, output] of Object.entries(result.outputs)) {
    const to = options.invocation.outputs[port];
    if (!to) continue;
    if (!(await headStoredObject({ kind: output.kind, key: output.key }))) return { reason: 'outputMissing' };
    if (to !== output.key) {
      await copyStoredObject({ kind: output.kind, from: output.key, to, contentType: contentTypeOf(output.kind) });
    }
    outputs[port] = { ...output, key: to };
  }
  return { result: { ...result, outputs } };
}

/** Keeps a module's successful output as its project's cache entry. */
export async function rememberOutput(options: {
  projectId: string;
  moduleId: string;
  runId: string;
  fingerprint: StepFingerprint;
  result: ModuleResult;
}): Promise<void> {
  await putStepCacheEntry({
    ...options.fingerprint,
    projectId: options.projectId,
    moduleId: options.moduleId,
    runId: options.runId,
    result: options.result as unknown as Record<string, unknown>,
    at: Date.now(),
  });
}
