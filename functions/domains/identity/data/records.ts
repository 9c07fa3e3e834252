import type { Item } from '../../../lib/data/records.js';
import { identityIndexKeys, identityKeys } from './keys.js';

/**
 * Stored shapes of the identity domain's entities and the pure builders of their table items (keys plus index
 * keys). Pure on purpose: the data modules and the local seed (which must not read handler environment) build
 * items the same way.
 */

export interface UserRecord {
  userId: string;
  username: string;
  email?: string;
  phone?: string;
  /** Stored image name of the avatar (served by /api-imagefiles/browse). */
  avatar?: string;
  metadata?: string;
  /** Code of the verify-status lookup: '0' not verified, '1'/'2' verifying, '3' verified, '4' failed. */
  verifyStatusCode: string;
  workNum?: string;
  /** The job (organisation area): `id` and `enterpriseId` say which department/position items count the user. */
  position?: { id?: string; name: string; code: string };
  department?: { id: string; name: string; code: string; enterpriseId?: string };
  workGroups?: { id: string; name: string }[];
  /** Bumped by every job change; each change is conditional on the version it read (no lost updates). */
  jobVersion?: number;
  removed?: boolean;
  /** Every sign-in must pass an SMS code check before other calls are answered (docs/account-recovery.md). */
  phoneValidationRequired?: boolean;
  createdAt: string;
}
export interface SessionRecord {
  userId: string;
  currentEnterpriseId?: string;
  currentRoleId?: string;
  /** Epoch milliseconds; tokens issued before it are rejected by loadCaller. */
  signedOutAt?: number;
  updatedAt: string;
}
export interface EnterpriseRecord {
  id: string;
  name: string;
  /** The name the English console shows (seeded enterprises whose name is Chinese, such as the platform). */
  nameEn?: string;
  alias?: string;
  logo?: string;
  status?: string;
  province?: string;
  city?: string;
  district?: string;
  address?: string;
  createdAt: string;
  // Certification details (spec doc 1 §3 Enterprise info); lookup codes, image names, dates `YYYY-MM-DD`.
  profession?: string;
  property?: string;
  scale?: string;
  metadata?: string;
  unifiedCreditId?: string;
  businessExpiryDate?: string;
  licenseImage?: string;
  bankName?: string;
  taxpayerNum?: string;
  bankAccountName?: string;
  bankAccountNum?: string;
  repreLicenseLocation?: string;
  repreName?: string;
  repreLicenseType?: string;
  repreLicenseNum?: string;
  repreLicenseExpiryDate?: string;
  repreLicenseFrontImage?: string;
  repreLicenseBackImage?: string;
  /** ISO time of the submission under (or last under) review; keys the review queue (gsi2). */
  submitTime?: string;
  /** ISO time of the last review decision. */
  lastAuthTime?: string;
  rejectReason?: string;
  /** Who submitted the details last (notified of the review result). */
  submitterId?: string;
  /** Bumped by every edit of the details; edits are conditional on the version they read. */
  version?: number;
}
export interface MembershipRecord {
  userId: string;
  enterpriseId: string;
  joinedAt: string;
}
export interface LookupRecord {
  collection: string;
  code: string;
  name: string;
  nameEn: string;
  sort: number;
}
export interface RegionRecord {
  code: string;
  name: string;
  parentCode: string;
  level: 'province' | 'city' | 'district';
  /** Province the city or district lies in (absent on provinces). */
  provinceCode?: string;
}

export const identityItems = {
  user: (r: UserRecord): Item<UserRecord> => ({
    ...identityKeys.user(r.userId),
    ...identityIndexKeys.userByName(r.username),
    entity: 'user',
    ...r,
  }),
  session: (r: SessionRecord): Item<SessionRecord> => ({ ...identityKeys.session(r.userId), entity: 'session', ...r }),
  enterprise: (r: EnterpriseRecord): Item<EnterpriseRecord> => ({
    ...identityKeys.enterprise(r.id),
    ...identityIndexKeys.enterpriseByName(r.name),
    ...(r.status && r.submitTime ? identityIndexKeys.enterpriseVerification(r.status, r.submitTime, r.id) : {}),
    entity: 'enterprise',
    ...r,
  }),
  membership: (r: MembershipRecord): Item<MembershipRecord> => ({
    ...identityKeys.membership(r.userId, r.enterpriseId),
    ...identityIndexKeys.memberOfEnterprise(r.enterpriseId, r.userId),
    entity: 'membership',
    ...r,
  }),
  lookup: (r: LookupRecord): Item<LookupRecord> => ({
    ...identityKeys.lookup(r.collection, r.code),
    entity: 'lookup',
    ...r,
  }),
  region: (r: RegionRecord): Item<RegionRecord> => ({
    ...identityKeys.region(r.parentCode, r.code),
    ...(r.provinceCode ? identityIndexKeys.regionInProvince(r.provinceCode, r.code) : {}),
    entity: 'region',
    ...r,
  }),
} as const;
