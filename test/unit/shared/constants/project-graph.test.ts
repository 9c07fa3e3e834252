import { describe, expect, it } from 'vitest';
import {
  arrivingColumns,
  compileProject,
  linkProblem,
  type GraphLink,
  type GraphModule,
} from '../../../../shared/constants/project-graph.js';

const dataIn = (name: string) => ({ name, type: { code: '001' } });
const modelIn = (name: string) => ({ name, type: { code: '002' } });
const dataOut = (name: string) => ({ name, type: { code: '001' } });
const modelOut = (name: string) => ({ name, type: { code: '002' } });
const module = (id: string, inputParams: GraphModule['inputParams'], outputParams: GraphModule['outputParams']) => ({
  id,
  inputParams,
  outputParams,
});

// The iris chain of the journey: dataset → split → decision tree, split's test set and the tree → evaluate.
const iris = module('iris', [], [dataOut('dataset')]);
const split = module(
  'split',
  [dataIn('dataset'), { name: 'ratio', type: { code: '004' } }],
  [dataOut('train'), dataOut('test')],
);
const tree = module('tree', [dataIn('dataset'), { name: 'label', type: { code: '005' } }], [modelOut('model')]);
const evaluate = module('evaluate', [modelIn('model'), dataIn('dataset')], []);
const modules = [evaluate, tree, split, iris];
const link = (sourceId: string, sourcePort: string, targetId: string, targetPort: string): GraphLink => ({
  sourceId,
  sourcePort,
  targetId,
  targetPort,
});
const chain = [
  link('iris', 'dataset', 'split', 'dataset'),
  link('split', 'train', 'tree', 'dataset'),
  link('tree', 'model', 'evaluate', 'model'),
  link('split', 'test', 'evaluate', 'dataset'),
];

describe('the connection rule', () => {
  it('admits an output linked to a free input of its kind', () => {
    expect(linkProblem(modules, [], chain[0])).toBeUndefined();
  });

  it('refuses a link that does not run from an output to an input', () => {
    expect(linkProblem(modules, [], link('split', 'dataset', 'tree', 'dataset'))).toBe('notOutputToInput');
    expect(linkProblem(modules, [], link('iris', 'dataset', 'split', 'ratio'))).toBe('notOutputToInput');
  });

  it('refuses a module linked to itself', () => {
    expect(linkProblem(modules, [], link('split', 'train', 'split', 'dataset'))).toBe('selfLink');
  });

  it('refuses a dataset into a model input', () => {
    expect(linkProblem(modules, [], link('split', 'test', 'evaluate', 'model'))).toBe('typeMismatch');
  });

  it('refuses more links of a kind than the module has inputs of it', () => {
    expect(linkProblem(modules, [chain[0]], link('iris', 'dataset', 'split', 'dataset'))).toBe('tooManyLinks');
  });

  it('refuses a link that closes a cycle', () => {
    const a = module('a', [dataIn('in')], [dataOut('out')]);
    const b = module('b', [dataIn('in')], [dataOut('out')]);
    expect(linkProblem([a, b], [link('a', 'out', 'b', 'in')], link('b', 'out', 'a', 'in'))).toBe('cycle');
  });
});

describe('the compile check', () => {
  it('orders a valid chain so each module comes after those linked into it', () => {
    const result = compileProject(modules, chain);
    expect(result.ok && result.order.map((m) => m.id)).toEqual(['iris', 'split', 'tree', 'evaluate']);
  });

  it('refuses a graph with a module left on its own', () => {
    const lonely = module('lonely', [], [dataOut('dataset')]);
    expect(compileProject([...modules, lonely], chain)).toEqual({ ok: false, problem: 'notConnected' });
  });

  it('refuses a cyclic graph', () => {
    const a = module('a', [dataIn('in')], [dataOut('out')]);
    const b = module('b', [dataIn('in')], [dataOut('out')]);
    const result = compileProject([a, b], [link('a', 'out', 'b', 'in'), link('b', 'out', 'a', 'in')]);
    expect(result).toMatchObject({ ok: false, problem: 'cycle' });
  });

  it('refuses a graph holding a link that breaks the rule, and an empty project', () => {
    expect(compileProject(modules, [...chain, link('tree', 'model', 'split', 'dataset')])).toMatchObject({
      ok: false,
      problem: 'typeMismatch',
    });
    expect(compileProject([], [])).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('the columns along the links', () => {
  it('offers each module the columns its dataset inputs will bring', () => {
    const columns = arrivingColumns(modules, chain, { iris: ['sepalLength', 'species'] });
    expect(columns.tree).toEqual(['sepalLength', 'species']);
    expect(columns.evaluate).toEqual(['sepalLength', 'species']);
  });
});
