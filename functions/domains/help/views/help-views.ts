import type { Feedback, HelpArticle, HelpArticleSummary, HelpCategory } from '../../../../shared/schemas/help.js';
import type { HelpArticleSummaryRecord } from '../data/help-article.js';
import type { FeedbackRecord, HelpArticleFields, HelpCategoryRecord } from '../data/records.js';

/** An article as lists show it. */
export const articleSummary = (article: HelpArticleSummaryRecord): HelpArticleSummary => ({
  id: article.id,
  categoryId: article.categoryId,
  title: article.title,
  titleEn: article.titleEn,
  order: article.order,
  published: article.published,
  updatedAt: article.updatedAt,
});

/** A category with its articles. */
export const categoryView = (
  category: HelpCategoryRecord,
  articles: readonly HelpArticleSummaryRecord[],
): HelpCategory => ({
  id: category.id,
  name: category.name,
  nameEn: category.nameEn,
  order: category.order,
  articles: articles.map(articleSummary),
});

const linkOf = (article: HelpArticleSummaryRecord | undefined) =>
  article ? { id: article.id, title: article.title, titleEn: article.titleEn } : undefined;

/** One article whole, with its category's names and its neighbours (`siblings`: its category's list, in order). */
export function articleView(
  article: HelpArticleFields,
  category: HelpCategoryRecord | undefined,
  siblings: readonly HelpArticleSummaryRecord[] = [],
): HelpArticle {
  const at = siblings.findIndex((sibling) => sibling.id === article.id);
  const previous = at > 0 ? linkOf(siblings[at - 1]) : undefined;
  const next = at >= 0 ? linkOf(siblings[at + 1]) : undefined;
  return {
    ...articleSummary(article),
    categoryName: category?.name ?? '',
    categoryNameEn: category?.nameEn ?? '',
    body: article.body,
    bodyEn: article.bodyEn,
    keywords: article.keywords,
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  };
}

/** A feedback as administrators read it (who closed it stays on the server). */
export const feedbackView = (feedback: FeedbackRecord): Feedback => ({
  id: feedback.id,
  username: feedback.username,
  email: feedback.email,
  phone: feedback.phone,
  content: feedback.content,
  status: feedback.status,
  createdAt: feedback.createdAt,
  ...(feedback.closedAt ? { closedAt: feedback.closedAt } : {}),
});
