import mqtt from 'mqtt';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { certificateIssuer } from '../../../functions/domains/equipment/certificates/issuer.js';
import { GATEWAY_DELETED_REASON } from '../../../functions/domains/equipment/gateway-removal.js';
import { createTenant } from '../support/tenant.js';
import { demoTestUser } from './certification-support.js';
import { certificateFixture, closedWithin, registerBody } from './equipment-certificate-support.js';
import { createdGateway, createdType, equipmentApi, gatewayBody } from './equipment-support.js';

const tenant = await createTenant('equipment-certificate-revocation');
const { admin } = tenant;
const auditor = await demoTestUser('auditor');
const typeId = await createdType(admin);
const certificates = certificateFixture(admin, auditor, typeId);
const { register, read, verify, destroy, registered, active, connectTls, connectPlain, statusOf, queuedIds } =
  certificates;
// The handlers run in this process: the issuer they use is this one (the local CA's, whose revoke is a no-op).
const issuer = await certificateIssuer();

afterEach(() => vi.restoreAllMocks());
afterAll(() => certificates.endClients());

const deleteGateway = (id: string) =>
  equipmentApi(admin, { method: 'PUT', path: `/api-equipment/deleteEquipment/${id}` });
const stopGateway = (id: string) =>
  equipmentApi(admin, { method: 'PUT', path: `/api-equipment/stopEquipmentById/${id}` });
const gatewayStatus = async (id: string) =>
  (await equipmentApi(admin, { path: `/api-equipment/getEquipmentById/${id}` })).status;
const sendCommand = (equipmentId: string) =>
  equipmentApi(admin, {
    method: 'POST',
    path: '/api-equipment/sendEquipmentCommand',
    body: { equipmentId, command: 'restart' },
  });
const connectionLog = async (guid: string) =>
  (
    await equipmentApi(admin, {
      method: 'POST',
      path: '/api-equipment/findEquipmentLog',
      body: { guid, type: 'CONNECTION', beginDate: Date.now() - 60_000, endDate: Date.now() + 60_000 },
    })
  ).body as { event: string; detail?: string }[];

/** A gateway of the tenant's connected over TLS with its passed certificate, subscribed to its command topic. */
async function connectedGateway() {
  const { gatewayId, id, bundle } = await active();
  const client = (await connectTls(bundle, gatewayId)) as mqtt.MqttClient;
  expect(client).toBeInstanceOf(mqtt.MqttClient);
  await client.subscribeAsync(`sia/equipment/${gatewayId}/cmd`, { qos: 1 });
  return { gatewayId, id, bundle, client };
}

describe('deleting a gateway with a certificate', () => {
  it('revokes its active certificate (destroyed, with the reason) and ends its session', async () => {
    const { gatewayId, id, client } = await connectedGateway();
    const revoke = vi.spyOn(issuer, 'revoke');
    expect((await deleteGateway(gatewayId)).status).toBe(200);
    const certificate = (await read(admin, id)).body;
    expect(certificate).toMatchObject({
      certifyStatus: { code: '5' },
      destroyDescription: GATEWAY_DELETED_REASON,
      destroyUserId: admin.id,
      keyAvailable: false,
    });
    expect(revoke).toHaveBeenCalledWith({ certificateId: certificate.certificateId, gatewayId });
    await closedWithin(client, 3000);
  });

  it('withdraws a registration under review: it leaves the auditor’s queue', async () => {
    const { gatewayId, id } = await registered();
    expect(await queuedIds()).toContain(id);
    expect((await deleteGateway(gatewayId)).status).toBe(200);
    expect(await queuedIds()).not.toContain(id);
    expect((await read(admin, id)).status).toBe(404);
    expect((await verify(auditor, id, 'REGISTER', '2')).status).toBe(404);
  });

  it('revokes a certificate whose destroy is under review, and takes it out of the queue', async () => {
    const { gatewayId, id } = await active();
    expect((await destroy(admin, id)).status).toBe(200);
    expect(await queuedIds()).toContain(id);
    expect((await deleteGateway(gatewayId)).status).toBe(200);
    expect(await statusOf(id)).toBe('5');
    expect(await queuedIds()).not.toContain(id);
  });

  it('refuses the delete (409) and keeps gateway and certificate when the certificate cannot be revoked', async () => {
    const { gatewayId, id } = await active();
    vi.spyOn(issuer, 'revoke').mockRejectedValueOnce(new Error('IoT Core unavailable'));
    const refused = await deleteGateway(gatewayId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/could not be revoked/);
    expect(await gatewayStatus(gatewayId)).toBe(200);
    expect(await statusOf(id)).toBe('2');
    expect((await deleteGateway(gatewayId)).status).toBe(200);
    expect(await statusOf(id)).toBe('5');
  });

  it('leaves no live or pending certificate when the delete races the review pass', async () => {
    const raced = await Promise.all([registered(), registered(), registered()]);
    await Promise.all(
      raced.map(({ gatewayId, id }) => Promise.all([deleteGateway(gatewayId), verify(auditor, id, 'REGISTER', '2')])),
    );
    const queued = await queuedIds();
    for (const { gatewayId, id } of raced) {
      expect(await gatewayStatus(gatewayId)).toBe(404);
      const { status, body } = await read(admin, id);
      // Withdrawn before the pass, or passed and then revoked by the delete.
      if (status === 200) expect(body.certifyStatus.code).toBe('5');
      else expect(status).toBe(404);
      expect(queued).not.toContain(id);
    }
  });

  it('leaves no pending certificate when the delete races a registration or a gateway naming one', async () => {
    const registering = await createdGateway(admin, typeId);
    const [, registration] = await Promise.all([
      deleteGateway(registering),
      register(admin, registerBody(registering)),
    ]);
    if (registration.status === 200) expect((await read(admin, registration.body.id)).status).toBe(404);
    else expect(registration.status).toBe(404);

    const referring = await createdGateway(admin, typeId);
    const hardwareId = (await certificates.gatewayOf(referring)).equipmentId as string;
    const documented = await register(admin, { ...registerBody(referring), equipment: undefined });
    const certifyId = documented.body.id as string;
    await Promise.all([
      deleteGateway(referring),
      equipmentApi(admin, {
        method: 'PUT',
        path: '/api-equipment/submitEquipment',
        body: {
          ...gatewayBody(typeId, { equipmentId: hardwareId }),
          id: referring,
          equipmentCertify: { id: certifyId },
        },
      }),
    ]);
    // Either the gateway never referred to it (the certificate names no gateway) or the delete withdrew it.
    const after = await read(admin, certifyId);
    if (after.status === 200) expect(after.body.equipment).toBeNull();
    else expect(after.status).toBe(404);
  });
});

describe('a destroyed certificate or a stopped gateway', () => {
  it('ends the TLS session once the destroy passes, and a command to the gateway is not sent', async () => {
    const { gatewayId, id, client } = await connectedGateway();
    expect((await sendCommand(gatewayId)).body.status).toBe('sent');
    await destroy(admin, id);
    expect((await verify(auditor, id, 'DESTROY', '5')).status).toBe(200);
    await closedWithin(client, 3000);
    const command = await sendCommand(gatewayId);
    expect(command.status).toBe(200);
    expect(command.body.status).toBe('undelivered');
  });

  it('ends the session of a stopped gateway at once, as an API-initiated disconnect in its log', async () => {
    const { gatewayId, client } = await connectedGateway();
    expect((await stopGateway(gatewayId)).status).toBe(200);
    await closedWithin(client, 3000);
    await expect
      .poll(async () => (await connectionLog(gatewayId)).find((entry) => entry.event === 'disconnected')?.detail)
      .toContain('API_INITIATED_DISCONNECT');
  });

  it('refuses a command (409) to a gateway that names a certificate that is not active', async () => {
    const gatewayId = await createdGateway(admin, typeId);
    const hardwareId = (await certificates.gatewayOf(gatewayId)).equipmentId as string;
    const documented = await register(admin, { ...registerBody(gatewayId), equipment: undefined });
    const referred = await equipmentApi(admin, {
      method: 'PUT',
      path: '/api-equipment/submitEquipment',
      body: {
        ...gatewayBody(typeId, { equipmentId: hardwareId }),
        id: gatewayId,
        equipmentCertify: { id: documented.body.id },
      },
    });
    expect(referred.status).toBe(200);
    const refused = await sendCommand(gatewayId);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/certificate is not active/);
  });

  it('marks a command undelivered, without publishing it, while the gateway is not connected', async () => {
    const gatewayId = await createdGateway(admin, typeId);
    const sent = await sendCommand(gatewayId);
    expect(sent.status).toBe(200);
    expect(sent.body.status).toBe('undelivered');
  });
});

describe('the plain listener', () => {
  it('refuses the client id of a gateway with a certificate, and its TLS session keeps its commands', async () => {
    const { gatewayId, client } = await connectedGateway();
    const received: string[] = [];
    client.on('message', (topic) => received.push(topic));
    const intruder = await connectPlain(gatewayId);
    expect(intruder).toBeInstanceOf(Error);
    expect((intruder as Error & { code?: number }).code).toBe(5);
    expect(client.connected).toBe(true);
    expect((await sendCommand(gatewayId)).body.status).toBe('sent');
    await expect.poll(() => received).toEqual([`sia/equipment/${gatewayId}/cmd`]);
  });

  it('refuses a registered one too, and lets a gateway without a certificate in under its GUID', async () => {
    const { gatewayId } = await registered();
    expect(await connectPlain(gatewayId)).toBeInstanceOf(Error);
    const plain = await connectPlain(await createdGateway(admin, typeId));
    expect(plain).toBeInstanceOf(mqtt.MqttClient);
  });

  it('lets a client subscribe to the command and configuration topics of its own client id only', async () => {
    const { gatewayId } = await active();
    const own = await createdGateway(admin, typeId);
    const client = (await connectPlain(own)) as mqtt.MqttClient;
    await expect(client.subscribeAsync(`sia/equipment/${own}/cmd`, { qos: 1 })).resolves.toBeTruthy();
    await expect(client.subscribeAsync(`sia/equipment/${own}/config`, { qos: 1 })).resolves.toBeTruthy();
    await expect(client.subscribeAsync('sia/equipment/+/data', { qos: 0 })).resolves.toBeTruthy();
    for (const filter of [`sia/equipment/${gatewayId}/cmd`, `sia/equipment/${gatewayId}/#`, 'sia/equipment/+/cmd', '#'])
      await expect(client.subscribeAsync(filter, { qos: 1 }), filter).rejects.toThrow(/Subscribe error/);
  });
});
