import { describe, expect, it } from 'vitest';
import { logDetailText } from '../../../web/src/features/equipment/log-detail.js';

/** A stand-in translation: the key, with its values. */
const t = (key: string, values?: Record<string, string>) => (values ? `${key}(${Object.values(values).join()})` : key);

describe('a gateway log entry’s detail', () => {
  it('says the codes in words: an alarm’s reason, the broker’s disconnect reason after the address, a rotation’s end', () => {
    expect(logDetailText({ event: 'offlineAlarm', detail: 'silent' }, t)).toBe('equipment.log.alarm.reason.silent');
    expect(logDetailText({ event: 'disconnected', detail: '10.0.0.7 CONNECTION_LOST' }, t)).toBe(
      '10.0.0.7 equipment.log.disconnect.connectionLost',
    );
    expect(logDetailText({ event: 'rotationRolledBack', detail: 'timeout' }, t)).toBe(
      'equipment.log.rotation.reason.timeout',
    );
    expect(logDetailText({ event: 'rotationCompleted', detail: 'c-1' }, t)).toBe(
      'equipment.log.rotation.certificate(c-1)',
    );
  });

  it('shows any other detail as written, and a dash for none', () => {
    expect(logDetailText({ event: 'connected', detail: '10.0.0.7' }, t)).toBe('10.0.0.7');
    expect(logDetailText({ event: 'disconnected', detail: '10.0.0.7 SOMETHING_NEW' }, t)).toBe(
      '10.0.0.7 SOMETHING_NEW',
    );
    expect(logDetailText({ event: 'edited', detail: 'silent' }, t)).toBe('silent');
    expect(logDetailText({ event: 'stopped' }, t)).toBe('-');
  });
});
