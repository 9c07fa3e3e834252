import {
  invitationContracts,
  invitationRegistrationContracts,
  organisationContracts as contracts,
} from '@shared/contracts/organisation.js';
import type { InvitationRegistration } from '@shared/schemas/organisation.js';
import type {
  Department,
  DepartmentPositions,
  Invitation,
  InvitationDetails,
  InvitationPage,
  Position,
  UserWithWorkInfo,
  WorkGroup,
} from '@shared/schemas/organisation-responses.js';
import { call } from '@/api/http-client.js';

/*
 * Organisation and invitation calls (docs/organisation.md), by their contracts (`shared/contracts/organisation.ts`).
 * Answers are typed with the shared schemas' types but not parsed with zod in the browser; the server validates.
 */

export type { Department, DepartmentPositions, Invitation, InvitationDetails, Position, UserWithWorkInfo, WorkGroup };

/** `GET /api-user/getDepartments?enterpriseId=` */
export function getDepartments(enterpriseId: string, signal?: AbortSignal): Promise<Department[]> {
  return call(contracts.getDepartments, { query: { enterpriseId }, signal });
}

/** `GET /api-user/mainData/getDepartmentPositions?departmentId=`: the department with its positions. */
export function getDepartmentPositions(departmentId: string, signal?: AbortSignal): Promise<DepartmentPositions> {
  return call(contracts.getDepartmentPositions, { query: { departmentId }, signal });
}

/** `GET /api-user/getWorkGroups?departmentId=` */
export function getWorkGroups(departmentId: string, signal?: AbortSignal): Promise<WorkGroup[]> {
  return call(contracts.getWorkGroups, { query: { departmentId }, signal });
}

/** `GET /api-user/usersWithWorkInfo?enterprise=&department=&position=&user=` */
export function getUsersWithWorkInfo(
  filter: { enterprise: string; department?: string; position?: string; user?: string },
  signal?: AbortSignal,
): Promise<UserWithWorkInfo[]> {
  return call(contracts.usersWithWorkInfo, { query: filter, signal });
}

export interface UnitInput {
  name: string;
  code?: string;
}

/** `POST /api-user/enterprises/{enterpriseId}/departments` */
export function createDepartment(enterpriseId: string, input: UnitInput): Promise<Department> {
  return call(contracts.createDepartment, { params: { enterpriseId }, body: input });
}

/** `PATCH /api-user/departments/{departmentId}` */
export function updateDepartment(departmentId: string, input: Partial<UnitInput>): Promise<Department> {
  return call(contracts.updateDepartment, { params: { departmentId }, body: input });
}

/** `DELETE /api-user/departments/{departmentId}` (409 while in use). */
export async function deleteDepartment(departmentId: string): Promise<void> {
  await call(contracts.deleteDepartment, { params: { departmentId } });
}

export type ChildKind = 'positions' | 'workGroups';

/** `POST /api-user/departments/{departmentId}/{positions|workGroups}` */
export function createChild(departmentId: string, kind: ChildKind, input: UnitInput): Promise<Position | WorkGroup> {
  return kind === 'workGroups'
    ? call(contracts.createWorkGroup, { params: { departmentId }, body: { name: input.name } })
    : call(contracts.createPosition, { params: { departmentId }, body: input });
}

/** `PATCH /api-user/departments/{departmentId}/{positions|workGroups}/{id}` */
export function updateChild(
  departmentId: string,
  kind: ChildKind,
  id: string,
  input: UnitInput,
): Promise<Position | WorkGroup> {
  return kind === 'workGroups'
    ? call(contracts.updateWorkGroup, { params: { departmentId, workGroupId: id }, body: { name: input.name } })
    : call(contracts.updatePosition, { params: { departmentId, positionId: id }, body: input });
}

/** `DELETE /api-user/departments/{departmentId}/{positions|workGroups}/{id}` (409 while in use). */
export async function deleteChild(departmentId: string, kind: ChildKind, id: string): Promise<void> {
  await (kind === 'workGroups'
    ? call(contracts.deleteWorkGroup, { params: { departmentId, workGroupId: id } })
    : call(contracts.deletePosition, { params: { departmentId, positionId: id } }));
}

export interface JobInput {
  departmentId: string;
  positionId: string;
  workGroupIds: string[];
  workNum: string;
}

/** `PUT /api-user/enterprises/{enterpriseId}/users/{userId}/job` */
export function assignJob(enterpriseId: string, userId: string, job: JobInput): Promise<UserWithWorkInfo> {
  return call(contracts.setUserJob, { params: { enterpriseId, userId }, body: job });
}

/** `DELETE /api-user/enterprises/{enterpriseId}/users/{userId}/job` */
export async function clearJob(enterpriseId: string, userId: string): Promise<void> {
  await call(contracts.clearUserJob, { params: { enterpriseId, userId } });
}

/** Where an invitation list lives: an enterprise's, or the platform's private invitations. */
export type InvitationScope = { kind: 'enterprise'; enterpriseId: string } | { kind: 'private' };

/** One page of invitations, newest first. */
export function listInvitations(
  scope: InvitationScope,
  page: number,
  size: number,
  signal?: AbortSignal,
): Promise<InvitationPage> {
  return scope.kind === 'private'
    ? call(invitationContracts.privateInvitations, { query: { page, size }, signal })
    : call(invitationContracts.enterpriseInvitations, {
        params: { enterpriseId: scope.enterpriseId },
        query: { page, size },
        signal,
      });
}

/** Invites `name,email` lines; a 400 carries `lines` naming every refused line. */
export async function invite(scope: InvitationScope, content: string): Promise<Invitation[]> {
  const { invitations } =
    scope.kind === 'private'
      ? await call(invitationContracts.invitePrivately, { body: { content } })
      : await call(invitationContracts.inviteToEnterprise, {
          params: { enterpriseId: scope.enterpriseId },
          body: { content },
        });
  return invitations;
}

/** Resends an invitation (new link; the old one stops working). */
export function resendInvitation(scope: InvitationScope, id: string): Promise<Invitation> {
  return scope.kind === 'private'
    ? call(invitationContracts.resendPrivateInvitation, { params: { invitationId: id } })
    : call(invitationContracts.resendInvitation, { params: { enterpriseId: scope.enterpriseId, invitationId: id } });
}

/** Disables an invitation. */
export function disableInvitation(scope: InvitationScope, id: string): Promise<Invitation> {
  return scope.kind === 'private'
    ? call(invitationContracts.disablePrivateInvitation, { params: { invitationId: id } })
    : call(invitationContracts.disableInvitation, { params: { enterpriseId: scope.enterpriseId, invitationId: id } });
}

/** Public `GET /api-user/invitations/{code}`: 404 unknown link, 409 with `reason` when it can no longer be used. */
export function getInvitationDetails(code: string, signal?: AbortSignal): Promise<InvitationDetails> {
  return call(invitationRegistrationContracts.invitationDetails, { params: { code }, anonymous: true, signal });
}

/** Public `POST /api-user/invitationRegistrations`. */
export function registerWithInvitation(
  registration: InvitationRegistration,
): Promise<{ id: string; username: string }> {
  return call(invitationRegistrationContracts.invitationRegistrations, { body: registration, anonymous: true });
}
