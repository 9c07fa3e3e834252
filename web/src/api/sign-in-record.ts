import { signInSessionContracts as contracts } from '@shared/contracts/statistics.js';
import type { ReportedFailure } from '@shared/constants/statistics-rules.js';
import { call } from './http-client.js';

/*
 * What the console records of its own sign-ins (docs/statistics.md): the session path never waits for these calls
 * and never fails because of them, so each one is sent and left; a refusal is not the user's concern.
 */

const quietly = (send: () => Promise<unknown>): void => {
  send().catch(() => undefined);
};

/** Right after Cognito signed the user in: the sign-in and its session are recorded (once per session). */
export const recordSignInStart = () => quietly(() => call(contracts.startSignInSession, { silentUnauthorized: true }));

/** After a token refresh: the session was active now (the current-users list). */
export const recordSignInActivity = () =>
  quietly(() => call(contracts.touchSignInSession, { silentUnauthorized: true }));

/** Before the sign-out revokes the token: the session leaves the current-users list. Resolves, never rejects. */
export const recordSignInEnd = () =>
  call(contracts.endSignInSession, { silentUnauthorized: true }).then(
    () => undefined,
    () => undefined,
  );

/** A sign-in Cognito refused (there is no token): the username as typed and why. */
export const recordSignInFailure = (username: string, reason: ReportedFailure) =>
  quietly(() => call(contracts.reportSignInFailure, { anonymous: true, body: { username, reason } }));
