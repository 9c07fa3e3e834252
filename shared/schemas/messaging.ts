import * as z from 'zod/mini';
import './zod-locale.js';
import {
  MESSAGE_CONTENT_MAX_LENGTH,
  MESSAGE_PAGE_MAX_SIZE,
  MESSAGE_PAGE_SIZE,
  MESSAGE_TITLE_MAX_LENGTH,
  MESSAGE_WAYS,
  MESSAGING_CODE_MAX_LENGTH,
  MESSAGING_DELETE_MAX,
  MESSAGING_DESCRIPTION_MAX_LENGTH,
  MESSAGING_NAME_MAX_LENGTH,
  MESSAGING_SOURCES_MAX,
  MESSAGING_USERS_MAX,
} from '../constants/messaging-rules.js';

/**
 * Inputs and outputs of the message administration calls of /api-message
 * (spec doc 1 §7 "Message management and enterprise centre"; the bodies the
 * spec does not show are our design, docs/message-administration.md).
 *
 * Scope: every call takes an optional `?enterpriseId=` query parameter.
 * Absent (or the nil id) = the platform scope (platform administrators); an
 * enterprise id = that enterprise's categories, types, groups and messages
 * (the caller's roles there must grant the `-enterprise` menu's privilege).
 */

const IdSchema = z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(64));

const name = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(MESSAGING_NAME_MAX_LENGTH));
const DescriptionSchema = z.optional(z.string().check(z.trim(), z.maxLength(MESSAGING_DESCRIPTION_MAX_LENGTH)));

/** `?enterpriseId` of every message administration call (absent: the platform). */
export const MessagingScopeQuerySchema = z.object({ enterpriseId: z.optional(IdSchema) });

/** `GET /api-message/messageTypes?category&enterpriseId`: `category` (a category id) narrows the list. */
export const MessageTypesQuerySchema = z.object({
  enterpriseId: z.optional(IdSchema),
  category: z.optional(IdSchema),
});

/** `POST /api-message/messageCategory` (save): without `id` creates, with `id` updates. */
export const MessageCategoryInputSchema = z.object({
  id: z.optional(IdSchema),
  name: name('Enter a category name'),
  description: DescriptionSchema,
});

/** `POST /api-message/messageType` (save): a type belongs to one category of the same scope. */
export const MessageTypeInputSchema = z.object({
  id: z.optional(IdSchema),
  categoryId: IdSchema,
  name: name('Enter a type name'),
  /** Optional short code; the user message centre shows the type as a tab. */
  code: z.optional(z.string().check(z.trim(), z.maxLength(MESSAGING_CODE_MAX_LENGTH))),
  description: DescriptionSchema,
});

/** `POST /api-message/messageGroup` (save): without `id` creates, with `id` renames / re-describes. */
export const MessageGroupInputSchema = z.object({
  id: z.optional(IdSchema),
  name: name('Enter a group name'),
  description: DescriptionSchema,
});

/** Body of `DELETE messageCategory | messageType | messageGroup | messageMember`: an array of ids (all or none deleted). */
export const MessagingIdListSchema = z
  .array(IdSchema)
  .check(
    z.minLength(1, 'Choose at least one'),
    z.maxLength(MESSAGING_DELETE_MAX, `At most ${MESSAGING_DELETE_MAX} at a time`),
  );

/**
 * `POST /api-message/messageMembers`: adds users to a group, named one by one
 * (`userIds`) and/or as the holders of roles (`roleIds`, narrowed by
 * `departmentId`, `positionId`, `workGroupId` when given). Role holders are
 * copied into the group now (a later holder is not a member).
 */
export const AddMessageMembersSchema = z
  .object({
    groupId: IdSchema,
    userIds: z._default(z.array(IdSchema).check(z.maxLength(MESSAGING_USERS_MAX)), []),
    roleIds: z._default(z.array(IdSchema).check(z.maxLength(MESSAGING_SOURCES_MAX)), []),
    departmentId: z.optional(IdSchema),
    positionId: z.optional(IdSchema),
    workGroupId: z.optional(IdSchema),
  })
  .check(
    z.refine((body) => body.userIds.length > 0 || body.roleIds.length > 0, {
      message: 'Choose at least one user or role',
      path: ['userIds'],
    }),
  );

/**
 * `POST /api-message/message/sent`: recipients are users ∪ the members of the
 * groups ∪ the holders of the roles, resolved now and deduplicated.
 */
export const SendMessageSchema = z
  .object({
    title: z.string().check(z.trim(), z.minLength(1, 'Enter a title'), z.maxLength(MESSAGE_TITLE_MAX_LENGTH)),
    content: z.string().check(z.trim(), z.minLength(1, 'Enter the content'), z.maxLength(MESSAGE_CONTENT_MAX_LENGTH)),
    categoryId: IdSchema,
    typeId: z.optional(IdSchema),
    userIds: z._default(z.array(IdSchema).check(z.maxLength(MESSAGING_USERS_MAX)), []),
    groupIds: z._default(z.array(IdSchema).check(z.maxLength(MESSAGING_SOURCES_MAX)), []),
    roleIds: z._default(z.array(IdSchema).check(z.maxLength(MESSAGING_SOURCES_MAX)), []),
    /** `['sendEmail']` also e-mails every recipient with an address. */
    ways: z._default(z.array(z.enum(MESSAGE_WAYS)).check(z.maxLength(MESSAGE_WAYS.length)), []),
  })
  .check(
    z.refine((body) => body.userIds.length + body.groupIds.length + body.roleIds.length > 0, {
      message: 'Choose at least one user, group or role',
      path: ['userIds'],
    }),
  );

const IsoDateTimeSchema = z.iso.datetime({ offset: true, message: 'An ISO 8601 date-time' });

/** `POST /api-message/message/query`: the scope's sent messages, newest first, filtered, zero-based pages. */
export const MessageQuerySchema = z
  .object({
    /** Part of the title (case-insensitive). */
    title: z.optional(z.string().check(z.trim(), z.maxLength(MESSAGE_TITLE_MAX_LENGTH))),
    categoryId: z.optional(IdSchema),
    typeId: z.optional(IdSchema),
    /** Sent at or after. */
    from: z.optional(IsoDateTimeSchema),
    /** Sent before. */
    to: z.optional(IsoDateTimeSchema),
    page: z._default(z.number().check(z.int(), z.gte(0), z.lte(10_000)), 0),
    size: z._default(z.number().check(z.int(), z.gte(1), z.lte(MESSAGE_PAGE_MAX_SIZE)), MESSAGE_PAGE_SIZE),
  })
  .check(
    z.refine((body) => !body.from || !body.to || Date.parse(body.from) < Date.parse(body.to), {
      message: 'The end must come after the start',
      path: ['to'],
    }),
  );

/** `DELETE /api-message/message/{id}` */
export const SentMessagePathSchema = z.object({ id: IdSchema });

/*
 * Answers of the message administration calls: one definition for the contracts (`shared/contracts/messaging.ts`),
 * the implementations that must return them and the console that reads them (typed, not parsed).
 */

/** A message category as the calls return it. */
export const MessageCategorySchema = z.object({
  id: z.string(),
  /** The nil id for the platform's categories. */
  enterpriseId: z.string(),
  name: z.string(),
  /** The English console's name and description, where the record has them (seeded categories). */
  nameEn: z.optional(z.string()),
  description: z.optional(z.string()),
  descriptionEn: z.optional(z.string()),
  /** Types in this category (a category with types cannot be deleted). */
  typeCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageCategory = z.infer<typeof MessageCategorySchema>;
/** `GET /api-message/messageCategories`. */
export const MessageCategoryListSchema = z.array(MessageCategorySchema);

/** A message type as the calls return it. */
export const MessageTypeSchema = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  categoryId: z.string(),
  categoryName: z.optional(z.string()),
  name: z.string(),
  /** The English console's name, where the record has one (seeded types). */
  nameEn: z.optional(z.string()),
  code: z.optional(z.string()),
  description: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageType = z.infer<typeof MessageTypeSchema>;
/** `GET /api-message/messageTypes`. */
export const MessageTypeListSchema = z.array(MessageTypeSchema);

/** A member of a message group: one user (added by name or as a holder of `roleId`). */
export const MessageGroupMemberSchema = z.object({
  /** The member's id (what `DELETE messageMember` takes). */
  id: z.string(),
  groupId: z.string(),
  userId: z.string(),
  username: z.string(),
  email: z.optional(z.string()),
  /** The role through which the user was added, when added by role. */
  roleId: z.optional(z.string()),
  addedAt: z.string(),
});
export type MessageGroupMember = z.infer<typeof MessageGroupMemberSchema>;

/** A message group with its members (spec doc 1 §3: a group has an id and members). */
export const MessageGroupSchema = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  name: z.string(),
  description: z.optional(z.string()),
  memberCount: z.number(),
  members: z.array(MessageGroupMemberSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MessageGroup = z.infer<typeof MessageGroupSchema>;
/** `GET /api-message/messageGroups`. */
export const MessageGroupListSchema = z.array(MessageGroupSchema);

/** `POST messageMembers` answer: the members added now (users already in the group are skipped). */
export const AddMessageMembersResultSchema = z.object({
  added: z.array(MessageGroupMemberSchema),
  /** Users named (or found through roles) who were members already. */
  skipped: z.number(),
});
export type AddMessageMembersResult = z.infer<typeof AddMessageMembersResultSchema>;

/** A sent message as the administration list shows it. */
export const SentMessageSchema = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  title: z.string(),
  content: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  typeId: z.optional(z.string()),
  typeName: z.optional(z.string()),
  senderId: z.string(),
  senderName: z.string(),
  /** What the sender chose; groups and roles were resolved to users at send time. */
  userIds: z.array(z.string()),
  groupIds: z.array(z.string()),
  roleIds: z.array(z.string()),
  ways: z.array(z.enum(MESSAGE_WAYS)),
  /** Distinct users the message was delivered to. */
  recipientCount: z.number(),
  sentAt: z.string(),
});
export type SentMessage = z.infer<typeof SentMessageSchema>;

/** A page of the sent-message list (spec doc 1 §1: content, number, size, totalElements). */
export const SentMessagePageSchema = z.object({
  content: z.array(SentMessageSchema),
  number: z.number(),
  size: z.number(),
  totalElements: z.number(),
});
export type SentMessagePage = z.infer<typeof SentMessagePageSchema>;

/** Answer of the delete calls: the ids deleted. */
export const MessagingDeletedSchema = z.object({ deleted: z.array(z.string()) });
export type MessagingDeleted = z.infer<typeof MessagingDeletedSchema>;
