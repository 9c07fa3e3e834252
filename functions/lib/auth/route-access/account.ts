import type { RouteAccessTable } from '../access-rule.js';

/** Who may call each account route (see docs/authorization.md). */
export const accountAccess = {
  'GET /api-user/passwordResetCodes': 'public',
  'POST /api-user/passwordResetCodesCheck/{code}': 'public',
  'POST /api-user/passwordResets': 'public',
  'GET /api-user/usernameRecoveryCodes': 'public',
  'POST /api-user/usernameRecoveries': 'public',
  'POST /api-user/privateRegistrations': 'public',
  'POST /api-user/emailVerificationResends': 'public',
  'POST /api-user/emailVerifications': 'public',
  'GET /api-user/invitations/{code}': 'public',
  'POST /api-user/invitationRegistrations': 'public',
  'POST /api-user/usernameUnique/{username}': 'public',
  'POST /api-user/emailUnique/{email}': 'public',
  'POST /api-user/phoneUnique/{phone}': 'public',
  'GET /api-user/verificationCodes': 'public',
  'POST /api-user/verificationCodesCheck/{code}': 'public',
  'POST /api-user/checkOldUser': 'public',
  'POST /api-user/updateRemoveFlag': 'public',
  'POST /backendUsers': 'public',
} as const satisfies RouteAccessTable;
