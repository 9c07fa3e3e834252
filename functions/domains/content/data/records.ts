import type { ContentKind, ContentStatus, PortalFlag } from '../../../../shared/constants/content-rules.js';
import type { Item } from '../../../lib/data/records.js';
import { contentIndexKeys, contentKeys } from './keys.js';

/** A content item (`CONTENT#{id}` / `#META`). Bodies are the restricted markup, rendered safely by the console. */
export interface ContentRecord {
  readonly id: string;
  readonly kind: ContentKind;
  readonly slug: string;
  readonly title: string;
  readonly titleEn: string;
  readonly summary?: string;
  readonly summaryEn?: string;
  readonly body: string;
  readonly bodyEn: string;
  readonly coverImage?: string;
  readonly order: number;
  readonly status: ContentStatus;
  /** The date shown and sorted by: as the editor set it, else the first publication's moment. */
  readonly publishDate?: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly updatedById: string;
}

/** A portal's flags (`PORTALCONFIG#{owner}` / `#META`). */
export interface PortalConfigurationRecord {
  readonly owner: string;
  readonly flags: Readonly<Record<PortalFlag, boolean>>;
  readonly updatedAt: string;
  readonly updatedById: string;
}

/** An item's reference to an uploaded content image (`CONTENTIMAGE#{name}` / `PUBLISHED#|DRAFT#{itemId}`). */
export interface ContentImageReferenceRecord {
  readonly name: string;
  readonly itemId: string;
  readonly published: boolean;
}

/** The owner of the platform's own portal configuration. */
export const PLATFORM_PORTAL = 'PLATFORM';

/** Stored item builders, shared with the local seed. */
export const contentItems = {
  /** A content item with its index entries: the public ones only while it is published (sparse indexes). */
  item: (record: ContentRecord): Item<ContentRecord> => ({
    ...contentKeys.item(record.id),
    entity: 'contentItem',
    ...record,
    ...contentIndexKeys.itemOfKind(record.kind, record.updatedAt, record.id),
    ...(record.status === 'published' && record.publishDate
      ? {
          ...contentIndexKeys.publishedByDate(record.kind, record.publishDate, record.id),
          ...contentIndexKeys.publishedByOrder(record.kind, record.order, record.id),
        }
      : {}),
  }),
  imageReference: (record: ContentImageReferenceRecord): Item<ContentImageReferenceRecord> => ({
    ...contentKeys.imageReference(record.name, record.published, record.itemId),
    entity: 'contentImageReference',
    ...record,
  }),
  portalConfiguration: (record: PortalConfigurationRecord): Item<PortalConfigurationRecord> => ({
    ...contentKeys.portalConfiguration(record.owner),
    entity: 'portalConfiguration',
    ...record,
  }),
} as const;
