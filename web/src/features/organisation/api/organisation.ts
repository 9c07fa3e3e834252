import type {
  Department,
  DepartmentPositions,
  Invitation,
  InvitationDetails,
  InvitationPage,
  Position,
  UserWithWorkInfo,
  WorkGroup,
} from '@shared/schemas/organisation.js';
import { request } from '@/api/http-client.js';

/*
 * Organisation and invitation calls (docs/organisation.md). Answers are typed
 * with the shared schemas' types but not parsed with zod in the browser; the
 * server validates.
 */

export type { Department, DepartmentPositions, Invitation, InvitationDetails, Position, UserWithWorkInfo, WorkGroup };

const list = <T>(body: unknown): T[] => (Array.isArray(body) ? (body as T[]) : []);
const enc = encodeURIComponent;

/** `GET /api-user/getDepartments?enterpriseId=` */
export async function getDepartments(enterpriseId: string, signal?: AbortSignal): Promise<Department[]> {
  return list<Department>(await request('GET', '/api-user/getDepartments', { query: { enterpriseId }, signal }));
}

/** `GET /api-user/mainData/getDepartmentPositions?departmentId=`: the department with its positions. */
export async function getDepartmentPositions(departmentId: string, signal?: AbortSignal): Promise<DepartmentPositions> {
  return request('GET', '/api-user/mainData/getDepartmentPositions', { query: { departmentId }, signal });
}

/** `GET /api-user/getWorkGroups?departmentId=` */
export async function getWorkGroups(departmentId: string, signal?: AbortSignal): Promise<WorkGroup[]> {
  return list<WorkGroup>(await request('GET', '/api-user/getWorkGroups', { query: { departmentId }, signal }));
}

/** `GET /api-user/usersWithWorkInfo?enterprise=&department=&position=&user=` */
export async function getUsersWithWorkInfo(
  filter: { enterprise: string; department?: string; position?: string; user?: string },
  signal?: AbortSignal,
): Promise<UserWithWorkInfo[]> {
  return list<UserWithWorkInfo>(await request('GET', '/api-user/usersWithWorkInfo', { query: filter, signal }));
}

export interface UnitInput {
  name: string;
  code?: string;
}

/** `POST /api-user/enterprises/{enterpriseId}/departments` */
export function createDepartment(enterpriseId: string, input: UnitInput): Promise<Department> {
  return request('POST', `/api-user/enterprises/${enc(enterpriseId)}/departments`, { body: input });
}

/** `PATCH /api-user/departments/{departmentId}` */
export function updateDepartment(departmentId: string, input: Partial<UnitInput>): Promise<Department> {
  return request('PATCH', `/api-user/departments/${enc(departmentId)}`, { body: input });
}

/** `DELETE /api-user/departments/{departmentId}` (409 while in use). */
export async function deleteDepartment(departmentId: string): Promise<void> {
  await request('DELETE', `/api-user/departments/${enc(departmentId)}`);
}

export type ChildKind = 'positions' | 'workGroups';

/** `POST /api-user/departments/{departmentId}/{positions|workGroups}` */
export function createChild(departmentId: string, kind: ChildKind, input: UnitInput): Promise<Position | WorkGroup> {
  return request('POST', `/api-user/departments/${enc(departmentId)}/${kind}`, {
    body: kind === 'workGroups' ? { name: input.name } : input,
  });
}

/** `PATCH /api-user/departments/{departmentId}/{positions|workGroups}/{id}` */
export function updateChild(departmentId: string, kind: ChildKind, id: string, input: UnitInput): Promise<unknown> {
  return request('PATCH', `/api-user/departments/${enc(departmentId)}/${kind}/${enc(id)}`, {
    body: kind === 'workGroups' ? { name: input.name } : input,
  });
}

/** `DELETE /api-user/departments/{departmentId}/{positions|workGroups}/{id}` (409 while in use). */
export async function deleteChild(departmentId: string, kind: ChildKind, id: string): Promise<void> {
  await request('DELETE', `/api-user/departments/${enc(departmentId)}/${kind}/${enc(id)}`);
}

export interface JobInput {
  departmentId: string;
  positionId: string;
  workGroupIds: string[];
  workNum: string;
}

/** `PUT /api-user/enterprises/{enterpriseId}/users/{userId}/job` */
export function assignJob(enterpriseId: string, userId: string, job: JobInput): Promise<UserWithWorkInfo> {
  return request('PUT', `/api-user/enterprises/${enc(enterpriseId)}/users/${enc(userId)}/job`, { body: job });
}

/** `DELETE /api-user/enterprises/{enterpriseId}/users/{userId}/job` */
export async function clearJob(enterpriseId: string, userId: string): Promise<void> {
  await request('DELETE', `/api-user/enterprises/${enc(enterpriseId)}/users/${enc(userId)}/job`);
}

/** Where an invitation list lives: an enterprise's, or the platform's private invitations. */
export type InvitationScope = { kind: 'enterprise'; enterpriseId: string } | { kind: 'private' };

const invitationsPath = (scope: InvitationScope) =>
  scope.kind === 'private'
    ? '/api-user/privateInvitations'
    : `/api-user/enterprises/${enc(scope.enterpriseId)}/invitations`;

/** One page of invitations, newest first. */
export function listInvitations(
  scope: InvitationScope,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<InvitationPage> {
  return request('GET', invitationsPath(scope), { query: { page, size }, signal });
}

/** Invites `name,email` lines; a 400 carries `lines` naming every refused line. */
export async function invite(scope: InvitationScope, content: string): Promise<Invitation[]> {
  const body = await request<{ invitations?: Invitation[] }>('POST', invitationsPath(scope), { body: { content } });
  return body?.invitations ?? [];
}

/** Resends an invitation (new link; the old one stops working). */
export function resendInvitation(scope: InvitationScope, id: string): Promise<Invitation> {
  return request('POST', `${invitationsPath(scope)}/${enc(id)}/resend`);
}

/** Disables an invitation. */
export function disableInvitation(scope: InvitationScope, id: string): Promise<Invitation> {
  return request('POST', `${invitationsPath(scope)}/${enc(id)}/disable`);
}

/** Public `GET /api-user/invitations/{code}`: 404 unknown link, 409 with `reason` when it can no longer be used. */
export function getInvitationDetails(code: string, signal?: AbortSignal): Promise<InvitationDetails> {
  return request('GET', `/api-user/invitations/${enc(code)}`, { anonymous: true, signal });
}

export interface InvitationRegistration {
  code: string;
  username: string;
  phone: string;
  password: string;
  departmentId?: string;
  positionId?: string;
}

/** Public `POST /api-user/invitationRegistrations`. */
export function registerWithInvitation(
  registration: InvitationRegistration,
): Promise<{ id: string; username: string }> {
  return request('POST', '/api-user/invitationRegistrations', { body: registration, anonymous: true });
}
