import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { handler as meHandler } from '../../../functions/api-me/handler.js';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { handler as loginValidateHandler } from '../../../functions/login-validate/handler.js';
import { localUrls, type HttpEventOptions } from '../support/index.js';
import { call } from './session-support.js';

/** Helpers of the account tests (recovery, phone check, private registration). */

export const newPhone = () => `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
export const newName = () => `acc-${randomUUID().slice(0, 8)}`;
export const newIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
export const newEmail = () => `${newName()}@example.com`;

export const userApi = (options: HttpEventOptions) => call(userHandler, { sourceIp: newIp(), ...options });
export const loginValidateApi = (options: HttpEventOptions) =>
  call(loginValidateHandler, { sourceIp: newIp(), ...options });
export const meApi = (options: HttpEventOptions) => call(meHandler, options);

export interface OutboxEntry {
  kind: 'sms' | 'email';
  to: string[];
  subject?: string;
  text: string;
}

async function outbox(): Promise<OutboxEntry[]> {
  return (await (await fetch(localUrls().outbox)).json()) as OutboxEntry[];
}

/** SMS sent to a phone, newest first. */
export async function smsTo(phone: string): Promise<OutboxEntry[]> {
  return (await outbox()).filter((m) => m.kind === 'sms' && m.to.includes(`+86${phone}`));
}

/** E-mails sent to an address, newest first. */
export async function mailTo(email: string): Promise<OutboxEntry[]> {
  return (await outbox()).filter((m) => m.kind === 'email' && m.to.includes(email));
}

/** The 5-character code of an SMS. */
export const codeOf = (sms: OutboxEntry) => /(?:验证码是) ([A-Z0-9]{5})/.exec(sms.text)?.[1] as string;

/** The token of a verification e-mail's link. */
export const tokenOf = (mail: OutboxEntry) => /verify-success\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] as string;

/** Reads an item back from DynamoDB Local (consistent). */
export async function getItem(key: { pk: string; sk: string }): Promise<Record<string, any> | undefined> {
  const result = await documentClient.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  return result.Item;
}

/** Moves an item's epoch-ms or epoch-s attribute into the past, to test resend windows and expiry. */
export async function setAttribute(key: { pk: string; sk: string }, name: string, value: number): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: 'SET #n = :v',
      ExpressionAttributeNames: { '#n': name },
      ExpressionAttributeValues: { ':v': value },
    }),
  );
}

/** A user registered through the public registration calls (phone verified by a code). */
export async function registeredUser(password = 'secret_123') {
  const user = { username: newName(), email: newEmail(), phone: newPhone(), password };
  expect((await userApi({ path: '/api-user/verificationCodes', query: { phone: user.phone } })).status).toBe(200);
  const [sms] = await smsTo(user.phone);
  const check = await userApi({
    method: 'POST',
    path: `/api-user/verificationCodesCheck/${codeOf(sms)}`,
    query: { phone: user.phone },
  });
  expect(check.status).toBe(200);
  const registered = await userApi({ method: 'POST', path: '/backendUsers/', body: user });
  expect(registered.status).toBe(200);
  return { ...user, id: registered.body.id as string };
}

export { keys };
