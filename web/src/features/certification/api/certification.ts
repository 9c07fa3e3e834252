import type {
  EnterpriseInfo,
  EnterpriseInfoInput,
  ReviewDecision,
  ReviewRecord,
  UserCertify,
  UserCertifyInput,
  VerificationPage,
} from '@shared/schemas/certification.js';
import { asList, request, type QueryValue } from '@/api/http-client.js';

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

const enc = encodeURIComponent;

/**
 * The calls of one certification record: read it by a query parameter, create it, replace it by id (the two
 * records, enterprise details and personal certification, are read, created and edited alike).
 */
function certificationRecord<Record, Input>(path: string, idParameter: string) {
  return {
    get: (id: string, signal?: AbortSignal) => request<Record>('GET', path, { query: { [idParameter]: id }, signal }),
    create: (body: Input) => request<Record>('POST', path, { body }),
    update: (id: string, body: Input) => request<Record>('PUT', `${path}/${enc(id)}`, { body }),
  };
}

const enterpriseInfoes = certificationRecord<EnterpriseInfo, EnterpriseInfoInput>('/api-user/enterpriseInfoes', 'id');
const userCertifies = certificationRecord<UserCertify, UserCertifyInput>('/api-user/userCertifies', 'userId');

/** `GET /api-user/enterpriseInfoes?id=` */
export const getEnterpriseInfo = enterpriseInfoes.get;
/** `POST /api-user/enterpriseInfoes`: creates the enterprise; the caller becomes its administrator. */
export const createEnterpriseInfo = enterpriseInfoes.create;
/** `PUT /api-user/enterpriseInfoes/{id}`: an edit restarts verification. */
export const updateEnterpriseInfo = enterpriseInfoes.update;
/** `GET /api-user/userCertifies?userId=` (404 when the user never submitted one). */
export const getUserCertify = userCertifies.get;
/** `POST /api-user/userCertifies` */
export const createUserCertify = userCertifies.create;
/** `PUT /api-user/userCertifies/{userId}` */
export const updateUserCertify = userCertifies.update;

/** `GET /api-user/enterpriseVerifications?status=&name=&pageNumber=&pageSize=` (auditors). */
export function listEnterpriseVerifications(query: Record<string, QueryValue>, signal?: AbortSignal) {
  return request<VerificationPage<EnterpriseInfo>>('GET', '/api-user/enterpriseVerifications', { query, signal });
}

/** `GET /api-user/userVerifications?status=&username=&pageNumber=&pageSize=` (auditors). */
export function listUserVerifications(query: Record<string, QueryValue>, signal?: AbortSignal) {
  return request<VerificationPage<UserCertify>>('GET', '/api-user/userVerifications', { query, signal });
}

export type ReviewSubject = { kind: 'enterprise'; id: string } | { kind: 'user'; id: string };

function reviewsPath(subject: ReviewSubject): string {
  return subject.kind === 'enterprise'
    ? `/api-user/enterpriseInfoes/${enc(subject.id)}/reviews`
    : `/api-user/userCertifies/${enc(subject.id)}/reviews`;
}

/** `POST …/reviews`: approve or reject the submission of `submitTime`. */
export function submitReview(subject: ReviewSubject, body: ReviewDecision): Promise<ReviewRecord> {
  return request<ReviewRecord>('POST', reviewsPath(subject), { body });
}

/** `GET …/reviews`: the review history, newest first. */
export async function listReviews(subject: ReviewSubject, signal?: AbortSignal): Promise<ReviewRecord[]> {
  return asList(await request('GET', reviewsPath(subject), { signal }), 'reviews') as ReviewRecord[];
}

const lookupCache = new Map<LookupCollection, Promise<LookupEntry[]>>();

/** `GET /api-user/<collection>` (embedded collection), fetched once per page load. */
export function getLookup(collection: LookupCollection): Promise<LookupEntry[]> {
  let cached = lookupCache.get(collection);
  if (!cached) {
    cached = request('GET', `/api-user/${collection}`).then((body) => asList(body, collection) as LookupEntry[]);
    cached.catch(() => lookupCache.delete(collection));
    lookupCache.set(collection, cached);
  }
  return cached;
}

/** `GET /api-user/getProvinces?name=&pageNumber=0&pageSize=200` */
export async function getProvinces(): Promise<RegionNode[]> {
  const body = await request('GET', '/api-user/getProvinces', { query: { name: '', pageNumber: 0, pageSize: 200 } });
  return (asList(body) as { name: string; code: string }[]).map((p) => ({ ...p, children: [] }));
}

/** `GET /api-user/getRegion?provinceName=`: the province with its cities and their districts. */
export async function getProvinceTree(provinceName: string): Promise<RegionNode | undefined> {
  const body = await request<RegionNode[]>('GET', '/api-user/getRegion', {
    query: { provinceName, cityName: '', districtName: '' },
  });
  return body[0];
}

interface UploadTicket {
  name: string;
  uploadUrl: string;
  method: 'PUT';
  headers: Record<string, string>;
}

/** Headers a browser sets itself and refuses from scripts. */
const BROWSER_SET_HEADERS = new Set(['content-length', 'host']);

/**
 * Uploads an image the way docs/files.md describes: `POST
 * /api-imagefiles/uploads` for a presigned PUT, then the bytes straight to
 * storage with XHR (fetch reports no upload progress). Resolves to the
 * stored image name.
 */
export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const ticket = await request<UploadTicket>('POST', '/api-imagefiles/uploads', {
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
