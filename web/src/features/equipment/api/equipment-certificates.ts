import type { z } from 'zod/mini';
import type {
  CertifyVerify,
  EquipmentCertifyDestroy,
  EquipmentCertifyRegister,
  EquipmentCertifyRotate,
  EquipmentCertifyVerifyQuery,
} from '@shared/schemas/equipment-certificates.js';
import type {
  EquipmentCertify,
  EquipmentCertifyBundle,
  EquipmentCertifyRotation,
  VerifyCategoryListSchema,
} from '@shared/schemas/equipment-certificates-responses.js';
import { CERTIFY_PAGE_SIZE } from '@shared/constants/equipment-certificate-rules.js';
import { equipmentCertificateContracts as contracts } from '@shared/contracts/equipment.js';
import { call, callPage } from '@/api/http-client.js';

/*
 * The equipment-certificate calls of /api-equipment (spec doc 3 §7 "Certificates"; docs/equipment.md,
 * "Certificates"), by their contracts. Answers are typed with the shared schemas' types, not parsed (no zod in the bundle).
 */

export type {
  CertifyVerify,
  EquipmentCertify,
  EquipmentCertifyBundle,
  EquipmentCertifyRegister,
  EquipmentCertifyRotate,
  EquipmentCertifyRotation,
};
export type VerifyCategory = z.infer<typeof VerifyCategoryListSchema>[number];

/** Certificates the certificate list reads a page at a time. */
export const CERTIFY_SCREEN_PAGE = 100;
/**
 * A page of an enterprise's certificates (the current one's, on the list), oldest first, from `cursor` (none: the
 * first page), with the next page's cursor.
 */
export const getCertificatePage = (enterpriseId: string, cursor: string | undefined, signal?: AbortSignal) =>
  callPage(contracts.getEquipmentCertifyListByEnterpriseId, {
    params: { enterpriseId },
    query: { size: CERTIFY_SCREEN_PAGE, cursor },
    signal,
  });
/** One certificate of the current enterprise (404 for any other). */
export const getCertificate = (id: string, signal?: AbortSignal) =>
  call(contracts.getEquipmentCertifyById, { params: { id }, signal });
/** Registers a certificate; it waits for a platform auditor's review. */
export const registerCertificate = (body: EquipmentCertifyRegister) =>
  call(contracts.registerEquipmentCertify, { body });
/** Deletes a certificate that is not live. */
export const deleteCertificate = (id: string) => call(contracts.deleteEquipmentCertify, { params: { id } });
/** Asks for an active certificate to be destroyed. */
export const destroyCertificate = (body: EquipmentCertifyDestroy) => call(contracts.destroyEquipmentCertify, { body });
/** The one download of an active certificate's PEM bundle (a second one answers 410). */
export const downloadCertificate = (id: string) => call(contracts.downloadEquipmentCertify, { params: { id } });
/** The review categories (REGISTER, DESTROY). */
export const getVerifyCategories = (signal?: AbortSignal) => call(contracts.getVerifyCategories, { signal });
/**
 * A page of the platform's review queue from `cursor` (none: the first page), filtered (an empty filter counts as not
 * given), with the next page's cursor. Category and name keep those of the page the server read, so the queue is read
 * in the largest pages (`CERTIFY_PAGE_SIZE`): a search covers the whole of a queue of up to that many at once.
 */
export const getVerifyQueuePage = (
  query: Omit<Partial<EquipmentCertifyVerifyQuery>, 'cursor' | 'size'>,
  cursor: string | undefined,
  signal?: AbortSignal,
) =>
  callPage(contracts.getEquipmentCertifyVerifyList, {
    query: { ...query, size: CERTIFY_PAGE_SIZE, cursor },
    signal,
  });
/** A reviewer's decision. */
export const submitVerify = (body: CertifyVerify) => call(contracts.submitCertifyVerify, { body });
/** Starts rotating an active certificate (ours): answers the rotation, whose progress `getRotation` reads. */
export const rotateCertificate = (id: string, body: EquipmentCertifyRotate) =>
  call(contracts.rotateEquipmentCertify, { params: { id }, body });
/** A gateway's current or last certificate rotation (404 when it never had one). */
export const getRotation = (gatewayId: string, signal?: AbortSignal) =>
  call(contracts.getEquipmentCertifyRotation, { params: { id: gatewayId }, signal });
