import * as z from 'zod/mini';
import './zod-locale.js';

/**
 * Answers of the certificate calls of `/api-equipment`: the spec shows none, these are ours (docs/equipment.md,
 * "Certificates"). The contracts name them (`shared/contracts/equipment.ts`); the console parses nothing.
 */

/** A certificate (doc 3 §3) as every call answers it; the key material is never part of it. */
export const EquipmentCertifySchema = z.object({
  id: z.string(),
  description: z.string(),
  /** The gateway it is issued for (ours), with its hardware id. */
  /** The gateway it is for; null until a gateway refers to it (or the registration named one). */
  equipment: z.nullable(z.object({ id: z.string(), equipmentId: z.string() })),
  registerCompanyId: z.string(),
  registerCompanyName: z.string(),
  registerUserId: z.string(),
  registerUserName: z.string(),
  registerTime: z.string(),
  registerDescription: z.string(),
  validityTerm: z.object({ beginDate: z.string(), endDate: z.string() }),
  certifyStatus: z.object({ code: z.string(), name: z.string(), nameEn: z.string() }),
  /** The review the certificate waits for or had last. */
  verifyCategory: z.string(),
  reviewerId: z.optional(z.string()),
  reviewerName: z.optional(z.string()),
  reviewTime: z.optional(z.string()),
  comment: z.optional(z.string()),
  destroyDescription: z.optional(z.string()),
  destroyUserId: z.optional(z.string()),
  destroyUserName: z.optional(z.string()),
  destroyTime: z.optional(z.string()),
  /** Once issued: the issuer's id of the X.509 certificate (IoT Core's certificate id; locally its SHA-256), and its end. */
  certificateId: z.optional(z.string()),
  notAfter: z.optional(z.string()),
  /** True while the private key waits for its one download. */
  keyAvailable: z.boolean(),
});
export type EquipmentCertify = z.infer<typeof EquipmentCertifySchema>;
export const EquipmentCertifyListSchema = z.array(EquipmentCertifySchema);

/** `getVerifyCategories`: `{ code, name, nameEn }`. */
export const VerifyCategoryListSchema = z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() }));

/**
 * `POST downloadEquipmentCertify/{id}` (ours): the PEM bundle, answered once. The private key is deleted in the
 * same write, so it exists nowhere on the platform afterwards.
 */
export const EquipmentCertifyBundleSchema = z.object({
  id: z.string(),
  /** The gateway's GUID: its MQTT client id, and the `{id}` of the only topics it may use. */
  gatewayId: z.string(),
  certificateId: z.string(),
  certificatePem: z.string(),
  privateKeyPem: z.string(),
  /** The CA that signed the certificate (locally the platform CA, which the broker's TLS listener also trusts). */
  caCertificatePem: z.string(),
});
export type EquipmentCertifyBundle = z.infer<typeof EquipmentCertifyBundleSchema>;

/**
 * A gateway's certificate rotation (ours, docs/equipment.md "Rotation"), as `rotateEquipmentCertify` and
 * `getEquipmentCertifyRotation` answer it: its state and when each step happened. `id` is the new certificate's.
 */
export const EquipmentCertifyRotationSchema = z.object({
  id: z.string(),
  gatewayId: z.string(),
  /** The gateway's hardware id. */
  equipmentId: z.string(),
  /** The certificate being replaced. */
  fromCertifyId: z.string(),
  status: z.enum(['issuing', 'issued', 'awaiting', 'connected', 'completed', 'rollingBack', 'rolledBack', 'failed']),
  waitSeconds: z.number(),
  /** The new certificate's term. */
  validityTerm: z.object({ beginDate: z.string(), endDate: z.string() }),
  startedAt: z.string(),
  startedByName: z.string(),
  /** The new X.509 certificate's id, once issued. */
  certificateId: z.optional(z.string()),
  issuedAt: z.optional(z.string()),
  deliveredAt: z.optional(z.string()),
  /** Until when the rotation waits for the gateway (delivery time + `waitSeconds`). */
  deadline: z.optional(z.string()),
  connectedAt: z.optional(z.string()),
  endedAt: z.optional(z.string()),
  /** Why it was rolled back or failed: `timeout`, `error`, `revokeFailed`, `rollBackFailed`. */
  reason: z.optional(z.string()),
});
export type EquipmentCertifyRotation = z.infer<typeof EquipmentCertifyRotationSchema>;
