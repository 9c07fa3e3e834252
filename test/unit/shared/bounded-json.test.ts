import { describe, expect, it } from 'vitest';
import { acceptMessage } from '../../../functions/domains/equipment/telemetry-messages.js';
import { jsonValueProblem } from '../../../shared/schemas/bounded-json.js';
import { CommandReplyEventSchema, EquipmentCommandInputSchema } from '../../../shared/schemas/equipment.js';

const bounds = { maxDepth: 16, maxBytes: 4096 };

/** An object `depth` levels deep (itself the first), alternating objects and arrays. */
function nested(depth: number): Record<string, unknown> {
  let value: unknown = 1;
  for (let level = depth; level > 1; level--) value = level % 2 ? { a: value } : [value];
  return { a: value };
}

const equipmentId = '33333333-3333-4333-8333-000000000001';
const commandId = 'lq1b2c3d4-0a1b2c3d';

describe('bounded JSON', () => {
  it('counts objects and arrays as levels and refuses the first level past the bound', () => {
    expect(jsonValueProblem(nested(16), bounds)).toBeUndefined();
    expect(jsonValueProblem(nested(17), bounds)).toBe('At most 16 levels of nesting');
    expect(jsonValueProblem({ a: [[{ b: 1 }]] }, { ...bounds, maxDepth: 4 })).toBeUndefined();
    expect(jsonValueProblem({ a: [[{ b: [] }]] }, { ...bounds, maxDepth: 4 })).toBe('At most 4 levels of nesting');
  });

  it('refuses a million levels quickly instead of overflowing the stack', () => {
    const deep = JSON.parse(`{"a":${'['.repeat(1_000_000)}${']'.repeat(1_000_000)}}`) as Record<string, unknown>;
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const started = Date.now();
    expect(jsonValueProblem(deep, bounds)).toBe('At most 16 levels of nesting');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('refuses what DynamoDB would refuse to store: empty keys and numbers out of its range', () => {
    expect(jsonValueProblem({ '': 1 }, bounds)).toBe('No empty keys');
    expect(jsonValueProblem({ a: [{ b: { '': null } }] }, bounds)).toBe('No empty keys');
    for (const number of [1e20, -1e20, 2 ** 53, 1e-131, -1e-200])
      expect(jsonValueProblem({ a: [number] }, bounds), String(number)).toMatch(/^Numbers between/);
    for (const number of [0, -0, 1.5, 2 ** 53 - 1, -(2 ** 53 - 1), 1e-130, 0.1 + 0.2])
      expect(jsonValueProblem({ a: number }, bounds), String(number)).toBeUndefined();
  });

  it('measures the size as UTF-8 JSON', () => {
    expect(jsonValueProblem({ a: 'x'.repeat(4088) }, bounds)).toBeUndefined(); // {"a":"…"} is 4096 bytes
    expect(jsonValueProblem({ a: 'x'.repeat(4089) }, bounds)).toBe('At most 4096 bytes as JSON');
    expect(jsonValueProblem({ a: '码'.repeat(1400) }, bounds)).toBe('At most 4096 bytes as JSON');
  });
});

describe('command payloads', () => {
  it('refuses deep or unstorable parameters on the field, without throwing', () => {
    for (const params of [nested(32), nested(100_000), { n: 1e20 }, { '': 1 }]) {
      const parsed = EquipmentCommandInputSchema.safeParse({ equipmentId, command: 'restart', params });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([['params']]);
    }
    expect(EquipmentCommandInputSchema.safeParse({ equipmentId, command: 'restart', params: nested(16) }).success).toBe(
      true,
    );
  });

  it('finds a gateway reply with a deep or unstorable result invalid, so the handler drops it', () => {
    const reply = { equipmentId, topic: `sia/equipment/${equipmentId}/cmd/reply`, commandId, status: 'ok' };
    for (const result of [nested(17), nested(100_000), { n: 1e-200 }])
      expect(CommandReplyEventSchema.safeParse({ ...reply, result }).success).toBe(false);
    expect(CommandReplyEventSchema.safeParse({ ...reply, result: { ok: [1, 2] } }).success).toBe(true);
  });

  it('finds a reading DynamoDB cannot store invalid, so the stream consumers drop its message', () => {
    const message = (value: unknown) => ({
      equipmentId,
      topic: `sia/equipment/${equipmentId}/data`,
      nodes: [{ name: 'temperature', value, timestamp: 1763800000000 }],
    });
    for (const value of [1e20, -1e300, 1e-200]) expect(acceptMessage(message(value), 1)).toHaveProperty('reason');
    expect(acceptMessage(message(21.5), 1)).toHaveProperty('readings');
  });
});
