import { X509Certificate } from 'node:crypto';
import { DeleteConnectionCommand, IoTDataPlaneClient } from '@aws-sdk/client-iot-data-plane';
import { mockClient } from 'aws-sdk-client-mock';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';
import { KEY_ALREADY_DOWNLOADED } from '../../../shared/constants/equipment-certificate-rules.js';
import { createTenant } from '../support/tenant.js';
import { demoTestUser } from './certification-support.js';
import { certificateFixture, registerBody } from './equipment-certificate-support.js';
import { createdGateway, createdType, equipmentApi, gatewayBody } from './equipment-support.js';

const tenant = await createTenant('equipment-certificates');
const outsider = await createTenant('equipment-certificates-outsider');
const { admin, staff } = tenant;
const auditor = await demoTestUser('auditor');
const typeId = await createdType(admin);
const certificates = certificateFixture(admin, auditor, typeId);
const {
  register,
  read,
  verify,
  destroy,
  download,
  remove,
  queue,
  gatewayOf,
  registered,
  active,
  connectTls,
  statusOf,
} = certificates;

afterAll(() => certificates.endClients());

type User = Pick<typeof admin, 'claims'>;
const today = new Date().toISOString().slice(0, 10);
const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const listOf = (user: User, enterpriseId = tenant.enterpriseId, query?: Record<string, string>) =>
  equipmentApi(user, {
    path: `/api-equipment/getEquipmentCertifyListByEnterpriseId/${enterpriseId}`,
    ...(query ? { query } : {}),
  });

describe('certificate registration', () => {
  it('registers a certificate under review for a gateway, from the session, and lists it for the enterprise and the auditor', async () => {
    const { gatewayId, id } = await registered();
    const { status, body } = await read(admin, id);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id,
      equipment: { id: gatewayId },
      registerCompanyId: tenant.enterpriseId,
      registerCompanyName: tenant.name,
      registerUserId: admin.id,
      registerDescription: 'The line-3 gateway',
      validityTerm: { beginDate: today, endDate: nextYear },
      certifyStatus: { code: '1', name: '待审核', nameEn: 'Under review' },
      verifyCategory: 'REGISTER',
      keyAvailable: false,
    });
    expect((await listOf(admin)).body.map((c: { id: string }) => c.id)).toContain(id);
    expect((await queue(auditor)).body.map((c: { id: string }) => c.id)).toContain(id);
    expect((await listOf(admin, tenant.enterpriseId, { name: body.description.toUpperCase() })).body).toHaveLength(1);
  });

  it('refuses missing and wrong fields on the field, writing nothing', async () => {
    const gatewayId = await createdGateway(admin, typeId);
    const before = (await listOf(admin)).body.length;
    const missing = await register(admin, { equipment: { id: gatewayId } });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.beginDate',
      'body.description',
      'body.endDate',
      'body.registerDescription',
    ]);
    const reversed = await register(admin, registerBody(gatewayId, { beginDate: nextYear, endDate: today }));
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toContainEqual({
      field: 'body.endDate',
      message: 'The end date is before the begin date',
    });
    const blank = await register(admin, registerBody(gatewayId, { description: '  ', unknown: 1 }));
    expect(blank.status).toBe(400);
    expect((await listOf(admin)).body.length).toBe(before);
  });

  it('registers a certificate from exactly the documented fields; a gateway then refers to it and its review passes', async () => {
    // Doc 3 §7: the spec's client sends these and nothing else (no gateway).
    const documented = {
      description: 'Documented registration',
      beginDate: today,
      endDate: nextYear,
      registerDescription: 'Registered first, referred to by a gateway later',
      registerUserId: 'ignored',
      registerUserName: 'ignored',
      registerCompanyId: 'ignored',
      registerCompanyName: 'ignored',
    };
    const { status, body } = await register(admin, documented);
    expect(status).toBe(200);
    const id = body.id as string;
    expect((await read(admin, id)).body).toMatchObject({ id, equipment: null, certifyStatus: { code: '1' } });
    const early = await verify(auditor, id, 'REGISTER', '2');
    expect(early.status).toBe(409);
    expect(early.body.reason).toBe('noGateway');

    // Doc 3 §3: the gateway refers to the certificate through equipmentCertify{id}.
    const gatewayId = await createdGateway(admin, typeId);
    const hardwareId = (await gatewayOf(gatewayId)).equipmentId as string;
    const refer = (gateway: string, hardware: string) =>
      equipmentApi(admin, {
        method: 'PUT',
        path: '/api-equipment/submitEquipment',
        body: { ...gatewayBody(typeId, { equipmentId: hardware }), id: gateway, equipmentCertify: { id } },
      });
    const referred = await refer(gatewayId, hardwareId);
    expect(referred.status).toBe(200);
    expect(referred.body.equipmentCertify).toEqual({ id });
    expect((await read(admin, id)).body.equipment).toEqual({ id: gatewayId, equipmentId: hardwareId });
    const otherGateway = await createdGateway(admin, typeId);
    expect((await refer(otherGateway, (await gatewayOf(otherGateway)).equipmentId)).status).toBe(409);

    expect((await verify(auditor, id, 'REGISTER', '2')).status).toBe(200);
    expect((await read(admin, id)).body.certifyStatus.code).toBe('2');
    expect((await gatewayOf(gatewayId)).equipmentCertify).toEqual({ id });
  });

  it("refuses another enterprise's gateway and a second certificate for one gateway", async () => {
    const foreignGateway = await createdGateway(outsider.admin, await createdType(outsider.admin));
    expect((await register(admin, registerBody(foreignGateway))).status).toBe(404);
    const { gatewayId } = await registered();
    const again = await register(admin, registerBody(gatewayId));
    expect(again.status).toBe(409);
    expect(again.body.taken).toEqual(['gatewayHasCertificate']);
  });

  it('keeps certificates inside their enterprise and reviews with auditors', async () => {
    const { id } = await registered();
    expect((await read(outsider.admin, id)).status).toBe(404);
    expect((await listOf(outsider.admin, tenant.enterpriseId)).status).toBe(403);
    expect((await remove(outsider.admin, id)).status).toBe(404);
    expect((await destroy(outsider.admin, id)).status).toBe(404);
    expect((await download(outsider.admin, id)).status).toBe(404);
    expect((await register(staff, registerBody(id))).status).toBe(403);
    expect((await queue(admin)).status).toBe(403);
    expect((await verify(admin, id, 'REGISTER', '2')).status).toBe(403);
    expect((await equipmentApi(undefined, { path: '/api-equipment/getVerifyCategories' })).status).toBe(401);
    expect((await equipmentApi(staff, { path: '/api-equipment/getVerifyCategories' })).body).toEqual([
      { code: 'REGISTER', name: '注册审核', nameEn: 'Registration review' },
      { code: 'DESTROY', name: '注销审核', nameEn: 'Destroy review' },
    ]);
    expect((await read(admin, 'no-such-certificate')).status).toBe(404);
    expect((await verify(auditor, 'no-such-certificate', 'REGISTER', '2')).status).toBe(404);
  });
});

describe('the review queue', () => {
  it('filters by category, name and the day the review was asked for', async () => {
    const { id } = await registered();
    const ids = async (query: Record<string, string>) =>
      (await queue(auditor, query)).body.map((c: { id: string }) => c.id);
    expect(await ids({ code: 'REGISTER', name: tenant.name })).toContain(id);
    expect(await ids({ code: 'DESTROY', name: tenant.name })).not.toContain(id);
    expect(await ids({ minDate: today, maxDate: today })).toContain(id);
    expect(await ids({ maxDate: '2020-01-01' })).not.toContain(id);
    const bad = await queue(auditor, { minDate: today, maxDate: '2020-01-01' });
    expect(bad.status).toBe(400);
    expect((await queue(auditor, { code: 'OTHER' })).status).toBe(400);
  });
});

describe('the certificate state machine', () => {
  it('fails a registration only with a reason, freeing the gateway; a failed certificate can be deleted', async () => {
    const { gatewayId, id } = await registered();
    const noReason = await verify(auditor, id, 'REGISTER', '3');
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields).toEqual([{ field: 'body.comment', message: 'Enter the reason of the failure' }]);
    expect((await verify(auditor, id, 'REGISTER', '5')).status).toBe(400);
    const failed = await verify(auditor, id, 'REGISTER', '3', 'Not our gateway');
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({
      certifyStatus: { code: '3' },
      comment: 'Not our gateway',
      reviewerId: auditor.id,
    });
    expect((await queue(auditor)).body.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await verify(auditor, id, 'REGISTER', '2')).status).toBe(409);
    expect((await download(admin, id)).status).toBe(409);
    expect((await register(admin, registerBody(gatewayId))).status).toBe(200);
    expect((await remove(admin, id)).status).toBe(200);
    expect((await read(admin, id)).status).toBe(404);
  });

  it('withdraws a registration by deleting it, freeing the gateway', async () => {
    const { gatewayId, id } = await registered();
    expect((await remove(admin, id)).status).toBe(200);
    expect((await register(admin, registerBody(gatewayId))).status).toBe(200);
  });

  it('passes a registration: issues an X.509 client certificate for the gateway and binds it', async () => {
    const { gatewayId, id } = await registered();
    expect((await verify(auditor, id, 'DESTROY', '5')).status).toBe(409);
    const passed = await verify(auditor, id, 'REGISTER', '2');
    expect(passed.status).toBe(200);
    expect(passed.body).toMatchObject({ certifyStatus: { code: '2' }, keyAvailable: true, reviewerName: 'auditor' });
    expect((await gatewayOf(gatewayId)).equipmentCertify).toEqual({ id });
    expect((await remove(admin, id)).status).toBe(409);
    expect((await verify(auditor, id, 'REGISTER', '2')).status).toBe(409);

    const first = await download(admin, id);
    expect(first.status).toBe(200);
    const certificate = new X509Certificate(first.body.certificatePem);
    expect(certificate.subject).toContain(`CN=${gatewayId}`);
    expect(certificate.verify(new X509Certificate(first.body.caCertificatePem).publicKey)).toBe(true);
    expect(
      certificate.checkPrivateKey(
        await import('node:crypto').then((c) => c.createPrivateKey(first.body.privateKeyPem)),
      ),
    ).toBe(true);
    expect(first.body).toMatchObject({ id, gatewayId, certificateId: passed.body.certificateId });
    const second = await download(admin, id);
    expect(second.status).toBe(410);
    expect(second.body.message).toBe(KEY_ALREADY_DOWNLOADED);
    expect((await read(admin, id)).body.keyAvailable).toBe(false);
  });

  it('destroys through its own review: a failed destroy is live again, a passed one destroyed and unbound', async () => {
    const { gatewayId, id } = await registered();
    expect((await destroy(admin, id)).status).toBe(409);
    await verify(auditor, id, 'REGISTER', '2');
    const blank = await destroy(admin, id, ' ');
    expect(blank.status).toBe(400);
    const asked = await destroy(admin, id);
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({
      certifyStatus: { code: '4' },
      verifyCategory: 'DESTROY',
      destroyUserId: admin.id,
    });
    expect((await queue(auditor, { code: 'DESTROY' })).body.map((c: { id: string }) => c.id)).toContain(id);
    expect((await destroy(admin, id)).status).toBe(409);
    expect((await remove(admin, id)).status).toBe(409);
    expect((await verify(auditor, id, 'REGISTER', '2')).status).toBe(409);
    expect((await verify(auditor, id, 'DESTROY', '2')).status).toBe(400);
    expect((await verify(auditor, id, 'DESTROY', '2', 'Still needed')).body.certifyStatus.code).toBe('2');
    await destroy(admin, id);
    expect((await verify(auditor, id, 'DESTROY', '5')).body.certifyStatus.code).toBe('5');
    expect((await gatewayOf(gatewayId)).equipmentCertify).toBeNull();
    expect((await download(admin, id)).status).toBe(409);
    expect((await register(admin, registerBody(gatewayId))).status).toBe(200);
    expect((await remove(admin, id)).status).toBe(200);
  });

  it('lets exactly one of two racing reviews through', async () => {
    const { id } = await registered();
    const answers = await Promise.all([
      verify(auditor, id, 'REGISTER', '2'),
      verify(auditor, id, 'REGISTER', '3', 'Racing'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });
});

describe('the broker TLS listener', () => {
  it('lets a gateway in with its certificate, only on its own topics, and reports its presence', async () => {
    const { gatewayId, bundle } = await active();
    const client = await connectTls(bundle, gatewayId);
    expect(client).toBeInstanceOf(mqtt.MqttClient);
    const gateway = client as mqtt.MqttClient;
    const granted = await gateway.subscribeAsync(`sia/equipment/${gatewayId}/cmd`, { qos: 1 });
    expect(granted[0]!.qos).toBe(1);
    // A SUBACK of 128 (refused): mqtt.js answers it as an error.
    await expect(gateway.subscribeAsync('sia/equipment/+/cmd', { qos: 1 })).rejects.toThrow(/Subscribe error/);
    await gateway.publishAsync(`sia/equipment/${gatewayId}/telemetry`, JSON.stringify({ readings: [] }), { qos: 1 });
    const deadline = Date.now() + 5000;
    while ((await gatewayOf(gatewayId)).equipmentStatus.id !== '1' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await gatewayOf(gatewayId)).equipmentStatus.id).toBe('1');
    const closed = new Promise<void>((resolve) => gateway.once('close', () => resolve()));
    gateway.publish('sia/equipment/another-gateway/telemetry', '{}', { qos: 1 });
    await closed;
  });

  it('refuses a client without a certificate, under another client id, or with a destroyed certificate', async () => {
    const { gatewayId, id, bundle } = await active();
    expect(await connectTls(undefined, gatewayId)).toBeInstanceOf(Error);
    expect(await connectTls(bundle, 'someone-else')).toBeInstanceOf(Error);
    await destroy(admin, id);
    await verify(auditor, id, 'DESTROY', '5');
    expect(await statusOf(id)).toBe('5');
    const refused = await connectTls(bundle, gatewayId);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error & { code?: number }).code).toBe(5);
  });

  it('refuses a stopped gateway', async () => {
    const { gatewayId, bundle } = await active();
    expect(
      (await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/stopEquipmentById/${gatewayId}` })).status,
    ).toBe(200);
    const refused = await connectTls(bundle, gatewayId);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error & { code?: number }).code).toBe(5);
  });

  it('ends a connected gateway at its next publish when its stop could not end its session, and logs the refused publish', async () => {
    const { gatewayId, bundle } = await active();
    const gateway = (await connectTls(bundle, gatewayId)) as mqtt.MqttClient;
    await gateway.publishAsync(`sia/equipment/${gatewayId}/data`, JSON.stringify({ nodes: [] }), { qos: 1 });
    // The stop ends the session through the data plane (equipment-certificate-revocation.test.ts); here it cannot.
    const dataPlane = mockClient(IoTDataPlaneClient);
    dataPlane.on(DeleteConnectionCommand).rejects(new Error('connect ECONNREFUSED'));
    try {
      expect(
        (await equipmentApi(admin, { method: 'PUT', path: `/api-equipment/stopEquipmentById/${gatewayId}` })).status,
      ).toBe(200);
    } finally {
      dataPlane.restore();
    }
    // The broker's last check of this client holds for two seconds; after it the publish is refused.
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const closed = new Promise<void>((resolve) => gateway.once('close', () => resolve()));
    gateway.publish(`sia/equipment/${gatewayId}/data`, JSON.stringify({ nodes: [] }), { qos: 1 });
    await closed;
    const { body } = await equipmentApi(admin, {
      method: 'POST',
      path: '/api-equipment/findEquipmentLog',
      body: { guid: gatewayId, type: 'ALARM', beginDate: Date.now() - 60_000, endDate: Date.now() + 60_000 },
    });
    expect(body).toContainEqual(expect.objectContaining({ event: 'publishRefused', detail: 'stopped' }));
  });
});
