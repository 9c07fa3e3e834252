import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { keys } from '../../../functions/lib/data/keys.js';
import { items } from '../../../functions/lib/data/records.js';
import { demoOrganisation } from '../../../infra/local/seed/seed-organisation.js';
import { demoIds } from '../../../infra/local/seed/demo-ids.js';
import { localUrls, type HttpEventOptions } from '../support/index.js';
import { call, demoUser } from './session-support.js';

/** Shared helpers of the organisation-*.test.ts files. */

export const manufacturing = demoIds.enterprises.manufacturing;
export const logistics = demoIds.enterprises.logistics;
export const [opsDepartment, equipmentDepartment] = demoOrganisation.departments;

/** Calls the api-user handler as a demo user (or anonymously with `as: undefined`). */
export async function api(as: string | undefined, options: HttpEventOptions) {
  const claims = as ? (await demoUser(as)).claims : undefined;
  return call(userHandler, { ...options, claims });
}

export const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
export const newPhone = () => `137${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** Reads one item straight from the table (consistent). */
export async function readItem(key: { pk: string; sk: string }): Promise<Record<string, any> | undefined> {
  return (await documentClient.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;
}

/** Every item of a partition (to prove what a refused call did not write). */
export async function partition(pk: string): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return result.Items ?? [];
}

/** The departments of an enterprise as stored (gsi1). */
export async function storedDepartments(enterpriseId: string): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': `ENTDEPTS#${enterpriseId}` },
    }),
  );
  return result.Items ?? [];
}

/** A user who exists only in the table (profile + membership of `enterpriseId`): a job target that never signs in. */
export async function newMember(enterpriseId: string = manufacturing): Promise<string> {
  const userId = randomUUID();
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: items.user({
        userId,
        username: unique('member'),
        verifyStatusCode: '0',
        createdAt: new Date().toISOString(),
      }),
    }),
  );
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: items.membership({ userId, enterpriseId, joinedAt: new Date().toISOString() }),
    }),
  );
  return userId;
}

/** Creates a department of Demo Manufacturing as ent-admin and returns it. */
export async function createDepartment(name = unique('dept')) {
  const { status, body } = await api('ent-admin', {
    method: 'POST',
    path: `/api-user/enterprises/${manufacturing}/departments`,
    body: { name },
  });
  expect(status).toBe(200);
  return body as { id: string; name: string; code: string };
}

/** Creates a position (or work group) in a department as ent-admin. */
export async function createChild(departmentId: string, kind: 'positions' | 'workGroups', name = unique(kind)) {
  const { status, body } = await api('ent-admin', {
    method: 'POST',
    path: `/api-user/departments/${departmentId}/${kind}`,
    body: { name },
  });
  expect(status).toBe(200);
  return body as { id: string; name: string };
}

export const departmentItem = (id: string) => readItem(keys.department(id));

export interface OutboxEntry {
  kind: string;
  to: string[];
  subject?: string;
  text?: string;
}

/** The local outbox, newest first. */
export async function outbox(): Promise<OutboxEntry[]> {
  return (await (await fetch(localUrls().outbox)).json()) as OutboxEntry[];
}

/** The newest invitation link code mailed to `email`. */
export async function invitationCodeFor(email: string): Promise<string> {
  const mail = (await outbox()).find((m) => m.kind === 'email' && m.to.includes(email));
  const code = /register-with-invitation-code\?code=([^\s]+)/.exec(mail?.text ?? '')?.[1];
  expect(code, `invitation mail to ${email}`).toBeTruthy();
  return decodeURIComponent(code!);
}

/** Sends a registration code to the phone and checks it, so the phone may register. */
export async function verifyPhone(phone: string): Promise<void> {
  const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  expect((await api(undefined, { path: '/api-user/verificationCodes', query: { phone }, sourceIp: ip })).status).toBe(
    200,
  );
  const sms = (await outbox()).find((m) => m.kind === 'sms' && m.to.includes(`+86${phone}`));
  const code = /code is ([A-Z0-9]{5})/.exec(sms?.text ?? '')?.[1];
  expect(code).toBeTruthy();
  const check = await api(undefined, {
    method: 'POST',
    path: `/api-user/verificationCodesCheck/${code}`,
    query: { phone },
  });
  expect(check.status).toBe(200);
}

/** Invites one `name,email` to Demo Manufacturing as ent-admin; returns the invitation and its link code. */
export async function inviteOne(
  email = `${unique('inv')}@example.com`,
  as = 'ent-admin',
  path = `/api-user/enterprises/${manufacturing}/invitations`,
) {
  const { status, body } = await api(as, { method: 'POST', path, body: { content: `Invitee,${email}` } });
  expect(status).toBe(200);
  return {
    invitation: body.invitations[0] as { id: string; state: string; email: string },
    code: await invitationCodeFor(email),
    email,
  };
}
