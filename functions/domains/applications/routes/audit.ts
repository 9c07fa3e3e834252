import { auditContracts as contracts } from '../../../../shared/contracts/applications.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import {
  getApplications,
  listApplicationsInStatus,
  requireApplication,
  type ApplicationRecord,
} from '../data/application.js';
import { listPlansOfApplication } from '../data/plan.js';
import { listReviews } from '../data/review.js';
import { listMajorVersions, listVersionsInStatus, requireVersion, type VersionRecord } from '../data/version.js';
import { preReviewReport, snapshotOf } from '../pre-review.js';
import { applyStatusChange } from '../status.js';
import { applicationView, reviewSummary, versionViews } from '../views/application-view.js';

/** Everything a report or a snapshot of the application (and a version of it) needs. */
async function reviewContext(app: ApplicationRecord, version?: VersionRecord) {
  const [plans, reviews, majors] = await Promise.all([
    listPlansOfApplication({ applicationId: app.id }),
    listReviews({ applicationId: app.id }),
    version ? listMajorVersions({ applicationId: app.id }) : Promise.resolve([]),
  ]);
  const major = version ? majors.find((m) => m.id === version.majorVersionId) : undefined;
  return { plans, reviews, major };
}

/** The audit queues, the review detail with its pre-review report, and the status changes (doc 2 §4, §7). */
export const auditRoutes = [
  implement(contracts.getApplicationForVerifyList, async () =>
    Promise.all((await listApplicationsInStatus({ code: '1' })).map(applicationView)),
  ),
  implement(contracts.getApplicationForVerify, async ({ params }) => {
    const app = await requireApplication(params.id);
    const { plans, reviews } = await reviewContext(app);
    const own = reviews.filter((review) => review.target === 'application');
    return {
      application: await applicationView(app),
      reviews: own.map(reviewSummary),
      preReview: await preReviewReport({ app, plans, reviews: own }),
    };
  }),
  /**
   * Every application in one status, platform-wide (our design for the `application-list` and
   * `application-market-management` screens, which the spec names without content): auditors and platform admins.
   */
  implement(contracts.getApplicationByStatus, async ({ params }) =>
    Promise.all((await listApplicationsInStatus({ code: params.code })).map(applicationView)),
  ),
  implement(contracts.getVersionForVerifyList, async () => {
    const versions = await listVersionsInStatus({ code: '1' });
    const apps = await getApplications(versions.map((v) => v.applicationId));
    const views = await Promise.all(
      apps.map((app) =>
        versionViews(
          app,
          versions.filter((v) => v.applicationId === app.id),
        ),
      ),
    );
    return views.flat();
  }),
  implement(contracts.getVersionForVerify, async ({ params }) => {
    const version = await requireVersion(params.id);
    const app = await requireApplication(version.applicationId);
    const { plans, reviews, major } = await reviewContext(app, version);
    const [view] = await versionViews(app, [version]);
    if (!view) throw new NotFoundError('Version not found');
    const line = reviews.filter((review) => review.target === 'version');
    return {
      version: view,
      reviews: line.filter((review) => review.targetId === version.id).map(reviewSummary),
      preReview: await preReviewReport({ app, plans, reviews: line, version, major }),
    };
  }),
  /**
   * Changes an application's status by the transition table (docs/applications.md): publishers submit, withdraw,
   * put online, take offline and archive; auditors approve ('2') or reject ('0' with a reason). 409 otherwise.
   */
  implement(contracts.updateApplicationStatus, async ({ caller, body }) => {
    const app = await requireApplication(body.id);
    return applyStatusChange({
      caller,
      app,
      input: body,
      snapshot: async () => {
        const { plans } = await reviewContext(app);
        return { ...snapshotOf({ app, plans }) };
      },
    });
  }),
  /** The same for a version; approving one hands it to tenancy. */
  implement(contracts.updateVersionStatus, async ({ caller, body }) => {
    const version = await requireVersion(body.id);
    const app = await requireApplication(version.applicationId);
    return applyStatusChange({
      caller,
      app,
      version,
      input: body,
      snapshot: async () => {
        const { plans, major } = await reviewContext(app, version);
        return { ...snapshotOf({ app, plans, version, major }) };
      },
    });
  }),
];
