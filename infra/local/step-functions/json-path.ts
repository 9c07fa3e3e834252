/**
 * The JSONPath subset Amazon States Language definitions use: `$`, `$.a.b`,
 * `$.a[0]`, `$['a']`, and `$$.` context paths. Enough for Parameters,
 * ItemsPath, ResultPath and Choice variables.
 */

type Step = string | number;

/** Splits `$.a.b[0]['c']` into steps; throws on anything outside the subset. */
export function parsePath(path: string): { root: '$' | '$$'; steps: Step[] } {
  const root = path.startsWith('$$') ? '$$' : path.startsWith('$') ? '$' : undefined;
  if (!root) throw new StatesError('States.Runtime', `Invalid JSONPath "${path}"`);
  const steps: Step[] = [];
  const pattern = /\.([A-Za-z_$][\w$-]*)|\[(\d+)\]|\['([^']*)'\]|\["([^"]*)"\]/y;
  pattern.lastIndex = root.length;
  while (pattern.lastIndex < path.length) {
    const match = pattern.exec(path);
    if (!match) throw new StatesError('States.Runtime', `Unsupported JSONPath "${path}"`);
    steps.push(match[1] ?? (match[2] !== undefined ? Number(match[2]) : (match[3] ?? match[4])));
  }
  return { root, steps };
}

/** An ASL runtime error with its `Error` name and `Cause`. */
export class StatesError extends Error {
  constructor(
    readonly error: string,
    override readonly cause: string,
  ) {
    super(`${error}: ${cause}`);
    this.name = error;
  }
}

const missing = Symbol('missing');

function walk(value: unknown, steps: readonly Step[]): unknown {
  let current: unknown = value;
  for (const step of steps) {
    if (current === null || typeof current !== 'object') return missing;
    if (!(step in (current as Record<string | number, unknown>))) return missing;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** Reads a path from the state input (`$`) or the context object (`$$`); throws States.Runtime when absent. */
export function readPath(path: string, input: unknown, context: unknown = {}): unknown {
  const { root, steps } = parsePath(path);
  const value = walk(root === '$$' ? context : input, steps);
  if (value === missing)
    throw new StatesError('States.Runtime', `The JSONPath ${path} could not be found in the input`);
  return value;
}

/** True when the path exists (Choice `IsPresent`). */
export function hasPath(path: string, input: unknown, context: unknown = {}): boolean {
  const { root, steps } = parsePath(path);
  return walk(root === '$$' ? context : input, steps) !== missing;
}

/**
 * Applies a Parameters / ItemSelector / ResultSelector template: keys ending
 * in `.$` are replaced by the value of their path; nested objects and arrays
 * are processed recursively.
 */
export function applyTemplate(template: unknown, input: unknown, context: unknown): unknown {
  if (Array.isArray(template)) return template.map((item) => applyTemplate(item, input, context));
  if (template === null || typeof template !== 'object') return template;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(template)) {
    if (key.endsWith('.$')) {
      if (typeof value !== 'string') throw new StatesError('States.Runtime', `The value of ${key} must be a path`);
      if (value.startsWith('States.'))
        throw new StatesError('States.Runtime', `Intrinsic functions are not supported locally (${value})`);
      result[key.slice(0, -2)] = readPath(value, input, context);
    } else {
      result[key] = applyTemplate(value, input, context);
    }
  }
  return result;
}

/**
 * ResultPath: `$` (or undefined) replaces the input with the result, `null`
 * keeps the input and discards the result, `$.a.b` sets the result into a
 * copy of the input, creating objects on the way.
 */
export function applyResultPath(input: unknown, result: unknown, resultPath: string | null | undefined): unknown {
  if (resultPath === null) return input;
  if (resultPath === undefined || resultPath === '$') return result;
  const { root, steps } = parsePath(resultPath);
  if (root !== '$') throw new StatesError('States.Runtime', `ResultPath ${resultPath} must start with $`);
  const copy: Record<string | number, unknown> =
    input !== null && typeof input === 'object' ? structuredClone(input as Record<string, unknown>) : {};
  let target: Record<string | number, unknown> = copy;
  steps.forEach((step, index) => {
    if (index === steps.length - 1) {
      target[step] = result;
      return;
    }
    const next = target[step];
    if (next === null || typeof next !== 'object') target[step] = {};
    target = target[step] as Record<string | number, unknown>;
  });
  return copy;
}
