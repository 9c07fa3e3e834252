import { NIL_ID } from '../../../shared/constants/ids.js';
import type { Caller } from '../../lib/auth/caller.js';
import { hasPrivilege } from '../../lib/auth/privileges.js';
import { ForbiddenError, NotFoundError } from '../../lib/errors.js';
import type { ApplicationRecord } from './data/application.js';

/** The menu whose privileges govern enterprise-scope applications (`application-management-enterprise:<code>`). */
const ENTERPRISE_MENU = 'application-management-enterprise';

/**
 * Who manages an application (edit, versions, plans, submit, online/offline/archive): platform administrators
 * always; the platform scope only them; the enterprise scope holders of the management menu's `edit` privilege
 * in its enterprise; the private scope its creator.
 */
export async function canManage(caller: Caller, app: ApplicationRecord): Promise<boolean> {
  if (caller.isPlatformAdmin) return true;
  if (app.scope === 'platform') return false;
  if (app.scope === 'enterprise') return hasPrivilege(caller, app.createCompanyId, `${ENTERPRISE_MENU}:edit`);
  return app.createUserId === caller.userId;
}

/**
 * Who may see an application: everyone signed in once it is online; before that its managers, auditors, and for
 * the enterprise scope members holding the management menu's `view` privilege.
 */
export async function canSee(caller: Caller, app: ApplicationRecord): Promise<boolean> {
  if (app.status === '3' || caller.isAuditor || caller.isPlatformAdmin) return true;
  if (await canManage(caller, app)) return true;
  return app.scope === 'enterprise' && hasPrivilege(caller, app.createCompanyId, `${ENTERPRISE_MENU}:view`);
}

/** 404 unless the caller may see the application: an application one may not see does not exist for them. */
export async function assertSees(caller: Caller, app: ApplicationRecord): Promise<void> {
  if (!(await canSee(caller, app))) throw new NotFoundError('Application not found');
}

/** 404 unless the caller may see the application, 403 unless they may manage it. */
export async function assertManages(caller: Caller, app: ApplicationRecord): Promise<void> {
  await assertSees(caller, app);
  if (!(await canManage(caller, app))) throw new ForbiddenError('Only the managers of this application may change it');
}

/** The scope `createCompanyId` asks for, and the privilege the caller needs for it (403 otherwise). */
export async function scopeForCreate(
  caller: Caller,
  createCompanyId: string | undefined,
): Promise<{ scope: ApplicationRecord['scope']; companyId: string }> {
  if (createCompanyId === NIL_ID) {
    if (!caller.isPlatformAdmin) throw new ForbiddenError('Only platform administrators publish platform applications');
    return { scope: 'platform', companyId: NIL_ID };
  }
  if (createCompanyId) {
    if (!(await hasPrivilege(caller, createCompanyId, `${ENTERPRISE_MENU}:add`))) {
      throw new ForbiddenError('You may not publish applications for this enterprise');
    }
    return { scope: 'enterprise', companyId: createCompanyId };
  }
  return { scope: 'private', companyId: '' };
}
