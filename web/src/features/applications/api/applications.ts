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
  MajorVersion,
  Resource,
  StatusChangeResponseSchema,
  Version,
  VersionForVerifyResponseSchema,
} from '@shared/schemas/application-responses.js';
import {
  applicationContracts,
  auditContracts,
  catalogueContracts,
  resourceContracts,
  versionContracts,
} from '@shared/contracts/applications.js';
import { documentUploadType } from '@shared/constants/file-rules.js';
import { documentContracts } from '@shared/contracts/files.js';
import { call } from '@/api/http-client.js';

/*
 * The application-publishing calls of /api-application (spec doc 2 §7; docs/applications.md), made through their
 * contracts (`shared/contracts/applications.ts`): paths, bodies and answers are checked at compile time, answers
 * are not parsed (no zod in the bundle).
 */

export type { AppLookupEntry, Application, CategoryNode, MajorVersion, Resource, Version };
export type ApplicationForVerify = z.infer<typeof ApplicationForVerifyResponseSchema>;
export type VersionForVerify = z.infer<typeof VersionForVerifyResponseSchema>;
export type StatusChangeAnswer = z.infer<typeof StatusChangeResponseSchema>;

/** The four lookups by call name: terminals, models, types and source types. */
const lookups = {
  getApplicationTerminal: catalogueContracts.getApplicationTerminal,
  getApplicationModel: catalogueContracts.getApplicationModel,
  getApplicationType: catalogueContracts.getApplicationType,
  getSourceType: catalogueContracts.getSourceType,
};

/** One of the four lookups' entries. */
export const getLookup = (name: keyof typeof lookups, signal?: AbortSignal): Promise<AppLookupEntry[]> =>
  call(lookups[name], { signal });

export const getCategoryTree = (signal?: AbortSignal) =>
  call(catalogueContracts.getApplicationCategoryTree, { signal });
export const saveCategoryTree = (tree: CategoryTreeInput) =>
  call(catalogueContracts.updateApplicationCategory, { body: tree });
export const deleteCategory = (categoryId: string) =>
  call(catalogueContracts.deleteApplicationCategory, { params: { categoryId } });

export const submitApplication = (body: SubmitApplicationInput) =>
  call(applicationContracts.submitApplication, { body });
/** Takes the application as edited, or as `getApplication` answered it (its lists and plans are ignored). */
export const updateApplication = (body: UpdateApplicationInput) =>
  call(applicationContracts.updateApplication, { body });
export const getApplication = (id: string, signal?: AbortSignal) =>
  call(applicationContracts.getApplication, { params: { id }, signal });
export const getApplicationsOfUser = (userId: string, signal?: AbortSignal) =>
  call(applicationContracts.getApplicationByUserId, { params: { userId }, signal });
export const getApplicationsOfCompany = (companyId: string, signal?: AbortSignal) =>
  call(applicationContracts.getApplicationByCompanyId, { params: { enterpriseId: companyId }, signal });

export const submitVersion = (body: SubmitVersionInput) => call(versionContracts.submitVersion, { body });
export const updateVersion = (body: UpdateVersionInput) => call(versionContracts.updateVersion, { body });
export const getVersion = (id: string, signal?: AbortSignal) =>
  call(versionContracts.getVersionById, { params: { id }, signal });
export const getVersionsOfApplication = (id: string, signal?: AbortSignal) =>
  call(versionContracts.getVersionByApplicationId, { params: { id }, signal });
/** An application's major versions, each with its authorities and application. */
export const getMajorVersions = (id: string, signal?: AbortSignal) =>
  call(versionContracts.getMajorVersionByApplicationId, { params: { id }, signal });

export const createResource = (body: CreateResourceInput) => call(resourceContracts.createResource, { body });
export const updateResource = (body: UpdateResourceInput) => call(resourceContracts.updateResource, { body });
export const deleteResource = (id: string) => call(resourceContracts.deleteResource, { params: { resourceId: id } });

/** Every application in one status, platform-wide (auditors and platform administrators). */
export const getApplicationsInStatus = (code: string, signal?: AbortSignal) =>
  call(auditContracts.getApplicationByStatus, { params: { code }, signal });
export const getApplicationsForVerify = (signal?: AbortSignal) =>
  call(auditContracts.getApplicationForVerifyList, { signal });
export const getApplicationForVerify = (id: string, signal?: AbortSignal) =>
  call(auditContracts.getApplicationForVerify, { params: { id }, signal });
export const getVersionsForVerify = (signal?: AbortSignal) => call(auditContracts.getVersionForVerifyList, { signal });
export const getVersionForVerify = (id: string, signal?: AbortSignal) =>
  call(auditContracts.getVersionForVerify, { params: { id }, signal });

/** `PUT updateApplicationStatus` / `updateVersionStatus`: `{id, status: {code}, reason?}` → `{statusCode, statusName}`. */
export const changeStatus = (kind: 'application' | 'version', id: string, code: string, reason?: string) =>
  call(kind === 'application' ? auditContracts.updateApplicationStatus : auditContracts.updateVersionStatus, {
    body: { id, status: { code }, ...(reason !== undefined ? { reason } : {}) },
  });

/** A presigned GET of a stored document (its uploader, auditors and platform administrators; docs/files.md). */
export const getDocumentDownload = (name: string) => call(documentContracts.download, { query: { name } });

/** A stored document: its name in the files bucket and the uploaded file's name. */
export interface StoredDocument {
  uri: string;
  name: string;
}

/**
 * Uploads a document (help, API, test report, program) via `POST /api-files/uploads` and the presigned PUT, with
 * every header of the ticket: its `If-None-Match: *` is signed, so the PUT fails without it (docs/files.md).
 */
export async function uploadDocument(file: File): Promise<StoredDocument> {
  const ticket = await call(documentContracts.documentUploads, {
    body: { fileName: file.name, contentType: documentUploadType(file.type), size: file.size },
  });
  // The browser sets Content-Length itself and refuses it from scripts.
  const headers = Object.fromEntries(
    Object.entries(ticket.headers).filter(([h]) => h.toLowerCase() !== 'content-length'),
  );
  const put = await fetch(ticket.uploadUrl, { method: 'PUT', headers, body: file });
  if (!put.ok) throw new Error(`Upload failed (${put.status})`);
  return { uri: ticket.name, name: file.name };
}
