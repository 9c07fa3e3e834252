import { ENTERPRISE_ADMIN_ROLE_CODE, NIL_ID } from '../../../shared/constants/ids.js';
import { readAllPages } from '../../lib/data/paging.js';
import type { SystemMessage } from './system-message-templates.js';

/** A notice from the platform to an enterprise's administrators (about its equipment, its tenant space, …). */
export interface AdministratorNotice {
  readonly enterpriseId: string;
  /** Its texts: a template of the messaging domain's catalogue and its parameters (rendered in both languages). */
  readonly message: SystemMessage;
  /** The console screen the message opens. */
  readonly action: string;
  /** Names the notice, so a run that tells it again (a retry) delivers nothing twice. */
  readonly notificationObjectId: string;
}

/** The users holding the administrator role of an enterprise. */
async function administratorsOf(enterpriseId: string): Promise<string[]> {
  // Loaded when there is something to tell, not at cold start: most scheduled runs tell nobody anything.
  const { listHoldersOfRole, listRolesOfEnterprise } = await import('../roles/index.js');
  const roles = await readAllPages((cursor) => listRolesOfEnterprise({ enterpriseId, cursor }));
  const holders = await Promise.all(
    roles
      .filter((role) => role.code === ENTERPRISE_ADMIN_ROLE_CODE)
      .map((role) => readAllPages((cursor) => listHoldersOfRole({ roleId: role.id, cursor }))),
  );
  return [...new Set(holders.flat().map((holder) => holder.userId))];
}

/**
 * Tells an enterprise's administrators (holders of its `ENTERPRISE_ADMIN` role) something the platform noticed: a
 * message from the platform in their message centre and by e-mail (a gateway's offline alarm, a certificate's coming
 * end, a tenant space's audit or renewal).
 */
export async function tellAdministrators(notice: AdministratorNotice): Promise<void> {
  const notifierIds = await administratorsOf(notice.enterpriseId);
  if (notifierIds.length === 0) return;
  // Loaded when there is someone to tell: the delivery code is not part of a caller's cold start.
  const { notifyUsers, SEND_EMAIL, USER_MESSAGE_SELF_TYPE, USER_MESSAGE_TYPE } = await import('./notify.js');
  const { systemMessage } = await import('./system-message-templates.js');
  const { SYSTEM_MESSAGE_TEMPLATES } = await import('./system-message-catalogue.js');
  await notifyUsers({
    actorId: NIL_ID,
    actorName: 'Platform',
    notifierIds,
    ...systemMessage(SYSTEM_MESSAGE_TEMPLATES, notice.message),
    type: USER_MESSAGE_TYPE,
    selfType: USER_MESSAGE_SELF_TYPE,
    action: notice.action,
    ways: [SEND_EMAIL],
    enterpriseId: notice.enterpriseId,
    notificationObjectId: notice.notificationObjectId,
  });
}
