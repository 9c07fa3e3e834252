import { describe, expect, it } from 'vitest';
import { functionCatalogue } from '../../../infra/definitions/function-catalogue.js';
import { stateMachineCatalogue } from '../../../infra/definitions/state-machine-catalogue.js';

describe('the state machine catalogue', () => {
  const entries = Object.entries(stateMachineCatalogue);

  it.each(entries)(
    '%s invokes a state-machine-task function of the function catalogue through its placeholder',
    (_, entry) => {
      const task = functionCatalogue.find((f) => f.id === entry.taskFunctionId);
      expect(task?.kind).toBe('state-machine-task');
      expect(JSON.stringify(entry.definition())).toContain(`\${${entry.placeholder}}`);
    },
  );

  it('names each state machine once per stage and hands each ARN in its own variable', () => {
    expect(new Set(entries.map(([, e]) => e.name('dev'))).size).toBe(entries.length);
    expect(new Set(entries.map(([, e]) => e.arnVariable)).size).toBe(entries.length);
    for (const [, entry] of entries) expect(entry.name('dev')).toMatch(/^sia-dev-[a-z-]+$/);
  });
});
