import { MAX_APP_FILE_BYTES, type PreReviewCheck } from '../../../shared/constants/application-rules.js';
import type { PreReviewReport } from '../../../shared/schemas/application-responses.js';
import { batchGetItems } from '../../lib/data/batch.js';
import { DEFAULT_AVATAR_NAME } from '../../../shared/schemas/files.js';
import { defaultAvatarPng, getDocumentRecords, type ImageRecord, fileKeys } from '../files/index.js';
import type { ApplicationRecord } from './data/application.js';
import type { PlanRecord } from './data/plan.js';
import type { ReviewRecord } from './data/review.js';
import type { MajorVersionRecord, VersionRecord } from './data/version.js';

/** What an audit decision keeps of the reviewed record, and what the next report compares with. */
export interface ReviewSnapshot {
  fields: Record<string, string>;
  authorities: string[];
  plans: { name: string; price: number }[];
}

/** A failed check of the report. */
type Failure = NonNullable<PreReviewReport['failures']>[number];

/** The compared fields of an application. */
const applicationFields = (app: ApplicationRecord): Record<string, string> => ({
  code: app.code,
  name: app.name,
  enName: app.enName,
  logo: app.logo,
  terminal: app.terminal.name,
  model: app.model.name,
  type: app.type.name,
  parentCategory: app.parentCategory.name,
  category: app.category.name,
  description: app.description,
});

/** The compared fields of a version. */
const versionFields = (version: VersionRecord): Record<string, string> => ({
  version: version.version,
  sourceType: version.sourceType.name,
  description: version.description,
  screenHeight: String(version.screenHeight),
  screenshots: version.screenshots.map((s) => s.uri).join(', '),
  detailFiles: version.detailFiles.map((f) => `${f.type}:${f.name ?? f.uri}`).join(', '),
  programFile: version.programFile?.name ?? version.programFile?.uri ?? '',
  menuName: version.menuName,
  url: version.url,
});

/** The snapshot of an application (with its plans) or of a version (with its authorities and the plans). */
export function snapshotOf(options: {
  app: ApplicationRecord;
  plans: readonly PlanRecord[];
  version?: VersionRecord;
  major?: MajorVersionRecord;
}): ReviewSnapshot {
  const { app, plans, version, major } = options;
  return {
    fields: version ? versionFields(version) : applicationFields(app),
    authorities: (major?.authorities ?? []).map((a) => `${a.code} ${a.name}`),
    plans: plans.map((plan) => ({ name: plan.name, price: plan.price })),
  };
}

/**
 * The auditor's pre-review report (beyond the spec): the differences from the last approved snapshot of the same
 * application or version line (fields, authorities, plans and prices), the files present and within their limits,
 * and the checks that fail (by code in `failures`, in English words in `failedChecks`) — so the auditor reviews what
 * changed, not everything again.
 */
export async function preReviewReport(options: {
  app: ApplicationRecord;
  plans: readonly PlanRecord[];
  reviews: readonly ReviewRecord[];
  version?: VersionRecord;
  major?: MajorVersionRecord;
}): Promise<PreReviewReport> {
  const { app, plans, reviews, version, major } = options;
  const now = snapshotOf({ app, plans, version, major });
  const approved = reviews.find(
    (review) => review.decision === 'approved' && review.target === (version ? 'version' : 'application'),
  );
  const before = approved?.snapshot as ReviewSnapshot | undefined;
  const changes = Object.entries(now.fields)
    .filter(([field, value]) => before !== undefined && (before.fields[field] ?? '') !== value)
    .map(([field, after]) => ({ field, before: before!.fields[field] ?? '', after }));
  const beforeAuthorities = new Set(before?.authorities ?? []);
  const nowAuthorities = new Set(now.authorities);
  const beforePlans = new Map((before?.plans ?? []).map((plan) => [plan.name, plan.price]));
  const nowPlans = new Map(now.plans.map((plan) => [plan.name, plan.price]));

  const images = [
    ...(version ? [] : [{ kind: 'logo', name: app.logo }]),
    ...(version?.screenshots ?? []).map((shot) => ({ kind: 'screenshot', name: shot.uri })),
  ];
  const stored = new Map<string, Pick<ImageRecord, 'size'>>(
    (await batchGetItems<ImageRecord>(images.map((image) => fileKeys.image(image.name)))).map((r) => [r.name, r]),
  );
  // The default image is bundled with the platform (served without a stored file): a logo left at it is present.
  stored.set(DEFAULT_AVATAR_NAME, { size: defaultAvatarPng.length });
  const documents = [
    ...(version?.detailFiles ?? []).map((file) => ({ kind: file.type, name: file.uri, label: file.name ?? file.uri })),
    ...(version?.programFile
      ? [{ kind: 'program', name: version.programFile.uri, label: version.programFile.name ?? version.programFile.uri }]
      : []),
  ];
  const storedDocuments = new Map((await getDocumentRecords(documents.map((d) => d.name))).map((r) => [r.name, r]));
  const files: PreReviewReport['files'] = [
    ...images.map(({ kind, name }) => {
      const size = stored.get(name)?.size ?? 0;
      return { kind, name, present: stored.has(name), size, withinLimit: size <= MAX_APP_FILE_BYTES };
    }),
    ...documents.map(({ kind, name, label }) => {
      const size = storedDocuments.get(name)?.size ?? 0;
      return { kind, name: label, present: storedDocuments.has(name), size, withinLimit: size <= MAX_APP_FILE_BYTES };
    }),
  ];

  const failures: Failure[] = [
    ...files.filter((file) => !file.present).map((file) => ({ check: 'missingFile' as const, ...fileOf(file) })),
    ...files.filter((file) => !file.withinLimit).map((file) => ({ check: 'fileTooLarge' as const, ...fileOf(file) })),
    ...(plans.length === 0 ? [{ check: 'noPlan' as const }] : []),
    ...(version && version.screenshots.length === 0 ? [{ check: 'noScreenshot' as const }] : []),
    ...(version && !version.detailFiles.some((file) => file.type === 'HELP') ? [{ check: 'noHelpFile' as const }] : []),
    ...(version && version.menuName !== '' && version.menuName === app.name
      ? [{ check: 'menuNameIsAppName' as const }]
      : []),
    ...(version && version.url !== '' && !version.url.startsWith('https://')
      ? [{ check: 'urlNotHttps' as const }]
      : []),
  ];

  return {
    ...(approved ? { comparedWith: approved.reviewedAt } : {}),
    changes,
    authorities: {
      added: before ? [...nowAuthorities].filter((a) => !beforeAuthorities.has(a)) : [...nowAuthorities],
      removed: [...beforeAuthorities].filter((a) => !nowAuthorities.has(a)),
    },
    plans: {
      added: [...nowPlans.keys()].filter((name) => !beforePlans.has(name)),
      removed: [...beforePlans.keys()].filter((name) => !nowPlans.has(name)),
      repriced: [...nowPlans]
        .filter(([name, price]) => beforePlans.has(name) && beforePlans.get(name) !== price)
        .map(([name, after]) => ({ name, before: beforePlans.get(name)!, after })),
    },
    files,
    failedChecks: failures.map(failedCheckText),
    failures,
  };
}

/** The kind and name of a file a check concerns. */
const fileOf = (file: { kind: string; name: string }) => ({ kind: file.kind, name: file.name });

/** A failed check in the English words `failedChecks` has always answered (the console words `failures` itself). */
function failedCheckText(failure: Failure): string {
  const texts: Record<PreReviewCheck, string> = {
    missingFile: `missing ${failure.kind}: ${failure.name}`,
    fileTooLarge: `${failure.kind} larger than 100MB: ${failure.name}`,
    noPlan: 'no resource plan',
    noScreenshot: 'no screenshot',
    noHelpFile: 'no help file',
    menuNameIsAppName: 'the menu name equals the application name',
    urlNotHttps: 'the URL is not https',
  };
  return texts[failure.check];
}
