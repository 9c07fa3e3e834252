/**
 * The layout of a user's partition as loadCaller reads it: the identity domain writes the profile, the session,
 * the memberships and the phone validations there, the roles domain the role assignments and function roles
 * (test/unit/functions/data/key-prefixes.test.ts checks that their key builders agree with it).
 */
export const CALLER_PARTITION = {
  pk: (userId: string) => `USER#${userId}`,
  profile: '#PROFILE',
  session: '#SESSION',
  membership: 'ENT#',
  roleAssignment: 'ROLE#',
  functionRole: 'FROLE#',
  phoneValidation: (sessionKey: string) => `PHONEOK#${sessionKey}`,
} as const;
