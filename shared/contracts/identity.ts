import { defineContracts } from './contract.js';

/**
 * The identity contracts (spec doc 1 §3, §7; docs/users.md, docs/account-recovery.md): session and context,
 * profile, lookups, registration, account recovery, the sign-in phone check, users and their administration. The
 * schemas load with the first request that needs them (see `shared/contracts/contract.ts`).
 */
const schemas = async () => ({
  ...(await import('../schemas/session.js')),
  ...(await import('../schemas/user.js')),
  ...(await import('../schemas/registration.js')),
  ...(await import('../schemas/account.js')),
});

/** Who is signed in, where sign-in and the landing page live (doc 1 §7 Session and identity), the WebSocket ticket. */
export const sessionContracts = /* @__PURE__ */ defineContracts(schemas, {
  apiMe: {
    method: 'GET',
    path: '/api-me',
    access: 'authenticated',
    summary: 'The signed-in user; also the console network probe.',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.MeSchema }),
  },
  casUrl: {
    method: 'GET',
    path: '/cas-url',
    access: 'public',
    summary: 'Where sign-in lives.',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.SessionUrlsSchema }),
  },
  getFoundationUrl: {
    method: 'GET',
    path: '/getFoundationUrl',
    access: 'public',
    summary: 'Where the landing page lives.',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.SessionUrlsSchema }),
  },
  deleteSession: {
    method: 'GET',
    path: '/delete-session',
    access: 'authenticated',
    summary: 'Signs the user out everywhere: earlier tokens stop working and refresh tokens are revoked.',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.SessionDeletedSchema }),
  },
  websocketTicket: {
    method: 'POST',
    path: '/api-me/websocketTicket',
    access: 'authenticated',
    summary:
      'A single-use ticket that opens the platform WebSocket within 60 s (ours: `?ticket=` instead of the token).',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.WebsocketTicketSchema }),
  },
});

/** The user's enterprises and roles, the current context and its privileges (doc 1 §4, §7). */
export const contextContracts = /* @__PURE__ */ defineContracts(schemas, {
  userEnterprises: {
    method: 'GET',
    path: '/api-user/users/{userId}/enterprises',
    access: { self: 'path.userId' },
    summary: 'The enterprises the user belongs to.',
    schemas: (s) => ({ params: s.UserPathSchema, query: s.EmptyQuerySchema, response: s.EnterpriseSummaryListSchema }),
  },
  userEnterpriseRoles: {
    method: 'GET',
    path: '/api-user/users/{userId}/enterprises/{enterpriseId}/roles',
    access: { self: 'path.userId' },
    summary: 'The roles the user holds in one of their enterprises, after the synthetic all-roles entry.',
    schemas: (s) => ({
      params: s.UserEnterprisePathSchema,
      query: s.EmptyQuerySchema,
      response: s.RoleSummaryListSchema,
    }),
  },
  getCurrentEnterprise: {
    method: 'GET',
    path: '/api-user/currentEnterprise',
    access: { self: 'query.id' },
    summary: 'The current enterprise (null without memberships).',
    schemas: (s) => ({ query: s.CurrentEnterpriseQuerySchema, response: s.CurrentEnterpriseSchema }),
  },
  setCurrentEnterprise: {
    method: 'POST',
    path: '/api-user/currentEnterprise',
    access: { self: 'query.id' },
    summary: 'Switches enterprise; the role resets to all roles.',
    schemas: (s) => ({ query: s.SetCurrentEnterpriseQuerySchema, response: s.CurrentEnterpriseSchema }),
  },
  getCurrentRoleEnterprise: {
    method: 'GET',
    path: '/api-user/currentRoleEnterprise',
    access: { self: 'query.id' },
    summary: 'The current role in an enterprise (the current one by default).',
    schemas: (s) => ({ query: s.CurrentRoleQuerySchema, response: s.RoleSummarySchema }),
  },
  currentRole: {
    method: 'POST',
    path: '/api-user/currentRole',
    access: { self: 'query.id' },
    summary: 'Switches role within the current enterprise (the nil id: all roles).',
    schemas: (s) => ({ query: s.SetCurrentRoleQuerySchema, response: s.CurrentContextSchema }),
  },
  setCurrentRoleEnterprise: {
    method: 'POST',
    path: '/api-user/currentRoleEnterprise',
    access: { self: 'query.id' },
    summary: 'Switches enterprise and role at once.',
    schemas: (s) => ({ query: s.SetCurrentRoleEnterpriseQuerySchema, response: s.CurrentContextSchema }),
  },
  privileges: {
    method: 'GET',
    path: '/api-user/applications/{appId}/privileges',
    access: { self: 'query.userId' },
    summary: "The context's menu privileges: every application for the nil id, else that application's menus.",
    schemas: (s) => ({
      params: s.ApplicationPathSchema,
      query: s.ContextQuerySchema,
      response: s.MenuPrivilegesListSchema,
    }),
  },
  getFunctionRoles: {
    method: 'GET',
    path: '/api-user/function/getFunctionRoles',
    access: { self: 'query.userId' },
    summary: 'The function roles the user holds, by code.',
    schemas: (s) => ({ query: s.UserIdQuerySchema, response: s.FunctionRoleListSchema }),
  },
});

/** The user's own profile: the personal info card, user info and user data (doc 1 §3, §7). */
export const profileContracts = /* @__PURE__ */ defineContracts(schemas, {
  personInfoes: {
    method: 'GET',
    path: '/api-user/personInfoes',
    access: { self: 'query.userId' },
    summary: 'The personal info card: identity, verification, company and role names in an enterprise.',
    schemas: (s) => ({ query: s.PersonInfoQuerySchema, response: s.PersonInfoSchema }),
  },
  userInfoes: {
    method: 'GET',
    path: '/api-user/userInfoes',
    access: { self: 'query.userId' },
    summary: "The user's metadata and avatar (the default image when none).",
    schemas: (s) => ({ query: s.UserIdQuerySchema, response: s.UserInfoSchema }),
  },
  users: {
    method: 'GET',
    path: '/api-user/users',
    access: { self: 'query.userId' },
    summary: "The user's data (doc 1 §3 User).",
    schemas: (s) => ({ query: s.UserIdQuerySchema, response: s.UserSchema }),
  },
});

/** The seeded lookup lists and the region tree of the certification forms (doc 1 §3, §7). */
export const lookupContracts = /* @__PURE__ */ defineContracts(schemas, {
  verifyStatuses: {
    method: 'GET',
    path: '/api-user/verifyStatuses',
    access: 'authenticated',
    summary: 'The verify statuses, as a list.',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.LookupListSchema }),
  },
  repreLicenseTypes: {
    method: 'GET',
    path: '/api-user/repreLicenseTypes',
    access: 'authenticated',
    summary: "The representative's licence types, as an embedded collection.",
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.RepreLicenseTypesSchema }),
  },
  professions: {
    method: 'GET',
    path: '/api-user/professions',
    access: 'authenticated',
    summary: 'The professions, as an embedded collection.',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.ProfessionsSchema }),
  },
  properties: {
    method: 'GET',
    path: '/api-user/properties',
    access: 'authenticated',
    summary: 'The enterprise properties, as an embedded collection.',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.PropertiesSchema }),
  },
  scales: {
    method: 'GET',
    path: '/api-user/scales',
    access: 'authenticated',
    summary: 'The enterprise scales, as an embedded collection.',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.ScalesSchema }),
  },
  repreLicenseLocations: {
    method: 'GET',
    path: '/api-user/repreLicenseLocations',
    access: 'authenticated',
    summary: "The representative's licence locations, as an embedded collection.",
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.RepreLicenseLocationsSchema }),
  },
  getProvinces: {
    method: 'GET',
    path: '/api-user/getProvinces',
    access: 'authenticated',
    summary: 'Provinces (optionally whose name contains `name`), paged from 0.',
    schemas: (s) => ({ query: s.ProvincesQuerySchema, response: s.ProvincePageSchema }),
  },
  getRegion: {
    method: 'GET',
    path: '/api-user/getRegion',
    access: 'authenticated',
    summary: 'The region tree below the given province, city and district names.',
    schemas: (s) => ({ query: s.RegionQuerySchema, response: s.RegionTreeSchema }),
  },
});

/** Self-registration with a texted code, and the restore of a removed account (doc 1 §5, §7). */
export const registrationContracts = /* @__PURE__ */ defineContracts(schemas, {
  usernameUnique: {
    method: 'POST',
    path: '/api-user/usernameUnique/{username}',
    access: 'public',
    summary: 'True when nobody holds the username yet (limited per client address).',
    schemas: (s) => ({ params: s.UsernameUniquePathSchema, response: s.UniqueAnswerSchema }),
  },
  emailUnique: {
    method: 'POST',
    path: '/api-user/emailUnique/{email}',
    access: 'public',
    summary: 'True when nobody holds the e-mail address yet (limited per client address).',
    schemas: (s) => ({ params: s.EmailUniquePathSchema, response: s.UniqueAnswerSchema }),
  },
  phoneUnique: {
    method: 'POST',
    path: '/api-user/phoneUnique/{phone}',
    access: 'public',
    summary: 'True when nobody holds the phone number yet (limited per client address).',
    schemas: (s) => ({ params: s.PhoneUniquePathSchema, response: s.UniqueAnswerSchema }),
  },
  verificationCodes: {
    method: 'GET',
    path: '/api-user/verificationCodes',
    access: 'public',
    summary: 'Texts a registration code to the phone (resend and hourly limits).',
    schemas: (s) => ({ query: s.PhoneQuerySchema, response: s.VerificationCodeSentSchema }),
  },
  verificationCodesCheck: {
    method: 'POST',
    path: '/api-user/verificationCodesCheck/{code}',
    access: 'public',
    summary: 'Checks a registration code; a valid one verifies the phone for 30 minutes (400 with `reason` if not).',
    schemas: (s) => ({
      params: s.VerificationCodePathSchema,
      query: s.PhoneQuerySchema,
      response: s.VerificationCodeValidSchema,
    }),
  },
  checkOldUser: {
    method: 'POST',
    path: '/api-user/checkOldUser',
    access: 'public',
    summary: 'True when a removed account owns both the phone and the e-mail.',
    schemas: (s) => ({ query: s.OldUserQuerySchema, response: s.OldUserAnswerSchema }),
  },
  updateRemoveFlag: {
    method: 'POST',
    path: '/api-user/updateRemoveFlag',
    access: 'public',
    summary: 'Restores the removed account owning the phone and e-mail (the phone verified by a code).',
    schemas: (s) => ({ query: s.OldUserQuerySchema, response: s.AccountRestoredSchema }),
  },
  backendUsers: {
    method: 'POST',
    path: '/backendUsers',
    access: 'public',
    summary: 'Registers a user whose phone was verified by a code.',
    schemas: (s) => ({ body: s.RegistrationSchema, response: s.RegisteredUserSchema }),
  },
});

/** Password reset and username recovery (docs/account-recovery.md). */
export const accountRecoveryContracts = /* @__PURE__ */ defineContracts(schemas, {
  passwordResetCodes: {
    method: 'GET',
    path: '/api-user/passwordResetCodes',
    access: 'public',
    summary: "Sends a password-reset code to the account's phone (e-mail without one); the same answer when unknown.",
    schemas: (s) => ({ query: s.AccountIdentifierSchema, response: s.AccountCodeSentSchema }),
  },
  passwordResetCodesCheck: {
    method: 'POST',
    path: '/api-user/passwordResetCodesCheck/{code}',
    access: 'public',
    summary: 'Checks a reset code; a valid one lets the new password be set within 30 minutes.',
    schemas: (s) => ({
      params: s.AccountCodePathSchema,
      query: s.AccountIdentifierSchema,
      response: s.AccountCodeValidSchema,
    }),
  },
  passwordResets: {
    method: 'POST',
    path: '/api-user/passwordResets',
    access: 'public',
    summary: 'Sets the new password after a checked code, then ends every session of the account.',
    schemas: (s) => ({ body: s.PasswordResetSchema, response: s.PasswordResetDoneSchema }),
  },
  usernameRecoveryCodes: {
    method: 'GET',
    path: '/api-user/usernameRecoveryCodes',
    access: 'public',
    summary: 'Sends a username-recovery code to the phone; the same answer for a phone without an account.',
    schemas: (s) => ({ query: s.UsernameRecoveryCodeQuerySchema, response: s.AccountCodeSentSchema }),
  },
  usernameRecoveries: {
    method: 'POST',
    path: '/api-user/usernameRecoveries',
    access: 'public',
    summary: "Checks the code and answers the phone's username (the code is single use).",
    schemas: (s) => ({ body: s.UsernameRecoverySchema, response: s.UsernameRecoveredSchema }),
  },
});

/** The phone check of a sign-in (doc 1 §2 phone login validation, §4, §7). */
export const phoneValidationContracts = /* @__PURE__ */ defineContracts(schemas, {
  getPhoneInfo: {
    method: 'GET',
    path: '/login-validate/getPhoneInfo',
    access: 'authenticated',
    summary: "The tail of the caller's phone and whether this sign-in must be checked.",
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.PhoneInfoSchema }),
  },
  mobileLoginVerificationCodes: {
    method: 'GET',
    path: '/login-validate/mobileLoginVerificationCodes',
    access: 'authenticated',
    summary: "Texts a sign-in code to the caller's own phone.",
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.AccountCodeSentSchema }),
  },
  validateCode: {
    method: 'POST',
    path: '/validateCode/{code}',
    access: 'authenticated',
    summary: 'Checks the sign-in code; a valid one marks this sign-in as phone-validated.',
    schemas: (s) => ({
      params: s.PhoneValidationCodePathSchema,
      query: s.EmptyQuerySchema,
      response: s.PhoneValidatedSchema,
    }),
  },
});

/** Private registration with an e-mailed link (docs/account-recovery.md). */
export const accountRegistrationContracts = /* @__PURE__ */ defineContracts(schemas, {
  privateRegistrations: {
    method: 'POST',
    path: '/api-user/privateRegistrations',
    access: 'public',
    summary: 'Registers a private account (username, e-mail, password) and e-mails a verification link.',
    schemas: (s) => ({ body: s.PrivateRegistrationSchema, response: s.PrivateRegisteredSchema }),
  },
  emailVerificationResends: {
    method: 'POST',
    path: '/api-user/emailVerificationResends',
    access: 'public',
    summary: "Sends a new link to a pending registration's e-mail (at most every 120 s); the same answer otherwise.",
    schemas: (s) => ({ body: s.EmailVerificationResendSchema, response: s.EmailVerificationSentSchema }),
  },
  emailVerifications: {
    method: 'POST',
    path: '/api-user/emailVerifications',
    access: 'public',
    summary: 'Opens an e-mailed link: activates its pending registration (400 invalid or expired, 409 used).',
    schemas: (s) => ({ body: s.EmailVerificationSchema, response: s.EmailVerifiedSchema }),
  },
});

/** User lists, roles and the own user data (docs/users.md). */
export const userContracts = /* @__PURE__ */ defineContracts(schemas, {
  userWithEnterprises: {
    method: 'GET',
    path: '/api-user/userWithEnterprises',
    access: {
      privilege: ['employee-list-management:view', 'employee-list-management-private:view'],
      enterprise: 'query.enterpriseId',
    },
    summary: "The employee list: an enterprise's members with the roles they hold there (a personal space's too).",
    schemas: (s) => ({ query: s.UserWithEnterprisesQuerySchema, response: s.UserWithEnterprisePageSchema }),
  },
  enterpriseProjections: {
    method: 'GET',
    path: '/api-user/users/{userId}/enterpriseProjections',
    access: 'authenticated',
    summary: 'The enterprises of a user with the roles held in each (the user or a platform administrator).',
    schemas: (s) => ({
      params: s.UserPathSchema,
      query: s.EnterpriseProjectionsQuerySchema,
      response: s.EnterpriseProjectionListSchema,
    }),
  },
  roles: {
    method: 'GET',
    path: '/api-user/roles',
    access: { member: 'query.enterpriseId' },
    summary: 'The roles of an enterprise (the current one by default).',
    schemas: (s) => ({ query: s.RolesQuerySchema, response: s.RoleOfEnterpriseListSchema }),
  },
  roleWithUsers: {
    method: 'GET',
    path: '/api-user/roleWithUsers',
    access: { privilege: 'user-role-config:view', enterprise: { role: 'query.role' } },
    summary: 'The users holding a role; `user` narrows to a user id or a username prefix.',
    schemas: (s) => ({ query: s.RoleWithUsersQuerySchema, response: s.UserListSchema }),
  },
  updateUserDetails: {
    method: 'PATCH',
    path: '/api-user/users/{userId}',
    access: { self: 'path.userId' },
    summary: 'Edits the own e-mail, phone (verified by a code) and metadata.',
    schemas: (s) => ({ params: s.UserPathSchema, body: s.UpdateUserDetailsSchema, response: s.UserSchema }),
  },
  changePassword: {
    method: 'PUT',
    path: '/api-user/users/{userId}/password',
    access: { self: 'path.userId' },
    summary: 'Changes the own password (the current one is checked first).',
    schemas: (s) => ({ params: s.UserPathSchema, body: s.ModifyPasswordSchema, response: s.PasswordChangedSchema }),
  },
});

/** Platform user administration (doc 1 §6); platform administrators only. */
export const userAdminContracts = /* @__PURE__ */ defineContracts(schemas, {
  platformUsers: {
    method: 'GET',
    path: '/api-user/platformUsers',
    access: 'platform-admin',
    summary: 'Platform staff (`type=platform`) or every other account (`type=private`), by username.',
    schemas: (s) => ({ query: s.PlatformUsersQuerySchema, response: s.UserListPageSchema }),
  },
  createPlatformUser: {
    method: 'POST',
    path: '/api-user/platformUsers',
    access: 'platform-admin',
    summary: 'Adds a platform user.',
    schemas: (s) => ({ body: s.PlatformUserSchema, response: s.RegisteredUserSchema }),
  },
  resetUserPassword: {
    method: 'PUT',
    path: '/api-user/platformUsers/{userId}/password',
    access: 'platform-admin',
    summary: "Resets a user's password; the user's sessions end.",
    schemas: (s) => ({
      params: s.UserPathSchema,
      body: s.AdminResetPasswordSchema,
      response: s.PasswordResetDoneSchema,
    }),
  },
});

/** The enterprise list of platform administrators (doc 1 §9). */
export const enterpriseListContracts = /* @__PURE__ */ defineContracts(schemas, {
  enterprises: {
    method: 'GET',
    path: '/api-user/enterprises',
    access: 'platform-admin',
    summary: 'The enterprises by name, created within a day range (the platform itself is not listed).',
    schemas: (s) => ({ query: s.EnterpriseListQuerySchema, response: s.EnterpriseListPageSchema }),
  },
});

/** Deregistration from the platform (doc 1 §7). */
export const deregistrationContracts = /* @__PURE__ */ defineContracts(schemas, {
  updateRemove: {
    method: 'POST',
    path: '/api-user/updateRemove',
    access: { self: 'query.userId' },
    summary: 'Deregisters the caller: the account is marked removed and signed out everywhere.',
    schemas: (s) => ({ query: s.UserIdQuerySchema, response: s.DeregisteredSchema }),
  },
});

/** Every contract table of the identity domain (the API index, `shared/contracts/index.ts`, lists them). */
export const identityTables = [
  sessionContracts,
  contextContracts,
  profileContracts,
  lookupContracts,
  registrationContracts,
  accountRecoveryContracts,
  phoneValidationContracts,
  accountRegistrationContracts,
  userContracts,
  userAdminContracts,
  enterpriseListContracts,
  deregistrationContracts,
];
