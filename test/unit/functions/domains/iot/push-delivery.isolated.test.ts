import { beforeEach, describe, expect, it, vi } from 'vitest';

// The delivery log's table and the system resolver are stubbed: what is proved here is what a delivery in a deployed
// stage (no SIA_STAGE) does with a target that resolves to this machine.
const dns = vi.hoisted(() => ({ lookup: vi.fn() }));
const log = vi.hoisted(() => ({ putPushDelivery: vi.fn(async () => undefined) }));
vi.mock('node:dns/promises', () => dns);
vi.mock('../../../../../functions/domains/iot/data/push-delivery-log.js', () => log);

const { deliver } = await import('../../../../../functions/domains/iot/push-delivery.js');

const rule = (url: string) => ({
  id: 'rule-1',
  enterpriseId: 'ent-1',
  name: 'Probe',
  url,
  scope: { kind: 'all' as const },
  enabled: true,
  createDate: '2026-01-01T00:00:00.000Z',
  createByName: 'admin',
  updateDate: '2026-01-01T00:00:00.000Z',
  updateByName: 'admin',
});
const payload = {
  event: 'readings' as const,
  equipmentId: 'test',
  hardwareId: 'test',
  nodes: [{ name: 'test', value: 1, timestamp: 1, quality: 'GOOD' }],
  receiveTime: 1,
  test: true as const,
};

beforeEach(() => {
  dns.lookup.mockReset();
  log.putPushDelivery.mockClear();
});

describe('data push delivery in a deployed stage', () => {
  it('refuses a name that resolves to this machine once, logs why and never retries it', async () => {
    dns.lookup.mockResolvedValue([{ address: '127.0.0.1', family: 4 }]);
    const entry = await deliver(rule('https://hooks.127.0.0.1.nip.io/push'), payload, { attempts: 3 });
    expect(entry).toMatchObject({ outcome: 'failed', attempts: 1, test: true });
    expect(entry.statusCode).toBeUndefined();
    expect(entry.error).toBe(
      'Refused: hooks.127.0.0.1.nip.io resolves to an address that is not public (127.0.0.1 is a loopback address)',
    );
    expect(dns.lookup).toHaveBeenCalledTimes(1);
    expect(log.putPushDelivery).toHaveBeenCalledWith(entry);
  });

  it('holds a rule saved before the URL rules to them: a trailing-dot localhost is never resolved', async () => {
    const entry = await deliver(rule('https://localhost./'), payload, { attempts: 3 });
    expect(entry).toMatchObject({ outcome: 'failed', attempts: 1 });
    expect(entry.error).toMatch(/^Refused: A public host: localhost is a \.localhost name/);
    expect(dns.lookup).not.toHaveBeenCalled();
  });
});
