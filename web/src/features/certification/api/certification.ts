import type {
  EnterpriseInfoInput,
  ReviewDecision,
  ReviewRecord,
  UserCertifyInput,
} from '@shared/schemas/certification.js';
import {
  enterpriseCertificationContracts as enterpriseContracts,
  reviewContracts,
  userCertificationContracts as userContracts,
} from '@shared/contracts/certification.js';
import { lookupContracts } from '@shared/contracts/identity.js';
import { imageContracts } from '@shared/contracts/files.js';
import { call, type CallOptions } from '@/api/http-client.js';

/*
 * Enterprise and personal certification and their review (spec doc 1 §3,
 * §5, §7). Answers are typed with the shared schemas' types (type-only
 * imports: the console ships no zod), not parsed: the server validates.
 */

// Screens name the certification types through this client, as they name its calls.
export type * from '@shared/schemas/certification.js';

/** A code-and-name lookup entry (`_embedded.<collection>`). */
export interface LookupEntry {
  code: string;
  name: string;
  nameEn?: string;
}

export type LookupCollection =
  'repreLicenseTypes' | 'professions' | 'properties' | 'scales' | 'repreLicenseLocations' | 'verifyStatuses';

export interface RegionNode {
  name: string;
  code: string;
  children: RegionNode[];
}

/** `GET /api-user/enterpriseInfoes?id=` */
export const getEnterpriseInfo = (id: string, signal?: AbortSignal) =>
  call(enterpriseContracts.enterpriseInfoes, { query: { id }, signal });
/** `POST /api-user/enterpriseInfoes`: creates the enterprise; the caller becomes its administrator. */
export const createEnterpriseInfo = (body: EnterpriseInfoInput) =>
  call(enterpriseContracts.createEnterpriseInfo, { body });
/** `PUT /api-user/enterpriseInfoes/{id}`: an edit restarts verification. */
export const updateEnterpriseInfo = (id: string, body: EnterpriseInfoInput) =>
  call(enterpriseContracts.updateEnterpriseInfo, { params: { id }, body });
/** `GET /api-user/userCertifies?userId=` (null when the user never submitted one). */
export const getUserCertify = (userId: string, signal?: AbortSignal) =>
  call(userContracts.userCertifies, { query: { userId }, signal });
/** `POST /api-user/userCertifies` */
export const createUserCertify = (body: UserCertifyInput) => call(userContracts.createUserCertify, { body });
/** `PUT /api-user/userCertifies/{userId}` */
export const updateUserCertify = (userId: string, body: UserCertifyInput) =>
  call(userContracts.updateUserCertify, { params: { userId }, body });

/** `GET /api-user/enterpriseVerifications?status=&name=&pageNumber=&pageSize=` (auditors). */
export function listEnterpriseVerifications(
  query: CallOptions<typeof reviewContracts.enterpriseVerifications>['query'],
  signal?: AbortSignal,
) {
  return call(reviewContracts.enterpriseVerifications, { query, signal });
}

/** `GET /api-user/userVerifications?status=&username=&pageNumber=&pageSize=` (auditors). */
export function listUserVerifications(
  query: CallOptions<typeof reviewContracts.userVerifications>['query'],
  signal?: AbortSignal,
) {
  return call(reviewContracts.userVerifications, { query, signal });
}

export type ReviewSubject = { kind: 'enterprise'; id: string } | { kind: 'user'; id: string };

/** `POST …/reviews`: approve or reject the submission of `submitTime`. */
export function submitReview(subject: ReviewSubject, body: ReviewDecision): Promise<ReviewRecord> {
  return subject.kind === 'enterprise'
    ? call(reviewContracts.submitEnterpriseReview, { params: { id: subject.id }, body })
    : call(reviewContracts.submitUserReview, { params: { userId: subject.id }, body });
}

/** `GET …/reviews`: the review history, newest first. */
export function listReviews(subject: ReviewSubject, signal?: AbortSignal): Promise<ReviewRecord[]> {
  return subject.kind === 'enterprise'
    ? call(reviewContracts.enterpriseReviews, { params: { id: subject.id }, signal })
    : call(reviewContracts.userReviews, { params: { userId: subject.id }, signal });
}

/** Each lookup's entries: `verifyStatuses` is a bare list, the others embedded collections (spec doc 1 §1, §3). */
const LOOKUPS: Record<LookupCollection, () => Promise<LookupEntry[]>> = {
  verifyStatuses: () => call(lookupContracts.verifyStatuses),
  repreLicenseTypes: async () => (await call(lookupContracts.repreLicenseTypes))._embedded.repreLicenseTypes,
  professions: async () => (await call(lookupContracts.professions))._embedded.professions,
  properties: async () => (await call(lookupContracts.properties))._embedded.properties,
  scales: async () => (await call(lookupContracts.scales))._embedded.scales,
  repreLicenseLocations: async () =>
    (await call(lookupContracts.repreLicenseLocations))._embedded.repreLicenseLocations,
};

const lookupCache = new Map<LookupCollection, Promise<LookupEntry[]>>();

/** `GET /api-user/<collection>` (embedded collection), fetched once per page load. */
export function getLookup(collection: LookupCollection): Promise<LookupEntry[]> {
  let cached = lookupCache.get(collection);
  if (!cached) {
    cached = LOOKUPS[collection]();
    cached.catch(() => lookupCache.delete(collection));
    lookupCache.set(collection, cached);
  }
  return cached;
}

/** `GET /api-user/getProvinces?name=&pageNumber=0&pageSize=200` */
export async function getProvinces(): Promise<RegionNode[]> {
  const page = await call(lookupContracts.getProvinces, { query: { name: '', pageNumber: 0, pageSize: 200 } });
  return page.content.map((p) => ({ ...p, children: [] }));
}

/** `GET /api-user/getRegion?provinceName=`: the province with its cities and their districts. */
export async function getProvinceTree(provinceName: string): Promise<RegionNode | undefined> {
  const tree = await call(lookupContracts.getRegion, { query: { provinceName, cityName: '', districtName: '' } });
  return tree[0];
}

/** Headers a browser sets itself and refuses from scripts. */
const BROWSER_SET_HEADERS = new Set(['content-length', 'host']);

/**
 * Uploads an image the way docs/files.md describes: `POST
 * /api-imagefiles/uploads` for a presigned PUT, then the bytes straight to
 * storage with XHR (fetch reports no upload progress), with every header of
 * the ticket the browser lets a script set (its `If-None-Match: *` is signed:
 * the PUT fails without it). Resolves to the stored image name.
 */
export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const ticket = await call(imageContracts.imageUploads, {
    body: { fileName: file.name, contentType: file.type, size: file.size },
  });
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ticket.method, ticket.uploadUrl);
    for (const [header, value] of Object.entries(ticket.headers)) {
      if (!BROWSER_SET_HEADERS.has(header.toLowerCase())) xhr.setRequestHeader(header, value);
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => (xhr.status < 300 ? resolve() : reject(new Error(`Upload failed (${xhr.status})`)));
    xhr.onerror = () => reject(new Error('Upload failed (network)'));
    xhr.send(file);
  });
  onProgress(100);
  return ticket.name;
}
