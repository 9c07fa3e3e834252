import { HELP_LIMITS } from '../../../../shared/constants/help-rules.js';
import { helpManagementContracts, helpReadContracts } from '../../../../shared/contracts/help.js';
import { implement } from '../../../lib/http/implement.js';
import { NotFoundError } from '../../../lib/errors.js';
import {
  createHelpArticle,
  deleteHelpArticle,
  getHelpArticle,
  listArticlesOfCategory,
  searchHelpArticles,
  setHelpArticlePublished,
  updateHelpArticle,
} from '../data/help-article.js';
import {
  createHelpCategory,
  deleteHelpCategory,
  getHelpCategory,
  listHelpCategories,
  updateHelpCategory,
} from '../data/help-category.js';
import type { HelpArticleFields } from '../data/records.js';
import { articleSummary, articleView, categoryView } from '../views/help-views.js';

/** Every category with its articles (published ones, or all of them for the editors). */
async function helpCentre(options: { drafts: boolean }) {
  const categories = await listHelpCategories();
  const articles = await Promise.all(categories.map((category) => listArticlesOfCategory(category.id, options)));
  return categories.map((category, index) => categoryView(category, articles[index] ?? []));
}

/** An article with its category and its neighbours among the articles a reader of it sees. */
async function fullArticle(article: HelpArticleFields, options: { drafts: boolean }) {
  const [category, siblings] = await Promise.all([
    getHelpCategory(article.categoryId),
    listArticlesOfCategory(article.categoryId, options),
  ]);
  return articleView(article, category, siblings);
}

/** The public help centre: the home's categories, search and one published article. */
export const helpReadRoutes = [
  implement(helpReadContracts.getHelpCentre, () => helpCentre({ drafts: false })),
  implement(helpReadContracts.searchHelpArticles, async ({ query }) => {
    const categories = await listHelpCategories();
    const found = await searchHelpArticles(
      categories.map((category) => category.id),
      query.q,
    );
    const needle = query.q.toLowerCase();
    // A title that matches ranks before a keyword or body match; then the categories' and the articles' order.
    const titleMatch = (title: string, titleEn: string) =>
      title.toLowerCase().includes(needle) || titleEn.toLowerCase().includes(needle) ? 0 : 1;
    const ranked = found.sort((a, b) => titleMatch(a.title, a.titleEn) - titleMatch(b.title, b.titleEn));
    const byId = new Map(categories.map((category) => [category.id, category]));
    return {
      items: ranked.slice(0, HELP_LIMITS.searchResults).map((article) => ({
        ...articleSummary(article),
        categoryName: byId.get(article.categoryId)?.name ?? '',
        categoryNameEn: byId.get(article.categoryId)?.nameEn ?? '',
      })),
      truncated: ranked.length > HELP_LIMITS.searchResults,
    };
  }),
  implement(helpReadContracts.getHelpArticle, async ({ params }) => {
    const article = await getHelpArticle(params.id);
    // A draft is not there for readers, as an unknown id is not.
    if (!article?.published) throw new NotFoundError('Help article not found');
    return fullArticle(article, { drafts: false });
  }),
];

/** The help centre's editing by platform administrators. */
export const helpManagementRoutes = [
  implement(helpManagementContracts.getHelpManagement, () => helpCentre({ drafts: true })),
  implement(helpManagementContracts.getHelpArticleForEdit, async ({ params }) => {
    const article = await getHelpArticle(params.id);
    if (!article) throw new NotFoundError('Help article not found');
    return fullArticle(article, { drafts: true });
  }),
  implement(helpManagementContracts.createHelpCategory, async ({ body }) =>
    categoryView(await createHelpCategory(body), []),
  ),
  implement(helpManagementContracts.updateHelpCategory, async ({ params, body }) => {
    const category = await updateHelpCategory(params.id, body);
    return categoryView(category, await listArticlesOfCategory(category.id, { drafts: true }));
  }),
  implement(helpManagementContracts.deleteHelpCategory, async ({ params }) => {
    await deleteHelpCategory(params.id);
    return { deleted: params.id };
  }),
  implement(helpManagementContracts.createHelpArticle, async ({ body }) =>
    fullArticle(await createHelpArticle(body), { drafts: true }),
  ),
  implement(helpManagementContracts.updateHelpArticle, async ({ params, body }) =>
    fullArticle(await updateHelpArticle(params.id, body), { drafts: true }),
  ),
  implement(helpManagementContracts.publishHelpArticle, async ({ params, body }) =>
    fullArticle(await setHelpArticlePublished(params.id, body.published), { drafts: true }),
  ),
  implement(helpManagementContracts.deleteHelpArticle, async ({ params }) => {
    await deleteHelpArticle(params.id);
    return { deleted: params.id };
  }),
];
