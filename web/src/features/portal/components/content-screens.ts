import type { ContentKind } from '@shared/constants/content-rules.js';
import type { ContentItem } from '@shared/schemas/content.js';
import type { Locale } from '@shared/constants/ids.js';

/**
 * Where each kind of content is read in the portal (docs/portal.md "Routes"): the list kinds at their list's
 * address with each item at `<list>/<slug>`, the single pages at their own address.
 */
export const contentScreenPaths: Readonly<Record<ContentKind, string>> = {
  news: '/common/news',
  announcement: '/common/announcement',
  solution: '/common/solutions',
  'customer-case': '/common/customer-case',
  nhi: '/common/nhi',
  rgb: '/common/rgb',
  sysmed: '/common/sysmed',
  about: '/common/about-page',
  'contact-us': '/common/contact-us',
  'pre-sale-consulting': '/common/pre-sale-consulting',
  'advice-and-feedback': '/common/advice-and-feedback',
  'legal-agreements': '/common/legal-agreements',
  'privacy-policy': '/privacy-policy',
  'phone-farmer-privacy-policy': '/phone-farmer-privacy-policy',
};

/** The address of one item of a list kind. */
export const contentItemPath = (item: Pick<ContentItem, 'kind' | 'slug'>) =>
  `${contentScreenPaths[item.kind]}/${item.slug}`;

/** An item's texts in the reader's language. */
export function localized(item: ContentItem, locale: Locale) {
  return locale === 'en'
    ? { title: item.titleEn, summary: item.summaryEn, body: item.bodyEn }
    : { title: item.title, summary: item.summary, body: item.body };
}
