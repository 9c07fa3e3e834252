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
  /** The signed-in user; also the console network probe. */
  apiMe: {
    method: 'GET',
    path: '/api-me',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.MeSchema }),
  },
  /** Where sign-in lives. */
  casUrl: {
    method: 'GET',
    path: '/cas-url',
    access: 'public',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.SessionUrlsSchema }),
  },
  /** Where the landing page lives. */
  getFoundationUrl: {
    method: 'GET',
    path: '/getFoundationUrl',
    access: 'public',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.SessionUrlsSchema }),
  },
  /** Signs the user out everywhere: earlier tokens stop working and refresh tokens are revoked. */
  deleteSession: {
    method: 'GET',
    path: '/delete-session',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.SessionDeletedSchema }),
  },
  /** A single-use ticket that opens the platform WebSocket within 60 s (ours: `?ticket=` instead of the token). */
  websocketTicket: {
    method: 'POST',
    path: '/api-me/websocketTicket',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.WebsocketTicketSchema }),
  },
});

/** The user's enterprises and roles, the current context and its privileges (doc 1 §4, §7). */
export const contextContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The enterprises the user belongs to. */
  userEnterprises: {
    method: 'GET',
    path: '/api-user/users/{userId}/enterprises',
    access: { self: 'path.userId' },
    schemas: (s) => ({ params: s.UserPathSchema, query: s.EmptyQuerySchema, response: s.EnterpriseSummaryListSchema }),
  },
  /** The roles the user holds in one of their enterprises, after the synthetic all-roles entry. */
  userEnterpriseRoles: {
    method: 'GET',
    path: '/api-user/users/{userId}/enterprises/{enterpriseId}/roles',
    access: { self: 'path.userId' },
    schemas: (s) => ({
      params: s.UserEnterprisePathSchema,
      query: s.EmptyQuerySchema,
      response: s.RoleSummaryListSchema,
    }),
  },
  /** The current enterprise (null without memberships). */
  getCurrentEnterprise: {
    method: 'GET',
    path: '/api-user/currentEnterprise',
    access: { self: 'query.id' },
    schemas: (s) => ({ query: s.CurrentEnterpriseQuerySchema, response: s.CurrentEnterpriseSchema }),
  },
  /** Switches enterprise; the role resets to all roles. */
  setCurrentEnterprise: {
    method: 'POST',
    path: '/api-user/currentEnterprise',
    access: { self: 'query.id' },
    schemas: (s) => ({ query: s.SetCurrentEnterpriseQuerySchema, response: s.CurrentEnterpriseSchema }),
  },
  /** The current role in an enterprise (the current one by default). */
  getCurrentRoleEnterprise: {
    method: 'GET',
    path: '/api-user/currentRoleEnterprise',
    access: { self: 'query.id' },
    schemas: (s) => ({ query: s.CurrentRoleQuerySchema, response: s.RoleSummarySchema }),
  },
  /** Switches role within the current enterprise (the nil id: all roles). */
  currentRole: {
    method: 'POST',
    path: '/api-user/currentRole',
    access: { self: 'query.id' },
    schemas: (s) => ({ query: s.SetCurrentRoleQuerySchema, response: s.CurrentContextSchema }),
  },
  /** Switches enterprise and role at once. */
  setCurrentRoleEnterprise: {
    method: 'POST',
    path: '/api-user/currentRoleEnterprise',
    access: { self: 'query.id' },
    schemas: (s) => ({ query: s.SetCurrentRoleEnterpriseQuerySchema, response: s.CurrentContextSchema }),
  },
  /** The context's menu privileges: every application for the nil id, else that application's menus. */
  privileges: {
    method: 'GET',
    path: '/api-user/applications/{appId}/privileges',
    access: { self: 'query.userId' },
    schemas: (s) => ({
      params: s.ApplicationPathSchema,
      query: s.ContextQuerySchema,
      response: s.MenuPrivilegesListSchema,
    }),
  },
  /** The function roles the user holds, by code. */
  getFunctionRoles: {
    method: 'GET',
    path: '/api-user/function/getFunctionRoles',
    access: { self: 'query.userId' },
    schemas: (s) => ({ query: s.UserIdQuerySchema, response: s.FunctionRoleListSchema }),
  },
});

/** The user's own profile: the personal info card, user info and user data (doc 1 §3, §7). */
export const profileContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The personal info card: identity, verification, company and role names in an enterprise. */
  personInfoes: {
    method: 'GET',
    path: '/api-user/personInfoes',
    access: { self: 'query.userId' },
    schemas: (s) => ({ query: s.PersonInfoQuerySchema, response: s.PersonInfoSchema }),
  },
  /** The user's metadata and avatar (the default image when none). */
  userInfoes: {
    method: 'GET',
    path: '/api-user/userInfoes',
    access: { self: 'query.userId' },
    schemas: (s) => ({ query: s.UserIdQuerySchema, response: s.UserInfoSchema }),
  },
  /** The user's data (doc 1 §3 User). */
  users: {
    method: 'GET',
    path: '/api-user/users',
    access: { self: 'query.userId' },
    schemas: (s) => ({ query: s.UserIdQuerySchema, response: s.UserSchema }),
  },
});

/** The seeded lookup lists and the region tree of the certification forms (doc 1 §3, §7). */
export const lookupContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The verify statuses, as a list. */
  verifyStatuses: {
    method: 'GET',
    path: '/api-user/verifyStatuses',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.LookupListSchema }),
  },
  /** The representative's licence types, as an embedded collection. */
  repreLicenseTypes: {
    method: 'GET',
    path: '/api-user/repreLicenseTypes',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.RepreLicenseTypesSchema }),
  },
  /** The professions, as an embedded collection. */
  professions: {
    method: 'GET',
    path: '/api-user/professions',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.ProfessionsSchema }),
  },
  /** The enterprise properties, as an embedded collection. */
  properties: {
    method: 'GET',
    path: '/api-user/properties',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.PropertiesSchema }),
  },
  /** The enterprise scales, as an embedded collection. */
  scales: {
    method: 'GET',
    path: '/api-user/scales',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.ScalesSchema }),
  },
  /** The representative's licence locations, as an embedded collection. */
  repreLicenseLocations: {
    method: 'GET',
    path: '/api-user/repreLicenseLocations',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.RepreLicenseLocationsSchema }),
  },
  /** Provinces (optionally whose name contains `name`), paged from 0. */
  getProvinces: {
    method: 'GET',
    path: '/api-user/getProvinces',
    access: 'authenticated',
    schemas: (s) => ({ query: s.ProvincesQuerySchema, response: s.ProvincePageSchema }),
  },
  /** The region tree below the given province, city and district names. */
  getRegion: {
    method: 'GET',
    path: '/api-user/getRegion',
    access: 'authenticated',
    schemas: (s) => ({ query: s.RegionQuerySchema, response: s.RegionTreeSchema }),
  },
});

/** Self-registration with a texted code, and the restore of a removed account (doc 1 §5, §7). */
export const registrationContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** True when nobody holds the username yet (limited per client address). */
  usernameUnique: {
    method: 'POST',
    path: '/api-user/usernameUnique/{username}',
    access: 'public',
    schemas: (s) => ({ params: s.UsernameUniquePathSchema, response: s.UniqueAnswerSchema }),
  },
  /** True when nobody holds the e-mail address yet (limited per client address). */
  emailUnique: {
    method: 'POST',
    path: '/api-user/emailUnique/{email}',
    access: 'public',
    schemas: (s) => ({ params: s.EmailUniquePathSchema, response: s.UniqueAnswerSchema }),
  },
  /** True when nobody holds the phone number yet (limited per client address). */
  phoneUnique: {
    method: 'POST',
    path: '/api-user/phoneUnique/{phone}',
    access: 'public',
    schemas: (s) => ({ params: s.PhoneUniquePathSchema, response: s.UniqueAnswerSchema }),
  },
  /** Texts a registration code to the phone (resend and hourly limits). */
  verificationCodes: {
    method: 'GET',
    path: '/api-user/verificationCodes',
    access: 'public',
    schemas: (s) => ({ query: s.PhoneQuerySchema, response: s.VerificationCodeSentSchema }),
  },
  /** Checks a registration code; a valid one verifies the phone for 30 minutes (400 with `reason` if not). */
  verificationCodesCheck: {
    method: 'POST',
    path: '/api-user/verificationCodesCheck/{code}',
    access: 'public',
    schemas: (s) => ({
      params: s.VerificationCodePathSchema,
      query: s.PhoneQuerySchema,
      response: s.VerificationCodeValidSchema,
    }),
  },
  /** True when a removed account owns both the phone and the e-mail. */
  checkOldUser: {
    method: 'POST',
    path: '/api-user/checkOldUser',
    access: 'public',
    schemas: (s) => ({ query: s.OldUserQuerySchema, response: s.OldUserAnswerSchema }),
  },
  /** Restores the removed account owning the phone and e-mail (the phone verified by a code). */
  updateRemoveFlag: {
    method: 'POST',
    path: '/api-user/updateRemoveFlag',
    access: 'public',
    schemas: (s) => ({ query: s.OldUserQuerySchema, response: s.AccountRestoredSchema }),
  },
  /** Registers a user whose phone was verified by a code. */
  backendUsers: {
    method: 'POST',
    path: '/backendUsers',
    access: 'public',
    schemas: (s) => ({ body: s.RegistrationSchema, response: s.RegisteredUserSchema }),
  },
});

/** Password reset and username recovery (docs/account-recovery.md). */
export const accountRecoveryContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Sends a password-reset code to the account's phone (e-mail without one); the same answer when unknown. */
  passwordResetCodes: {
    method: 'GET',
    path: '/api-user/passwordResetCodes',
    access: 'public',
    schemas: (s) => ({ query: s.AccountIdentifierSchema, response: s.AccountCodeSentSchema }),
  },
  /** Checks a reset code; a valid one lets the new password be set within 30 minutes. */
  passwordResetCodesCheck: {
    method: 'POST',
    path: '/api-user/passwordResetCodesCheck/{code}',
    access: 'public',
    schemas: (s) => ({
      params: s.AccountCodePathSchema,
      query: s.AccountIdentifierSchema,
      response: s.AccountCodeValidSchema,
    }),
  },
  /** Sets the new password after a checked code, then ends every session of the account. */
  passwordResets: {
    method: 'POST',
    path: '/api-user/passwordResets',
    access: 'public',
    schemas: (s) => ({ body: s.PasswordResetSchema, response: s.PasswordResetDoneSchema }),
  },
  /** Sends a username-recovery code to the phone; the same answer for a phone without an account. */
  usernameRecoveryCodes: {
    method: 'GET',
    path: '/api-user/usernameRecoveryCodes',
    access: 'public',
    schemas: (s) => ({ query: s.UsernameRecoveryCodeQuerySchema, response: s.AccountCodeSentSchema }),
  },
  /** Checks the code and answers the phone's username (the code is single use). */
  usernameRecoveries: {
    method: 'POST',
    path: '/api-user/usernameRecoveries',
    access: 'public',
    schemas: (s) => ({ body: s.UsernameRecoverySchema, response: s.UsernameRecoveredSchema }),
  },
});

/** The phone check of a sign-in (doc 1 §2 phone login validation, §4, §7). */
export const phoneValidationContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The tail of the caller's phone and whether this sign-in must be checked. */
  getPhoneInfo: {
    method: 'GET',
    path: '/login-validate/getPhoneInfo',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.PhoneInfoSchema }),
  },
  /** Texts a sign-in code to the caller's own phone. */
  mobileLoginVerificationCodes: {
    method: 'GET',
    path: '/login-validate/mobileLoginVerificationCodes',
    access: 'authenticated',
    schemas: (s) => ({ query: s.EmptyQuerySchema, response: s.AccountCodeSentSchema }),
  },
  /** Checks the sign-in code; a valid one marks this sign-in as phone-validated. */
  validateCode: {
    method: 'POST',
    path: '/validateCode/{code}',
    access: 'authenticated',
    schemas: (s) => ({
      params: s.PhoneValidationCodePathSchema,
      query: s.EmptyQuerySchema,
      response: s.PhoneValidatedSchema,
    }),
  },
});

/** Private registration with an e-mailed link (docs/account-recovery.md). */
export const accountRegistrationContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Registers a private account (username, e-mail, password) and e-mails a verification link. */
  privateRegistrations: {
    method: 'POST',
    path: '/api-user/privateRegistrations',
    access: 'public',
    schemas: (s) => ({ body: s.PrivateRegistrationSchema, response: s.PrivateRegisteredSchema }),
  },
  /** Sends a new link to a pending registration's e-mail (at most every 120 s); the same answer otherwise. */
  emailVerificationResends: {
    method: 'POST',
    path: '/api-user/emailVerificationResends',
    access: 'public',
    schemas: (s) => ({ body: s.EmailVerificationResendSchema, response: s.EmailVerificationSentSchema }),
  },
  /** Opens an e-mailed link: activates its pending registration (400 invalid or expired, 409 used). */
  emailVerifications: {
    method: 'POST',
    path: '/api-user/emailVerifications',
    access: 'public',
    schemas: (s) => ({ body: s.EmailVerificationSchema, response: s.EmailVerifiedSchema }),
  },
});

/** User lists, roles and the own user data (docs/users.md). */
export const userContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The employee list: an enterprise's members with the roles they hold there (a personal space's too). */
  userWithEnterprises: {
    method: 'GET',
    path: '/api-user/userWithEnterprises',
    access: {
      privilege: ['employee-list-management:view', 'employee-list-management-private:view'],
      enterprise: 'query.enterpriseId',
    },
    schemas: (s) => ({ query: s.UserWithEnterprisesQuerySchema, response: s.UserWithEnterprisePageSchema }),
  },
  /** The enterprises of a user with the roles held in each (the user or a platform administrator). */
  enterpriseProjections: {
    method: 'GET',
    path: '/api-user/users/{userId}/enterpriseProjections',
    access: 'authenticated',
    schemas: (s) => ({
      params: s.UserPathSchema,
      query: s.EnterpriseProjectionsQuerySchema,
      response: s.EnterpriseProjectionListSchema,
    }),
  },
  /** The roles of an enterprise (the current one by default). */
  roles: {
    method: 'GET',
    path: '/api-user/roles',
    access: { member: 'query.enterpriseId' },
    schemas: (s) => ({ query: s.RolesQuerySchema, response: s.RoleOfEnterpriseListSchema }),
  },
  /** The users holding a role; `user` narrows to a user id or a username prefix. */
  roleWithUsers: {
    method: 'GET',
    path: '/api-user/roleWithUsers',
    access: { privilege: 'user-role-config:view', enterprise: { role: 'query.role' } },
    schemas: (s) => ({ query: s.RoleWithUsersQuerySchema, response: s.UserListSchema }),
  },
  /** Edits the own e-mail, phone (verified by a code) and metadata. */
  updateUserDetails: {
    method: 'PATCH',
    path: '/api-user/users/{userId}',
    access: { self: 'path.userId' },
    schemas: (s) => ({ params: s.UserPathSchema, body: s.UpdateUserDetailsSchema, response: s.UserSchema }),
  },
  /** Changes the own password (the current one is checked first). */
  changePassword: {
    method: 'PUT',
    path: '/api-user/users/{userId}/password',
    access: { self: 'path.userId' },
    schemas: (s) => ({ params: s.UserPathSchema, body: s.ModifyPasswordSchema, response: s.PasswordChangedSchema }),
  },
});

/** Platform user administration (doc 1 §6); platform administrators only. */
export const userAdminContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Platform staff (`type=platform`) or every other account (`type=private`), by username. */
  platformUsers: {
    method: 'GET',
    path: '/api-user/platformUsers',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.PlatformUsersQuerySchema, response: s.UserListPageSchema }),
  },
  /** Adds a platform user. */
  createPlatformUser: {
    method: 'POST',
    path: '/api-user/platformUsers',
    access: 'platform-admin',
    schemas: (s) => ({ body: s.PlatformUserSchema, response: s.RegisteredUserSchema }),
  },
  /** Resets a user's password; the user's sessions end. */
  resetUserPassword: {
    method: 'PUT',
    path: '/api-user/platformUsers/{userId}/password',
    access: 'platform-admin',
    schemas: (s) => ({
      params: s.UserPathSchema,
      body: s.AdminResetPasswordSchema,
      response: s.PasswordResetDoneSchema,
    }),
  },
});

/** The enterprise list of platform administrators (doc 1 §9). */
export const enterpriseListContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** The enterprises by name, created within a day range (the platform itself is not listed). */
  enterprises: {
    method: 'GET',
    path: '/api-user/enterprises',
    access: 'platform-admin',
    schemas: (s) => ({ query: s.EnterpriseListQuerySchema, response: s.EnterpriseListPageSchema }),
  },
});

/** Deregistration from the platform (doc 1 §7). */
export const deregistrationContracts = /* @__PURE__ */ defineContracts(schemas, {
  /** Deregisters the caller: the account is marked removed and signed out everywhere. */
  updateRemove: {
    method: 'POST',
    path: '/api-user/updateRemove',
    access: { self: 'query.userId' },
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
