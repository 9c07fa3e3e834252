import * as z from 'zod/mini';
import './zod-locale.js';
import { FEEDBACK_LIMITS, FEEDBACK_STATUSES, HELP_LIMITS } from '../constants/help-rules.js';
import { CursorSchema, RecordIdSchema, text } from './fields.js';
import { MainlandPhoneSchema, RegisterEmailSchema } from './registration.js';

/**
 * The requests and answers of the help centre and feedback (`/api-help`, docs/help.md). The contracts name them
 * (`shared/contracts/help.ts`); the console uses them as types only.
 */

// ---------- requests

export const HelpIdParamsSchema = z.object({ id: RecordIdSchema });
export const HelpNoQuerySchema = z.object({});

const OrderSchema = z._default(
  z
    .number()
    .check(z.int('A whole number'), z.gte(0, 'At least 0'), z.lte(HELP_LIMITS.order, `At most ${HELP_LIMITS.order}`)),
  0,
);

/** `search?q=`: words looked for in the published articles' titles, keywords and bodies, in either language. */
export const HelpSearchQuerySchema = z.object({ q: text(HELP_LIMITS.searchQuery) });

/** A category as an administrator writes it. */
export const HelpCategoryInputSchema = z.object({
  name: text(HELP_LIMITS.categoryName),
  nameEn: text(HELP_LIMITS.categoryNameEn),
  order: OrderSchema,
});

/** An article as an administrator writes it; bodies are the restricted markup (docs/help.md "Rendering"). */
export const HelpArticleInputSchema = z.object({
  categoryId: RecordIdSchema,
  title: text(HELP_LIMITS.title),
  titleEn: text(HELP_LIMITS.titleEn),
  body: text(HELP_LIMITS.body),
  bodyEn: text(HELP_LIMITS.body),
  keywords: z._default(
    z
      .array(text(HELP_LIMITS.keyword))
      .check(z.maxLength(HELP_LIMITS.keywords, `At most ${HELP_LIMITS.keywords} keywords`)),
    [],
  ),
  order: OrderSchema,
  published: z._default(z.boolean(), false),
});
export type HelpArticleInput = z.infer<typeof HelpArticleInputSchema>;

/** `articles/{id}/publication`: publish (true) or take back to draft (false). */
export const HelpArticlePublicationSchema = z.object({ published: z.boolean() });

/** The feedback card: every field required; e-mail and phone checked as the registration screens check them. */
export const FeedbackInputSchema = z.object({
  username: text(FEEDBACK_LIMITS.username),
  email: RegisterEmailSchema,
  phone: MainlandPhoneSchema,
  content: text(FEEDBACK_LIMITS.content),
});
export type FeedbackInput = z.infer<typeof FeedbackInputSchema>;

/** `feedback?status&cursor`: one state's feedback, newest first (open unless said). */
export const FeedbackListQuerySchema = z.object({
  status: z._default(z.enum(FEEDBACK_STATUSES, `One of ${FEEDBACK_STATUSES.join(', ')}`), 'open'),
  cursor: z.optional(CursorSchema),
});

// ---------- answers

const ArticleLinkSchema = z.object({ id: z.string(), title: z.string(), titleEn: z.string() });

export const HelpArticleSummarySchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  title: z.string(),
  titleEn: z.string(),
  order: z.number(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type HelpArticleSummary = z.infer<typeof HelpArticleSummarySchema>;

/** A category with its articles in order (published ones on the public home, all of them for administrators). */
export const HelpCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  order: z.number(),
  articles: z.array(HelpArticleSummarySchema),
});
export type HelpCategory = z.infer<typeof HelpCategorySchema>;
export const HelpCategoryListSchema = z.array(HelpCategorySchema);

/** One article whole, with its category's names and its neighbours in the category's order. */
export const HelpArticleSchema = z.object({
  ...HelpArticleSummarySchema.shape,
  categoryName: z.string(),
  categoryNameEn: z.string(),
  body: z.string(),
  bodyEn: z.string(),
  keywords: z.array(z.string()),
  previous: z.optional(ArticleLinkSchema),
  next: z.optional(ArticleLinkSchema),
});
export type HelpArticle = z.infer<typeof HelpArticleSchema>;

/** Search results: at most `HELP_LIMITS.searchResults`, title matches first; `truncated` when more matched. */
export const HelpSearchResultSchema = z.object({
  items: z.array(z.object({ ...HelpArticleSummarySchema.shape, categoryName: z.string(), categoryNameEn: z.string() })),
  truncated: z.boolean(),
});
export type HelpSearchResult = z.infer<typeof HelpSearchResultSchema>;

export const HelpDeletedSchema = z.object({ deleted: z.string() });

export const FeedbackSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  content: z.string(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: z.string(),
  closedAt: z.optional(z.string()),
});
export type Feedback = z.infer<typeof FeedbackSchema>;
export const FeedbackPageSchema = z.object({ items: z.array(FeedbackSchema), cursor: z.optional(z.string()) });
export const FeedbackSubmittedSchema = z.object({ id: z.string() });
