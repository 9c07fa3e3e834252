import { describe, expect, it } from 'vitest';
import { EquipmentCommandInputSchema } from '../../../shared/schemas/equipment.js';
import { commandProblem, paramsOf } from '../../../web/src/features/equipment/components/command-rules.js';

const equipmentId = '6f1c2b3a-0000-4000-8000-000000000001';

describe('the issue-command dialog checks before sending', () => {
  it('takes letters, digits and _ . - up to 64, as the server does', () => {
    for (const name of ['restart', 'set.rate_2-x', 'a'.repeat(64)]) {
      expect(commandProblem(name)).toBeUndefined();
      expect(EquipmentCommandInputSchema.safeParse({ equipmentId, command: name, params: {} }).success).toBe(true);
    }
    expect(commandProblem('  ')).toBe('required');
    expect(commandProblem('a'.repeat(65))).toBe('tooLong');
    expect(commandProblem('re start')).toBe('pattern');
    expect(commandProblem('重启')).toBe('pattern');
    for (const name of ['a'.repeat(65), 're start', '重启']) {
      expect(EquipmentCommandInputSchema.safeParse({ equipmentId, command: name, params: {} }).success).toBe(false);
    }
  });

  it('takes parameters only as a JSON object', () => {
    expect(paramsOf('{}')).toEqual({});
    expect(paramsOf('{"delay":5}')).toEqual({ delay: 5 });
    for (const text of ['', '{"delay":', '[5]', 'null', '5', '"x"']) expect(paramsOf(text)).toBeUndefined();
  });
});
