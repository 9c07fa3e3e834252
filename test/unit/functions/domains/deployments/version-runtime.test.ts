import { describe, expect, it } from 'vitest';
import { configHash, quotaAmountsOf } from '../../../../../functions/domains/deployments/version-runtime.js';

const parts = {
  versionId: 'v1',
  planId: 'p1',
  runtime: { releaseMode: 'jar' as const, programFileKey: 'app.jar', containerPort: 8080 },
  limits: { cpuCores: 0.5, memoryMb: 1024, diskMb: 512 },
  database: { host: 'db', port: 5432, database: 'apps', username: 'u', passwordSecretId: 'arn:secret:1' },
};

describe('a revision’s configuration hash', () => {
  it('is the same for the same configuration and differs when what runs differs', () => {
    expect(configHash(parts)).toBe(configHash({ ...parts }));
    expect(configHash(parts)).toMatch(/^[0-9a-f]{16}$/);
    expect(configHash({ ...parts, versionId: 'v2' })).not.toBe(configHash(parts));
    expect(configHash({ ...parts, limits: { ...parts.limits, memoryMb: 2048 } })).not.toBe(configHash(parts));
    expect(configHash({ ...parts, database: { ...parts.database, host: 'db2' } })).not.toBe(configHash(parts));
  });

  it('does not depend on the password’s secret (a new secret of the same database runs the same)', () => {
    expect(configHash({ ...parts, database: { ...parts.database, passwordSecretId: 'arn:secret:2' } })).toBe(
      configHash(parts),
    );
  });
});

describe('what a deployment reserves', () => {
  it('is its plan’s limits, CPU rounded up to whole cores', () => {
    expect(quotaAmountsOf(parts.limits)).toEqual({ CPU_CORES: 1, MEMORY_QUOTA: 1024, DISK_QUOTA: 512 });
    expect(quotaAmountsOf({ cpuCores: 2, memoryMb: 1000, diskMb: 1 }).CPU_CORES).toBe(2);
  });
});
