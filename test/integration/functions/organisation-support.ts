import { randomInt, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { handler as userHandler } from '../../../functions/api-user/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import { demoOrganisation } from '../../../infra/local/seed/seed-organisation.js';
import { localUrls, type HttpEventOptions } from '../support/index.js';
import { createTenant, type Tenant, type TenantUser } from '../support/tenant.js';
import { call, demoUser } from './session-support.js';
import { organisationKeys } from '../../../functions/domains/organisation/data/keys.js';
import { identityItems } from '../../../functions/domains/identity/data/records.js';

/**
 * Shared helpers of the organisation-*.test.ts files. Each file works in a
 * tenant of its own holding the demo organisation's shape (see
 * `createOrganisationTenant`); the helpers below create in that tenant.
 */

/** Calls the api-user handler as a tenant user, a demo user by name, or anonymously (`as: undefined`). */
export async function api(as: TenantUser | string | undefined, options: HttpEventOptions) {
  const claims = typeof as === 'string' ? (await demoUser(as)).claims : as?.claims;
  return call(userHandler, { ...options, claims });
}

type Unit = { id: string; name: string; code?: string; departmentId?: string };

/** A tenant with the demo organisation: departments, positions and work groups of the same names and codes. */
export interface OrganisationTenant extends Tenant {
  readonly organisation: {
    /** 运营部 (OPS), 设备部 (EQUIPMENT). */
    readonly departments: readonly [Unit, Unit];
    /** 运营经理, 运营专员 (运营部); 设备工程师, 设备主管 (设备部). */
    readonly positions: readonly [Unit, Unit, Unit, Unit];
    /** 一号产线, 二号产线 (设备部). */
    readonly workGroups: readonly [Unit, Unit];
  };
}

let fileTenant: OrganisationTenant | undefined;

/** Where the helpers create: an enterprise and the administrator who acts there. */
export interface OrganisationScope {
  readonly enterpriseId: string;
  readonly admin: TenantUser | string;
}

/**
 * The scope of the running test file: its tenant, made by `createOrganisationTenant` in its `beforeAll`. The
 * integration workers keep modules from file to file (`isolate: false`), so this module's state outlives a file: a
 * file that did not make a tenant names its scope explicitly instead of inheriting the previous file's.
 */
function scopeOfFile(): OrganisationScope {
  if (!fileTenant) throw new Error('createOrganisationTenant first, or pass the scope explicitly');
  return fileTenant;
}

/**
 * Creates the test file's tenant and, through the API as its administrator,
 * the demo organisation (docs/organisation.md) with the jobs of its
 * administrator (运营经理, DM-0001) and staff member (设备工程师 in 一号产线,
 * DM-0002), like `ent-admin` and `ent-staff` hold in Demo Manufacturing. The
 * helpers of this module create in this tenant from then on.
 */
export async function createOrganisationTenant(label: string): Promise<OrganisationTenant> {
  const tenant = await createTenant(label);
  const post = async (path: string, body: object) => {
    const { status, body: created } = await api(tenant.admin, { method: 'POST', path, body });
    expect(status, path).toBe(200);
    return created as Unit;
  };
  const departments = await Promise.all(
    demoOrganisation.departments.map((d) =>
      post(`/api-user/enterprises/${tenant.enterpriseId}/departments`, { name: d.name, code: d.code }),
    ),
  );
  const departmentOf = (seededId: string) =>
    departments[demoOrganisation.departments.findIndex((d) => d.id === seededId)];
  const positions = await Promise.all(
    demoOrganisation.positions.map((p) =>
      post(`/api-user/departments/${departmentOf(p.departmentId).id}/positions`, { name: p.name, code: p.code }),
    ),
  );
  const workGroups = await Promise.all(
    demoOrganisation.workGroups.map((g) =>
      post(`/api-user/departments/${departmentOf(g.departmentId).id}/workGroups`, { name: g.name }),
    ),
  );
  const positionOf = (seededId: string) => positions[demoOrganisation.positions.findIndex((p) => p.id === seededId)];
  const groupOf = (seededId: string) => workGroups[demoOrganisation.workGroups.findIndex((g) => g.id === seededId)];
  const holders: Record<string, TenantUser> = { 'ent-admin': tenant.admin, 'ent-staff': tenant.staff };
  for (const job of demoOrganisation.jobs) {
    const position = positionOf(job.positionId);
    const { status } = await api(tenant.admin, {
      method: 'PUT',
      path: `/api-user/enterprises/${tenant.enterpriseId}/users/${holders[job.username].id}/job`,
      body: {
        departmentId: position.departmentId,
        positionId: position.id,
        workGroupIds: job.workGroupIds.map((id) => groupOf(id).id),
        workNum: job.workNum,
      },
    });
    expect(status, `job of ${job.username}`).toBe(200);
  }
  fileTenant = {
    ...tenant,
    organisation: {
      departments: departments as [Unit, Unit],
      positions: positions as [Unit, Unit, Unit, Unit],
      workGroups: workGroups as [Unit, Unit],
    },
  };
  return fileTenant;
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

/**
 * A user who exists only in the table (profile + membership of `enterpriseId`,
 * by default the file's tenant): a job target that never signs in.
 */
export async function newMember(enterpriseId: string = scopeOfFile().enterpriseId): Promise<string> {
  const userId = randomUUID();
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: identityItems.user({
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
      Item: identityItems.membership({ userId, enterpriseId, joinedAt: new Date().toISOString() }),
    }),
  );
  return userId;
}

/** Creates a department as the scope's administrator (by default the file's tenant) and returns it. */
export async function createDepartment(name = unique('dept'), scope: OrganisationScope = scopeOfFile()) {
  const { status, body } = await api(scope.admin, {
    method: 'POST',
    path: `/api-user/enterprises/${scope.enterpriseId}/departments`,
    body: { name },
  });
  expect(status).toBe(200);
  return body as { id: string; name: string; code: string };
}

/** Creates a position (or work group) in a department as the tenant's administrator. */
export async function createChild(departmentId: string, kind: 'positions' | 'workGroups', name = unique(kind)) {
  const { status, body } = await api(scopeOfFile().admin, {
    method: 'POST',
    path: `/api-user/departments/${departmentId}/${kind}`,
    body: { name },
  });
  expect(status).toBe(200);
  return body as { id: string; name: string };
}

export const departmentItem = (id: string) => readItem(organisationKeys.department(id));

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

/** Invites one `name,email` to the file's tenant as its administrator; returns the invitation and its link code. */
export async function inviteOne(
  email = `${unique('inv')}@example.com`,
  as: TenantUser | string = scopeOfFile().admin,
  path = `/api-user/enterprises/${scopeOfFile().enterpriseId}/invitations`,
) {
  const { status, body } = await api(as, { method: 'POST', path, body: { content: `Invitee,${email}` } });
  expect(status).toBe(200);
  return {
    invitation: body.invitations[0] as { id: string; state: string; email: string },
    code: await invitationCodeFor(email),
    email,
  };
}
