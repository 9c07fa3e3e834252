/**
 * Rules of message administration (categories, types, groups, sent messages)
 * shared by the API schemas and the console (zod-free: the console bundle
 * carries no zod). Design: docs/message-administration.md.
 */

/** Longest category, type or group name. */
export const MESSAGING_NAME_MAX_LENGTH = 50;
/** Longest type code (the custom type a user's message centre shows as a tab). */
export const MESSAGING_CODE_MAX_LENGTH = 32;
/** Longest category, type or group description. */
export const MESSAGING_DESCRIPTION_MAX_LENGTH = 200;
/** Longest title of a sent message. */
export const MESSAGE_TITLE_MAX_LENGTH = 200;
/** Longest content of a sent message. */
export const MESSAGE_CONTENT_MAX_LENGTH = 5000;
/** Most ids in one delete call (one TransactWrite deletes them all or none). */
export const MESSAGING_DELETE_MAX = 25;
/** Most users named in one add-members or send call. */
export const MESSAGING_USERS_MAX = 500;
/** Most groups or roles named in one add-members or send call. */
export const MESSAGING_SOURCES_MAX = 20;
/** Sent-message list page size (spec doc 1 §9: message page size default 10) and the largest page. */
export const MESSAGE_PAGE_SIZE = 10;
export const MESSAGE_PAGE_MAX_SIZE = 100;
/** The one delivery way besides the inbox: an e-mail copy (spec doc 1 §9 `sendEmail`). */
export const MESSAGE_WAYS = ['sendEmail'] as const;
/** Default enterprise id of the roles offered by "add members by role" in the platform scope (spec doc 1 §9). */
export const MESSAGING_PLATFORM_SCOPE = '00000000-0000-0000-0000-000000000000';
