import type { z } from 'zod/mini';
import type {
  CertifyVerify,
  EquipmentCertifyDestroy,
  EquipmentCertifyRegister,
  EquipmentCertifyVerifyQuery,
} from '@shared/schemas/equipment-certificates.js';
import type {
  EquipmentCertify,
  EquipmentCertifyBundle,
  VerifyCategoryListSchema,
} from '@shared/schemas/equipment-certificates-responses.js';
import type { CreatedIdSchema } from '@shared/schemas/equipment-responses.js';
import { request } from '@/api/http-client.js';

/*
 * The equipment-certificate calls of /api-equipment (spec doc 3 §7 "Certificates"; docs/equipment.md,
 * "Certificates"). Answers are typed with the shared schemas' types, not parsed (no zod in the bundle).
 */

export type { CertifyVerify, EquipmentCertify, EquipmentCertifyBundle, EquipmentCertifyRegister };
export type VerifyCategory = z.infer<typeof VerifyCategoryListSchema>[number];

const BASE = '/api-equipment';
const path = (call: string, id: string) => `${BASE}/${call}/${encodeURIComponent(id)}`;

/** The certificates of an enterprise (the current one's, on the list). */
export const getCertificates = (enterpriseId: string, signal?: AbortSignal) =>
  request<EquipmentCertify[]>('GET', path('getEquipmentCertifyListByEnterpriseId', enterpriseId), { signal });
/** One certificate of the current enterprise (404 for any other). */
export const getCertificate = (id: string, signal?: AbortSignal) =>
  request<EquipmentCertify>('GET', path('getEquipmentCertifyById', id), { signal });
/** Registers a certificate for a gateway; it waits for a platform auditor's review. */
export const registerCertificate = (body: EquipmentCertifyRegister) =>
  request<z.infer<typeof CreatedIdSchema>>('POST', `${BASE}/registerEquipmentCertify`, { body });
/** Deletes a certificate that is not live. */
export const deleteCertificate = (id: string) => request<unknown>('PUT', path('deleteEquipmentCertify', id));
/** Asks for an active certificate to be destroyed. */
export const destroyCertificate = (body: EquipmentCertifyDestroy) =>
  request<EquipmentCertify>('PUT', `${BASE}/destroyEquipmentCertify`, { body });
/** The one download of an active certificate's PEM bundle (a second one answers 410). */
export const downloadCertificate = (id: string) =>
  request<EquipmentCertifyBundle>('POST', path('downloadEquipmentCertify', id));
/** The review categories (REGISTER, DESTROY). */
export const getVerifyCategories = (signal?: AbortSignal) =>
  request<VerifyCategory[]>('GET', `${BASE}/getVerifyCategories`, { signal });
/** The platform's review queue, filtered. */
export const getVerifyQueue = (query: Partial<EquipmentCertifyVerifyQuery>, signal?: AbortSignal) =>
  request<EquipmentCertify[]>('GET', `${BASE}/getEquipmentCertifyVerifyList`, {
    signal,
    // Empty filters are left out (the server refuses an empty date).
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => !!value)),
  });
/** A reviewer's decision. */
export const submitVerify = (body: CertifyVerify) =>
  request<EquipmentCertify>('POST', `${BASE}/submitCertifyVerify`, { body });
