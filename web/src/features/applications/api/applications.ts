import type { z } from 'zod/mini';
import type {
  CategoryTreeInput,
  CreateResourceInput,
  SubmitApplicationInput,
  SubmitVersionInput,
  UpdateApplicationInput,
  UpdateResourceInput,
  UpdateVersionInput,
} from '@shared/schemas/application.js';
import type {
  AppLookupEntry,
  Application,
  ApplicationForVerifyResponseSchema,
  CategoryNode,
  MajorVersionListResponseSchema,
  Resource,
  StatusChangeResponseSchema,
  SubmitApplicationResponseSchema,
  SubmitVersionResponseSchema,
  Version,
  VersionForVerifyResponseSchema,
} from '@shared/schemas/application-responses.js';
import type { DocumentUploadTicket } from '@shared/schemas/files.js';
import { request } from '@/api/http-client.js';

/*
 * The application-publishing calls of /api-application (spec doc 2 §7; docs/applications.md). Answers are typed
 * with the shared schemas' types, not parsed (no zod in the bundle).
 */

export type { AppLookupEntry, Application, CategoryNode, Resource, Version };
export type ApplicationForVerify = z.infer<typeof ApplicationForVerifyResponseSchema>;
export type VersionForVerify = z.infer<typeof VersionForVerifyResponseSchema>;
export type MajorVersion = z.infer<typeof MajorVersionListResponseSchema>[number];
export type StatusChangeAnswer = z.infer<typeof StatusChangeResponseSchema>;

const BASE = '/api-application';

/** The four lookups: terminals, models, types and source types, `{_embedded: {<collection>: entries}}`. */
export async function getLookup(
  call: 'getApplicationTerminal' | 'getApplicationModel' | 'getApplicationType' | 'getSourceType',
  signal?: AbortSignal,
): Promise<AppLookupEntry[]> {
  const body = await request<{ _embedded: Record<string, AppLookupEntry[]> }>('GET', `${BASE}/${call}`, { signal });
  return Object.values(body._embedded)[0] ?? [];
}

export const getCategoryTree = (signal?: AbortSignal) =>
  request<CategoryNode[]>('GET', `${BASE}/getApplicationCategoryTree`, { signal });
export const saveCategoryTree = (tree: CategoryTreeInput) =>
  request<CategoryNode[]>('POST', `${BASE}/updateApplicationCategory`, { body: tree });
export const deleteCategory = (categoryId: string) =>
  request<{ deleted: true }>('PUT', `${BASE}/deleteApplicationCategory/${encodeURIComponent(categoryId)}`);

export const submitApplication = (body: SubmitApplicationInput) =>
  request<z.infer<typeof SubmitApplicationResponseSchema>>('POST', `${BASE}/submitApplication`, { body });
export const updateApplication = (body: UpdateApplicationInput) =>
  request<Application>('PUT', `${BASE}/updateApplication`, { body });
export const getApplication = (id: string, signal?: AbortSignal) =>
  request<Application>('GET', `${BASE}/getApplication/${encodeURIComponent(id)}`, { signal });
export const getApplicationsOfUser = (userId: string, signal?: AbortSignal) =>
  request<Application[]>('GET', `${BASE}/getApplicationByUserId/${encodeURIComponent(userId)}`, { signal });
export const getApplicationsOfCompany = (companyId: string, signal?: AbortSignal) =>
  request<Application[]>('GET', `${BASE}/getApplicationByCompanyId/${encodeURIComponent(companyId)}`, { signal });

export const submitVersion = (body: SubmitVersionInput) =>
  request<z.infer<typeof SubmitVersionResponseSchema>>('POST', `${BASE}/submitVersion`, { body });
export const updateVersion = (body: UpdateVersionInput) => request<Version>('PUT', `${BASE}/updateVersion`, { body });
export const getVersion = (id: string, signal?: AbortSignal) =>
  request<Version>('GET', `${BASE}/getVersionById/${encodeURIComponent(id)}`, { signal });
export const getVersionsOfApplication = (id: string, signal?: AbortSignal) =>
  request<Version[]>('GET', `${BASE}/getVersionByApplicationId/${encodeURIComponent(id)}`, { signal });
export const getMajorVersions = (id: string, signal?: AbortSignal) =>
  request<MajorVersion[]>('GET', `${BASE}/getMajorVersionByApplicationId/${encodeURIComponent(id)}`, { signal });

export const createResource = (body: CreateResourceInput) =>
  request<Resource>('POST', `${BASE}/createResource`, { body });
export const updateResource = (body: UpdateResourceInput) =>
  request<Resource>('PUT', `${BASE}/updateResource`, { body });
export const deleteResource = (id: string) =>
  request<{ deleted: true }>('DELETE', `${BASE}/deleteResource/${encodeURIComponent(id)}`);

/** Every application in one status, platform-wide (auditors and platform administrators). */
export const getApplicationsInStatus = (code: string, signal?: AbortSignal) =>
  request<Application[]>('GET', `${BASE}/getApplicationByStatus/${encodeURIComponent(code)}`, { signal });
export const getApplicationsForVerify = (signal?: AbortSignal) =>
  request<Application[]>('GET', `${BASE}/getApplicationForVerify/`, { signal });
export const getApplicationForVerify = (id: string, signal?: AbortSignal) =>
  request<ApplicationForVerify>('GET', `${BASE}/getApplicationForVerify/${encodeURIComponent(id)}`, { signal });
export const getVersionsForVerify = (signal?: AbortSignal) =>
  request<Version[]>('GET', `${BASE}/getVersionForVerify/`, { signal });
export const getVersionForVerify = (id: string, signal?: AbortSignal) =>
  request<VersionForVerify>('GET', `${BASE}/getVersionForVerify/${encodeURIComponent(id)}`, { signal });

/** `PUT updateApplicationStatus` / `updateVersionStatus`: `{id, status: {code}, reason?}` → `{statusCode, statusName}`. */
export const changeStatus = (kind: 'application' | 'version', id: string, code: string, reason?: string) =>
  request<StatusChangeAnswer>(
    'PUT',
    `${BASE}/${kind === 'application' ? 'updateApplicationStatus' : 'updateVersionStatus'}`,
    { body: { id, status: { code }, ...(reason !== undefined ? { reason } : {}) } },
  );

/** A stored document: its name in the files bucket and the uploaded file's name. */
export interface StoredDocument {
  uri: string;
  name: string;
}

/** Uploads a document (help, API, test report, program) via `POST /api-files/uploads` and the presigned PUT. */
export async function uploadDocument(file: File): Promise<StoredDocument> {
  const ticket = await request<DocumentUploadTicket>('POST', '/api-files/uploads', {
    body: { fileName: file.name, contentType: file.type || 'application/octet-stream', size: file.size },
  });
  // The browser sets Content-Length itself and refuses it from scripts.
  const headers = Object.fromEntries(
    Object.entries(ticket.headers).filter(([h]) => h.toLowerCase() !== 'content-length'),
  );
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers, body: file });
  if (!put.ok) throw new Error(`Upload failed (${put.status})`);
  return { uri: ticket.name, name: file.name };
}
