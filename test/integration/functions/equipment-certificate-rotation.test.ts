import { randomUUID } from 'node:crypto';
import { DescribeExecutionCommand, SFNClient } from '@aws-sdk/client-sfn';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ROLLED_BACK_REASON,
  ROTATED_REASON,
  completeRotation,
  rollBack,
} from '../../../functions/domains/equipment/certificates/certificate-rotation.js';
import { getRotation, startRotation } from '../../../functions/domains/equipment/data/certificate-rotation.js';
import { getCertificate } from '../../../functions/domains/equipment/data/equipment-certificate.js';
import { CertifiedGateway } from '../../e2e/pages/simulated-gateways.js';
import { localUrls } from '../support/index.js';
import { createTenant } from '../support/tenant.js';
import { demoTestUser } from './certification-support.js';
import { certificateFixture } from './equipment-certificate-support.js';
import { createdType, equipmentApi } from './equipment-support.js';
import { storedInbox } from './inbox-support.js';

/*
 * Certificate rotation on the local engines (docs/equipment.md "Rotation"): the route starts the state machine in
 * the local ASL runner, its task function issues with the local CA and delivers through the broker, the gateway's
 * connect answers the wait through the presence event, exactly as in AWS.
 */

const tenant = await createTenant('equipment-certificate-rotation');
const outsider = await createTenant('equipment-certificate-rotation-outsider');
const { admin } = tenant;
const auditor = await demoTestUser('auditor');
const typeId = await createdType(admin);
const certificates = certificateFixture(admin, auditor, typeId);
const { active, connectTls, read, destroy, registered } = certificates;
const gateways: CertifiedGateway[] = [];
const observers: mqtt.MqttClient[] = [];

afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.stop().catch(() => undefined)));
  await Promise.all(observers.map((observer) => observer.endAsync(true)));
  await certificates.endClients();
});

/** How long a poll waits for what the state machine and the broker do (files run side by side on 2 cores). */
const soon = { timeout: 15_000, interval: 100 };

const rotate = (user: typeof admin, id: string, body: Record<string, unknown> = {}) =>
  equipmentApi(user, { method: 'POST', path: `/api-equipment/rotateEquipmentCertify/${id}`, body });
const rotationOf = (gatewayId: string) =>
  equipmentApi(admin, { path: `/api-equipment/getEquipmentCertifyRotation/${gatewayId}` });
/** Waits until the gateway's rotation reaches `status`, for at most `ms`. */
const rotationReaches = (gatewayId: string, status: string, ms = 20_000) =>
  expect.poll(async () => (await rotationOf(gatewayId)).body.status, { timeout: ms, interval: 250 }).toBe(status);

/** A gateway of the tenant, configured so its node `temperature` (alias T1) is backed up, with a passed certificate. */
async function configuredActive() {
  const certificate = await active();
  const saved = await equipmentApi(admin, {
    method: 'PUT',
    path: '/api-equipment/submitEquipmentConfig',
    body: {
      equipmentId: certificate.gatewayId,
      transferProtocol: { code: 'MQTT' },
      compressMethod: { code: 'GZIP' },
      dataTransferUrl: 'mqtts://localhost:8883',
      fileTransferUrl: 'https://files.example.com/upload',
      period: 1000,
      buffer: 100,
      collectNodeConfigs: [
        { name: 'temperature', alias: 'T1', dataType: 'FLOAT', sampleMode: 'PERIODIC', period: 1000, ifBackup: true },
      ],
    },
  });
  expect(saved.status).toBe(200);
  return certificate;
}

/** Starts a simulated gateway publishing a reading every 100 ms with `credentials`. */
async function runningGateway(
  gatewayId: string,
  credentials: ConstructorParameters<typeof CertifiedGateway>[0]['credentials'],
  acceptRotation = true,
) {
  const gateway = new CertifiedGateway({
    url: localUrls().mqttTls,
    gatewayId,
    credentials,
    node: 'temperature',
    periodMs: 100,
    acceptRotation,
  });
  gateways.push(gateway);
  await gateway.start();
  return gateway;
}

/** The readings of `gatewayId` as the broker hands them on (a local tool on the plain listener may read telemetry). */
async function observe(gatewayId: string): Promise<number[]> {
  const seen: number[] = [];
  const observer = await mqtt.connectAsync(localUrls().mqtt, { reconnectPeriod: 0 });
  observers.push(observer);
  observer.on('message', (_topic, payload) =>
    seen.push(...(JSON.parse(payload.toString()) as { nodes: { value: number }[] }).nodes.map((node) => node.value)),
  );
  await observer.subscribeAsync(`sia/equipment/${gatewayId}/data`, { qos: 1 });
  return seen;
}

/** The readings of T1 stored for the gateway (its history), as values. */
async function storedValues(gatewayId: string, since: number): Promise<number[]> {
  const { status, body } = await equipmentApi(admin, {
    method: 'POST',
    path: '/api-equipment/findEquipmentHistory',
    body: { equipmentId: gatewayId, alias: 'T1', beginTime: since, endTime: Date.now() + 60_000, limit: 1000 },
  });
  expect(status).toBe(200);
  return (body.items as { value: number }[]).map((item) => item.value);
}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The rotation entries of the gateway's log (`findEquipmentLog`, newest first) as the console reads them. */
async function rotationLog(gatewayId: string) {
  const { status, body } = await equipmentApi(admin, {
    method: 'POST',
    path: '/api-equipment/findEquipmentLog',
    body: { guid: gatewayId, beginDate: Date.now() - 3_600_000, endDate: Date.now() + 60_000 },
  });
  expect(status).toBe(200);
  return (body as { event: string; type: string; actorName?: string; detail?: string }[])
    .filter((entry) => entry.event.startsWith('rotation'))
    .map(({ event, type, actorName, detail }) => ({ event, type, actorName, detail }));
}

/** The status of a rotation's execution in the stack's state machine runner (its name is the rotation id). */
async function executionStatus(rotationId: string): Promise<string | undefined> {
  const client = new SFNClient({ endpoint: process.env.SFN_ENDPOINT, region: process.env.AWS_REGION });
  const machine = process.env.CERTIFICATE_ROTATION_ARN!;
  try {
    const executionArn = `${machine.replace(':stateMachine:', ':execution:')}:${rotationId}`;
    return (await client.send(new DescribeExecutionCommand({ executionArn }))).status;
  } finally {
    client.destroy();
  }
}

describe('rotating a certificate without downtime', () => {
  it('switches a publishing gateway to its new certificate: every reading arrives and is stored, the old certificate ends', async () => {
    const since = Date.now();
    const { gatewayId, id: oldId, bundle } = await configuredActive();
    const seen = await observe(gatewayId);
    const gateway = await runningGateway(gatewayId, bundle);
    await expect.poll(() => seen.length, soon).toBeGreaterThanOrEqual(5);

    const started = await rotate(admin, oldId, { waitSeconds: 60 });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ gatewayId, fromCertifyId: oldId, status: 'issuing', waitSeconds: 60 });
    const newId = started.body.id as string;
    // While it runs, a second start and a destroy request of the old certificate are refused.
    expect((await rotate(admin, oldId)).status).toBe(409);
    await rotationReaches(gatewayId, 'completed');
    // After its record, the Complete step still logs and tells the administrators (the messaging domain's first load
    // in the stack process on a busy machine): the execution ends some seconds after the record says completed.
    await expect.poll(() => executionStatus(newId), { ...soon, timeout: 25_000 }).toBe('SUCCEEDED');
    expect(gateway.deliveries.map((delivery) => delivery.rotationId)).toEqual([newId]);
    // The gateway's log holds the start and the end once each; a retried Complete step writes neither again.
    const logged = [
      { event: 'rotationCompleted', type: 'SYSTEM', actorName: undefined, detail: gateway.deliveries[0].certificateId },
      { event: 'rotationStarted', type: 'OPERATION', actorName: admin.username, detail: undefined },
    ];
    expect(await rotationLog(gatewayId)).toEqual(logged);
    expect(await completeRotation({ action: 'complete', gatewayId, rotationId: newId })).toEqual({
      status: 'completed',
    });
    expect(await rotationLog(gatewayId)).toEqual(logged);

    // Readings keep coming on the new certificate; then none is missing, none came twice, in order.
    const switchedAt = gateway.produced;
    await expect.poll(() => seen.length, soon).toBeGreaterThanOrEqual(switchedAt + 5);
    await gateway.stop();
    const produced = gateway.produced;
    await expect.poll(() => seen.length, soon).toBe(produced);
    expect(seen).toEqual(oneToN(produced));
    expect(gateway.acknowledged).toEqual(oneToN(produced));
    await expect.poll(() => storedValues(gatewayId, since), soon).toHaveLength(produced);
    expect((await storedValues(gatewayId, since)).sort((a, b) => a - b)).toEqual(oneToN(produced));

    // The old certificate is destroyed, the new one active and named by the gateway; its key was delivered only.
    const rotation = (await rotationOf(gatewayId)).body;
    expect(rotation).toMatchObject({ id: newId, status: 'completed' });
    expect(Date.parse(rotation.connectedAt)).toBeLessThanOrEqual(Date.parse(rotation.endedAt));
    expect((await read(admin, oldId)).body).toMatchObject({
      certifyStatus: { code: '5' },
      destroyDescription: ROTATED_REASON,
      destroyUserId: admin.id,
    });
    expect((await read(admin, newId)).body).toMatchObject({
      certifyStatus: { code: '2' },
      equipment: { id: gatewayId },
      keyAvailable: false,
      certificateId: gateway.deliveries[0].certificateId,
    });
    expect((await certificates.gatewayOf(gatewayId)).equipmentCertify).toEqual({ id: newId });
    expect((await getCertificate({ id: newId }))?.rotationId).toBeUndefined();
    // The old certificate no longer connects; the new one does.
    expect(await connectTls(bundle, gatewayId)).toBeInstanceOf(Error);
    expect(await connectTls(gateway.deliveries[0], gatewayId)).toBeInstanceOf(mqtt.MqttClient);
    await expect
      .poll(async () => (await storedInbox(admin.id)).map((message) => String(message.title)), soon)
      .toContain(`证书轮换完成：网关 ${rotation.equipmentId}`);
  }, 50_000);

  it('rolls back when the gateway does not connect with the new certificate in time: the new one is revoked, the old one stays, the enterprise is told', async () => {
    const { gatewayId, id: oldId, bundle } = await active();
    const gateway = await runningGateway(gatewayId, bundle, false);
    const started = await rotate(admin, oldId, { waitSeconds: 10 });
    expect(started.status).toBe(200);
    const newId = started.body.id as string;
    await expect.poll(() => gateway.deliveries.length, soon).toBe(1);
    expect((await rotationOf(gatewayId)).body).toMatchObject({ status: 'awaiting', deadline: expect.any(String) });
    await rotationReaches(gatewayId, 'rolledBack', 25_000);

    const rotation = (await rotationOf(gatewayId)).body;
    expect(rotation).toMatchObject({ reason: 'timeout', endedAt: expect.any(String) });
    expect((await read(admin, newId)).body).toMatchObject({
      certifyStatus: { code: '5' },
      destroyDescription: ROLLED_BACK_REASON,
      keyAvailable: false,
    });
    expect((await read(admin, oldId)).body.certifyStatus.code).toBe('2');
    expect((await getCertificate({ id: oldId }))?.rotationId).toBeUndefined();
    expect((await certificates.gatewayOf(gatewayId)).equipmentCertify).toEqual({ id: oldId });
    // The gateway kept its session on the old certificate and keeps publishing; the new one is refused.
    expect(gateway.connected).toBe(true);
    const before = gateway.acknowledged.length;
    await expect.poll(() => gateway.acknowledged.length, soon).toBeGreaterThan(before);
    expect(await connectTls(gateway.deliveries[0], gatewayId)).toBeInstanceOf(Error);
    await expect
      .poll(async () => (await storedInbox(admin.id)).map((message) => String(message.descriptionEn)), soon)
      .toContainEqual(expect.stringContaining('did not connect with its new certificate within 1 minute(s)'));
    // The gateway's log holds the start and the rollback with its reason once each; a retried rollback adds none.
    const logged = [
      { event: 'rotationRolledBack', type: 'ALARM', actorName: undefined, detail: 'timeout' },
      { event: 'rotationStarted', type: 'OPERATION', actorName: admin.username, detail: undefined },
    ];
    expect(await rotationLog(gatewayId)).toEqual(logged);
    const retried = await rollBack({ gatewayId, rotationId: newId, error: { Error: 'States.Timeout' } });
    expect(retried).toEqual({ outcome: 'rolledBack' });
    expect(await rotationLog(gatewayId)).toEqual(logged);
    // The old certificate is free again: it may be destroyed, or rotated anew.
    await gateway.stop();
    expect((await destroy(admin, oldId)).status).toBe(200);
  });

  it('settles a gateway’s delete during a rotation: both certificates are destroyed and the rotation ends at once', async () => {
    const { gatewayId, id: oldId } = await active();
    const started = await rotate(admin, oldId, { waitSeconds: 60 });
    const newId = started.body.id as string;
    await expect.poll(async () => (await getRotation(gatewayId))?.status, soon).toBe('awaiting');
    expect(
      (await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/deleteEquipment/${gatewayId}` })).status,
    ).toBe(200);
    for (const id of [oldId, newId]) expect((await getCertificate({ id }))?.certifyStatus.code).toBe('5');
    expect(await getRotation(gatewayId)).toBeUndefined();
    // Its wait is answered by the delete, not by its timeout a minute later.
    await expect.poll(() => executionStatus(newId), soon).toBe('SUCCEEDED');
  });
});

describe('a rotation whose execution no longer runs', () => {
  it('is rolled back by the next start (an operator stopped it, or the local stack restarted), which then runs', async () => {
    const { gatewayId, id } = await active();
    const certificate = (await getCertificate({ id }))!;
    // Records of a rotation whose execution is gone: started, never run.
    const orphan = randomUUID();
    await startRotation(
      {
        rotationId: orphan,
        gatewayId,
        equipmentId: certificate.equipment!.equipmentId,
        enterpriseId: certificate.enterpriseId,
        fromCertifyId: id,
        status: 'issuing',
        waitSeconds: 60,
        validityTerm: certificate.validityTerm,
        startedAt: new Date().toISOString(),
        startedById: admin.id,
        startedByName: 'tester',
      },
      certificate,
    );
    expect((await destroy(admin, id)).status).toBe(409);
    const started = await rotate(admin, id, { waitSeconds: 60 });
    expect(started.status).toBe(200);
    expect(started.body.id).not.toBe(orphan);
    await expect.poll(async () => (await getRotation(gatewayId))?.status, soon).toBe('awaiting');
    // Its end: the gateway's delete answers the wait.
    expect(
      (await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/deleteEquipment/${gatewayId}` })).status,
    ).toBe(200);
    await expect.poll(() => executionStatus(started.body.id as string), soon).toBe('SUCCEEDED');
  });
});

describe('who may rotate what', () => {
  it('refuses a certificate that is not active (409), another enterprise’s (404), and a destroy request during a rotation', async () => {
    const { id: registeredId } = await registered();
    const refused = await rotate(admin, registeredId);
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe('notActive');

    const { gatewayId, id } = await active();
    expect((await rotate(outsider.admin, id)).status).toBe(404);
    expect((await rotationOf(gatewayId)).status).toBe(404);
    expect(
      (await equipmentApi(outsider.admin, { path: `/api-equipment/getEquipmentCertifyRotation/${gatewayId}` })).status,
    ).toBe(404);

    expect((await rotate(admin, id, { waitSeconds: 10 })).status).toBe(200);
    const destroying = await destroy(admin, id);
    expect(destroying.status).toBe(409);
    expect(destroying.body.message).toMatch(/being rotated/);
    // Deleting the gateway ends the rotation at once (rather than at its timeout).
    expect(
      (await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/deleteEquipment/${gatewayId}` })).status,
    ).toBe(200);
  });

  it('checks the wait and the end date (400) before anything is written', async () => {
    const { gatewayId, id } = await active();
    for (const body of [
      { waitSeconds: 5 },
      { waitSeconds: 86_401 },
      { endDate: '2001-01-01' },
      { waitSeconds: 'soon' },
    ])
      expect((await rotate(admin, id, body)).status, JSON.stringify(body)).toBe(400);
    expect((await rotationOf(gatewayId)).status).toBe(404);
  });
});
