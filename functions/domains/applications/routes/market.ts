import { marketContracts as contracts } from '../../../../shared/contracts/market.js';
import { MARKET_VERSION_STATUSES } from '../../../../shared/constants/market-rules.js';
import { NotFoundError } from '../../../lib/errors.js';
import { implement } from '../../../lib/http/implement.js';
import { getDocumentRecords, imageResponse, presignDocumentDownload } from '../../files/index.js';
import { getApplication } from '../data/application.js';
import { listCategories } from '../data/category.js';
import { countSubscriptions, isListed, type AdvertisementRecord } from '../data/market.js';
import { listVersionsOfApplication } from '../data/version.js';
import { marketAdvertisements, marketEntries } from '../market.js';
import { categoryGroups, rangeEntries, relatedEntries, searchMarket, topEntries } from '../market-search.js';
import { buyerApplicationView, marketApplicationView } from '../views/market-view.js';

/** The listed application, or 404: the market knows nothing of an application it does not list. */
async function requireListed(applicationId: string) {
  const app = await getApplication({ applicationId });
  if (!app || !isListed(app)) throw new NotFoundError('Application not found');
  return app;
}

/** The versions of a listed application that buyers see (approved and online). */
const versionsBuyersSee = async (applicationId: string) =>
  (await listVersionsOfApplication({ applicationId })).filter((version) =>
    MARKET_VERSION_STATUSES.includes(version.status),
  );

/**
 * Whether the market shows an image: the logo of a listed application or a screenshot of a version buyers see
 * (with `applicationId`), else an advertisement's own image.
 */
async function isMarketImage(applicationId: string | undefined, name: string): Promise<boolean> {
  if (!applicationId) return (await marketAdvertisements()).some((ad) => ad.image === name);
  const entry = (await marketEntries()).find((candidate) => candidate.id === applicationId);
  if (!entry) return false;
  if (entry.logo === name) return true;
  return (await versionsBuyersSee(applicationId)).some((version) => version.screenshots.some((s) => s.uri === name));
}

/** An advertisement as the portal reads it, named field by field. */
const advertisementView = (ad: AdvertisementRecord) => ({
  id: ad.id,
  title: ad.title,
  titleEn: ad.titleEn,
  description: ad.description,
  descriptionEn: ad.descriptionEn,
  ...(ad.image ? { image: ad.image } : {}),
  ...(ad.applicationId ? { applicationId: ad.applicationId } : {}),
  ...(ad.href ? { href: ad.href } : {}),
  order: ad.order,
});

/**
 * The public application market (spec doc 2; docs/market.md): every read answers anyone, signed in or not, from
 * the market entries of the listed applications (online market apps), never another application.
 */
export const marketRoutes = [
  implement(contracts.getTopApplication, async () => topEntries(await marketEntries()).map(marketApplicationView)),
  implement(contracts.getCategoryApplication, async () => {
    const [entries, categories] = await Promise.all([marketEntries(), listCategories()]);
    const parents = categories
      .filter((category) => !category.parentId)
      .map(({ id, name, nameEn }) => ({ id, name, ...(nameEn ? { nameEn } : {}) }));
    return categoryGroups(entries, parents).map((group) => ({
      category: group.category,
      applications: group.applications.map(marketApplicationView),
    }));
  }),
  implement(contracts.applicationAdvertisements, async () => {
    const listed = new Set((await marketEntries()).map((entry) => entry.id));
    // An advertisement of an application the market no longer lists would lead nowhere: it is left out.
    const shown = (await marketAdvertisements()).filter((ad) => !ad.applicationId || listed.has(ad.applicationId));
    return { _embedded: { applicationAdvertisements: shown.map(advertisementView) } };
  }),
  implement(contracts.getApplicationByNameAndCategoryAndRangeDate, async ({ query }) =>
    rangeEntries(await marketEntries(), query).map(marketApplicationView),
  ),
  implement(contracts.searchApplicationByParams, async ({ query }) => {
    const page = searchMarket(await marketEntries(), query);
    return {
      content: page.content.map(marketApplicationView),
      totalElements: page.totalElements,
      pageCurrent: query.pageCurrent,
      pageSize: query.pageSize,
      totalPages: page.totalPages,
    };
  }),
  implement(contracts.getApplicationByParentCategory, async ({ query }) =>
    relatedEntries(await marketEntries(), query.parentCategoryId, query.applicationId).map(marketApplicationView),
  ),
  implement(contracts.getMarketApplication, async ({ params }) => {
    const app = await requireListed(params.id);
    const [view, subscriberCount] = await Promise.all([buyerApplicationView(app), countSubscriptions(app.id)]);
    return { ...view, subscriberCount };
  }),
  implement(contracts.getMarketImage, async ({ query }) => {
    if (!(await isMarketImage(query.applicationId, query.name)))
      throw new NotFoundError(`No image named ${query.name}`);
    // Public, but not for a year: the image stops being the market's when its application leaves the market.
    return imageResponse(query.name, { stored: 'public, max-age=3600', defaultImage: 'public, max-age=86400' });
  }),
  implement(contracts.getMarketDocument, async ({ query }) => {
    await requireListed(query.applicationId);
    const named = (await versionsBuyersSee(query.applicationId)).some((version) =>
      version.detailFiles.some((file) => file.uri === query.name),
    );
    const [record] = named ? await getDocumentRecords([query.name]) : [];
    if (!record) throw new NotFoundError('File not found');
    return {
      url: await presignDocumentDownload({ name: record.name, fileName: record.fileName }),
      fileName: record.fileName,
    };
  }),
];
