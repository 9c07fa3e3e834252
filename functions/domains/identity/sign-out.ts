/**
 * Timing of a sign-out. Tokens carry `iat` in whole seconds and the caller
 * loader rejects a token when `iat * 1000 < signedOutAt`. Recording the
 * sign-out in milliseconds (never on an exact second) revokes every token
 * issued up to that moment, including earlier in the same second; answering
 * only once the next second has begun guarantees that a token obtained after
 * the response (a new sign-in) has `iat * 1000 >= signedOutAt` and works.
 */
export function signOutTiming(now: number): { signedOutAt: number; respondAt: number } {
  const signedOutAt = now % 1000 === 0 ? now + 1 : now;
  return { signedOutAt, respondAt: Math.ceil(signedOutAt / 1000) * 1000 };
}
