import type { InitializeNamespaceInput, QuotaApplicationInput } from '@shared/schemas/tenancy.js';
import type { Namespace, NamespaceVersion, OrgQuota, QuotaGrantResult } from '@shared/schemas/tenancy-responses.js';
import {
  namespaceContracts,
  namespaceVersionContracts,
  namespaceVersionQueueContracts,
  quotaContracts,
} from '@shared/contracts/tenancy.js';
import { call, callPage } from '@/api/http-client.js';

/*
 * The calls of /api-tenant and /api-namespace (docs/tenancy.md): tenant spaces and their audit, version
 * publications, quotas, by their contracts (`shared/contracts/tenancy.ts`). Answers are typed, not parsed.
 */

export type {
  InitializeNamespaceInput,
  Namespace,
  NamespaceVersion,
  OrgQuota,
  QuotaApplicationInput,
  QuotaGrantResult,
};

/** An enterprise's live space (by the enterprise's id), or null when it has none. */
export const getLiveSpace = (enterpriseId: string, signal?: AbortSignal) =>
  call(namespaceContracts.getNamespace, { params: { id: enterpriseId }, signal });

/** Rents a tenant space for the current enterprise (charged from its balance). */
export const initializeSpace = (body: InitializeNamespaceInput) =>
  call(namespaceContracts.initializeNamespace, { body });

/** A page of the spaces waiting for audit, narrowed by part of the domain. */
export const getSpacesForVerifyPage = (name: string, cursor: string | undefined, signal?: AbortSignal) =>
  callPage(namespaceContracts.getNamespaceForVerify, { query: { name, cursor }, signal });

/** Approves a waiting space (code 2) or rejects it, refunding its rent (code 0). */
export const auditSpace = (id: string, code: '2' | '0') =>
  call(namespaceContracts.updateNamespaceStatus, { body: { id, status: { code } } });

/** A page of the versions waiting to be published into the platform namespace. */
export const getVersionsForVerifyPage = (cursor: string | undefined, signal?: AbortSignal) =>
  callPage(namespaceVersionQueueContracts.getNamespaceVersionForVerify, { query: { cursor }, signal });

/** Publishes a waiting version (code 2) or rejects it (code 0). */
export const auditVersion = (id: string, code: '2' | '0') =>
  call(namespaceVersionContracts.updateNamespaceVersionStatus, { body: { id, status: { code } } });

/** An enterprise's quota items. */
export const getQuotas = (enterpriseId: string, signal?: AbortSignal) =>
  call(quotaContracts.getOrgQuotas, { query: { 'enterprise-code': enterpriseId }, signal });

/** Raises the current enterprise's quota items (charged from its balance). */
export const applyQuota = (body: QuotaApplicationInput) => call(quotaContracts.applyQuota, { body });
