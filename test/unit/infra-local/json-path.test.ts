import { describe, expect, it } from 'vitest';
import {
  applyResultPath,
  applyTemplate,
  readPath,
  StatesError,
} from '../../../infra/local/step-functions/json-path.js';
import { errorMatches, substituteDefinition } from '../../../infra/local/step-functions/asl-runner.js';

describe('ASL JSONPath subset', () => {
  const input = { a: { b: [10, { c: 'x' }] }, 'odd key': 1 };

  it('reads dotted, indexed and quoted paths', () => {
    expect(readPath('$', input)).toBe(input);
    expect(readPath('$.a.b[0]', input)).toBe(10);
    expect(readPath('$.a.b[1].c', input)).toBe('x');
    expect(readPath("$['odd key']", input)).toBe(1);
    expect(readPath('$$.Map.Item.Index', {}, { Map: { Item: { Index: 3 } } })).toBe(3);
  });

  it('throws States.Runtime for a missing path', () => {
    expect(() => readPath('$.nope', input)).toThrow(StatesError);
  });

  it('applies .$ templates recursively', () => {
    expect(
      applyTemplate(
        { 'v.$': '$.a.b[0]', fixed: 1, nested: { 'i.$': '$$.i' }, list: [{ 'c.$': '$.a.b[1].c' }] },
        input,
        { i: 7 },
      ),
    ).toEqual({
      v: 10,
      fixed: 1,
      nested: { i: 7 },
      list: [{ c: 'x' }],
    });
  });

  it('applies ResultPath: replace, discard, or merge into a copy', () => {
    expect(applyResultPath({ a: 1 }, 2, '$')).toBe(2);
    expect(applyResultPath({ a: 1 }, 2, null)).toEqual({ a: 1 });
    const original = { a: 1 };
    expect(applyResultPath(original, 2, '$.x.y')).toEqual({ a: 1, x: { y: 2 } });
    expect(original).toEqual({ a: 1 });
  });

  it('matches errors like Retry and Catch do', () => {
    expect(errorMatches(['States.ALL'], 'Anything')).toBe(true);
    expect(errorMatches(['States.TaskFailed'], 'Lambda.ServiceException')).toBe(true);
    expect(errorMatches(['States.TaskFailed'], 'States.Timeout')).toBe(false);
    expect(errorMatches(['A', 'B'], 'C')).toBe(false);
  });

  it('substitutes ${Placeholders} and refuses unresolved ones', () => {
    expect(substituteDefinition({ f: '${Fn}' }, { Fn: 'arn' })).toEqual({ f: 'arn' });
    expect(() => substituteDefinition({ f: '${Other}' }, {})).toThrow('No substitution for ${Other}');
  });
});
