import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { handler as imageHandler } from '../../../functions/api-imagefiles/handler.js';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import {
  mainlandIdCheckChar,
  organisationCodeCheckChar,
  unifiedCreditIdCheckChar,
} from '../../../shared/constants/certification-rules.js';
import { localUrls, type HttpEventOptions } from '../support/index.js';
import { call, demoUser } from './session-support.js';
import { roleItems } from '../../../functions/domains/roles/data/records.js';
import { identityKeys } from '../../../functions/domains/identity/data/keys.js';
import { identityItems } from '../../../functions/domains/identity/data/records.js';

/**
 * Helpers of the certification tests: fresh users (a profile written
 * straight to the table, called with the claims the authorizer would pass),
 * images uploaded through the real presigned flow, valid submissions and
 * reads of stored items. The test stack keeps its data, so every test makes
 * its own users and names.
 */

/** A signed-in user as the handler sees it. */
export interface TestUser {
  readonly id: string;
  readonly username: string;
  readonly email: string;
  readonly claims: Record<string, unknown>;
}

/** Calls /api-user as `user` (anonymous without one). */
export const api = (user: TestUser | undefined, options: HttpEventOptions) =>
  call(userHandler, { ...options, ...(user ? { claims: user.claims } : {}) });

/** A seeded demo user (signed in through Cognito). */
export async function demoTestUser(username: string): Promise<TestUser> {
  const user = await demoUser(username);
  return { id: user.id, username, email: '', claims: user.claims };
}

/** A new user with a profile (verify status '0') and no memberships. */
export async function freshUser(): Promise<TestUser> {
  const id = randomUUID();
  const username = `cert-${id.slice(0, 8)}`;
  const email = `${username}@example.com`;
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: identityItems.user({
        userId: id,
        username,
        email,
        verifyStatusCode: '0',
        createdAt: new Date().toISOString(),
      }),
    }),
  );
  return { id, username, email, claims: { sub: id, username } };
}

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a 1-pixel PNG as `user` through POST /api-imagefiles/uploads and the presigned PUT; returns its name. */
export async function uploadedImage(user: TestUser): Promise<string> {
  const ticket = await call(imageHandler, {
    method: 'POST',
    path: '/api-imagefiles/uploads',
    claims: user.claims,
    body: { fileName: 'scan.png', contentType: 'image/png', size: png.length },
  });
  expect(ticket.status).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, {
    method: 'PUT',
    headers: ticket.body.headers,
    body: new Uint8Array(png),
  });
  expect(put.status).toBe(200);
  return ticket.body.name as string;
}

/** A valid unified social credit identifier with a random organisation code. */
export function newCreditId(): string {
  const body = String(randomInt(10_000_000, 99_999_999));
  const first17 = `91320508${body}${organisationCodeCheckChar(body)}`;
  return first17 + unifiedCreditIdCheckChar(first17);
}

/** A valid mainland ID number (Suzhou, born 1990). */
export function newIdNumber(): string {
  const first17 = `32050819900101${String(randomInt(1, 999)).padStart(3, '0')}`;
  return first17 + mainlandIdCheckChar(first17);
}

/** A valid Enterprise info body with four of `user`'s images and a unique name. */
export async function enterpriseBody(user: TestUser, overrides: Record<string, unknown> = {}) {
  const [logo, licenseImage, repreLicenseFrontImage, repreLicenseBackImage] = await Promise.all(
    [1, 2, 3, 4].map(() => uploadedImage(user)),
  );
  const creditId = newCreditId();
  return {
    name: `认证企业 ${randomUUID().slice(0, 8)}`,
    alias: '认证',
    logo,
    province: '江苏省',
    city: '苏州市',
    district: '姑苏区',
    address: '人民路 1 号',
    profession: 'MANUFACTURING',
    property: 'PRIVATE',
    scale: 'SMALL',
    metadata: '精密零件制造',
    unifiedCreditId: creditId,
    businessExpiryDate: '2040-12-31',
    licenseImage,
    bankName: '中国银行苏州分行',
    taxpayerNum: creditId,
    bankAccountName: '认证企业',
    bankAccountNum: '6222 0212 3456 7890',
    repreLicenseLocation: 'MAINLAND',
    repreName: '张三',
    repreLicenseType: 'ID_CARD',
    repreLicenseNum: newIdNumber(),
    repreLicenseExpiryDate: '2040-01-01',
    repreLicenseFrontImage,
    repreLicenseBackImage,
    ...overrides,
  };
}

/** A valid personal certification body with two of `user`'s images. */
export async function userCertifyBody(user: TestUser, overrides: Record<string, unknown> = {}) {
  const [licenseFrontImage, licenseBackImage] = await Promise.all([uploadedImage(user), uploadedImage(user)]);
  return {
    realName: '李雷',
    licenseHomeLocation: 'MAINLAND',
    licenseType: 'ID_CARD',
    licenseIdNumber: newIdNumber(),
    licenseValidTerm: '2036-05-01',
    licenseFrontImage,
    licenseBackImage,
    bankAccountName: '李雷',
    openingBank: '招商银行苏州分行',
    bankAccount: '621483 0123 4567 89',
    ...overrides,
  };
}

/** Creates an enterprise as `user` (who becomes its administrator); returns the answer. */
export async function createdEnterprise(user: TestUser, overrides: Record<string, unknown> = {}) {
  const body = await enterpriseBody(user, overrides);
  const created = await api(user, { method: 'POST', path: '/api-user/enterpriseInfoes', body });
  expect(created.status).toBe(201);
  return { body, info: created.body };
}

/** Makes `user` a member and administrator of an enterprise created through the API (its ENTERPRISE_ADMIN role). */
export async function makeAdministrator(user: TestUser, enterpriseId: string): Promise<void> {
  const [role] = (await partition(identityKeys.enterprise(enterpriseId).pk, 'ROLE#')).filter(
    (r) => r.code === 'ENTERPRISE_ADMIN',
  );
  for (const item of [
    identityItems.membership({ userId: user.id, enterpriseId, joinedAt: new Date().toISOString() }),
    roleItems.roleAssignment({ userId: user.id, enterpriseId, roleId: role.id, roleCode: 'ENTERPRISE_ADMIN' }),
  ])
    await documentClient.send(new PutCommand({ TableName: tableName, Item: item }));
}

/** Reads one stored item (consistent), or undefined. */
export async function storedItem(key: { pk: string; sk: string }): Promise<Record<string, any> | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  return result.Item;
}

/** Every item of a partition (optionally only sort keys with a prefix). */
export async function partition(pk: string, skPrefix = ''): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: skPrefix ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk, ...(skPrefix ? { ':prefix': skPrefix } : {}) },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** The enterprise memberships of a user (items `USER#<id>` / `ENT#…`). */
export const membershipsOf = (userId: string) => partition(identityKeys.user(userId).pk, 'ENT#');

interface OutboxEntry {
  kind: string;
  to: string[];
  subject?: string;
  text?: string;
}

/** The e-mails the local outbox holds for an address, newest first. */
export async function emailsTo(address: string): Promise<OutboxEntry[]> {
  const outbox = (await (await fetch(localUrls().outbox)).json()) as OutboxEntry[];
  return outbox.filter((m) => m.kind === 'email' && m.to.includes(address));
}
