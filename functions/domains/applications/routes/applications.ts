import { applicationContracts as contracts } from '../../../../shared/contracts/applications.js';
import { randomUUID } from 'node:crypto';
import { PLATFORM_COMPANY_NAME } from '../../../../shared/constants/application-rules.js';
import type { SubmitApplicationInput, UpdateApplicationInput } from '../../../../shared/schemas/application.js';
import type { Caller } from '../../../lib/auth/caller.js';
import type { FieldIssue } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { getEnterprise } from '../../identity/index.js';
import { assertManages, assertSees, canManage, canSee, scopeForCreate } from '../access.js';
import { checkOwnImages, resolveCategory, resolveLookups, throwIfIssues } from '../checks.js';
import {
  createApplication,
  getApplication,
  getApplications,
  listApplicationsOfCompany,
  listApplicationsOfUser,
  replaceApplication,
  requireApplication,
  type ApplicationRecord,
  type Named,
} from '../data/application.js';
import { syncMarketEntry } from '../market.js';
import { applicationView } from '../views/application-view.js';

/** A generated application code when the publisher leaves it empty (doc 2 §3: the code can be generated). */
const generatedCode = () => `APP-${randomUUID().slice(0, 8).toUpperCase()}`;

/** The fields every save checks against stored data: lookups, the category pair, the logo, the dependencies. */
async function resolveFields(
  caller: Caller,
  body: SubmitApplicationInput | UpdateApplicationInput,
  before: ApplicationRecord | undefined,
  issues: FieldIssue[],
) {
  const [lookups, categories] = await Promise.all([
    resolveLookups({ terminal: body.terminal, model: body.model, type: body.type }, issues),
    resolveCategory(body.parentCategory.id, body.category.id, issues),
    checkOwnImages(
      [{ field: 'body.logo', name: body.logo }],
      caller.userId,
      new Set(before ? [before.logo] : []),
      issues,
    ),
  ]);
  const dependIds = (body.dependApplicationList ?? []).map((ref) => ref.id);
  const found = await getApplications(dependIds);
  const depends: Named[] = [];
  for (const id of dependIds) {
    const app = found.find((candidate) => candidate.id === id);
    if (!app || !(await canSee(caller, app))) {
      issues.push({ field: 'body.dependApplicationList', message: `Not an application: ${id}` });
    } else depends.push({ id: app.id, name: app.name });
  }
  return { ...lookups, ...categories, dependApplicationList: depends };
}

/** Applications and modules: create, edit, read, and the publisher's lists (doc 2 §7). */
export const applicationRoutes = [
  /**
   * Creates an application (or a module with `ifModule`) in the scope `createCompanyId` asks for; the creator and
   * company are the caller's. Code, name and English name unique (409 on the field with the spec's messages).
   */
  implement(contracts.submitApplication, async ({ caller, body }) => {
    const issues: FieldIssue[] = [];
    let main: ApplicationRecord | undefined;
    if (body.ifModule) {
      main = body.mainApplication ? await getApplication({ applicationId: body.mainApplication.id }) : undefined;
      if (!main || main.ifModule || !(await canManage(caller, main))) {
        issues.push({ field: 'body.mainApplication.id', message: 'Not an application you manage' });
      }
    }
    const owner = main
      ? { scope: main.scope, companyId: main.createCompanyId, companyName: main.createCompanyName }
      : await scopeForCreate(caller, body.createCompanyId).then(async ({ scope, companyId }) => ({
          scope,
          companyId,
          companyName:
            scope === 'platform'
              ? PLATFORM_COMPANY_NAME
              : scope === 'enterprise'
                ? ((await getEnterprise({ enterpriseId: companyId }))?.name ?? '')
                : '',
        }));
    const fields = await resolveFields(caller, body, undefined, issues);
    throwIfIssues(issues);
    const now = new Date().toISOString();
    const record: ApplicationRecord = {
      id: randomUUID(),
      code: body.code || generatedCode(),
      name: body.name,
      enName: body.enName,
      logo: body.logo,
      scope: owner.scope,
      ...fields,
      status: body.status?.code ?? '0',
      description: body.description ?? '',
      createUserId: caller.userId,
      createUserName: caller.username,
      createCompanyId: owner.companyId,
      createCompanyName: owner.companyName,
      createDate: now,
      updateDate: now,
      ifModule: Boolean(main),
      ifEnabled: true,
      ...(main ? { mainApplication: { id: main.id, name: main.name } } : {}),
    };
    await createApplication(record);
    return { applicationId: record.id, code: record.code };
  }),
  /** Edits an application's fields (not while under review or archived); scope and creator never change. */
  implement(contracts.updateApplication, async ({ caller, body }) => {
    const before = await requireApplication(body.id);
    await assertManages(caller, before);
    const issues: FieldIssue[] = [];
    const fields = await resolveFields(caller, body, before, issues);
    throwIfIssues(issues);
    const after: ApplicationRecord = {
      ...before,
      code: body.code || before.code,
      name: body.name,
      enName: body.enName,
      logo: body.logo,
      ...fields,
      description: body.description ?? '',
      updateDate: new Date().toISOString(),
    };
    await replaceApplication(before, after);
    await syncMarketEntry(after.id);
    return applicationView(after);
  }),
  /** One application with its modules, versions, plans and last review; 404 when missing or not visible. */
  implement(contracts.getApplication, async ({ caller, params }) => {
    const app = await requireApplication(params.id);
    await assertSees(caller, app);
    return applicationView(app);
  }),
  /** Whether an application exists for the caller (doc 2 §5: a plan needs its application). */
  implement(contracts.checkApplicationId, async ({ caller, params }) => {
    const app = await getApplication({ applicationId: params.applicationId });
    const visible = app !== undefined && (await canSee(caller, app));
    return { exists: visible, id: params.applicationId, name: visible ? app.name : '' };
  }),
  /** The applications a user created (their private-scope list): the user themself. */
  implement(contracts.getApplicationByUserId, async ({ params }) =>
    Promise.all((await listApplicationsOfUser({ userId: params.userId })).map(applicationView)),
  ),
  /** The applications of an enterprise (the nil id: the platform's), for the management lists. */
  implement(contracts.getApplicationByCompanyId, async ({ params }) =>
    Promise.all((await listApplicationsOfCompany({ companyId: params.enterpriseId })).map(applicationView)),
  ),
];
