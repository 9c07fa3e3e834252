import * as z from 'zod/mini';
import './zod-locale.js';
import {
  CONTENT_KINDS,
  CONTENT_LIMITS,
  CONTENT_STATUSES,
  CONTENT_IMAGE_NAME_PATTERN,
  COVER_IMAGE_PATTERN,
  PORTAL_FLAGS,
  SLUG_PATTERN,
} from '../constants/content-rules.js';
import { CursorSchema, optionalText, RecordIdSchema, text } from './fields.js';

/** An uploaded content image is announced and answered as the images upload is (`shared/schemas/files.ts`). */
export { ImageUploadRequestSchema, ImageUploadTicketSchema } from './files.js';

/**
 * The requests and answers of the portal's managed content and portal flags (docs/portal.md). The contracts name
 * them (`shared/contracts/content.ts`); the console uses them as types only.
 */

// ---------- requests

const KindSchema = z.enum(CONTENT_KINDS, `One of ${CONTENT_KINDS.join(', ')}`);
const StatusSchema = z.enum(CONTENT_STATUSES, `One of ${CONTENT_STATUSES.join(', ')}`);
const PageLimitSchema = z._default(
  z.coerce
    .number()
    .check(
      z.int('A whole number'),
      z.gte(1, 'At least 1'),
      z.lte(CONTENT_LIMITS.pageSize, `At most ${CONTENT_LIMITS.pageSize}`),
    ),
  10,
);

export const ContentIdParamsSchema = z.object({ id: RecordIdSchema });
export const ContentSlugParamsSchema = z.object({
  kind: KindSchema,
  slug: z
    .string()
    .check(z.maxLength(CONTENT_LIMITS.slug, 'Not a known page'), z.regex(SLUG_PATTERN, 'Not a known page')),
});

/**
 * `public/items?kind&sort&cursor&limit`: one kind's published items. `newest` by publish date (news,
 * announcements); `order` by the editors' order (solutions, single pages).
 */
export const PublicContentQuerySchema = z.object({
  kind: KindSchema,
  sort: z._default(z.enum(['newest', 'order'], 'One of newest, order'), 'newest'),
  cursor: z.optional(CursorSchema),
  limit: PageLimitSchema,
});

/** `items?kind&cursor&limit`: every item of a kind, drafts too, last changed first (platform administrators). */
export const ManagedContentQuerySchema = z.object({
  kind: KindSchema,
  cursor: z.optional(CursorSchema),
  limit: PageLimitSchema,
});

/** A content item as an editor writes it. Bodies are the restricted markup (docs/portal.md "Rendering"). */
export const ContentInputSchema = z.object({
  kind: KindSchema,
  slug: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Required'),
      z.maxLength(CONTENT_LIMITS.slug, `At most ${CONTENT_LIMITS.slug} characters`),
      z.regex(SLUG_PATTERN, 'Lower-case letters and digits joined by single dashes'),
    ),
  title: text(CONTENT_LIMITS.title),
  titleEn: text(CONTENT_LIMITS.title),
  summary: optionalText(CONTENT_LIMITS.summary),
  summaryEn: optionalText(CONTENT_LIMITS.summary),
  body: text(CONTENT_LIMITS.body),
  bodyEn: text(CONTENT_LIMITS.body),
  coverImage: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(CONTENT_LIMITS.coverImage, `At most ${CONTENT_LIMITS.coverImage} characters`),
        z.regex(COVER_IMAGE_PATTERN, 'An https address or a path of this site'),
      ),
  ),
  order: z._default(
    z
      .number()
      .check(
        z.int('A whole number'),
        z.gte(0, 'At least 0'),
        z.lte(CONTENT_LIMITS.order, `At most ${CONTENT_LIMITS.order}`),
      ),
    0,
  ),
  /** The date shown and sorted by; absent: the moment it is first published. */
  publishDate: z.optional(z.iso.datetime({ offset: true, error: 'An ISO 8601 date and time' })),
});

/** `public/portal?domain`: the portal of an enterprise's tenant domain, else the platform's. */
export const PortalQuerySchema = z.object({
  domain: z.optional(z.string().check(z.trim(), z.maxLength(64, 'At most 64 characters'))),
});

/** The portal's section flags as saved: every flag named (true shows the section). */
export const PortalFlagsSchema = z.object(
  Object.fromEntries(PORTAL_FLAGS.map((flag) => [flag, z.boolean('true or false')])) as {
    [K in (typeof PORTAL_FLAGS)[number]]: z.ZodMiniBoolean;
  },
);

/** `images/{name}`, `public/images/{name}`: an uploaded content image (any other name is no such image). */
export const ContentImageParamsSchema = z.object({
  name: z
    .string()
    .check(z.maxLength(64, 'Not a content image'), z.regex(CONTENT_IMAGE_NAME_PATTERN, 'Not a content image')),
});

export const DeploymentIdParamsSchema = z.object({ deploymentId: RecordIdSchema });

// ---------- answers

export const ContentItemSchema = z.object({
  id: z.string(),
  kind: KindSchema,
  slug: z.string(),
  title: z.string(),
  titleEn: z.string(),
  summary: z.optional(z.string()),
  summaryEn: z.optional(z.string()),
  body: z.string(),
  bodyEn: z.string(),
  coverImage: z.optional(z.string()),
  order: z.number(),
  status: StatusSchema,
  /** When it was (or is to be shown as) published; absent on a draft never published. */
  publishDate: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ContentPageSchema = z.object({ items: z.array(ContentItemSchema), cursor: z.optional(z.string()) });
export const DeletedContentSchema = z.object({ deleted: z.string() });

/** A portal: whose it is (the platform's, or an enterprise's by its tenant domain) and its flags. */
export const PortalSchema = z.object({
  owner: z.enum(['platform', 'enterprise']),
  enterpriseName: z.optional(z.string()),
  enterpriseNameEn: z.optional(z.string()),
  domain: z.optional(z.string()),
  flags: PortalFlagsSchema,
});

/** A running deployed application that the portal may embed. */
export const EmbeddableApplicationSchema = z.object({ name: z.string(), url: z.string() });

export type ContentInput = z.infer<typeof ContentInputSchema>;
export type ContentItem = z.infer<typeof ContentItemSchema>;
export type ContentPage = z.infer<typeof ContentPageSchema>;
export type PortalFlags = z.infer<typeof PortalFlagsSchema>;
export type Portal = z.infer<typeof PortalSchema>;
export type EmbeddableApplication = z.infer<typeof EmbeddableApplicationSchema>;
