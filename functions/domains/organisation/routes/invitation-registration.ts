import { NIL_ID } from '../../../../shared/constants/ids.js';
import { effectiveInvitationState } from '../../../../shared/constants/organisation-rules.js';
import { invitationRegistrationContracts as contracts } from '../../../../shared/contracts/organisation.js';
import type { DepartmentPositions } from '../../../../shared/schemas/organisation-responses.js';
import { listDepartmentsOfEnterprise, listPositions, requireDepartment } from '../data/department.js';
import { getEnterprise } from '../../identity/index.js';
import { failInvitation, getInvitation, registerInvitedUser, type InvitationRecord } from '../data/invitation.js';
import { getPosition } from '../data/position.js';
import { listRolesOfEnterprise } from '../../roles/index.js';
import { deleteVerificationCode, isPhoneVerified } from '../../identity/index.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { createCognitoUser, deleteCognitoUser, REGISTERED_MESSAGE } from '../../identity/index.js';
import { departmentView, positionView } from './organisation.js';
import { secretMatches, splitCode } from './invitations.js';

/** How long a code check verifies the phone (the same window as `POST /backendUsers/`). */
const VERIFIED_FOR_SECONDS = 30 * 60;
const NOT_VERIFIED_REASON = '手机号未验证或验证已过期，请重新获取验证码';
/** Code of the role an invited user gets when the enterprise has it (the demo enterprise's staff role). */
const STAFF_ROLE_CODE = 'STAFF';

/** Why a link cannot register, for the page's clear message. */
type DeadLinkReason = 'used' | 'disabled' | 'expired' | 'failed';

const deadLink = (reason: DeadLinkReason) =>
  new ConflictError(`This invitation can no longer be used (${reason})`, { reason });

/** The invitation a code opens, while it can still register: 404 for an unknown code, 409 with the reason otherwise. */
async function liveInvitation(code: string): Promise<{ invitation: InvitationRecord; tokenHash: string }> {
  const { invitationId, secret } = splitCode(code);
  const invitation = await getInvitation({ invitationId });
  if (!invitation || !secretMatches(invitation, secret)) throw new NotFoundError('This invitation link is not valid');
  const state = effectiveInvitationState(invitation);
  const reasons: Partial<Record<typeof state, DeadLinkReason>> = {
    ACTIVATED: 'used',
    DISABLED: 'disabled',
    TIMEOUT: 'expired',
    FAILED: 'failed',
    EMAIL_FAIL: 'failed',
  };
  const reason = reasons[state];
  if (reason) throw deadLink(reason);
  return { invitation, tokenHash: invitation.tokenHash };
}

/** The inviting enterprise's departments, each with its positions (the page's two selects). */
async function departmentsWithPositions(enterpriseId: string): Promise<DepartmentPositions[]> {
  const departments = await listDepartmentsOfEnterprise({ enterpriseId });
  return Promise.all(
    departments.map(async (d) => ({
      ...departmentView(d),
      positions: (await listPositions({ departmentId: d.id })).map(positionView),
    })),
  );
}

const fieldError = (field: string, message: string, status: 400 | 409 = 400) =>
  status === 400
    ? new ValidationError(message, [{ field: `body.${field}`, message }])
    : new ConflictError(message, { field, fields: [{ field: `body.${field}`, message }] });

export const invitationRegistrationRoutes = [
  /** Public: what the registration page shows for a link (enterprise name, e-mail, departments and positions). */
  implement(contracts.invitationDetails, async ({ params }) => {
    const { invitation } = await liveInvitation(params.code);
    const isPrivate = invitation.enterpriseId === NIL_ID;
    const [enterprise, departments] = isPrivate
      ? [undefined, []]
      : await Promise.all([
          getEnterprise({ enterpriseId: invitation.enterpriseId }),
          departmentsWithPositions(invitation.enterpriseId),
        ]);
    return {
      enterpriseId: invitation.enterpriseId,
      enterpriseName: enterprise?.name ?? '',
      private: isPrivate,
      name: invitation.name,
      email: invitation.email,
      validUntil: invitation.validUntil,
      departments,
    };
  }),
  /**
   * Public: registers the invited user with the invitation's e-mail, a phone
   * verified by a code, and (enterprise invitations) the chosen department and
   * position. The Cognito user comes first; the profile, markers, the link's
   * single use, membership, staff role and job are one transaction, and any
   * refusal deletes the Cognito user again.
   */
  implement(contracts.invitationRegistrations, async ({ body }) => {
    const { invitation, tokenHash } = await liveInvitation(body.code);
    const enterpriseId = invitation.enterpriseId;
    const isPrivate = enterpriseId === NIL_ID;
    let job;
    if (!isPrivate) {
      const missing = [
        ...(body.departmentId ? [] : [{ field: 'body.departmentId', message: 'Choose a department' }]),
        ...(body.positionId ? [] : [{ field: 'body.positionId', message: 'Choose a position' }]),
      ];
      if (missing.length > 0) throw new ValidationError('Department and position are required', missing);
      const department = await requireDepartment(body.departmentId!).catch(() => undefined);
      if (!department || department.enterpriseId !== enterpriseId) {
        throw fieldError('departmentId', 'No such department in this enterprise');
      }
      const position = await getPosition({ departmentId: department.id, positionId: body.positionId! });
      if (!position) throw fieldError('positionId', 'No such position in this department');
      job = { department, position, workGroups: [] };
    }
    if (!(await isPhoneVerified({ phone: body.phone, withinSeconds: VERIFIED_FOR_SECONDS }))) {
      throw new ValidationError(NOT_VERIFIED_REASON, [{ field: 'body.phone', message: NOT_VERIFIED_REASON }], {
        reason: NOT_VERIFIED_REASON,
      });
    }
    const staffRole = isPrivate
      ? undefined
      : (await listRolesOfEnterprise({ enterpriseId })).items.find((r) => r.code === STAFF_ROLE_CODE);

    const userId = await createCognitoUser({
      username: body.username,
      password: body.password,
      email: invitation.email,
      phone: body.phone,
    });
    const now = new Date().toISOString();
    const failure = await registerInvitedUser({
      user: {
        userId,
        username: body.username,
        email: invitation.email,
        phone: body.phone,
        verifyStatusCode: '0',
        createdAt: now,
      },
      invitation,
      tokenHash,
      job,
      staffRole,
      now,
    }).catch(async (error: unknown) => {
      await deleteCognitoUser({ username: body.username });
      throw error;
    });
    if (failure) {
      await deleteCognitoUser({ username: body.username });
      if (failure.kind === 'taken') {
        // Someone registered the invited e-mail meanwhile: this invitation can never be used.
        if (failure.field === 'email') await failInvitation({ invitationId: invitation.id });
        throw fieldError(failure.field, REGISTERED_MESSAGE, 409);
      }
      if (failure.kind === 'invitation') {
        await liveInvitation(body.code);
        throw deadLink('used');
      }
      throw failure.error;
    }
    await deleteVerificationCode({ phone: body.phone });
    return { id: userId, username: body.username };
  }),
];
