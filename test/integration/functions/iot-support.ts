import { handler as iotHandler } from '../../../functions/api-iot/handler.js';
import type { HttpEventOptions } from '../support/index.js';
import type { TenantUser } from '../support/tenant.js';
import { equipmentApi } from './equipment-support.js';
import { call } from './session-support.js';

/** Calls /api-iot as `user` (anonymous without one). */
export const iotApi = (user: Pick<TenantUser, 'claims'> | undefined, options: HttpEventOptions) =>
  call(iotHandler, { ...options, ...(user ? { claims: user.claims } : {}) });

/** A valid template or configuration node. */
export const node = (alias: string, overrides: Record<string, unknown> = {}) => ({
  name: `${alias.toLowerCase()}-point`,
  alias,
  dataType: 'FLOAT',
  dataUnit: '°C',
  sampleMode: 'PERIODIC',
  period: 1000,
  ifBackup: false,
  ...overrides,
});

/** Saves a configuration of gateway `id` with `nodes` (protocol MQTT) as `user`. */
export async function configure(user: Pick<TenantUser, 'claims'>, id: string, nodes: unknown[]) {
  const { status, body } = await equipmentApi(user, {
    method: 'PUT',
    path: '/api-equipment/submitEquipmentConfig',
    body: {
      equipmentId: id,
      transferProtocol: { code: 'MQTT' },
      compressMethod: { code: 'GZIP' },
      dataTransferUrl: 'mqtts://iot.example.com:8883',
      fileTransferUrl: 'https://files.example.com/upload',
      period: 1000,
      buffer: 100,
      collectNodeConfigs: nodes,
    },
  });
  if (status !== 200) throw new Error(`Not configured: ${status} ${JSON.stringify(body)}`);
}

/** Creates a group as `user` and answers its id. */
export async function createdGroup(user: Pick<TenantUser, 'claims'>, name: string) {
  const { status, body } = await iotApi(user, { method: 'POST', path: '/api-iot/submitGroup', body: { name } });
  if (status !== 200) throw new Error(`Group not created: ${status} ${JSON.stringify(body)}`);
  return body.id as string;
}
