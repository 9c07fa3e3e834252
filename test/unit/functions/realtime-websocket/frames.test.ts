import { describe, expect, it } from 'vitest';
import { mayWatchEquipment, parseClientFrame } from '../../../../functions/realtime-websocket/frames.js';

describe('WebSocket client frames', () => {
  it('accepts subscribe and unsubscribe of an equipment destination', () => {
    expect(parseClientFrame('{"action":"subscribe","destination":"/equipment/abc-1"}')).toEqual({
      frame: { action: 'subscribe', destination: '/equipment/abc-1' },
    });
    expect(parseClientFrame('{"action":"unsubscribe","destination":"/equipment/abc-1"}')).toEqual({
      frame: { action: 'unsubscribe', destination: '/equipment/abc-1' },
    });
  });

  it('answers non-JSON with an error frame without destination', () => {
    expect(parseClientFrame('hello')).toEqual({
      error: { type: 'error', destination: null, message: 'Frames must be JSON' },
    });
  });

  it('answers an unknown destination or action with an error frame naming the destination', () => {
    const unknownDestination = parseClientFrame('{"action":"subscribe","destination":"/topic/all"}');
    expect(unknownDestination).toMatchObject({ error: { type: 'error', destination: '/topic/all' } });
    const unknownAction = parseClientFrame('{"action":"publish","destination":"/equipment/x"}');
    expect(unknownAction).toMatchObject({ error: { type: 'error', destination: '/equipment/x' } });
  });
});

describe('who may watch an equipment', () => {
  const equipment = { enterpriseId: 'ent-1' };
  it('lets members of the equipment enterprise and platform administrators watch', () => {
    expect(mayWatchEquipment({ enterpriseIds: ['ent-2', 'ent-1'], isPlatformAdmin: false }, equipment)).toBe(true);
    expect(mayWatchEquipment({ enterpriseIds: [], isPlatformAdmin: true }, equipment)).toBe(true);
  });
  it('refuses users of other enterprises', () => {
    expect(mayWatchEquipment({ enterpriseIds: ['ent-2'], isPlatformAdmin: false }, equipment)).toBe(false);
  });
});
