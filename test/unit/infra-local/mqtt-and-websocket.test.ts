import { describe, expect, it } from 'vitest';
import { telemetryRuleEvent, topicMatches } from '../../../infra/local/engines/mqtt-broker.js';
import { selectRoute } from '../../../infra/local/gateway/websocket-gateway.js';

describe('IoT rule emulation', () => {
  it('matches + and # wildcards', () => {
    expect(topicMatches('sia/equipment/+/data', 'sia/equipment/e1/data')).toBe(true);
    expect(topicMatches('sia/equipment/+/data', 'sia/equipment/e1/data/x')).toBe(false);
    expect(topicMatches('sia/equipment/+/data', 'sia/equipment/data')).toBe(false);
    expect(topicMatches('sia/#', 'sia/a/b')).toBe(true);
  });

  it('adds equipmentId (topic level 3) and topic to a JSON object payload', () => {
    expect(telemetryRuleEvent('sia/equipment/e1/data', '{"v":1}')).toEqual({
      v: 1,
      equipmentId: 'e1',
      topic: 'sia/equipment/e1/data',
    });
    expect(telemetryRuleEvent('sia/equipment/e1/data', '[1]')).toBeUndefined();
    expect(telemetryRuleEvent('sia/equipment/e1/data', 'x')).toBeUndefined();
  });
});

describe('WebSocket route selection ($request.body.action)', () => {
  const keys = ['$connect', '$disconnect', '$default', 'subscribe', 'unsubscribe'];
  it('routes known actions and falls back to $default', () => {
    expect(selectRoute('{"action":"subscribe"}', keys)).toBe('subscribe');
    expect(selectRoute('{"action":"other"}', keys)).toBe('$default');
    expect(selectRoute('{"action":"$connect"}', keys)).toBe('$default');
    expect(selectRoute('plain text', keys)).toBe('$default');
  });
});
