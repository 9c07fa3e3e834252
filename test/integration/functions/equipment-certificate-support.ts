import mqtt from 'mqtt';
import { expect } from 'vitest';
import { localUrls } from '../support/index.js';
import type { TenantUser } from '../support/tenant.js';
import { createdGateway, equipmentApi } from './equipment-support.js';

/**
 * Helpers of the certificate tests: the certificate calls of one enterprise's administrator and the platform
 * auditor, gateways with a registered or a passed certificate, and TLS clients of the local broker.
 */

type User = Pick<TenantUser, 'claims'>;

/** A certificate's key material as its one download answers it. */
export interface CertificateBundle {
  readonly certificatePem: string;
  readonly privateKeyPem: string;
  readonly caCertificatePem: string;
}

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A valid registration body for `gatewayId`, valid from today for a year unless overridden. */
export const registerBody = (gatewayId: string, overrides: Record<string, unknown> = {}) => ({
  equipment: { id: gatewayId },
  description: `证书 ${gatewayId.slice(0, 8)}`,
  beginDate: dayFromNow(0),
  endDate: dayFromNow(365),
  registerDescription: 'The line-3 gateway',
  registerUserId: 'ignored',
  ...overrides,
});

/** Resolves when `client` closes, or rejects after `ms`. */
export const closedWithin = (client: mqtt.MqttClient, ms: number) =>
  new Promise<void>((resolve, reject) => {
    if (!client.connected) return resolve();
    const timer = setTimeout(() => reject(new Error(`Still connected after ${ms} ms`)), ms);
    client.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * The certificate calls of `admin`'s enterprise and of the platform `auditor`, on gateways of type `typeId`. Every
 * MQTT client it opens is ended by `endClients`.
 */
export function certificateFixture(admin: User, auditor: User, typeId: string) {
  const clients: mqtt.MqttClient[] = [];
  const register = (user: User, body: Record<string, unknown>) =>
    equipmentApi(user, { method: 'POST', path: '/api-equipment/registerEquipmentCertify', body });
  const read = (user: User, id: string) => equipmentApi(user, { path: `/api-equipment/getEquipmentCertifyById/${id}` });
  const verify = (user: User, id: string, verifyCategory: string, code: string, comment?: string) =>
    equipmentApi(user, {
      method: 'POST',
      path: '/api-equipment/submitCertifyVerify',
      body: {
        verifyCategory,
        certifyStatus: { code },
        ...(comment ? { comment } : {}),
        reviewerId: 'ignored',
        equipmentCertify: { id },
      },
    });
  const destroy = (user: User, id: string, destroyDescription = 'Gateway retired') =>
    equipmentApi(user, {
      method: 'PUT',
      path: '/api-equipment/destroyEquipmentCertify',
      body: { id, destroyDescription },
    });
  const download = (user: User, id: string) =>
    equipmentApi(user, { method: 'POST', path: `/api-equipment/downloadEquipmentCertify/${id}` });
  const remove = (user: User, id: string) =>
    equipmentApi(user, { method: 'PUT', path: `/api-equipment/deleteEquipmentCertify/${id}` });
  const queue = (user: User, query?: Record<string, string>) =>
    equipmentApi(user, { path: '/api-equipment/getEquipmentCertifyVerifyList', ...(query ? { query } : {}) });
  const gatewayOf = async (id: string) =>
    (await equipmentApi(admin, { path: `/api-equipment/getEquipmentById/${id}` })).body;

  /** A gateway with a registered certificate: both ids. */
  async function registered(overrides: Record<string, unknown> = {}) {
    const gatewayId = await createdGateway(admin, typeId);
    const { status, body } = await register(admin, registerBody(gatewayId, overrides));
    expect(status).toBe(200);
    return { gatewayId, id: body.id as string };
  }

  /** A gateway with a passed certificate and its downloaded bundle. */
  async function active(overrides: Record<string, unknown> = {}) {
    const { gatewayId, id } = await registered(overrides);
    expect((await verify(auditor, id, 'REGISTER', '2')).status).toBe(200);
    const { status, body } = await download(admin, id);
    expect(status).toBe(200);
    return { gatewayId, id, bundle: body as CertificateBundle };
  }

  /** Connects over TLS with a bundle; answers the client, or the error the broker or the handshake gave. */
  async function connectTls(bundle: CertificateBundle | undefined, clientId: string): Promise<mqtt.MqttClient | Error> {
    try {
      const client = await mqtt.connectAsync(localUrls().mqttTls, {
        clientId,
        reconnectPeriod: 0,
        connectTimeout: 5000,
        ...(bundle ? { cert: bundle.certificatePem, key: bundle.privateKeyPem } : {}),
        ca: bundle?.caCertificatePem ?? (await active()).bundle.caCertificatePem,
        rejectUnauthorized: true,
      });
      clients.push(client);
      return client;
    } catch (error) {
      return error as Error;
    }
  }

  /** Connects to the plain listener; answers the client, or the error the broker gave. */
  async function connectPlain(clientId?: string): Promise<mqtt.MqttClient | Error> {
    try {
      const client = await mqtt.connectAsync(localUrls().mqtt, {
        ...(clientId ? { clientId } : {}),
        reconnectPeriod: 0,
        connectTimeout: 5000,
      });
      clients.push(client);
      return client;
    } catch (error) {
      return error as Error;
    }
  }

  return {
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
    connectPlain,
    /** The certificate's status code, as its enterprise reads it. */
    statusOf: async (id: string) => (await read(admin, id)).body.certifyStatus.code as string,
    /** The ids in the auditor's review queue. */
    queuedIds: async () => ((await queue(auditor)).body as { id: string }[]).map((certificate) => certificate.id),
    endClients: () => Promise.all(clients.map((client) => client.endAsync(true))),
  };
}
