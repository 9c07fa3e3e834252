import { describe, expect, it } from 'vitest';
import { TelemetryRuleEventSchema } from '../../../shared/schemas/telemetry.js';

describe('zod/mini messages', () => {
  it('are English for every importer of a shared schema, not only behind the HTTP validation', () => {
    // telemetry-ingest parses this schema itself and logs the messages; without the locale they read "Invalid input"
    const result = TelemetryRuleEventSchema.safeParse({ nodes: [], equipmentId: '', topic: 't' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nodes', 'Too small: expected array to have >=1 items'],
      ['equipmentId', 'Too small: expected string to have >=1 characters'],
    ]);
  });
});
