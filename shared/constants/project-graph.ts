import type { ParameterType } from '../schemas/algorithm-modules.js';
import type { ChainModule } from '../schemas/pipeline.js';

/**
 * The graph rules of a big-data project (docs/bigdata.md "Projects"), one function for the console's canvas and
 * the server's compile check: the ports a module has, the connection rule a link must keep, the execution order,
 * and the columns a dataset carries along the links.
 */

/**
 * Bounds of a project: modules, links, lengths of names and ids, and its graph file's size. The modules are stored
 * outside the project's record (docs/bigdata.md "Storage of a project"), so they are bounded by what the canvas
 * draws and the compile check orders quickly, not by DynamoDB's item size.
 */
export const PROJECT_LIMITS = {
  modules: 1000,
  links: 1000,
  nameLength: 64,
  idLength: 64,
  graphBytes: 1024 * 1024,
} as const;

/** Input parameter type codes of a canvas module (the spec's "Module codes on the canvas"). */
export const INPUT_CODES = {
  DATASET_IN: '001',
  MODEL_IN: '002',
  integer: '003',
  decimal: '004',
  string: '005',
  enum: '006',
  boolean: '007',
} as const;

/** Output parameter type codes: dataset out, model out. */
export const OUTPUT_CODES = { DATASET_OUT: '001', MODEL_OUT: '002' } as const;

/** The code anything else gets, in or out. */
export const OTHER_CODE = '000';

/** The code of an algorithm parameter as a module's input parameter, or undefined when it is an output. */
export const inputCodeOf = (type: ParameterType): string | undefined =>
  type === 'DATASET_OUT' || type === 'MODEL_OUT' ? undefined : (INPUT_CODES[type] ?? OTHER_CODE);

/** The code of an algorithm parameter as a module's output parameter, or undefined when it is not an output. */
export const outputCodeOf = (type: ParameterType): string | undefined =>
  type === 'DATASET_OUT' || type === 'MODEL_OUT' ? OUTPUT_CODES[type] : undefined;

/** What travels over a link: a dataset or a model. */
export type PortKind = 'dataset' | 'model';

/** The port kind of a type code (`001` dataset, `002` model, in either direction), or undefined for a value. */
export const portKindOf = (code: string | undefined): PortKind | undefined =>
  code === '001' ? 'dataset' : code === '002' ? 'model' : undefined;

/** A link between two modules' ports: an output of the source to an input of the target (by parameter name). */
export interface GraphLink {
  readonly sourceId: string;
  readonly sourcePort: string;
  readonly targetId: string;
  readonly targetPort: string;
}

/** What the rules read of a module: its id and its parameters. */
export type GraphModule = Pick<ChainModule, 'id' | 'inputParams' | 'outputParams'>;

/** A port of a module. */
export interface Port {
  readonly name: string;
  readonly kind: PortKind;
}

/** A module's input ports (its dataset-in and model-in parameters) and output ports (dataset-out, model-out). */
export function portsOf(module: GraphModule): { inputs: Port[]; outputs: Port[] } {
  const ports = (params: GraphModule['inputParams']) =>
    params.flatMap((param) => {
      const kind = portKindOf(param.type?.code);
      return kind ? [{ name: param.name, kind }] : [];
    });
  return { inputs: ports(module.inputParams), outputs: ports(module.outputParams) };
}

/** Why a link breaks the connection rule. */
export type LinkProblem = 'unknownModule' | 'notOutputToInput' | 'selfLink' | 'typeMismatch' | 'tooManyLinks' | 'cycle';

/** Whether `to` is reachable from `from` along `links` (source to target). */
function reaches(links: readonly GraphLink[], from: string, to: string): boolean {
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === to) return true;
    for (const link of links) {
      if (link.sourceId === at && !seen.has(link.targetId)) {
        seen.add(link.targetId);
        queue.push(link.targetId);
      }
    }
  }
  return false;
}

/**
 * Checks a new link against the links already made (the spec's connection rule): it starts at an output port and
 * ends at an input port; it joins two different modules; the source's kind (dataset or model) is the input's;
 * the links of that kind into the target, with this one, are no more than its inputs of that kind, and the input
 * port is free; and it closes no cycle. Answers the first rule broken, or undefined when the link may be made.
 */
export function linkProblem(
  modules: readonly GraphModule[],
  links: readonly GraphLink[],
  link: GraphLink,
): LinkProblem | undefined {
  const source = modules.find((module) => module.id === link.sourceId);
  const target = modules.find((module) => module.id === link.targetId);
  if (!source || !target) return 'unknownModule';
  const output = portsOf(source).outputs.find((port) => port.name === link.sourcePort);
  const targetInputs = portsOf(target).inputs;
  const input = targetInputs.find((port) => port.name === link.targetPort);
  if (!output || !input) return 'notOutputToInput';
  if (source.id === target.id) return 'selfLink';
  if (output.kind !== input.kind) return 'typeMismatch';
  const into = links.filter((other) => other.targetId === target.id);
  const sameKind = into.filter(
    (other) => targetInputs.find((port) => port.name === other.targetPort)?.kind === input.kind,
  );
  const declared = targetInputs.filter((port) => port.kind === input.kind).length;
  if (sameKind.length + 1 > declared || into.some((other) => other.targetPort === link.targetPort)) {
    return 'tooManyLinks';
  }
  if (reaches(links, target.id, source.id)) return 'cycle';
  return undefined;
}

/** Why a project does not compile. */
export type CompileProblem = 'empty' | 'notConnected' | LinkProblem;

/** The compile check's answer: the modules in execution order, or why there is none. */
export type CompileResult<M extends GraphModule> =
  | { readonly ok: true; readonly order: M[] }
  | { readonly ok: false; readonly problem: CompileProblem; readonly link?: GraphLink };

/**
 * Compiles a project: every link must keep the connection rule (checked one by one against those before it, as
 * the canvas made them), the modules are put in an execution order where each comes after every module linked
 * into it (ties keep the modules' own order), and the graph must be connected: every module reachable from the
 * first one of that order by following links in either direction (one chain, no module left on its own). A
 * project without modules does not compile.
 */
export function compileProject<M extends GraphModule>(
  modules: readonly M[],
  links: readonly GraphLink[],
): CompileResult<M> {
  if (modules.length === 0) return { ok: false, problem: 'empty' };
  const accepted: GraphLink[] = [];
  for (const link of links) {
    const problem = linkProblem(modules, accepted, link);
    if (problem) return { ok: false, problem, link };
    accepted.push(link);
  }
  const order = executionOrder(modules, accepted);
  const neighbours = (id: string) =>
    accepted.flatMap((link) => (link.sourceId === id ? [link.targetId] : link.targetId === id ? [link.sourceId] : []));
  const reached = new Set<string>([order[0].id]);
  const queue = [order[0].id];
  while (queue.length > 0) {
    for (const next of neighbours(queue.shift()!)) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return reached.size === modules.length ? { ok: true, order } : { ok: false, problem: 'notConnected' };
}

/** Kahn's order of acyclic links: a module once every module linked into it is placed, earliest listed first. */
function executionOrder<M extends GraphModule>(modules: readonly M[], links: readonly GraphLink[]): M[] {
  const waiting = new Map(modules.map((module) => [module.id, links.filter((l) => l.targetId === module.id).length]));
  const order: M[] = [];
  while (order.length < modules.length) {
    const next = modules.find((module) => waiting.get(module.id) === 0)!;
    waiting.delete(next.id);
    order.push(next);
    for (const link of links) {
      if (link.sourceId === next.id) waiting.set(link.targetId, waiting.get(link.targetId)! - 1);
    }
  }
  return order;
}

/**
 * The columns arriving at each module (by id) along its dataset links, given the columns of the dataset modules
 * (`known`): a module passes on the columns it received (a dataset module its own), so a parameter naming a column
 * can offer those that will arrive. An approximation before a run: a module that adds or drops columns passes on
 * what it received.
 */
export function arrivingColumns(
  modules: readonly GraphModule[],
  links: readonly GraphLink[],
  known: Readonly<Record<string, readonly string[]>>,
): Record<string, string[]> {
  const arriving: Record<string, string[]> = {};
  const outgoing = (id: string) => known[id] ?? arriving[id] ?? [];
  const result = compileOrderOrListed(modules, links);
  for (const module of result) {
    const columns = new Set<string>();
    for (const link of links) {
      if (link.targetId !== module.id) continue;
      const input = portsOf(module).inputs.find((port) => port.name === link.targetPort);
      if (input?.kind === 'dataset') for (const column of outgoing(link.sourceId)) columns.add(column);
    }
    arriving[module.id] = [...columns];
  }
  return arriving;
}

/** The execution order when the links are acyclic, else the modules as listed (a canvas being edited). */
function compileOrderOrListed<M extends GraphModule>(modules: readonly M[], links: readonly GraphLink[]): M[] {
  const ids = new Set(modules.map((module) => module.id));
  const known = links.filter((link) => ids.has(link.sourceId) && ids.has(link.targetId));
  const acyclic = known.every((link) => !reaches(known, link.targetId, link.sourceId));
  return acyclic ? executionOrder(modules, known) : [...modules];
}
