import { describe, expect, it } from 'vitest';
import { handler as replyHandler } from '../../../functions/equipment-command-reply/handler.js';
import { createTenant } from '../support/tenant.js';
import { createdGateway, createdType, equipmentApi } from './equipment-support.js';

const { admin } = await createTenant('equipment-command-payloads');
const gatewayId = await createdGateway(admin, await createdType(admin));

/** Sends a command with `params` given as JSON text (a client may send nesting no JSON.stringify can write). */
const send = (params: string) =>
  equipmentApi(admin, {
    method: 'POST',
    path: '/api-equipment/sendEquipmentCommand',
    headers: { 'content-type': 'application/json' },
    body: `{"equipmentId":"${gatewayId}","command":"configure","params":${params}}`,
  });
const commandOf = (commandId: string) =>
  equipmentApi(admin, { path: `/api-equipment/getEquipmentCommand/${gatewayId}/${commandId}` });

/** `{"a":{"a":…1}}`, `depth` objects deep, as JSON text. */
const nestedJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nested = (depth: number) => JSON.parse(nestedJson(depth)) as Record<string, unknown>;

describe('command parameters and replies DynamoDB could not keep', () => {
  it('refuses deep or unstorable parameters with 400 on the field, and keeps 16 levels', async () => {
    for (const [params, message] of [
      [nestedJson(32), 'At most 16 levels of nesting'],
      [nestedJson(100_000), 'At most 16 levels of nesting'],
      ['{"big":1e20}', expect.stringMatching(/^Numbers between/)],
      ['{"":"empty key"}', 'No empty keys'],
    ] as const) {
      const refused = await send(params);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual([{ field: 'body.params', message }]);
    }
    const sent = await send(nestedJson(16));
    expect(sent.status).toBe(200);
    expect((await commandOf(sent.body.commandId)).body.params).toEqual(nested(16));
  });

  it('drops a gateway reply whose result is too deep or unstorable, and the command stays unanswered', async () => {
    const { body } = await send('{}');
    const reply = { equipmentId: gatewayId, topic: `sia/equipment/${gatewayId}/cmd/reply`, commandId: body.commandId };
    for (const result of [nested(32), nested(100_000), { n: 1e-200 }, { '': 1 }])
      expect(await replyHandler({ ...reply, status: 'ok', result })).toEqual({ status: 'dropped' });
    expect((await commandOf(body.commandId)).body.reply).toBeUndefined();
    expect(await replyHandler({ ...reply, status: 'ok', result: nested(16) })).toEqual({ status: 'recorded' });
    expect((await commandOf(body.commandId)).body.reply.result).toEqual(nested(16));
  });
});
