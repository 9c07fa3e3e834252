import { APP_STATUS_NAMES, type AppStatusCode } from '../../../../shared/constants/application-rules.js';
import type {
  Application,
  MajorVersion,
  Rejection,
  ReviewSummary,
  Version,
} from '../../../../shared/schemas/application-responses.js';
import { getApplications, listModuleIds, type ApplicationRecord } from '../data/application.js';
import { listPlansOfApplication } from '../data/plan.js';
import { resourceView } from './resource-view.js';
import { listReviews, type ReviewRecord } from '../data/review.js';
import {
  listMajorVersions,
  listVersionsOfApplication,
  type MajorVersionRecord,
  type VersionRecord,
} from '../data/version.js';

/** `{code, name}` of a status code (Chinese names, like the `applicationStatuses` lookup). */
export function statusOf(code: string): { code: string; name: string } {
  return { code, name: APP_STATUS_NAMES[code as AppStatusCode]?.cn ?? code };
}

/**
 * A review as the publisher and the auditor see it: its fields named one by one, so neither the snapshot nor the
 * item's storage keys (`pk`, `sk`, `entity`, read with it) reach an answer.
 */
export function reviewSummary(review: ReviewRecord): ReviewSummary {
  return {
    id: review.id,
    target: review.target,
    targetId: review.targetId,
    ...(review.version !== undefined ? { version: review.version } : {}),
    decision: review.decision,
    reason: review.reason,
    reviewerId: review.reviewerId,
    reviewerName: review.reviewerName,
    reviewedAt: review.reviewedAt,
  };
}

/**
 * The rejection a record's '0' stands for: its last review rejected it and its status has not changed since (a
 * resubmission and a withdrawal change it; edits do not). A record whose status last changed before the change
 * time was kept has no `statusChangedAt`: its last review's rejection then stands.
 */
export function rejectionOf(
  record: { status: string; statusChangedAt?: string },
  lastReview: ReviewRecord | undefined,
): Rejection | undefined {
  if (record.status !== '0' || lastReview?.decision !== 'rejected') return undefined;
  if (record.statusChangedAt !== undefined && record.statusChangedAt !== lastReview.reviewedAt) return undefined;
  return { reason: lastReview.reason, reviewerName: lastReview.reviewerName, reviewedAt: lastReview.reviewedAt };
}

/** The `rejection` field when there is one. */
const withRejection = (rejection: Rejection | undefined) => (rejection ? { rejection } : {});

/** The last review of a version among an application's reviews (newest first). */
const lastVersionReview = (reviews: readonly ReviewRecord[], versionId: string) =>
  reviews.find((review) => review.target === 'version' && review.targetId === versionId);

/** A major version with its application (doc 2 §3), named field by field: never the item's storage keys. */
export function majorVersionView(major: MajorVersionRecord, app: ApplicationRecord): MajorVersion {
  return {
    id: major.id,
    number: major.number,
    authorities: major.authorities.map(({ id, code, name, description }) => ({ id, code, name, description })),
    createDate: major.createDate,
    createUserId: major.createUserId,
    createUserName: major.createUserName,
    createCompanyId: major.createCompanyId,
    createCompanyName: major.createCompanyName,
    application: { id: app.id, name: app.name, logo: app.logo, type: { id: app.type.id, name: app.type.name } },
    ifEnabled: major.ifEnabled,
  };
}

/** An application with its modules, versions by major version, plans and last review (`getApplication/{id}`). */
export async function applicationView(app: ApplicationRecord): Promise<Application> {
  const [moduleIds, majors, versions, plans, reviews] = await Promise.all([
    listModuleIds({ applicationId: app.id }),
    listMajorVersions({ applicationId: app.id }),
    listVersionsOfApplication({ applicationId: app.id }),
    listPlansOfApplication({ applicationId: app.id }),
    listReviews({ applicationId: app.id }),
  ]);
  const modules = await getApplications(moduleIds);
  const lastReview = reviews.find((review) => review.target === 'application');
  return {
    ...baseView(app),
    childApplicationList: modules.map((module) => ({
      id: module.id,
      name: module.name,
      code: module.code,
      status: statusOf(module.status),
      dependApplicationList: module.dependApplicationList,
    })),
    majorVersionList: majors.map((major) => ({
      id: major.id,
      number: major.number,
      minorVersionList: versions
        .filter((version) => version.majorVersionId === major.id)
        .sort((a, b) => a.number - b.number)
        .map((version) => ({
          id: version.id,
          number: version.number,
          version: version.version,
          status: statusOf(version.status),
          ...withRejection(rejectionOf(version, lastVersionReview(reviews, version.id))),
        })),
    })),
    resources: plans.map(resourceView),
    ...(lastReview ? { lastReview: reviewSummary(lastReview) } : {}),
    ...withRejection(rejectionOf(app, lastReview)),
  };
}

/** The application's own fields, for lists where versions and plans are not shown. */
function baseView(
  app: ApplicationRecord,
): Omit<Application, 'childApplicationList' | 'majorVersionList' | 'resources'> {
  return {
    id: app.id,
    code: app.code,
    name: app.name,
    enName: app.enName,
    logo: app.logo,
    scope: app.scope,
    terminal: app.terminal,
    model: app.model,
    type: app.type,
    parentCategory: app.parentCategory,
    category: app.category,
    status: statusOf(app.status),
    description: app.description,
    createUserId: app.createUserId,
    createUserName: app.createUserName,
    createCompanyId: app.createCompanyId,
    createCompanyName: app.createCompanyName,
    createDate: app.createDate,
    updateDate: app.updateDate,
    ifModule: app.ifModule,
    ifEnabled: app.ifEnabled,
    ...(app.mainApplication ? { mainApplication: app.mainApplication } : {}),
    dependApplicationList: app.dependApplicationList,
  };
}

/** A version with its major version and application (`getVersionById/{id}` and the version lists). */
export function versionView(
  version: VersionRecord,
  major: MajorVersionRecord,
  app: ApplicationRecord,
  lastReview?: ReviewRecord,
): Version {
  return {
    id: version.id,
    applicationId: version.applicationId,
    number: version.number,
    version: version.version,
    status: statusOf(version.status),
    sourceType: version.sourceType,
    description: version.description,
    screenHeight: version.screenHeight,
    screenshots: version.screenshots,
    detailFiles: version.detailFiles,
    ...(version.programFile ? { programFile: version.programFile } : {}),
    ...(version.containerPort !== undefined ? { containerPort: version.containerPort } : {}),
    menuName: version.menuName,
    url: version.url,
    releaseDate: version.releaseDate,
    releaseUserId: version.releaseUserId,
    releaseUserName: version.releaseUserName,
    releaseCompanyId: version.releaseCompanyId,
    releaseCompanyName: version.releaseCompanyName,
    majorVersion: majorVersionView(major, app),
    ifEnabled: version.ifEnabled,
    ...(lastReview ? { lastReview: reviewSummary(lastReview) } : {}),
    ...withRejection(rejectionOf(version, lastReview)),
  };
}

/** Views of versions of one application (majors and reviews read once). */
export async function versionViews(app: ApplicationRecord, versions: readonly VersionRecord[]): Promise<Version[]> {
  const [majors, reviews] = await Promise.all([
    listMajorVersions({ applicationId: app.id }),
    listReviews({ applicationId: app.id }),
  ]);
  const byId = new Map(majors.map((major) => [major.id, major]));
  return versions.flatMap((version) => {
    const major = byId.get(version.majorVersionId);
    if (!major) return [];
    return [versionView(version, major, app, lastVersionReview(reviews, version.id))];
  });
}
