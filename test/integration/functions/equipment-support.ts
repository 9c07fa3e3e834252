import { randomUUID } from 'node:crypto';
import { handler as equipmentHandler } from '../../../functions/api-equipment/handler.js';
import type { HttpEventOptions } from '../support/index.js';
import type { TenantUser } from '../support/tenant.js';
import { call } from './session-support.js';

/**
 * Helpers of the equipment tests: calls to the real `/api-equipment` handler and valid bodies with codes, names
 * and hardware ids no other run uses.
 */

/** Calls /api-equipment as `user` (anonymous without one). */
export const equipmentApi = (user: Pick<TenantUser, 'claims'> | undefined, options: HttpEventOptions) =>
  call(equipmentHandler, { ...options, ...(user ? { claims: user.claims } : {}) });

/**
 * A value no other test run uses. Hexadecimal, so a search for a node alias such as `p1` never matches a
 * gateway's random name too (base 36 held `p1` about once in 200 names).
 */
export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A valid `POST submitEquipmentType` body. */
export function typeBody(overrides: Record<string, unknown> = {}) {
  const code = unique('GW').toUpperCase();
  return { code, name: `网关类型 ${code}`, description: 'A gateway type of the tests', ...overrides };
}

/** Creates a type as `user` and answers its id. */
export async function createdType(user: Pick<TenantUser, 'claims'>, overrides: Record<string, unknown> = {}) {
  const { status, body } = await equipmentApi(user, {
    method: 'POST',
    path: '/api-equipment/submitEquipmentType',
    body: typeBody(overrides),
  });
  if (status !== 200) throw new Error(`Type not created: ${status} ${JSON.stringify(body)}`);
  return body.id as string;
}

/** A valid `POST submitEquipment` body on type `typeId`. */
export function gatewayBody(typeId: string, overrides: Record<string, unknown> = {}) {
  return {
    equipmentId: unique('HW'),
    equipmentType: { id: typeId },
    equipmentAddressable: true,
    equipmentIp: '192.168.1.20',
    equipmentPort: 502,
    collectNodeTags: [{ tag: 'temperature', dataType: 'FLOAT', dataUnit: '°C' }],
    ...overrides,
  };
}

/** Registers a gateway as `user` and answers its GUID. */
export async function createdGateway(
  user: Pick<TenantUser, 'claims'>,
  typeId: string,
  overrides: Record<string, unknown> = {},
) {
  const { status, body } = await equipmentApi(user, {
    method: 'POST',
    path: '/api-equipment/submitEquipment',
    body: gatewayBody(typeId, overrides),
  });
  if (status !== 200) throw new Error(`Gateway not created: ${status} ${JSON.stringify(body)}`);
  return body.id as string;
}
