import { MARKET_VERSION_STATUSES } from '../../../../shared/constants/market-rules.js';
import { fenToYuan } from '../../../../shared/constants/money-rules.js';
import type { Application, Version } from '../../../../shared/schemas/application-responses.js';
import type { MarketApplication } from '../../../../shared/schemas/market.js';
import type { ApplicationRecord } from '../data/application.js';
import type { MarketEntryRecord } from '../data/market.js';
import { listVersionsOfApplication } from '../data/version.js';
import { applicationView, versionViews } from './application-view.js';

/** A market entry as the market's lists answer it: prices in yuan a month, named field by field. */
export function marketApplicationView(entry: MarketEntryRecord): MarketApplication {
  const prices = entry.pricesFen;
  return {
    id: entry.id,
    name: entry.name,
    enName: entry.enName,
    logo: entry.logo,
    description: entry.description,
    scope: entry.scope,
    type: entry.type,
    parentCategory: entry.parentCategory,
    category: entry.category,
    createCompanyName: entry.createCompanyName,
    createDate: entry.createDate,
    updateDate: entry.onlineAt,
    ...(prices.length ? { minCost: fenToYuan(prices[0]), maxCost: fenToYuan(prices[prices.length - 1]) } : {}),
    subscriberCount: entry.subscriberCount,
  };
}

/** Whether a buyer sees a version: approved or online. */
const seenByBuyers = (status: { code: string }) => MARKET_VERSION_STATUSES.includes(status.code);

/** A version as a buyer sees it: no review, and no program file (what a deployment installs, not a document). */
function buyerVersion(version: Version): Version {
  const { lastReview: _review, rejection: _rejection, programFile: _program, ...shown } = version;
  return shown;
}

/**
 * A listed application as a buyer sees it (`getMarketApplication/{id}`): the application as `getApplication/{id}`
 * answers it without its review, with the versions buyers see in `majorVersionList`, its online modules and its
 * enabled plans; and those versions, newest first.
 */
export async function buyerApplicationView(
  app: ApplicationRecord,
): Promise<{ application: Application; versions: Version[] }> {
  const [full, versions] = await Promise.all([
    applicationView(app),
    listVersionsOfApplication({ applicationId: app.id }).then((all) =>
      versionViews(
        app,
        all.filter((version) => MARKET_VERSION_STATUSES.includes(version.status)),
      ),
    ),
  ]);
  const { lastReview: _review, rejection: _rejection, ...application } = full;
  return {
    application: {
      ...application,
      childApplicationList: application.childApplicationList.filter((module) => module.status.code === '3'),
      majorVersionList: application.majorVersionList
        .map((major) => ({
          ...major,
          minorVersionList: major.minorVersionList
            .filter((minor) => seenByBuyers(minor.status))
            .map(({ rejection: _minorRejection, ...minor }) => minor),
        }))
        .filter((major) => major.minorVersionList.length > 0),
      resources: application.resources.filter((plan) => plan.ifEnabled !== false),
    },
    versions: versions.map(buyerVersion),
  };
}
