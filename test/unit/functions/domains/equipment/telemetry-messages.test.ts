import { describe, expect, it } from 'vitest';
import { kinesisEventOf } from '../../../../../infra/local/support/local-stream.js';
import {
  acceptMessage,
  acceptStreamRecord,
  dataFrame,
} from '../../../../../functions/domains/equipment/telemetry-messages.js';

const equipmentId = '33333333-3333-4333-8333-000000000001';
const ruleEvent = (payload: Record<string, unknown>, topicId = equipmentId) => ({
  ...payload,
  equipmentId: topicId,
  topic: `sia/equipment/${topicId}/data`,
});

describe('telemetry message acceptance', () => {
  it('stamps every reading with the receive time and defaults quality to GOOD', () => {
    const accepted = acceptMessage(
      ruleEvent({
        nodes: [
          { name: 'temp', value: 21.5, timestamp: 1763800000000 },
          { name: 'pressure', value: 101.3, timestamp: 1763800000001, quality: 'BAD' },
        ],
      }),
      1763800000500,
    );
    expect(accepted).toEqual({
      equipmentId,
      readings: [
        { name: 'temp', value: 21.5, timestamp: 1763800000000, quality: 'GOOD', receiveTime: 1763800000500 },
        { name: 'pressure', value: 101.3, timestamp: 1763800000001, quality: 'BAD', receiveTime: 1763800000500 },
      ],
    });
  });

  it('builds the data frame for the equipment destination', () => {
    const accepted = acceptMessage(ruleEvent({ nodes: [{ name: 'temp', value: 1, timestamp: 1 }] }), 2);
    if ('reason' in accepted) throw new Error(accepted.reason);
    expect(dataFrame(accepted)).toEqual({
      destination: `/equipment/${equipmentId}`,
      nodes: [{ name: 'temp', value: 1, timestamp: 1, quality: 'GOOD', receiveTime: 2 }],
    });
  });

  it.each([
    ['no nodes', { nodes: [] }],
    ['a node without a timestamp', { nodes: [{ name: 'temp', value: 1 }] }],
    ['an object value', { nodes: [{ name: 'temp', value: { a: 1 }, timestamp: 1 }] }],
    [
      'a duplicated node name',
      {
        nodes: [
          { name: 't', value: 1, timestamp: 1 },
          { name: 't', value: 2, timestamp: 2 },
        ],
      },
    ],
    ['no nodes field', { temp: 21 }],
  ])('drops a message with %s', (_, payload) => {
    expect(acceptMessage(ruleEvent(payload), 1)).toHaveProperty('reason');
  });

  it('ignores a field the message format does not declare (a newer gateway firmware)', () => {
    const accepted = acceptMessage(ruleEvent({ nodes: [{ name: 't', value: 1, timestamp: 1 }], extra: true }), 1);
    expect(accepted).not.toHaveProperty('reason');
    expect(JSON.stringify(accepted)).not.toContain('extra');
  });

  it('drops a message whose equipmentId field disagrees with its topic', () => {
    const event = {
      nodes: [{ name: 't', value: 1, timestamp: 1 }],
      equipmentId: 'other',
      topic: `sia/equipment/${equipmentId}/data`,
    };
    expect(acceptMessage(event, 1)).toHaveProperty('reason');
  });

  it("decodes a stream record and stamps its readings with the record's arrival, the same on every retry", () => {
    const record = kinesisEventOf([ruleEvent({ nodes: [{ name: 'temp', value: 21.5, timestamp: 1 }] })]).Records[0];
    record.kinesis.approximateArrivalTimestamp = 1763800000.123;
    const accepted = acceptStreamRecord(record);
    expect(accepted).toEqual({
      equipmentId,
      sequenceNumber: record.kinesis.sequenceNumber,
      readings: [{ name: 'temp', value: 21.5, timestamp: 1, quality: 'GOOD', receiveTime: 1763800000123 }],
    });
    expect(acceptStreamRecord(record)).toEqual(accepted);
  });

  it('drops a stream record that is not JSON', () => {
    const record = kinesisEventOf([{}]).Records[0];
    record.kinesis.data = Buffer.from('temp=21').toString('base64');
    expect(acceptStreamRecord(record)).toEqual({ reason: 'message: not JSON' });
  });
});
