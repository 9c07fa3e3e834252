import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import { handler as applicationHandler } from '../../../functions/api-application/handler.js';
import { handler as filesHandler } from '../../../functions/api-files/handler.js';
import { documentClient, tableName } from '../../../functions/lib/clients/dynamodb.js';
import type { HttpEventOptions } from '../support/index.js';
import { uploadedImage, type TestUser } from './certification-support.js';
import { call } from './session-support.js';
import { applicationKeys } from '../../../functions/domains/applications/data/keys.js';

/**
 * Helpers of the application-publishing tests: calls to the real `/api-application` handler, valid bodies
 * (a logo the user uploaded, a seeded category pair) with names no other run uses, and reads of stored items.
 */

/** Calls /api-application as `user` (anonymous without one). */
export const appApi = (user: TestUser | undefined, options: HttpEventOptions) =>
  call(applicationHandler, { ...options, ...(user ? { claims: user.claims } : {}) });

/** A name no other test run uses. */
export const uniqueName = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

/** A seeded parent category and one of its categories (the seed's tree; tests never change these). */
export const seededCategory = { parentCategory: { id: 'cat-industry' }, category: { id: 'cat-monitoring' } };

/** A valid `submitApplication` body with a freshly uploaded logo of `user`'s. */
export async function applicationBody(user: TestUser, overrides: Record<string, unknown> = {}) {
  const name = uniqueName('app');
  return {
    code: name.toUpperCase().replace(/[^A-Z0-9]/g, 'X'),
    name,
    enName: `${name}-en`,
    logo: await uploadedImage(user),
    terminal: { id: 'WEB' },
    model: { id: 'CLOUD_JAR' },
    type: { id: 'PUBLIC' },
    ...seededCategory,
    description: 'An application of the tests',
    status: { code: '0' },
    ifModule: false,
    ifEnabled: true,
    ...overrides,
  };
}

/** Creates an application as `user` and answers its id. */
export async function createdApplication(user: TestUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await appApi(user, {
    method: 'POST',
    path: '/api-application/submitApplication',
    body: await applicationBody(user, overrides),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.applicationId as string;
}

/** A valid `submitVersion` body for a new major version of the application. */
export function versionBody(applicationId: string, overrides: Record<string, unknown> = {}) {
  return {
    version: '1.0.0',
    status: { code: '0' },
    sourceType: { id: 'JAVA8' },
    description: 'First release',
    screenHeight: 800,
    screenshots: [],
    detailFiles: [],
    menuName: 'Menu of the tests',
    majorVersion: {
      number: 1,
      authorities: [{ code: 'VIEW', name: 'View', description: 'Read only' }],
      application: { id: applicationId },
    },
    ...overrides,
  };
}

/** Creates a version as `user` and answers its ids. */
export async function createdVersion(user: TestUser, applicationId: string, overrides: Record<string, unknown> = {}) {
  const { status, body } = await appApi(user, {
    method: 'POST',
    path: '/api-application/submitVersion',
    body: versionBody(applicationId, overrides),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body as { majorVersionId: string; minorVersionId: string };
}

/** A valid `createResource` body. */
export const resourceBody = (applicationId: string, overrides: Record<string, unknown> = {}) => ({
  name: uniqueName('plan'),
  code: uniqueName('PLAN')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X'),
  price: 100,
  application: { id: applicationId },
  ...overrides,
});

/** Changes an application's (or with `kind: 'version'` a version's) status; answers the response. */
export const changeStatus = (
  user: TestUser,
  id: string,
  code: string,
  options: { kind?: 'application' | 'version'; reason?: string } = {},
) =>
  appApi(user, {
    method: 'PUT',
    path:
      options.kind === 'version' ? '/api-application/updateVersionStatus' : '/api-application/updateApplicationStatus',
    body: { id, status: { code }, ...(options.reason !== undefined ? { reason: options.reason } : {}) },
  });

/** Every stored item of an application's partition (meta, modules, majors, reviews, subscriptions). */
export async function storedApplicationItems(applicationId: string): Promise<Record<string, any>[]> {
  const result = await documentClient.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': applicationKeys.application(applicationId).pk },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

/** Uploads a small PDF as `user` through POST /api-files/uploads and the presigned PUT; returns its stored name. */
export async function uploadedDocument(user: TestUser, fileName = 'help.pdf'): Promise<string> {
  const bytes = Buffer.from('%PDF-1.4\n% test document\n');
  const ticket = await call(filesHandler, {
    method: 'POST',
    path: '/api-files/uploads',
    claims: user.claims,
    body: { fileName, contentType: 'application/pdf', size: bytes.length },
  });
  expect(ticket.status, JSON.stringify(ticket.body)).toBe(200);
  const put = await fetch(ticket.body.uploadUrl, {
    method: 'PUT',
    headers: ticket.body.headers,
    body: new Uint8Array(bytes),
  });
  expect(put.status).toBe(200);
  return ticket.body.name as string;
}
