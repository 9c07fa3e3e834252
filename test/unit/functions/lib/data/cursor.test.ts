import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  type CursorScope,
  type IndexName,
} from '../../../../../functions/lib/data/cursor.js';
import { ValidationError } from '../../../../../functions/lib/errors.js';
import { AWKWARD_CHARACTERS, forEachGenerated, type Generator } from '../../../support/generated.js';

const INDEXES: readonly (IndexName | undefined)[] = [undefined, 'gsi1', 'gsi2', 'gsi3'];

/** The key attributes a Query's LastEvaluatedKey holds: the table's, and the index's when it reads one. */
const attributesOf = (index: IndexName | undefined) =>
  index ? ['pk', 'sk', `${index}pk`, `${index}sk`] : ['pk', 'sk'];
const partitionKeyOf = (index: IndexName | undefined) => (index ? `${index}pk` : 'pk');

/** A key value as the table holds them: a non-empty string, any characters. */
const keyValue = (generate: Generator) => generate.pick(['#', 'E']) + generate.text(AWKWARD_CHARACTERS, 60);

/** A LastEvaluatedKey of a Query of a random index, and the scope of that Query. */
function generatedKey(generate: Generator): { key: Record<string, string>; scope: CursorScope } {
  const index = generate.pick(INDEXES);
  const key = Object.fromEntries(attributesOf(index).map((name) => [name, keyValue(generate)]));
  return { key, scope: { index, partition: key[partitionKeyOf(index)] } };
}

const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Runs `decode` and answers the field its 400 names, or fails the case when it answers or throws anything else. */
function refusal(decode: () => unknown): string {
  let thrown: unknown;
  try {
    decode();
  } catch (error) {
    thrown = error;
  }
  if (!(thrown instanceof ValidationError)) throw new Error(`Not refused with a 400: ${String(thrown)}`);
  return thrown.fields[0].field;
}

/** Values of a wrong type or size for a key attribute. */
const NOT_KEY_VALUES: readonly unknown[] = [
  5,
  0,
  null,
  true,
  '',
  { S: 'x' },
  ['x'],
  'x'.repeat(1025),
  '中'.repeat(342),
];

/** One way a forger alters a valid key; each makes it no key of the Query. */
const FORGERIES: readonly ((key: Record<string, unknown>, scope: CursorScope, generate: Generator) => unknown)[] = [
  (key, scope) => ({ ...key, [partitionKeyOf(scope.index)]: `${scope.partition}x` }),
  (key, _, generate) => {
    const { [generate.pick(Object.keys(key)) as string]: _dropped, ...rest } = key;
    return rest;
  },
  (key, _, generate) => ({ ...key, [generate.pick(['extra', 'gsi9pk', 'PK', '__proto__x', 'entity'])]: 'x' }),
  (key, _, generate) => ({ ...key, [generate.pick(Object.keys(key))]: generate.pick(NOT_KEY_VALUES) }),
  (key, scope, generate) => {
    // The same key read through another index (or the table): the attributes do not match the Query's.
    const other = generate.pick(INDEXES.filter((index) => index !== scope.index));
    return Object.fromEntries(attributesOf(other).map((name) => [name, key[name] ?? scope.partition]));
  },
  (key) => Object.values(key),
  (_, __, generate) => generate.pick([null, 7, 'text', [], true]),
];

describe('the cursor codec', () => {
  it('decodes every cursor it encodes back to the key, for the Query it came from', () => {
    forEachGenerated(500, (generate) => {
      const { key, scope } = generatedKey(generate);
      expect(decodeCursor(encodeCursor(key), scope)).toEqual(key);
    });
  });

  it('refuses every altered key with a 400 naming the cursor field', () => {
    forEachGenerated(1000, (generate) => {
      const { key, scope } = generatedKey(generate);
      const field = generate.pick(['query.cursor', 'body.cursor'] as const);
      const forged = encoded(generate.pick(FORGERIES)(key, scope, generate));
      expect(refusal(() => decodeCursor(forged, { ...scope, field }))).toBe(field);
    });
  });

  it('answers any string either with exactly a key of the Query or with a 400, never anything else', () => {
    let decoded = 0;
    forEachGenerated(2000, (generate) => {
      const { scope } = generatedKey(generate);
      const cursor = generate.pick([
        () => generate.text('ABCDEFabcdef0123456789-_=+/.%', 80),
        () => {
          // Objects near a key of the Query: each attribute there or not, right or not, now and then one more.
          const near = attributesOf(scope.index)
            .filter(() => generate.int(8) > 0)
            .map((name) => {
              const right = name === partitionKeyOf(scope.index) ? scope.partition : 'A#1';
              return [name, generate.int(4) > 0 ? right : generate.pick(['A#2', '', 5])];
            });
          return encoded(Object.fromEntries([...near, ...(generate.int(6) ? [] : [['id', 'A#1']])]));
        },
        () => Buffer.from(generate.text(AWKWARD_CHARACTERS, 40)).toString('base64url'),
      ])();
      try {
        const key = decodeCursor(cursor, scope)!;
        expect(Object.keys(key).sort()).toEqual(attributesOf(scope.index).sort());
        expect(key[partitionKeyOf(scope.index)]).toBe(scope.partition);
        decoded++;
      } catch (error) {
        expect(error).toBeInstanceOf(ValidationError);
      }
    });
    // Some of the near keys are keys of the Query: both outcomes were exercised.
    expect(decoded).toBeGreaterThan(50);
  });

  it('refuses what is not base64url and checks the sort key where the Query takes only some', () => {
    const scope = { partition: 'P#1' };
    expect(refusal(() => decodeCursor(`${encoded({ pk: 'P#1', sk: 'a' })}!`, scope))).toBe('query.cursor');
    expect(refusal(() => decodeCursor('', scope))).toBe('query.cursor');
    expect(decodeCursor(undefined, scope)).toBeUndefined();
    const times = { ...scope, sortKey: /^\d+$/ };
    expect(decodeCursor(encoded({ pk: 'P#1', sk: '42' }), times)).toEqual({ pk: 'P#1', sk: '42' });
    expect(refusal(() => decodeCursor(encoded({ pk: 'P#1', sk: '#ARCHIVE' }), times))).toBe('query.cursor');
  });

  it('encodes no cursor after the last page', () => {
    expect(encodeCursor(undefined)).toBeUndefined();
  });
});
