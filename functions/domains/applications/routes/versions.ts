import { versionContracts as contracts } from '../../../../shared/contracts/applications.js';
import { randomUUID } from 'node:crypto';
import type { UpdateVersionInput } from '../../../../shared/schemas/application.js';
import type { FieldIssue } from '../../../lib/errors.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { assertManages, assertSees, canSee } from '../access.js';
import { checkOwnDocuments, checkOwnImages, resolveLookups, throwIfIssues } from '../checks.js';
import {
  getApplications,
  listApplicationsOfCompany,
  requireApplication,
  type ApplicationRecord,
} from '../data/application.js';
import {
  applicationOfMajor,
  createVersion,
  listMajorVersions,
  listVersionsOfApplication,
  listVersionsOfUser,
  replaceVersion,
  requireVersion,
  type AuthorityRecord,
  type MajorVersionRecord,
  type VersionRecord,
} from '../data/version.js';
import { majorVersionView, versionViews } from '../views/application-view.js';

/** Issues of a version's own rules (doc 2 §5): the menu name differs from the application's name. */
function checkMenuName(app: ApplicationRecord, menuName: string | undefined, issues: FieldIssue[]): void {
  if (menuName && menuName.trim().toLowerCase() === app.name.trim().toLowerCase()) {
    issues.push({ field: 'body.menuName', message: 'The menu name must differ from the application name' });
  }
}

/** Authorities with ids (new ones get one; existing ones keep theirs). */
const withIds = (
  authorities: readonly { id?: string; code: string; name: string; description?: string }[],
): AuthorityRecord[] =>
  authorities.map((a) => ({ id: a.id ?? randomUUID(), code: a.code, name: a.name, description: a.description ?? '' }));

/** The single-file fields of an update and the detail-file type each one replaces. */
const singleFiles = [
  ['helpFile', 'HELP'],
  ['apiFile', 'API'],
  ['testReportFile', 'TEST_REPORT'],
] as const;

/** The files of an update: `detailFiles`, or the spec's `helpFile` / `apiFile` / `testReportFile` (null removes). */
function detailFilesOf(body: UpdateVersionInput, before: VersionRecord): VersionRecord['detailFiles'] {
  let files = body.detailFiles ?? before.detailFiles;
  for (const [key, type] of singleFiles) {
    const file = body[key];
    if (file === undefined) continue;
    files = files.filter((f) => f.type !== type);
    if (file !== null) files = [...files, { type, ...file }];
  }
  return files;
}

/** The documents a version names, each with the body field it came in (so a refusal names that field). */
function documentsOf(
  body: Pick<UpdateVersionInput, 'detailFiles' | 'programFile' | (typeof singleFiles)[number][0]>,
): { field: string; name: string }[] {
  return [
    ...(body.detailFiles ?? []).map((file, i) => ({ field: `body.detailFiles.${i}.uri`, name: file.uri })),
    ...singleFiles.flatMap(([key]) => {
      const file = body[key];
      return file ? [{ field: `body.${key}.uri`, name: file.uri }] : [];
    }),
    ...(body.programFile ? [{ field: 'body.programFile.uri', name: body.programFile.uri }] : []),
  ];
}

/** Views of versions across applications (one application read per distinct application). */
async function viewsAcross(versions: readonly VersionRecord[], visible: (app: ApplicationRecord) => Promise<boolean>) {
  const apps = await getApplications(versions.map((v) => v.applicationId));
  const views = await Promise.all(
    apps.map(async (app) =>
      (await visible(app))
        ? versionViews(
            app,
            versions.filter((v) => v.applicationId === app.id),
          )
        : [],
    ),
  );
  return views.flat().sort((a, b) => b.releaseDate.localeCompare(a.releaseDate));
}

/** Versions and major versions (doc 2 §7). Every save sets status '0' (doc 2 §4) unless submitted at once ('1'). */
export const versionRoutes = [
  /** Adds a version to a new or existing major version; the version number is unique per application. */
  implement(contracts.submitVersion, async ({ caller, body }) => {
    const major = body.majorVersion;
    const applicationId = 'application' in major ? major.application.id : undefined;
    const existing = 'id' in major ? major.id : undefined;
    // An existing major names only itself: its item (found by id on gsi2) names its application.
    const app = await requireApplication(applicationId ?? (await applicationOfMajor(existing!)));
    await assertManages(caller, app);
    const issues: FieldIssue[] = [];
    const { sourceType } = await resolveLookups({ sourceType: body.sourceType }, issues);
    checkMenuName(app, body.menuName, issues);
    await checkOwnImages(
      body.screenshots.map((shot, i) => ({ field: `body.screenshots.${i}.uri`, name: shot.uri })),
      caller.userId,
      new Set(),
      issues,
    );
    await checkOwnDocuments(documentsOf(body), caller.userId, new Set(), issues);
    throwIfIssues(issues);
    const now = new Date().toISOString();
    const newMajor: MajorVersionRecord | undefined =
      'application' in major
        ? {
            id: randomUUID(),
            applicationId: app.id,
            number: major.number,
            authorities: withIds(major.authorities),
            createDate: now,
            createUserId: caller.userId,
            createUserName: caller.username,
            createCompanyId: app.createCompanyId,
            createCompanyName: app.createCompanyName,
            ifEnabled: true,
          }
        : undefined;
    const version: VersionRecord = {
      id: randomUUID(),
      applicationId: app.id,
      majorVersionId: newMajor?.id ?? existing!,
      number: body.number ?? 0,
      version: body.version,
      status: body.status?.code ?? '0',
      sourceType,
      description: body.description ?? '',
      screenHeight: body.screenHeight,
      screenshots: body.screenshots.map((shot) => ({ id: shot.id ?? randomUUID(), uri: shot.uri })),
      detailFiles: body.detailFiles,
      ...(body.programFile ? { programFile: body.programFile } : {}),
      ...(body.containerPort !== undefined ? { containerPort: body.containerPort } : {}),
      menuName: body.menuName ?? '',
      url: body.url ?? '',
      releaseDate: now,
      updateDate: now,
      releaseUserId: caller.userId,
      releaseUserName: caller.username,
      releaseCompanyId: app.createCompanyId,
      releaseCompanyName: app.createCompanyName,
      ifEnabled: true,
    };
    await createVersion({ version, newMajor });
    return { majorVersionId: version.majorVersionId, minorVersionId: version.id };
  }),
  /** Edits a version (not under review or archived); every save sets it back to '0' (doc 2 §4). */
  implement(contracts.updateVersion, async ({ caller, body }) => {
    const before = await requireVersion(body.id);
    const app = await requireApplication(before.applicationId);
    await assertManages(caller, app);
    const issues: FieldIssue[] = [];
    const sourceRef = body.sourceType?.id ?? body.sourceType?.code;
    const sourceType = sourceRef
      ? (await resolveLookups({ sourceType: { id: sourceRef } }, issues)).sourceType
      : before.sourceType;
    checkMenuName(app, body.menuName, issues);
    const screenshots = body.screenshots ?? before.screenshots;
    await checkOwnImages(
      screenshots.map((shot, i) => ({ field: `body.screenshots.${i}.uri`, name: shot.uri })),
      caller.userId,
      new Set(before.screenshots.map((shot) => shot.uri)),
      issues,
    );
    const detailFiles = detailFilesOf(body, before);
    await checkOwnDocuments(documentsOf(body), caller.userId, new Set(documentsOf(before).map((d) => d.name)), issues);
    throwIfIssues(issues);
    const now = new Date().toISOString();
    const after: VersionRecord = {
      ...before,
      status: '0',
      // A save returns the version to '0': a change of status when it was anything else.
      ...(before.status === '0' ? {} : { statusChangedAt: now }),
      sourceType: { id: sourceType.id, name: sourceType.name },
      description: body.description ?? before.description,
      screenHeight: body.screenHeight ?? before.screenHeight,
      screenshots: screenshots.map((shot) => ({ id: shot.id ?? randomUUID(), uri: shot.uri })),
      detailFiles,
      ...(body.programFile ? { programFile: body.programFile } : {}),
      ...(body.containerPort !== undefined ? { containerPort: body.containerPort } : {}),
      menuName: body.menuName ?? before.menuName,
      url: body.url ?? before.url,
      updateDate: now,
    };
    await replaceVersion({ before, after, authorities: body.authorities ? withIds(body.authorities) : undefined });
    const [view] = await versionViews(app, [after]);
    return view;
  }),
  implement(contracts.getVersionById, async ({ caller, params }) => {
    const version = await requireVersion(params.id);
    const app = await requireApplication(version.applicationId);
    await assertSees(caller, app).catch(() => {
      throw new NotFoundError('Version not found');
    });
    const [view] = await versionViews(app, [version]);
    if (!view) throw new NotFoundError('Version not found');
    return view;
  }),
  implement(contracts.getVersionByApplicationId, async ({ caller, params }) => {
    const app = await requireApplication(params.id);
    await assertSees(caller, app);
    return versionViews(app, await listVersionsOfApplication({ applicationId: app.id }));
  }),
  implement(contracts.getMajorVersionByApplicationId, async ({ caller, params }) => {
    const app = await requireApplication(params.id);
    await assertSees(caller, app);
    return (await listMajorVersions({ applicationId: app.id })).map((major) => majorVersionView(major, app));
  }),
  /** The versions a user released: the user themself. */
  implement(contracts.getVersionByUserId, async ({ caller, params }) =>
    viewsAcross(await listVersionsOfUser({ userId: params.userId }), (app) => canSee(caller, app)),
  ),
  /** The versions of a company's applications (its applications, then each one's versions). */
  implement(contracts.getVersionByCompanyId, async ({ params }) => {
    const apps = await listApplicationsOfCompany({ companyId: params.enterpriseId });
    const views = await Promise.all(
      apps.map(async (app) => versionViews(app, await listVersionsOfApplication({ applicationId: app.id }))),
    );
    return views.flat().sort((a, b) => b.releaseDate.localeCompare(a.releaseDate));
  }),
];
